// An SVG of the content folder may draw, never act (docs/operations.md "Папка контента"):
// opened as a document on the promo origin, an SVG with <script>, an event attribute or a
// reference to another file runs script there (`script-src 'self'` admits a .js file put
// beside it). The server serves SVG art under a sandboxing CSP (server/routes/content-files.ts)
// and, before that, the loader and `npm run content:check` refuse such a file.
// Parsed as XML with namespaces (saxes, the parser jsdom stands on: docs/decisions/171-svg-parsed.md):
// every element must be one of the SVG drawing elements below in the SVG namespace, and every
// attribute a plain one (or xlink:href, xml:space), whatever prefix the file gives them, so
// `<x:script xmlns:x="http://www.w3.org/2000/svg">` is a script, refused. The text patterns
// stay beside it for what lies in values (a javascript: link, url() of another file, @import).
// A banner is drawn shapes and text: a false refusal costs an editor a fix, a miss the origin.
import { SaxesParser } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** The elements a drawing is made of: shapes, text, groups, paint servers, clips, masks, filters. */
const DRAWING_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image', 'marker',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask',
  'filter', 'feBlend', 'feColorMatrix', 'feComposite', 'feDropShadow', 'feFlood', 'feGaussianBlur',
  'feMerge', 'feMergeNode', 'feOffset',
]);

const SCRIPT = 'в SVG есть <script>';
const EMBEDDED_DOCUMENT = 'в SVG есть встроенный документ (foreignObject, iframe, embed или object)';
const HANDLER = 'в SVG есть атрибут-обработчик события (onload, onclick…)';

/** What an SVG may not hold in its text, each with the Russian reason. Checked on the text lower-cased. */
const FORBIDDEN_TEXT: readonly (readonly [RegExp, string])[] = [
  [/javascript:/, 'в SVG есть ссылка javascript:'],
  [/<!entity|<!doctype/, 'в SVG есть DOCTYPE или ENTITY'],
  [/@import/, 'в SVG есть @import'],
  // A reference may only point inside the file (#id) or be a data: picture.
  [/(?:href|src)\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpeg|webp|gif)[;,])[^\s"'>]/, 'в SVG есть ссылка на другой файл или адрес: допустимы только #id внутри файла'],
  [/url\(\s*["']?\s*(?!#)/, 'в SVG есть url(…) на другой файл или адрес: допустим только url(#id)'],
];

const NOT_DRAWING = 'его нет среди элементов рисунка';
const FOREIGN_NS = 'он из чужого пространства имён';
const EMBEDDED = new Set(['foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);

/** Every fault the parsed structure shows: elements and attributes by namespace and name, whatever their prefix. */
function structureFaults(text: string): Set<string> {
  const parser = new SaxesParser({ xmlns: true });
  const faults = new Set<string>();
  let root = true;
  parser.on('opentag', (tag) => {
    if (root && (tag.local !== 'svg' || tag.uri !== SVG_NS)) faults.add('это не SVG: корневой элемент не <svg> пространства SVG');
    root = false;
    const name = tag.local.toLowerCase();
    if (name === 'script') faults.add(SCRIPT);
    else if (EMBEDDED.has(name)) faults.add(EMBEDDED_DOCUMENT);
    else if (tag.uri !== SVG_NS || !DRAWING_ELEMENTS.has(tag.local)) faults.add(`в SVG есть элемент <${tag.name}>: ${NOT_DRAWING}`);
    for (const { uri, prefix, local, name: written } of Object.values(tag.attributes)) {
      if (/^on/i.test(local)) faults.add(HANDLER);
      else if (!allowedAttribute(uri, prefix, local)) faults.add(`в SVG есть атрибут ${written}: ${FOREIGN_NS}`);
    }
  });
  try {
    parser.write(text).close();
  } catch {
    faults.add('SVG не читается как XML');
  }
  return faults;
}

/** A plain attribute, a namespace declaration, xlink:href or xml:space. */
const allowedAttribute = (uri: string, prefix: string, local: string) =>
  uri === '' || prefix === 'xmlns' || (prefix === '' && local === 'xmlns')
  || (uri === XLINK_NS && local === 'href') || (uri === XML_NS && local === 'space');

/** Why `text` may not be served as SVG art, or undefined: the gravest fault first. Never quotes the file. */
export function svgFault(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (!/<(?:[\w.-]+:)?svg[\s>]/.test(lower)) return 'это не SVG: нет элемента <svg>';
  const parsed = structureFaults(text);
  const acting = [SCRIPT, EMBEDDED_DOCUMENT, HANDLER].find((fault) => parsed.has(fault));
  return acting ?? FORBIDDEN_TEXT.find(([pattern]) => pattern.test(lower))?.[1] ?? parsed.values().next().value;
}
