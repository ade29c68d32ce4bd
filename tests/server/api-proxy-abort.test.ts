// A visitor who leaves while a personal call (a card check) is upstream: the call is
// dropped at once, so it holds no upstream connection until the deadline; a public read
// (shared by every visitor through the upstream cache) is not.
import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startApp, type TestApp } from '../support/start-app.js';

const CARD_CHECK = /^\/api\/v1\/promo\/check\/karta-elektrika\/7012345\/$/;

let t: TestApp;
beforeAll(async () => {
  // A deadline far past the test's own: only the visitor's leaving can end the held call.
  t = await startApp({ env: { UPSTREAM_TIMEOUT_MS: '120000' } });
});
afterAll(() => t.close());

/** Holds the next call to `path` unanswered; resolves `arrived` when it comes and `closed` when our side drops it. */
function holdUpstream(path: RegExp) {
  let arrive!: () => void;
  let close!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const closed = new Promise<void>((resolve) => (close = resolve));
  t.demo.override('GET', path, (_req, res) => {
    res.once('close', close);
    arrive();
  });
  return { arrived, closed };
}

test('when the visitor leaves during a card check, then the upstream call is dropped and the server serves on', async () => {
  const held = holdUpstream(CARD_CHECK);
  const visitor = http.get(`${t.url}/api/v1/promo/check/karta-elektrika/7012345/`);
  visitor.on('error', () => {}); // our own destroy below
  await held.arrived;

  visitor.destroy();
  await held.closed;

  const after = await fetch(`${t.url}/promo/law`);
  expect(after.status).toBe(200);
  const errors = t.logs.filter((line) => /"level":(50|60)/.test(line));
  expect(errors).toEqual([]);
});
