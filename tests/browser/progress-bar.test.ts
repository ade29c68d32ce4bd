// A progress bar while client requests are in flight, shown only once a request has
// lasted 200 ms, so quick answers never flash it. The page records, with its own clock,
// when the form was submitted and when the bar and the answer changed. The bar's name is
// the content's (site.json's labels.loading).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration, type WatchedPage } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { VISIT_PASS_PATH } from '#shared/api/visit-pass.js';
import type { SiteTexts } from '#shared/content/site-texts.js';
import { CONTENT } from '../support/content.js';

const CHECK_CALL = /^\/api\/v2\/promo\/check\/knauf2025\/\d{7}\/$/;
const SLOW_MS = 600;
/** The bar's name for screen readers: the tests' site.json says it. */
const LOADING = (CONTENT.kindFiles.site as SiteTexts).labels.loading;

const suite = useBrowserSuite();
/** The page of the running test (its problems are read at the end). */
let watched: WatchedPage | undefined;

interface Timeline {
  submittedAt: number | null;
  answeredAt: number | null;
  /** Each change of the bar's visibility, ms after submit. */
  bar: { at: number; visible: boolean }[];
}

/** Starts recording in the page (performance.now), after hydration. */
async function record(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log = { submittedAt: null as number | null, answeredAt: null as number | null, bar: [] as { at: number; visible: boolean }[] };
    (window as unknown as { __timeline: typeof log }).__timeline = log;
    document.addEventListener('submit', () => (log.submittedAt ??= performance.now()), true);
    let lastVisible = false;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('.progress-bar[role="progressbar"]');
      const visible = !!bar && !bar.hidden && bar.offsetHeight > 0;
      if (visible !== lastVisible) log.bar.push({ at: performance.now(), visible: (lastVisible = visible) });
      if (log.answeredAt === null && document.querySelector('.savings__result')?.textContent) log.answeredAt = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

async function timeline(page: Page): Promise<Timeline> {
  const log = await page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline);
  const start = log.submittedAt!;
  return {
    submittedAt: 0,
    answeredAt: log.answeredAt === null ? null : log.answeredAt - start,
    bar: log.bar.map((e) => ({ at: Math.round(e.at - start), visible: e.visible })),
  };
}

async function openKnauf(): Promise<Page> {
  watched = await suite.openPage(1440);
  await stubOutsideNetwork(watched.context);
  await watched.page.goto(suite.t.url + '/promo/knauf2025');
  await waitForHydration(watched.page);
  await record(watched.page);
  return watched.page;
}

/**
 * Types the card and checks it, as a visitor does: the field's focus asks for the visit pass
 * (client/visit-pass.ts), which is in before seven digits are typed by hand, so the check
 * is the submit's one round trip. (`fill` types in no time: the test waits for the pass.)
 */
async function check(page: Page, card: string): Promise<void> {
  const passIn = page.waitForResponse((response) => new URL(response.url()).pathname === VISIT_PASS_PATH);
  await page.getByLabel('Номер клубной карты').fill(card);
  await passIn;
  await page.getByRole('button', { name: 'Проверить' }).click();
  await page.locator('.savings__result p').waitFor();
}

test('when the check takes 600 ms, then the bar appears after 200 ms and is gone once the answer is in', async () => {
  suite.t.demo.override('GET', CHECK_CALL, async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { count: 3 } }));
  });
  const page = await openKnauf();
  await check(page, DEMO_CARDS.savingsPositive);
  await page.getByRole('progressbar', { includeHidden: true }).waitFor({ state: 'hidden' });
  const log = await timeline(page);

  await expect(page.getByRole('progressbar', { includeHidden: true }).getAttribute('aria-label')).resolves.toBe(LOADING);
  expect(log.bar, JSON.stringify(log)).toHaveLength(2);
  const [shown, hidden] = log.bar as [Timeline['bar'][0], Timeline['bar'][0]];
  expect(shown.visible).toBe(true);
  expect(shown.at, JSON.stringify(log)).toBeGreaterThanOrEqual(200);
  expect(shown.at, JSON.stringify(log)).toBeLessThan(SLOW_MS);
  expect(hidden.visible).toBe(false);
  // Shown for the rest of the request; hidden when (not before) the answer arrives.
  expect(hidden.at, JSON.stringify(log)).toBeGreaterThanOrEqual(SLOW_MS);
  expect(Math.abs(hidden.at - log.answeredAt!), JSON.stringify(log)).toBeLessThan(100);
  await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
  expect(watched!.problems).toEqual([]);
});

test('when the check answers at once, then the bar never appears', async () => {
  const page = await openKnauf();
  await check(page, DEMO_CARDS.savingsNegative);
  // Past the 200 ms delay: a forgotten timer would show the bar now.
  await page.waitForTimeout(400);
  const log = await timeline(page);
  expect(log.answeredAt, JSON.stringify(log)).toBeLessThan(200);
  expect(log.bar, JSON.stringify(log)).toEqual([]);
  await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
  expect(watched!.apiCalls).toEqual([`/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsNegative}/`]);
  expect(watched!.problems).toEqual([]);
});
