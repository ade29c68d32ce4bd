// The cheap answers to a card form (`?card=…`), so that a flood of them costs no
// render: a card that is not a card number gets the page as cached for its validation
// message, and a visitor over the card-check limits the page as cached with the refusal in
// the form (one stored page per wait in minutes), both with the digits as typed written
// into the stored bytes (the field shows them, and the embedded state holds them for
// hydration), as every form error is shown: the whole page, the answer in the form.
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';
import { CARD_NUMBER_LENGTH } from '#shared/validation/card-number.js';
import type { AppStore } from '#shared/store/make-store.js';
import { cardFormSubmitted } from '#shared/store/slices/card-form.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { quicklyEncodedPage, type EncodedPage } from '../render/encoded-page.js';
import { takesGzip } from '../render/send-page.js';
import type { LimitAnswer } from '../rate-limit/limit-step.js';
import { writtenIn, type StandInPlace } from './written-in.js';

export const CARD_FORM_CACHE_CONTROL = 'private, no-store';

/**
 * Stands for the typed digits in the cached page: 21 digits, one more than a submit ever
 * keeps (cardDigits), so it is never what a visitor typed.
 */
const TYPED_DIGITS = '1'.repeat(21);

/** The render-cache variant of a malformed card, and the value the page is rendered with. */
export function malformedCardVariant(digits: string): { key: string; renderedWith: string } {
  return digits === '' ? { key: 'card-empty', renderedWith: '' } : { key: 'card-malformed', renderedWith: TYPED_DIGITS };
}

/** A malformed card's stored page: its form rendered with `renderedWith` (malformedCardVariant), nothing asked upstream. */
export const malformedCardAnswer = (renderedWith: string) => async (store: AppStore) =>
  void store.dispatch(cardFormSubmitted(renderedWith));

/**
 * Stands for a refused card number in its stored page: as long as a card number, so the field
 * has nothing to say about it, and of a private-use character, so no text of ours holds it.
 */
const REFUSED_CARD = '\uE000'.repeat(CARD_NUMBER_LENGTH);

/**
 * The render-cache variant of a card form refused by a rate limit (the wait its words name),
 * the card its field is rendered with, and the card its answer asks the refusing API about:
 * a card number (the kinds' checks ask about nothing else), never a visitor's, so a kind that
 * kept the card it asked about would still store no one's.
 */
export const refusedCardVariant = (minutes: number): { key: string; renderedWith: string; asked: string } =>
  ({ key: `card-refused-${minutes}`, renderedWith: REFUSED_CARD, asked: '0'.repeat(CARD_NUMBER_LENGTH) });

/** The API of a refused card form's render: every call refused with the 429's words, as the /api refuses it. */
export function refusingApi(message: string, retryAfterSeconds: number): BrowserApi {
  const refuse = () => Promise.reject(new ApiError(429, message, undefined, retryAfterSeconds));
  return { get: refuse, postForm: refuse, postJson: refuse };
}

/** Where the refused card's stand-in stands: the digits as typed go there as they are (digits need no escaping). */
const REFUSED_CARD_PLACES: readonly StandInPlace[] = [{ text: REFUSED_CARD, write: (card) => card }];

/** The stored refusal with the visitor's card in place of the stand-in, gzip when the client takes it (written-in.ts). */
export const refusedCardPage = (page: EncodedPage, card: string, gzip: boolean): Buffer =>
  writtenIn(page, REFUSED_CARD_PLACES, [card], { gzip });

/**
 * Sends an answer made for this request from a stored page (`made(gzip)`): a refusal (`limited`: 429, Retry-After), or a
 * form's answer (200), never stored, gzip when the client takes it; as a stored page is sent (send-page.ts), in one
 * writeHead, not through Express's send.
 */
export function sendWrittenIn(
  req: IncomingMessage, res: ServerResponse, limited: LimitAnswer | undefined, made: (gzip: boolean) => Buffer,
): void {
  const gzip = takesGzip(req);
  const body = made(gzip);
  res.writeHead(limited ? 429 : 200, [
    ...(limited ? ['retry-after', limited.retryAfter] : []), 'cache-control', CARD_FORM_CACHE_CONTROL, 'vary', 'Accept-Encoding',
    'content-type', 'text/html; charset=utf-8', 'content-length', String(body.length), ...(gzip ? ['content-encoding', 'gzip'] : []),
  ]);
  res.end(body);
}

/** The cached page with the visitor's digits in place of the stand-in, compressed as every page is. */
export async function withTypedDigits(page: EncodedPage, digits: string): Promise<EncodedPage> {
  if (digits === '') return page;
  return quicklyEncodedPage(Buffer.from(page.identity.toString('utf8').replaceAll(TYPED_DIGITS, digits)));
}
