// An SVG of the content folder may draw, never act (docs/operations.md "Папка контента"): opened as a document on the
// promo origin, one with <script>, an event attribute or a reference to another file runs script there. It is served
// under a sandboxing CSP (server/routes/content-files.ts) and, before that, refused by the loader and content:check:
// parsed with namespaces by saxes, every element an SVG drawing element and every attribute a plain one whatever its
// prefix; the value patterns tested on the raw text and on the decoded values; CSS escapes refused outright
// (docs/decisions/110-content-boundary.md). A false refusal costs an editor a fix, a miss the origin.
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
  // CSS functions that fetch a file named by a plain string, without url().
  [/(?:image-set|image|src)\(/, 'в SVG есть функция CSS, загружающая другой файл (image-set, image, src)'],
];

const CSS_ESCAPE = 'в SVG есть экранирование CSS (обратная косая черта): рисунку оно не нужно, а проверку ссылок обходит';

const NOT_DRAWING = 'его нет среди элементов рисунка';
const FOREIGN_NS = 'он из чужого пространства имён';
const EMBEDDED = new Set(['foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);

interface ParsedSvg {
  /** Every fault the structure shows: elements and attributes by namespace and name, whatever their prefix. */
  faults: Set<string>;
  /** The values CSS may read, decoded as the browser decodes them: every attribute's, every <style>'s text. */
  values: string[];
}

function parseSvg(text: string): ParsedSvg {
  const parser = new SaxesParser({ xmlns: true });
  const faults = new Set<string>();
  const values: string[] = [];
  let root = true;
  let inStyle = 0;
  const styleText = (chunk: string) => { if (inStyle > 0) values.push(chunk); };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  parser.on('closetag', (tag) => { if (tag.local === 'style') inStyle -= 1; });
  parser.on('opentag', (tag) => {
    if (tag.local === 'style') inStyle += 1;
    if (root && (tag.local !== 'svg' || tag.uri !== SVG_NS)) faults.add('это не SVG: корневой элемент не <svg> пространства SVG');
    root = false;
    const name = tag.local.toLowerCase();
    if (name === 'script') faults.add(SCRIPT);
    else if (EMBEDDED.has(name)) faults.add(EMBEDDED_DOCUMENT);
    else if (tag.uri !== SVG_NS || !DRAWING_ELEMENTS.has(tag.local)) faults.add(`в SVG есть элемент <${tag.name}>: ${NOT_DRAWING}`);
    for (const { uri, prefix, local, name: written, value } of Object.values(tag.attributes)) {
      values.push(value);
      if (/^on/i.test(local)) faults.add(HANDLER);
      else if (!allowedAttribute(uri, prefix, local)) faults.add(`в SVG есть атрибут ${written}: ${FOREIGN_NS}`);
    }
  });
  try {
    parser.write(text).close();
  } catch {
    faults.add('SVG не читается как XML');
  }
  return { faults, values };
}

/** A plain attribute, a namespace declaration, xlink:href or xml:space. */
const allowedAttribute = (uri: string, prefix: string, local: string) =>
  uri === '' || prefix === 'xmlns' || (prefix === '' && local === 'xmlns')
  || (uri === XLINK_NS && local === 'href') || (uri === XML_NS && local === 'space');

/** Why `text` may not be served as SVG art, or undefined: the gravest fault first. Never quotes the file. */
export function svgFault(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (!/<(?:[\w.-]+:)?svg[\s>]/.test(lower)) return 'это не SVG: нет элемента <svg>';
  const { faults, values } = parseSvg(text);
  const acting = [SCRIPT, EMBEDDED_DOCUMENT, HANDLER].find((fault) => faults.has(fault));
  if (acting) return acting;
  const decoded = values.join('\n').toLowerCase();
  const fetching = FORBIDDEN_TEXT.find(([pattern]) => pattern.test(lower) || pattern.test(decoded))?.[1];
  return fetching ?? (decoded.includes('\\') ? CSS_ESCAPE : undefined) ?? faults.values().next().value;
}
