// A page text's drawn form (hyphen-marks.ts: its marks, boxes and `<wbr>`s in one span) written as markup once,
// when hyphenate.ts first shows the text: React then writes the span and its markup as they are on every render,
// instead of an element for each mark, box and piece, each escaped anew (docs/decisions/730-drawn-text-as-markup.md).
// Server-only: the page's own elements are never hydrated, so no browser compares this markup with a tree.
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
/** The elements a drawn text holds that have no end tag. */
const EMPTY = new Set(['wbr', 'br']);

/** `node` as React's renderToString writes it: texts escaped alike, a void element as `<wbr/>`. */
function markupOf(node: ReactNode): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
  if (Array.isArray(node)) return node.map(markupOf).join('');
  const element = node as ReactElement<{ className?: string; children?: ReactNode }>;
  if (!isValidElement(element) || typeof element.type !== 'string') throw new TypeError('a drawn text holds only texts and tags');
  const { className, children, ...other } = element.props;
  if (Object.keys(other).length > 0) throw new TypeError(`a drawn text's <${element.type}> has props beyond its class`);
  const open = `<${element.type}${className === undefined ? '' : ` class="${markupOf(className)}"`}`;
  return EMPTY.has(element.type) ? `${open}/>` : `${open}>${markupOf(children)}</${element.type}>`;
}

/** A drawn text's parts, with its whole markup when they are texts and spans of a class alone (hyphenate.ts's shownProps). */
export type Drawn = ReactNode[] & { whole?: { __html: string } };

/** `shown` (hyphen-marks.ts's shownHyphens: the text, or a list of spans) with each span's children as its markup. */
export function asMarkup(shown: ReactNode): ReactNode {
  if (!Array.isArray(shown)) return shown;
  const drawn: Drawn = shown.map((part: ReactNode) => {
    if (!isValidElement<{ className?: string; children?: ReactNode }>(part) || typeof part.type !== 'string') return part;
    const { className, children, ...other } = part.props;
    // A span with more than its class is left to React whole.
    if (Object.keys(other).length > 0) return part;
    return createElement(part.type, { key: part.key, className, dangerouslySetInnerHTML: { __html: markupOf(children) } });
  });
  if (drawn.every((part, at) => typeof part === 'string' || part !== shown[at])) drawn.whole = { __html: markupOf(shown) };
  return drawn;
}
