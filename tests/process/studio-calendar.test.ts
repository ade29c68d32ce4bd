// The studio's «Календарь» (docs/decisions/251-scheduled-changes.md) in real Chromium, on the
// embedded studio as `npm start` runs it (tests/support/local-studio.ts), the site's clock at
// 2025-10-15 12:00 Moscow: the month's campaigns with their phases, today marked, a draft
// marked, a link that opens the entry; a scheduled change on its day, cancelled from the page
// so it never goes live; one already live, cancelled from the page: the site serves the campaign's own
// title again; «Завершить сейчас» on a running campaign ends it now: the calendar shows it
// ended early and the site serves its finished page (the time it took printed, not held to a deadline).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { get, stopServersAndRemove, type ServerProcess } from '../support/server-process.js';
import { startLocalStudio } from '../support/local-studio.js';
import { launchBrowser } from '../support/browser.js';
import { plainSpaces } from '../support/plain-spaces.js';

const SERVED = 'content changed: the new content is served';
const REASON = 'Товар закончился раньше срока';
const LATER = 'Акция Knauf 2025: заголовок, который отменили';
const LIVE = 'Технониколь: осенний заголовок';
const h1 = (html: string) => plainSpaces(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
let dir: string;
let studioBase: string;
let server: ServerProcess & { base: string };
let browser: Browser;
let page: Page;
let cookie: string;

const git = (...args: string[]) => execFileSync('git', args, { cwd: path.join(dir, 'studio', 'repo'), encoding: 'utf8' }).trim();
const published = (file: string) =>
  JSON.parse(readFileSync(path.join(dir, 'studio', 'published', file), 'utf8')) as Record<string, unknown>;
const servedCount = () => server.logs.filter((line) => line.msg.includes(SERVED)).length;
/**
 * The calendar's own reload once an action is done (server/studio/studio-document.ts's POST_SCRIPT: «Готово», then a reload
 * 2.5 s later): awaited, asked for before the click. A reload of the test's own would race it on a busy machine (the page's
 * navigation aborted by the other).
 */
const reloadedByItself = () => page.waitForEvent('load', { timeout: 60_000 });

beforeAll(async () => {
  const draft = JSON.parse(readFileSync('tests/fixtures/content/campaigns/rockwool25.json', 'utf8')) as Record<string, unknown>;
  ({ dir, server, studioBase } = await startLocalStudio('promo-calendar-', { PROMO_NOW: '2025-10-15T12:00:00+03:00' }, {
    'schedule/knauf-later.json': JSON.stringify({ campaign: 'knauf2025', at: '2025-10-20T09:00', title: LATER }),
    'schedule/tehno-live.json': JSON.stringify({
      name: 'Осенний заголовок', campaign: 'tehnonikol2025', at: '2025-10-10T09:00', title: LIVE,
    }),
    'campaigns/rockwool25.json': JSON.stringify({ ...draft, status: 'draft', starts: '2025-10-20', ends: '2025-10-30' }),
  }));
  cookie = String((await get(`${studioBase}/`)).headers['set-cookie']).split(';')[0]!;
  browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'ru-RU' });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([
    { name, value, url: studioBase }, { name: 'promo_studio_author', value: encodeURIComponent('Анна Петрова'), url: studioBase },
  ]);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await stopServersAndRemove(dir);
});

