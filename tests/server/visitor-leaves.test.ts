// A visitor who leaves while one of their personal calls is upstream (a card check through
// /api, a card form or lovecategory's lookup posted without JavaScript, a loader's personal
// read): the call is dropped at once, so it holds no upstream connection and no place in
// the personal budget until the deadline (docs/decisions/068-visitor-leaves.md). A public
// read, shared by every visitor, is not.
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { getCall } from '#server/upstream/get-call.js';
import { createUpstreamClient } from '#server/upstream/client.js';
import { createLogger } from '#server/observability/log.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { DEMO_CREDENTIALS } from '../support/demo-upstream.js';

const CARD_CHECK = /^\/api\/v1\/promo\/(?:\w+\/)?check\/karta-elektrika\/7012345\/$/;
const PARTICIPANT = /^\/api\/v2\/promo_categories\/participants\/add\/$/;

let t: TestApp;
beforeAll(async () => {
  // A deadline far past the test's own: only the visitor's leaving can end the held call.
  t = await startApp({ env: { UPSTREAM_TIMEOUT_MS: '120000' } });
});
afterAll(() => t.close());
afterEach(() => t.demo.reset());

/** Holds the next `method` call to `path` unanswered; `arrived` when it comes, `closed` when our side drops it. */
function holdUpstream(method: string, path: RegExp) {
  let arrive!: () => void;
  let close!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const closed = new Promise<void>((resolve) => (close = resolve));
  t.demo.override(method, path, (_req, res) => {
    res.once('close', close);
    arrive();
  });
  return { arrived, closed };
}

/** Sends a request and lets it go once the held call has arrived upstream. */
async function leaveDuring(held: { arrived: Promise<void> }, path: string, post?: { form: string }) {
  const visitor = http.request(`${t.url}${path}`, {
    method: post ? 'POST' : 'GET',
    headers: post ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(post.form) } : {},
  });
  visitor.on('error', () => {}); // our own destroy below
  visitor.end(post?.form);
  await held.arrived;
  visitor.destroy();
}

/** The server still answers, and nothing was logged as an error. */
async function servesOn() {
  const after = await fetch(`${t.url}/promo/law`);
  expect(after.status).toBe(200);
  expect(t.logs.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
}

describe('a visitor who leaves', () => {
  test('when they leave during a card check through /api, then the upstream call is dropped and the server serves on', async () => {
    const held = holdUpstream('GET', CARD_CHECK);
    await leaveDuring(held, '/api/v1/promo/check/karta-elektrika/7012345/');
    await held.closed;
    await servesOn();
  });

  test('when they leave during a card form answered without JavaScript, then its card check is dropped and the server serves on', async () => {
    const held = holdUpstream('GET', CARD_CHECK);
    await leaveDuring(held, '/promo/karta-elektrika?card=7012345');
    await held.closed;
    await servesOn();
  });

  test('when they leave during lovecategory\'s lookup posted without JavaScript, then the lookup is dropped and the server serves on', async () => {
    const held = holdUpstream('POST', PARTICIPANT);
    await leaveDuring(held, '/promo/lovecategory', { form: `step=lookup&card=${DEMO_CARDS.registeredEligible}` });
    await held.closed;
    await servesOn();
  });
});

describe('a loader\'s signal (LoaderContext.signal, passed by getCall)', () => {
  test('when it is aborted during a personal read, then the call is dropped and answers `aborted`;'
    + ' a public read does not carry it (shared by every visitor)', async () => {
    const upstream = createUpstreamClient({ ...t.config.upstream, ...DEMO_CREDENTIALS, url: t.demo.url }, createLogger('silent'));
    try {
      const held = holdUpstream('GET', CARD_CHECK);
      const left = new AbortController();
      const personal = getCall({ upstream, signal: left.signal }, 'cardCheck', { landing: 'karta-elektrika', card: '7012345' });
      await held.arrived;
      left.abort();
      await held.closed;
      expect(await personal).toEqual({ ok: false, failure: { reason: 'aborted' } });

      const gone = AbortSignal.abort();
      const cities = await getCall({ upstream, signal: gone }, 'cities');
      expect(cities.ok).toBe(true);
    } finally {
      await upstream.close();
    }
  });
});
