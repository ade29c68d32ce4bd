// A posted form its rate limit refuses costs no render (docs/decisions/790-refusals-answered-by-the-chain.md): the
// refusal is one stored page per wait and per what else the page shows of the post (PostedFormAnswer.limited's key),
// rendered once with stand-ins for the visitor's texts. Each answer writes the texts in, escaped as HTML in the page
// and as JSON in the state's block, compressed without compressing the page again (written-in.ts). A stand-in is
// written over only where no digit touches it: a card's stand-in is digits, and a longer number of the page stays.
import type { PostedStandIns } from '#server/pages/page-kind.js';
import { escapeHtml } from '../answers/escape-html.js';
import { serializeState } from '../discovery/serialize-state.js';
import type { EncodedPage } from '../render/encoded-page.js';
import { writtenIn, type StandInPlace } from './written-in.js';

/** Where the page's state block opens (server/render/document.ts): the HTML before it, JSON after. */
const STATE_BLOCK = '<script id="__state" type="application/json">';

/**
 * The render-cache variant of a post's stored answer: the page's variant, why it is answered so (a refusal's wait in
 * minutes, or what the form's rules found wrong: `against-…`), the post's key.
 */
export const storedPostVariant = (pageVariant: string | undefined, why: number | string, standIns: PostedStandIns): string =>
  `${pageVariant ?? ''}|posted-${typeof why === 'number' ? `refused-${why}` : `against-${why}`}|${standIns.key}`;

/** Where each stand-in stands in the stored refusal: escaped as HTML in the page, as JSON in the state's block. */
const placesOf = (typed: PostedStandIns['typed']): StandInPlace[] => [...typed.keys()].flatMap((standIn) => [
  { text: escapeHtml(standIn), write: escapeHtml, side: 'before' as const },
  { text: asJson(standIn), write: asJson, side: 'after' as const },
]);

/** A text as it stands inside a JSON string of the state's block. */
const asJson = (text: string) => serializeState(text).slice(1, -1);

/** The stored refusal with the visitor's texts in place of the stand-ins, gzip when the client takes it (written-in.ts). */
export function withTypedTexts(page: EncodedPage, typed: PostedStandIns['typed'], gzip: boolean): Buffer {
  const words = [...typed.values()].flatMap((text) => [text, text]);
  return writtenIn(page, placesOf(typed), words, { gzip, boundary: STATE_BLOCK });
}
