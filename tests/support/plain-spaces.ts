// The pages' texts are typeset (shared/typography/typeset.ts): a short word is bound to
// the next by a non-breaking space. Tests about what a page says, not how it breaks its
// lines, read it with plain spaces; the typography has tests of its own
// (tests/unit/typeset.test.ts, tests/browser/typography.test.ts).
export const plainSpaces = (text: string | null): string => (text ?? '').replaceAll('\u00a0', ' ');
