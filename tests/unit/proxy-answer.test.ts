// The proxy's answer to the browser: the upstream's data in our envelope, or our own
// words chosen by the call and the upstream's status (docs/product.md §6). The
// upstream's 401 and 403 refuse our credentials, not the visitor: they are our failure.
import { describe, expect, test } from 'vitest';
import { FAILURE_MESSAGES, proxyAnswer as answerIn } from '#server/proxy/answer.js';
import { BUILT_IN_PROXY_TEXTS as T } from '#server/proxy/proxy-texts.js';
import type { UpstreamFailure } from '#server/upstream/client.js';
import type { CallName } from '#shared/api/calls.js';

/** The answer in the server's own words (the site's file's are the same; an edit of them is tests/server/api-words.test.ts's). */
const proxyAnswer = (call: CallName, result: Parameters<typeof answerIn>[1]) => answerIn(call, result, T);

const failed = (failure: UpstreamFailure) => ({ ok: false as const, failure });
const status = (code: number, errors?: Record<string, string>) =>
  failed({ reason: 'status', status: code, message: 'upstream words', errors });

describe('proxyAnswer', () => {
  test('when the upstream answers, then its data is wrapped; a created resource keeps 201, any other success is 200', () => {
    expect(proxyAnswer('products', { ok: true, status: 200, data: [1] })).toEqual({ status: 200, body: { data: [1] } });
    expect(proxyAnswer('sendFeedback', { ok: true, status: 201, data: { id: 1 } })).toEqual({ status: 201, body: { data: { id: 1 } } });
    expect(proxyAnswer('products', { ok: true, status: 204, data: null })).toEqual({ status: 200, body: { data: null } });
  });

  test.each([401, 403])('when the upstream refuses our credentials (%i), then the visitor gets 502 and our words', (code) => {
    expect(proxyAnswer('cardCheck', status(code))).toEqual({ status: 502, body: { message: FAILURE_MESSAGES.unavailable } });
    expect(proxyAnswer('sendFeedback', status(code, { name: 'bad' })))
      .toEqual({ status: 502, body: { message: FAILURE_MESSAGES.unavailable } });
  });

  test('when the upstream times out, then 504; when it fails in any other way, then 502', () => {
    expect(proxyAnswer('products', failed({ reason: 'timeout' }))).toEqual({ status: 504, body: { message: FAILURE_MESSAGES.timeout } });
    const faults = [
      { reason: 'unreachable' }, { reason: 'not-json', status: 200 }, { reason: 'bad-shape', status: 200 },
      { reason: 'too-large', status: 200 },
    ] as const;
    for (const failure of faults) {
      expect(proxyAnswer('products', failed(failure))).toEqual({ status: 502, body: { message: FAILURE_MESSAGES.unavailable } });
    }
    expect(proxyAnswer('products', status(500))).toEqual({ status: 502, body: { message: FAILURE_MESSAGES.unavailable } });
    expect(proxyAnswer('products', status(399))).toEqual({ status: 502, body: { message: FAILURE_MESSAGES.unavailable } });
    // A 4xx whose body was not our JSON is the upstream's fault too, not a refusal of the visitor.
    expect(proxyAnswer('cardCheck', failed({ reason: 'not-json', status: 404 })))
      .toEqual({ status: 502, body: { message: FAILURE_MESSAGES.unavailable } });
    expect(proxyAnswer('products', failed({ reason: 'bad-shape', status: 400 })))
      .toEqual({ status: 502, body: { message: FAILURE_MESSAGES.unavailable } });
  });

  test('when a card lookup is refused, then an unknown card is 404 in our words and any other refusal keeps its status', () => {
    expect(proxyAnswer('cardCheck', status(404))).toEqual({ status: 404, body: { message: FAILURE_MESSAGES.cardUnknown } });
    expect(proxyAnswer('checkSavings', status(400))).toEqual({ status: 400, body: { message: FAILURE_MESSAGES.cardRefused } });
    expect(proxyAnswer('cardCheck', status(499))).toEqual({ status: 499, body: { message: FAILURE_MESSAGES.cardRefused } });
  });

  test('when the categories choice is refused, then an unknown card is 404 and other refusals say the choice was not saved', () => {
    expect(proxyAnswer('addCategories', status(404))).toEqual({ status: 404, body: { message: FAILURE_MESSAGES.cardUnknown } });
    expect(proxyAnswer('addCategories', status(422))).toEqual({ status: 422, body: { message: FAILURE_MESSAGES.categoriesRefused } });
  });

  test('when another call is refused, then 404 says not found and other refusals say refused', () => {
    expect(proxyAnswer('products', status(404))).toEqual({ status: 404, body: { message: FAILURE_MESSAGES.notFound } });
    expect(proxyAnswer('products', status(400))).toEqual({ status: 400, body: { message: FAILURE_MESSAGES.refused } });
  });

  test('when feedback is refused with field errors, then only the form\'s known fields are kept, each with our text', () => {
    const answer = proxyAnswer('sendFeedback', status(400, { name: 'upstream says', internal_id: 'x' }));

    expect(answer).toEqual({ status: 400, body: { message: T.feedback.refused, errors: { name: T.feedback.nameRefused } } });
    expect(proxyAnswer('sendFeedback', status(400, { internal_id: 'x' }))).toEqual({ status: 400, body: { message: T.feedback.refused } });
    expect(proxyAnswer('sendFeedback', status(400))).toEqual({ status: 400, body: { message: T.feedback.refused } });
  });
});
