// The cheap answers to a card form (`?card=…`), so that a flood of them costs no
// render: a visitor over the card-check limits gets a small 429 page before any work, and
// a card that is not a card number gets the page as cached for its validation message,
// with the digits as typed written into the stored bytes (the field shows them, and the
// embedded state holds them for hydration).
import type { Response } from 'express';
import type { Site } from '#shared/pages/sites.js';
import type { LimitAnswer } from '../rate-limit/limit-step.js';
import { BUILT_IN_ERROR_TEXTS, renderErrorPage, tooManyMessage } from '../render/error-page.js';
import type { ErrorTexts } from '#shared/content/site-texts.js';
import { quicklyEncodedPage, type EncodedPage } from '../render/encoded-page.js';

export const CARD_FORM_CACHE_CONTROL = 'private, no-store';

/** `year`: the footer's, the request's instant's (moscowYear); `texts`: the site's own file's, else the server's own words. */
export function sendCardFormRefusal(
  res: Response, limited: LimitAnswer, site: Site, year: number, texts: ErrorTexts = BUILT_IN_ERROR_TEXTS,
): void {
  res.status(429).set({ 'retry-after': limited.retryAfter, 'cache-control': CARD_FORM_CACHE_CONTROL });
  res.type('html').send(renderErrorPage(429, tooManyMessage(texts, limited.minutes), site, year, { texts: { errors: texts } }));
}

/**
 * Stands for the typed digits in the cached page: 21 digits, one more than a submit ever
 * keeps (cardDigits), so it is never what a visitor typed.
 */
const TYPED_DIGITS = '1'.repeat(21);

/** The render-cache variant of a malformed card, and the value the page is rendered with. */
export function malformedCardVariant(digits: string): { key: string; renderedWith: string } {
  return digits === '' ? { key: 'card-empty', renderedWith: '' } : { key: 'card-malformed', renderedWith: TYPED_DIGITS };
}

/** The cached page with the visitor's digits in place of the stand-in, compressed as every page is. */
export async function withTypedDigits(page: EncodedPage, digits: string): Promise<EncodedPage> {
  if (digits === '') return page;
  return quicklyEncodedPage(Buffer.from(page.identity.toString('utf8').replaceAll(TYPED_DIGITS, digits)));
}
