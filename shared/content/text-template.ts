// A content text with placeholders in braces («попробуйте через {минут} мин.»): marketing
// writes the words, the code puts in the value it alone knows (the minutes to wait, a limit
// of the form's rules). The schema allows each text its own placeholders only and asks for
// the ones the sentence cannot do without (shared/content/template-schema.ts); this one helper
// fills them, on the server and in the browser alike (no zod here: it ships in the islands).

/** A placeholder's value: a number as it is, or the words the code built («2 символов»). */
export type TemplateValues = Readonly<Record<string, string | number>>;

/** `text` with each placeholder `values` names replaced; braces it does not name stay as written. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{[^{}]*\}/gu, (placeholder) => (Object.hasOwn(values, placeholder) ? String(values[placeholder]) : placeholder));
}
