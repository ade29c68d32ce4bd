// A content text with placeholders in braces («попробуйте через {минут} мин.»): marketing writes the words, the code
// puts in the value it alone knows. No zod here: it ships in the islands (the schema is template-schema.ts).

/** A placeholder's value: a number as it is, or the words the code built («2 символов»). */
export type TemplateValues = Readonly<Record<string, string | number>>;

/** `text` with each placeholder `values` names replaced; braces it does not name stay as written. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{[^{}]*\}/gu, (placeholder) => (Object.hasOwn(values, placeholder) ? String(values[placeholder]) : placeholder));
}
