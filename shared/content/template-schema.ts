// The schema of a content text with placeholders (shared/content/text-template.ts fills them):
// a placeholder the text may not have is refused, and so is one it must have, each with its
// Russian reason for the studio and content:check. Both are patterns, so the generated JSON
// Schema checks them in an editor too.
import { plainText } from './campaign-schema.js';

const escaped = (placeholder: string) => placeholder.replace(/[{}]/g, '\\$&');

const listed = (placeholders: readonly string[]) =>
  placeholders.length === 1 ? placeholders[0]! : `${placeholders.slice(0, -1).join(', ')} и ${placeholders.at(-1)!}`;

/**
 * A plain text (plainText(max)) whose only placeholders are `allowed`; each of `required`
 * (by default all of them) must stand in it.
 */
export function templateText(allowed: readonly string[], { max, required = allowed }: { max?: number; required?: readonly string[] } = {}) {
  let schema = plainText(max).regex(
    new RegExp(`^(?:[^{}]|${allowed.map(escaped).join('|')})*$`, 'u'),
    `из подстановок в фигурных скобках есть только ${listed(allowed)}`,
  );
  for (const placeholder of required) {
    schema = schema.regex(new RegExp(escaped(placeholder), 'u'), `нужна подстановка ${placeholder}: без неё текст не назовёт значение`);
  }
  return schema;
}
