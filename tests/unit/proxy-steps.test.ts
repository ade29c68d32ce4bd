// The /api proxy's steps return what they decided as values (a call, a query, a body, or
// a refusal with its reason); only the route turns a refusal into an HTTP status.
import { describe, expect, test } from 'vitest';
import { CALLS, buildCallPath, callEntry, type CallName } from '#shared/api/calls.js';
import { requestedCall } from '#server/proxy/requested-call.js';
import { forwardedQuery } from '#server/proxy/forwarded-query.js';
import { checkBody } from '#server/proxy/body-checks.js';
import { BUILT_IN_PROXY_TEXTS as TEXTS } from '#server/proxy/proxy-texts.js';
import { FORM_MESSAGES } from '#server/proxy/form-body.js';
import type { UpstreamClient } from '#server/upstream/client.js';

const GOOD = {
  slug: 'knauf2025', value: '7012345', card: '7012345', landing: 'karta-elektrika', landingCategory: 'loyal', cityCode: 'spb',
};
const NO_UPSTREAM: { upstream: UpstreamClient } = {
  upstream: { call: () => Promise.reject(new Error('no upstream in this test')), close: async () => {} },
};

describe('requestedCall', () => {
  const browserMakes = (name: CallName) => callEntry(name).browser === true;

  test.each((Object.keys(CALLS) as CallName[]).filter(browserMakes))('when the browser path of %s is built from the shared table, then the proxy names that call', (name) => {
    const result = requestedCall(CALLS[name].method, buildCallPath(name, GOOD as never));

    expect(result).toMatchObject({ ok: true, value: { name } });
  });

  test.each((Object.keys(CALLS) as CallName[]).filter((name) => !browserMakes(name)))('when the path of %s, a call only the loaders make, is asked, then it is not found', (name) => {
    const result = requestedCall(CALLS[name].method, buildCallPath(name, GOOD as never));

    expect(result).toEqual({ ok: false, refusal: { reason: 'not-found', message: 'Not found' } });
  });

  test('when the path carries a card, then the call names it for the rate limits', () => {
    expect(requestedCall('GET', '/api/v1/promo/loyal/check/karta-elektrika/7012345/')).toEqual({
      ok: true, value: {
        name: 'cardCheckInCategory', params: { landingCategory: 'loyal', landing: 'karta-elektrika', card: '7012345' }, card: '7012345',
      },
    });
  });

  test('when the card is malformed, then it is refused as invalid; an unknown slug or path is not found', () => {
    expect(requestedCall('GET', '/api/v2/promo/check/knauf2025/123/')).toEqual({
      ok: false, refusal: { reason: 'invalid', message: 'Некорректный номер карты' },
    });
    expect(requestedCall('GET', '/api/v1/promo/products/No.pe/')).toEqual({
      ok: false, refusal: { reason: 'not-found', message: 'Not found' },
    });
    expect(requestedCall('GET', '/api/v9/nothing/')).toEqual({ ok: false, refusal: { reason: 'not-found', message: 'Not found' } });
  });
});

describe('forwardedQuery', () => {
  test('when a required key is missing or a key breaks its rule, then it is refused; unknown keys are dropped', () => {
    expect(forwardedQuery('determineCity', {})).toEqual({
      ok: false, refusal: { reason: 'invalid', message: 'Query parameter ip is required' },
    });
    expect(forwardedQuery('rating', { limit: '0' })).toEqual({
      ok: false, refusal: { reason: 'invalid', message: 'Query parameter limit is invalid' },
    });
    expect(forwardedQuery('rating', { limit: '15', other: 'x' })).toEqual({ ok: true, value: { limit: '15' } });
  });
});

describe('checkBody', () => {
  test('when a form call gets JSON or a form with a repeated field, then it returns the refusal instead of throwing', async () => {
    const repeated = new FormData();
    repeated.append('cardNumber', '7012345');
    repeated.append('cardNumber', '7012346');
    const encoded = new Response(repeated);
    const bytes = Buffer.from(await encoded.arrayBuffer());

    await expect(checkBody('participant', 'application/json', Buffer.from('{}'), NO_UPSTREAM, TEXTS)).resolves.toEqual({
      ok: false, refusal: { reason: 'unsupported-type', message: FORM_MESSAGES.notMultipart },
    });
    await expect(checkBody('participant', encoded.headers.get('content-type')!, bytes, NO_UPSTREAM, TEXTS)).resolves.toEqual({
      ok: false, refusal: { reason: 'invalid', message: FORM_MESSAGES.repeated },
    });
  });

  test('when the call has no body, then whatever was sent is dropped', async () => {
    await expect(checkBody('products', 'text/plain', Buffer.from('x'), NO_UPSTREAM, TEXTS))
      .resolves.toEqual({ ok: true, value: undefined });
  });
});