describe('the studio\'s calendar', () => {
  test('when the operator opens «Календарь», then the month shows each campaign\'s phases by day, today, a draft and a scheduled change, and a name opens its entry', async () => {
    expect((await get(`${studioBase}/`)).text).toContain('<a class="calendar-link" href="/calendar"');
    expect((await page.goto(`${studioBase}/calendar`))!.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('Календарь акций');
    const knauf = page.locator('tr[data-campaign="knauf2025"]');
    // 2025-03-01 … 2025-10-31: running every day of October, today (the 15th) marked.
    await expect(knauf.locator('td.day.running').count()).resolves.toBe(31);
    expect(plainSpaces(await knauf.locator('td.day.today').getAttribute('title') ?? '')).toBe('15 октября 2025: идёт');
    await expect(knauf.locator('.phase-now').textContent()).resolves.toBe('идёт');
    await expect(knauf.getByRole('link', { name: /Акция Knauf 2025/ }).getAttribute('href'))
      .resolves.toBe('/#/collections/campaigns/entries/knauf2025');
    await expect(knauf.locator('li[data-change="knauf-later"]').textContent())
      .resolves.toMatch(/^20 октября 2025, 09:00 по Москве — «knauf-later»: Заголовок страницы; запланировано/);
    const draft = page.locator('tr[data-campaign="rockwool25"]');
    await expect(draft.locator('.draft').first().textContent()).resolves.toBe('черновик');
    await expect(draft.locator('td.day.running').count()).resolves.toBe(11);
  });

  test('when the operator cancels the scheduled change on the calendar, then it is marked cancelled in the published content and on the calendar', async () => {
    const served = servedCount();
    page.once('dialog', (dialog) => void dialog.accept());
    const reloaded = reloadedByItself();
    await page.locator('li[data-change="knauf-later"]').getByRole('button', { name: 'Отменить' }).click();
    await page.getByRole('status').filter({ hasText: /^Готово/ }).waitFor();
    await server.logLine(SERVED, served + 1);
    expect(published('schedule/knauf-later.json')).toMatchObject({ cancelled: true, title: LATER });
    expect(git('log', '-1', '--format=%s', 'main')).toBe('Отмена: Запланированное изменение «knauf-later»');
    await reloaded;
    await expect(page.locator('li[data-change="knauf-later"]').textContent()).resolves.toContain('отменено');
  });

  test('when the operator cancels on the calendar a scheduled change that is live, then the site serves the campaign\'s own title '
    + 'again', async () => {
    expect(h1((await get(`${server.base}/promo/tehnonikol2025`)).text)).toBe(LIVE);
    const line = page.locator('li[data-change="tehno-live"]');
    await expect(line.textContent()).resolves.toMatch(/; на сайте Отменить$/);
    const served = servedCount();
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      });
    });
    const reloaded = reloadedByItself();
    await line.getByRole('button', { name: 'Отменить' }).click();
    expect(await asked)
      .toBe('Отменить изменение «Осенний заголовок»? Оно уже на сайте: страница акции вернётся к её собственным значениям.');
    await page.getByRole('status').filter({ hasText: /^Готово/ }).waitFor();
    await server.logLine(SERVED, served + 1);
    expect(h1((await get(`${server.base}/promo/tehnonikol2025`)).text)).toBe('Акция Технониколь 2025: баллы за кровлю и изоляцию');
    await reloaded;
    await expect(page.locator('li[data-change="tehno-live"]').textContent()).resolves.toMatch(/; отменено$/);
  });

  test('when the operator clicks «Завершить сейчас» on a running campaign, then the calendar shows it ended early and the site serves it finished (its time printed)', async () => {
    const served = servedCount();
    expect((await get(`${server.base}/promo/knauf2025`)).text).not.toContain(REASON);
    page.once('dialog', (dialog) => void dialog.accept(REASON));
    const reloaded = reloadedByItself();
    const clicked = Date.now();
    await page.locator('tr[data-campaign="knauf2025"]').getByRole('button', { name: 'Завершить сейчас' }).click();
    await page.getByRole('status').filter({ hasText: /^Готово/ }).waitFor();
    await server.logLine(SERVED, served + 1);
    const site = (await get(`${server.base}/promo/knauf2025`)).text;
    const ms = Date.now() - clicked;
    console.info(`«Завершить сейчас» → finished page served in ${ms} ms`);
    expect(site).toContain(REASON);
    expect(published('campaigns/knauf2025.json')).toMatchObject({ ends: '2025-10-14', endedEarly: REASON });
    // «История» shows its subject: the day in words, never as the file writes it.
    expect(plainSpaces(git('log', '-1', '--format=%s', 'main')))
      .toBe('Досрочное завершение: Акция «knauf2025» — последний день 14 октября 2025');
    await reloaded;
    const knauf = page.locator('tr[data-campaign="knauf2025"]');
    expect(plainSpaces(await knauf.locator('td.day.today').getAttribute('title') ?? '')).toBe('15 октября 2025: завершена досрочно');
    await expect(knauf.locator('.phase-now').textContent()).resolves.toBe('завершена досрочно');
    await expect(knauf.getByRole('button', { name: 'Завершить сейчас' }).count()).resolves.toBe(0);
  });
});
