// The pages' texts are typeset (shared/typography/typeset.ts): a short word is bound to
// the next by a non-breaking space; and as rendered, their words carry marks where they may
// break and a size's signs marks of their own (shared/typography/hyphenate.ts,
// hyphen-marks.ts). Tests about what a page says, not how
// it breaks its lines, read it with plain spaces and none of those; the typography has tests
// of its own (tests/unit/typeset.test.ts, tests/unit/hyphenate.test.tsx,
// tests/browser/typography.test.ts, tests/browser/whole-on-every-phone.test.ts).
export const plainSpaces = (text: string | null): string => asWritten(text).replaceAll('\u00a0', ' ');

/**
 * A rendered text (or markup) with the places its lines may break taken out: the words as typeset, non-breaking
 * spaces kept. In markup: the marks, `<wbr>`, and the boxes of a text's words (shared/typography/hyphen-marks.ts).
 */
export const asWritten = (text: string | null): string => (text ?? '')
  .replaceAll('\u00ad', '')
  .replace(/<wbr\/?>|<i(?: class="[^"]*")?><\/i>/g, '')
  .replace(/<span class="word">([^<]*)<\/span>/g, '$1')
  .replace(/<span class="words">([^<]*)<\/span>/g, '$1');
