// The /api proxy forwards exactly the calls browser code makes (docs/product.md §6, the allow-list): the calls marked
// `browser` in the shared table are the calls the built client bundle names (browser code
// names a call by a string literal: buildCallPath('checkSavings', …)), and every other
// call, the loaders' own, answers 404 at /api without reaching the upstream.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CALLS, buildCallPath, callEntry, type CallName } from '#shared/api/calls.js';
import { DIST_DIR, startApp, type TestApp } from '../support/start-app.js';

const NAMES = Object.keys(CALLS) as CallName[];
const isBrowserCall = (name: CallName) => callEntry(name).browser === true;

/** Every call name the client scripts hold as a quoted string (a use, not the table's own keys). */
function namesInClientBundle(): CallName[] {
  const clientDir = path.join(DIST_DIR, 'client');
  const code = readdirSync(clientDir).filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
  return NAMES.filter((name) => new RegExp(`["'\`]${name}["'\`]`).test(code));
}

/** A valid path of each call: the proxy must refuse it for being a server call, not for a bad parameter. */
const PARAMS = {
  slug: 'knauf2025', value: '7012345', card: '7012345', landing: 'karta-elektrika', landingCategory: 'loyal', cityCode: 'spb',
};
const QUERY: Partial<Record<CallName, Record<string, string>>> = { determineCity: { ip: '77.88.8.8' }, rating: { limit: '15' } };

describe('the calls /api forwards', () => {
  test('when the client bundle is scanned, then the calls it names are exactly the calls marked browser in the table', () => {
    const inBundle = namesInClientBundle();

    expect(inBundle.length, 'the scan finds calls at all').toBeGreaterThan(0);
    expect(inBundle.sort()).toEqual(NAMES.filter(isBrowserCall).sort());
  });

  describe('through the real app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp();
    });
    afterAll(() => t.close());

    test.each(NAMES.filter((name) => !isBrowserCall(name)))('when the browser asks for %s, a call only the server makes, then /api answers 404 and the upstream sees nothing', async (name) => {
      t.demo.reset();
      const url = buildCallPath(name, PARAMS as never, QUERY[name] as never);

      const res = await request(t.listener)[CALLS[name].method === 'GET' ? 'get' : 'post'](url);

      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
      expect(t.demo.requests).toEqual([]);
    });

    test('when the browser asks for its business info, then it is still forwarded', async () => {
      const res = await request(t.listener).get(buildCallPath('businessInfo', { cityCode: 'spb' }));

      expect(res.status).toBe(200);
    });
  });
});
