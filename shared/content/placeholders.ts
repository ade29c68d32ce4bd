// A content text's placeholders: a word in braces ({месяц}, {минут}) that the page fills with
// a value when it shows the text. Which placeholders a text may hold and which it must is its
// schema's (`placeholderText`, campaign-schema.ts: a text with another one, or without one it
// must hold, is refused in Russian); filling them is this one function, the server's and the
// browser's alike (docs/decisions/111-fixed-labels-as-content.md).

/** `text` with each placeholder named in `values` replaced by its value, in one pass: a value that looks like a placeholder stays. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{[^{}]*\}/gu, (placeholder) => (Object.hasOwn(values, placeholder) ? String(values[placeholder]) : placeholder));
}
