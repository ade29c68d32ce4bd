// A progress bar while client requests are in flight, shown only once a request has
// lasted 200 ms, so quick answers never flash it. The page records, with its own clock,
// when the form was submitted and when the bar and the answer changed. The bar's name is
// the content's (site.json's labels.loading).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { openPage, waitForHydration, type WatchedPage } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import type { SiteTexts } from '#shared/content/site-texts.js';
import { CONTENT } from '../support/content.js';
import { PROGRESS_MIN_DELAY_MS } from '#client/progress.js';

const CHECK_CALL = /^\/api\/v2\/promo\/check\/knauf2025\/\d{7}\/$/;
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

/** The page's timers on Playwright's clock, which the tests stop and move on: a context of the test's own holds it. */
async function openKnauf(): Promise<Page> {
  watched = await openPage(suite.browser, 1440);
  suite.opened.push(watched);
  await stubOutsideNetwork(watched.context);
  await watched.context.clock.install();
  await watched.page.goto(suite.t.url + '/promo/knauf2025');
  await waitForHydration(watched.page);
  await record(watched.page);
  return watched.page;
}

/**
 * Types the card as a visitor does. Then the page's clock stands still: from here only the test moves it, so what the bar
 * does is read against the page's own 200 ms however slowly a loaded machine answers.
 */
async function typeCardAndStopClock(page: Page, card: string): Promise<void> {
  await page.getByLabel('Номер клубной карты').fill(card);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Submits the check and waits until its call has left the page (the bar's delay counts from then). */
async function submitCheck(page: Page): Promise<void> {
  const asked = page.waitForRequest((request) => CHECK_CALL.test(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'Проверить' }).click();
  await asked;
}

test('when the check is still out after 200 ms, then the bar appears then, stays, and is gone once the answer is in', async () => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  suite.t.demo.override('GET', CHECK_CALL, async (_req, res) => {
    await answered;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { count: 3 } }));
  });
  try {
    const page = await openKnauf();
    await typeCardAndStopClock(page, DEMO_CARDS.savingsPositive);
    await submitCheck(page);
    await page.clock.runFor(PROGRESS_MIN_DELAY_MS - 1);
    expect((await timeline(page)).bar, 'before the delay is over').toEqual([]);
    await page.clock.runFor(1);
    await page.getByRole('progressbar').waitFor();
    await page.clock.runFor(1000);
    answer();
    await page.locator('.savings__result p').waitFor();
    await page.getByRole('progressbar', { includeHidden: true }).waitFor({ state: 'hidden' });
    const log = await timeline(page);

    await expect(page.getByRole('progressbar', { includeHidden: true }).getAttribute('aria-label')).resolves.toBe(LOADING);
    // Shown at the delay, for the rest of the request; hidden when (not before) the answer arrives.
    expect(log.bar, JSON.stringify(log)).toEqual([{ at: PROGRESS_MIN_DELAY_MS, visible: true }, { at: 1200, visible: false }]);
    expect(log.answeredAt, JSON.stringify(log)).toBe(1200);
    await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
    expect(watched!.problems).toEqual([]);
  } finally {
    answer();
  }
});

// A forgotten timer would show the bar once the clock runs past the delay.
test('when the check answers before the delay is over, then the bar never appears', async () => {
  const page = await openKnauf();
  await typeCardAndStopClock(page, DEMO_CARDS.savingsNegative);
  await submitCheck(page);
  await page.locator('.savings__result p').waitFor();
  await page.clock.runFor(2 * PROGRESS_MIN_DELAY_MS);
  const log = await timeline(page);
  expect(log.answeredAt, JSON.stringify(log)).toBe(0);
  expect(log.bar, JSON.stringify(log)).toEqual([]);
  await expect(page.getByRole('progressbar').count()).resolves.toBe(0);
  expect(watched!.apiCalls).toEqual([`/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsNegative}/`]);
  expect(watched!.problems).toEqual([]);
});
