// A form posted to a page (posted-form.ts) that its rate limit refuses costs no render: the
// limit is asked before anything is rendered, and the refusal is one stored page per wait in
// minutes and per what else the page shows of the post (PostedFormAnswer.limited's key), rendered
// once with stand-ins in place of the visitor's texts and the refusal in the form (the refusing
// API, card-form-page.ts), as a card form's refusal is stored. Each answer writes the visitor's
// texts in place of the stand-ins: escaped as HTML in the page, as JSON in the state's block
// (server/discovery/serialize-state.ts), so what was typed is kept, as in a render of its own. A
// stand-in is written over only where no digit touches it: a card's stand-in is digits, and a
// longer number of the page that holds them stays as it is.
import type { PostedStandIns } from '#server/pages/page-kind.js';
import { escapeHtml } from '../answers/escape-html.js';
import { serializeState } from '../discovery/serialize-state.js';

/** Where the page's state block opens (server/render/document.ts): the HTML before it, JSON after. */
const STATE_BLOCK = '<script id="__state" type="application/json">';

/** The render-cache variant of a refused post: the page's variant, the wait its words name, the post's key. */
export const refusedPostVariant = (pageVariant: string | undefined, minutes: number, standIns: PostedStandIns): string =>
  `${pageVariant ?? ''}|posted-refused-${minutes}|${standIns.key}`;

/** Every place `text` stands with no digit on either side. */
const alone = (text: string) => new RegExp(`(?<!\\d)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`, 'g');

/** The stored refusal's HTML with the visitor's texts in place of the stand-ins. */
export function withTypedTexts(html: string, typed: PostedStandIns['typed']): string {
  const at = html.indexOf(STATE_BLOCK);
  let page = at === -1 ? html : html.slice(0, at);
  let state = at === -1 ? '' : html.slice(at);
  for (const [standIn, text] of typed) {
    page = page.replace(alone(escapeHtml(standIn)), () => escapeHtml(text));
    state = state.replace(alone(serializeState(standIn).slice(1, -1)), () => serializeState(text).slice(1, -1));
  }
  return page + state;
}
