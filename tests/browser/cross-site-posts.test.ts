// Another site's page in real Chromium (server/request/same-origin-posts.ts): a page served
// from a second origin (localhost, another site than the app's 127.0.0.1) makes the
// visitor's browser post a no-cors multipart card lookup to our /api and submit our consent
// form. Neither reaches the upstream or sets a cookie: the lookup is refused, the form lands
// on the Russian 403 page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';

const suite = useBrowserSuite();
const PARTICIPANT = '/api/v2/promo_categories/participants/add/';

let attacker: http.Server;
let attackerUrl: string;
beforeAll(async () => {
  attacker = http.createServer((_req, res) => {
    const app = suite.t.url;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      '<!doctype html><title>waiting</title>' +
      `<form id="consent" method="post" action="${app}/promo/law"><input name="cookies" value="accepted"></form>` +
      '<script>const form = new FormData(); form.append("cardNumber", "7000002");' +
      `fetch("${app}${PARTICIPANT}", { method: "POST", mode: "no-cors", credentials: "include", body: form })` +
      '.then(() => (document.title = "sent"), () => (document.title = "failed"));</script>',
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, 'localhost', resolve));
  attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

describe('a page of another site', () => {
  test('when it posts a no-cors card lookup and submits our consent form, then the upstream gets nothing, no cookie is set, and the form lands on the Russian 403', async () => {
    expect(new URL(suite.t.url).hostname).not.toBe('localhost');
    const { page, context } = await suite.openPage(1280);
    await page.goto(attackerUrl);
    await page.waitForFunction(() => document.title !== 'waiting');

    const [landed] = await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => (document.getElementById('consent') as HTMLFormElement).submit()),
    ]);

    expect(suite.t.demo.requests.filter((r) => r.path === PARTICIPANT)).toEqual([]);
    expect(landed!.status()).toBe(403);
    expect(await page.title()).toBe('Запрос отклонён (403)');
    expect((await context.cookies(suite.t.url)).map((c) => c.name)).not.toContain('cookie-accepted');
  });
});
