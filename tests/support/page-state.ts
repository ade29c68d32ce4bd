// The store's state a page carries for its islands: the one `<script id="__state"
// type="application/json">` block server/render/document.ts writes last in the body, read
// back by client/page-start.ts. One reader for the tests that look at what the server
// rendered with.
import type { RootState } from '#shared/store/make-store.js';
import { asWritten } from './plain-spaces.js';

const STATE_BLOCK = /<script id="__state" type="application\/json">([\s\S]*?)<\/script>/;

/** The state block's JSON text as sent, or undefined when the page has none. */
export const stateJsonOf = (html: string): string | undefined => STATE_BLOCK.exec(html)?.[1];

/** The state the server rendered with; throws, naming the page's start, when it has none. */
export function stateOf(html: string): RootState {
  const json = stateJsonOf(html);
  if (json === undefined) throw new Error(`no state block in the page: ${html.slice(0, 200)}`);
  return JSON.parse(json) as RootState;
}

/**
 * The page's HTML up to its state block: what the visitor is shown, the browser's data left
 * out, its words as written (the soft hyphens of its rendered words taken out).
 */
export const beforeState = (html: string): string => {
  const at = html.indexOf('<script id="__state"');
  return asWritten(at === -1 ? html : html.slice(0, at));
};
