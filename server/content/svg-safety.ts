// An SVG of the content folder may draw, never act (docs/operations.md "Папка контента"):
// opened as a document on the promo origin, an SVG with <script>, an event attribute or a
// reference to another file runs script there (`script-src 'self'` admits a .js file put
// beside it). The server serves SVG art under a sandboxing CSP (server/routes/content-files.ts)
// and, before that, the loader and `npm run content:check` refuse such a file. Refused by
// pattern, not parsed: a banner is drawn shapes and text, so the rule may be stricter than
// a browser is (a false refusal costs an editor a fix; a miss would cost the origin).

/** What an SVG may not hold, each with the Russian reason. Checked on the text lower-cased. */
const FORBIDDEN: readonly (readonly [RegExp, string])[] = [
  [/<script[\s>/]/, 'в SVG есть <script>'],
  [/<(foreignobject|iframe|embed|object|handler|listener)[\s>/]/, 'в SVG есть встроенный документ (foreignObject, iframe, embed или object)'],
  [/[\s"'/]on[a-z]+\s*=/, 'в SVG есть атрибут-обработчик события (onload, onclick…)'],
  [/javascript:/, 'в SVG есть ссылка javascript:'],
  [/<!entity|<!doctype/, 'в SVG есть DOCTYPE или ENTITY'],
  [/@import/, 'в SVG есть @import'],
  // A reference may only point inside the file (#id) or be a data: picture.
  [/(?:href|src)\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpeg|webp|gif)[;,])[^\s"'>]/, 'в SVG есть ссылка на другой файл или адрес: допустимы только #id внутри файла'],
  [/url\(\s*["']?\s*(?!#)/, 'в SVG есть url(…) на другой файл или адрес: допустим только url(#id)'],
];

/** Why `text` may not be served as SVG art, or undefined. Never quotes the file. */
export function svgFault(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (!/<svg[\s>]/.test(lower)) return 'это не SVG: нет элемента <svg>';
  return FORBIDDEN.find(([pattern]) => pattern.test(lower))?.[1];
}
