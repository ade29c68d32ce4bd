// A page text's drawn form (hyphen-marks.ts: its marks, boxes and `<wbr>`s in one span) written as markup once, when hyphenate.ts
// first shows the text (docs/decisions/1010-page-tags-as-markup.md), and a page tag of texts and tags of a class alone given its
// children's markup: React writes one string, not a piece a tag, attribute and text (docs/decisions/1010-page-tags-as-markup.md).
// Server-only: the page's own elements are never hydrated, so no browser compares this markup with a tree.
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const [ESCAPED, EVERY_ESCAPED] = [/[&<>"']/, /[&<>"']/g];
const escaped = (text: string) => (ESCAPED.test(text) ? text.replace(EVERY_ESCAPED, (char) => ESCAPES[char]!) : text);
/** The tags with no end tag (React writes `<wbr/>`). */
const EMPTY = new Set(['area', 'br', 'col', 'embed', 'hr', 'keygen', 'param', 'source', 'track', 'wbr']);
/** Tags React writes otherwise than by their class and children (hoisted, a value, a leading newline, a namespace). */
const REACT_OWN = new Set('title meta link base script style noscript template select option textarea input img pre svg'.split(' '));
type Tag = ReactElement<{ className?: unknown; children?: ReactNode; dangerouslySetInnerHTML?: { __html?: unknown } }>;

/** Whether React writes a `type` of a class alone from its class and children. */
export const writable = (type: unknown): type is string => typeof type === 'string' && !REACT_OWN.has(type) && !type.includes('-');

/** A tag's start and end by type and class, made once (the page's classes are the code's; past 1,000 a type, anew). */
const TAGS = new Map<string, Map<string | undefined, readonly [string, string]>>();
function tagOf(type: string, className: string | undefined): readonly [string, string] {
  const byClass = TAGS.get(type) ?? TAGS.set(type, new Map()).get(type)!;
  let tag = byClass.get(className);
  if (!tag) {
    if (byClass.size > 1_000) byClass.clear();
    const start = `<${type}${className === undefined ? '' : ` class="${escaped(className)}"`}`;
    tag = EMPTY.has(type) ? [`${start}/>`, ''] : [`${start}>`, `</${type}>`];
    byClass.set(className, tag);
  }
  return tag;
}

/** Whether the last thing written was a text: React writes a comment between two texts. */
let afterText = false;

/**
 * `node` as React's renderToString writes it; undefined where it holds anything but texts and tags of a class alone.
 * A tag's own children are written only `deep`: a page tag's were tried when it was made (hyphenate.ts's shownProps).
 */
function written(node: ReactNode, deep: boolean): string | undefined {
  if (node === undefined || node === null || typeof node === 'boolean' || node === '') return '';
  if (typeof node === 'string' || typeof node === 'number') return (afterText ? '<!-- -->' : ((afterText = true), '')) + escaped(`${node}`);
  if (Array.isArray(node)) {
    let markup: string | undefined = '';
    for (let at = 0; markup !== undefined && at < node.length; at++) {
      const one = written(node[at] as ReactNode, deep);
      markup = one === undefined ? undefined : markup + one;
    }
    return markup;
  }
  if (!isValidElement(node) || !writable(node.type)) return undefined;
  const { props } = node as Tag;
  for (const key in props) if (key !== 'className' && key !== 'children' && key !== 'dangerouslySetInnerHTML') return undefined;
  const { className, children, dangerouslySetInnerHTML: inner } = props;
  afterText = false;
  const within = inner ? (children === undefined ? inner.__html : undefined)
    : deep || typeof children !== 'object' || children === null ? written(children, deep) : undefined;
  afterText = false;
  if (typeof within !== 'string' || (className !== undefined && typeof className !== 'string')) return undefined;
  const [start, end] = tagOf(node.type, className);
  return !EMPTY.has(node.type) ? start + within + end : within === '' ? start : undefined;
}

/** A tag's children as its markup, when they are texts and tags `written` writes; undefined otherwise. */
export function writtenChildren(children: unknown, deep = false): { __html: string } | undefined {
  const markup = ((afterText = false), written(children as ReactNode, deep));
  return markup === undefined ? undefined : { __html: markup };
}

/** A drawn text's one span, its children as their markup, and its whole markup (hyphenate.ts's shownProps). */
export type Drawn = ReactNode[] & { whole?: { __html: string } };

/** `shown` (hyphen-marks.ts's shownHyphens: the text, or a list of its one span) with the span's children as their markup. */
export function asMarkup(shown: ReactNode): ReactNode {
  if (!Array.isArray(shown)) return shown;
  const drawn: Drawn = (shown as Tag[]).map(({ type, key, props: { className, children } }) => {
    const inner = writtenChildren(children, true);
    if (!inner) throw new TypeError('a drawn text holds only texts and tags of a class');
    return createElement(type, { key, className, dangerouslySetInnerHTML: inner });
  });
  drawn.whole = writtenChildren(drawn);
  return drawn;
}
