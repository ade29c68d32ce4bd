// The live reload of `npm run dev` lives in its proxy (scripts/build/dev-server.mjs):
// the production server's pages and the built client never carry its script or its
// event stream.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { PAGES } from '../support/content.js';
import { DIST_DIR, startApp, type TestApp } from '../support/start-app.js';

const DEV_ONLY = /__dev\/|EventSource/;

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('the production build without npm run dev', () => {
  test('when every page is served, then its HTML names no dev reload script or event stream', async () => {
    const paths = PAGES.flatMap((page) => (page.paths.promo ? [page.paths.promo] : []));
    expect(paths.length).toBeGreaterThan(0);
    for (const pagePath of paths) {
      const res = await request(t.listener).get(pagePath).expect(200);
      expect(res.text, pagePath).toContain('</body>');
      expect(res.text, pagePath).not.toMatch(DEV_ONLY);
    }
  });

  test('when the dev paths are asked for, then the app answers 404', async () => {
    await request(t.listener).get('/__dev/reload.js').expect(404);
    await request(t.listener).get('/__dev/events').expect(404);
  });

  test('when the built client scripts are read, then none opens the dev event stream', () => {
    const scripts = readdirSync(path.join(DIST_DIR, 'client'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.js'),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect(readFileSync(path.join(DIST_DIR, 'client', file), 'utf8'), file).not.toMatch(DEV_ONLY);
  });
});
