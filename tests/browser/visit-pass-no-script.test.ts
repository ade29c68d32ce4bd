// The visit pass for a browser without script (docs/decisions/121-visit-pass.md), in real
// Chromium against the real app: the page's noscript picture hands it the pass as the page
// loads, so the first card form of the visit already carries it (and the form's answer
// hands out no other). With script on, the same bytes ask nothing until the visitor
// reaches for a card field (tests/browser/karta-elektrika.test.ts).
import { expect, test } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { VISIT_PASS_PATH } from '#shared/api/visit-pass.js';
import { VISIT_PASS_COOKIE } from '#server/admission/visit-pass.js';

const suite = useBrowserSuite();

test('when a page with a card form loads without script, then its picture hands out the pass and the first card form carries it', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, locale: 'ru-RU' });
  const page = await context.newPage();
  suite.opened.push({ page, context, problems: [], apiCalls: [], passAsks: () => 0 });
  await stubOutsideNetwork(context);
  const passAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === VISIT_PASS_PATH);

  await page.goto(`${suite.t.url}/promo/knauf2025`);
  await expect(passAnswer.then((response) => response.status())).resolves.toBe(204);
  const passes = (await context.cookies()).filter((cookie) => cookie.name === VISIT_PASS_COOKIE);
  expect(passes.map(({ httpOnly, sameSite, path }) => ({ httpOnly, sameSite, path })))
    .toEqual([{ httpOnly: true, sameSite: 'Strict', path: '/' }]);

  const formSent = page.waitForRequest((request) => new URL(request.url()).searchParams.has('card'));
  await page.getByLabel('Номер клубной карты').fill(DEMO_CARDS.savingsPositive);
  await page.getByRole('button', { name: 'Проверить' }).click();
  const sent = await formSent;
  expect((await sent.allHeaders()).cookie).toContain(`${VISIT_PASS_COOKIE}=${passes[0]!.value}`);
  const answer = await sent.response();
  expect(answer?.status()).toBe(200);
  expect(await answer?.headerValue('set-cookie'), 'the pass held: the answer hands out no other').toBeNull();
  await expect(page.locator('.savings__result p').count()).resolves.toBeGreaterThan(0);
});
