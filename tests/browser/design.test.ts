// The design as a visitor sees it, measured in real Chromium: the campaign hero (dates,
// main action to the savings check, banner text legible on a phone), product cards (two
// per row on phones, even rows on wider screens, one image box size), leaderboards
// (money format, tabular figures, top three marked, one region not stretched), the site
// footer on every page, the 404 page, the icons, and card levels shown as names.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGES } from '../support/content.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { runAxe, waitForHydration } from '../support/browser.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';
import { stubOutsideNetwork } from '../support/outside-network.js';

const suite = useBrowserSuite();
const NBSP = '\u00a0';

/** A page of its own, for a test that acts on it. */
async function open(path: string, width: number): Promise<Page> {
  const watched = await suite.openPage(width);
  await stubOutsideNetwork(watched.context);
  await watched.page.goto(suite.t.url + path);
  if (!path.includes('no-such')) await waitForHydration(watched.page);
  return watched.page;
}

/** The file's one visit of `path` at `width`, for a test that only reads the page. */
const look = async (path: string, width: number) => (await suite.visit(path, width)).page;

/** Cards per row, top to bottom (cards sharing a top edge share a row). */
const cardsPerRow = (page: Page) =>
  page.$$eval('.products__item', (items) => {
    const rows = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()];
  });

describe('campaign hero', () => {
  test('when "Проверить покупки" is pressed on a phone, then the savings check comes into view; the dates read from the campaign\'s content, beside its status', async () => {
    const page = await open('/promo/knauf2025', 375);
    await expect(page.locator('.hero .chip:not(.chip--status)').textContent().then(asWritten)).resolves.toBe(
      `Сроки акции: 1${NBSP}марта – 31${NBSP}октября 2025`,
    );
    await expect(page.locator('.hero .chip--status').textContent().then(asWritten)).resolves.toBe('Идёт');

    await page.getByRole('link', { name: 'Проверить покупки' }).click();

    const savingsTop = () => page.evaluate(() => Math.round(document.getElementById('savings')!.getBoundingClientRect().top));
    await expect.poll(savingsTop).toBeLessThan(40);
    await expect(page.getByLabel('Номер клубной карты').isVisible()).resolves.toBe(true);
  });

  test('when the small banner is shown 375 px wide, then its smallest text is at least 14 px on screen', async () => {
    const page = await look('/promo/saint-gobain25', 375);
    const img = page.locator('img.banner__img');
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img.banner__img')?.complete);
    const { shown, src } = await img.evaluate((el: HTMLImageElement) => ({ shown: el.clientWidth, src: el.currentSrc }));
    const svg = await (await fetch(src)).text();
    const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));

    expect(sizes.length).toBeGreaterThan(2);
    expect((Math.min(...sizes) * shown) / 750).toBeGreaterThanOrEqual(14);
  });
});

describe('campaign products', () => {
  test('when a phone shows six products, then they stand two per row in boxes of one size', async () => {
    const page = await look('/promo/knauf2025', 375);
    expect(await cardsPerRow(page)).toEqual([2, 2, 2]);
    const boxes = await page.$$eval('.products__image-box', (els) => els.map(
      (el) => `${Math.round(el.clientWidth)}x${Math.round(el.clientHeight)}`,
    ));
    expect(new Set(boxes).size).toBe(1);
    await expect(page.locator('.products__no-photo').first().textContent().then(asWritten)).resolves.toBe('нет фото');
  });

  test.each([
    ['knauf2025', 1440, [6]], ['rockwool2025', 1440, [5]], ['rockwool25', 1440, [4]],
    ['knauf2025', 768, [3, 3]], ['rockwool25', 768, [4]],
  ] as const)('when %s is shown %i px wide, then the cards fill even rows %j', async (id, width, rows) => {
    const page = await look(`/promo/${id}`, width);
    expect(await cardsPerRow(page)).toEqual(rows);
  });
});

describe('leaderboards', () => {
  test('when knauf2025 shows its tables, then every sum reads "1 843 200,50 ₽" in tabular figures and the top three are marked', async () => {
    const page = await look('/promo/knauf2025', 1440);
    const sums = await page.$$eval('.leaderboard__table tbody td:last-child', (tds) => tds.map((td) => td.textContent!));
    expect(sums.length).toBe(30);
    for (const sum of sums) expect(sum).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0₽$/);
    const sumCell = page.locator('.leaderboard__table tbody td:last-child').first();
    await expect(sumCell.evaluate((td) => getComputedStyle(td).fontVariantNumeric)).resolves.toBe('tabular-nums');

    const marks = await page.locator('.leaderboard__table').first().evaluate((table) =>
      [...table.querySelectorAll('tbody tr')]
        .slice(0, 4)
        .map((tr) => {
          // The place's medal: a circle of colour behind its number.
          const medal = tr.querySelector('td')!.firstElementChild;
          if (medal === null) return false;
          const { backgroundColor, borderRadius } = getComputedStyle(medal);
          return backgroundColor !== 'rgba(0, 0, 0, 0)' && borderRadius === '50%';
        }));
    expect(marks).toEqual([true, true, true, false]);
  });

  test('when rockwool25 has one region, then its table is not stretched across the page', async () => {
    const page = await look('/promo/rockwool25', 1440);
    await expect(page.locator('.leaderboard__table').count()).resolves.toBe(1);
    const width = await page.locator('.leaderboard__table').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(640);
  });
});

describe('site footer and icons', () => {
  test.each(PAGES.filter((p) => p.paths.promo).map((p) => [p.paths.promo!]))('when %s is shown, then it ends with the site footer: support phone, policy and the © line', async (path) => {
    const page = await look(path, 375);
    const footer = page.locator('footer.site-footer');
    await expect(footer.count()).resolves.toBe(1);
    await expect(footer.getByRole('link', { name: /^\+7 \(\d{3,5}\)/ }).getAttribute('href')).resolves.toMatch(/^tel:\+7\d{10}$/);
    await expect(footer.getByRole('link', { name: 'Политика обработки персональных данных' }).count()).resolves.toBe(1);
    await expect(footer.textContent()).resolves.toContain('© 2003–2025'); // the year of the site's clock (RUNNING_DAY)
  });

  test('when a page is loaded, then its favicon, touch icon and manifest are served, and the manifest names its icons', async () => {
    const page = await look('/promo/lovecategory', 1440);
    const hrefs = await page.$$eval('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]', (links) => links.map(
      (l) => (l as HTMLLinkElement).href,
    ));
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs) expect((await fetch(href)).status, href).toBe(200);
    const manifest = (await (await fetch(hrefs[2]!)).json()) as { icons: { src: string; sizes: string }[] };
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, hrefs[2]!))).status, icon.src).toBe(200);
  });
});

describe('the 404 page', () => {
  test.each([375, 1440])('when an unknown page is shown %i px wide, then it keeps the message and the link home, links the hub and the lasting pages (no campaign as current), and axe finds nothing', async (width) => {
    const page = await open('/promo/no-such-page', width);

    // Russian first: the tab's title and the headline; the specification's sentence as the second line.
    // The 404 page's texts are content, typeset (a non-breaking space after a short word).
    await expect(page.title().then(plainSpaces)).resolves.toBe('Страница не найдена (404)');
    await expect(page.getByRole('heading', { level: 1 }).textContent().then(plainSpaces)).resolves.toBe('Страница не найдена');
    await expect(page.getByText('This page could not be found', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Такой страницы нет/).isVisible()).resolves.toBe(true);
    const [headlineTop, englishTop] = await Promise.all([
      page.getByRole('heading', { level: 1 }).evaluate((e) => e.getBoundingClientRect().top),
      page.getByText('This page could not be found', { exact: true }).evaluate((e) => e.getBoundingClientRect().top),
    ]);
    expect(headlineTop).toBeLessThan(englishTop);
    // The promo host's home: the hub.
    await expect(page.getByRole('link', { name: /^На\sглавную$/ }).getAttribute('href')).resolves.toBe('/promo/');
    const promotions = page.getByRole('navigation', { name: 'Акции «Петровича»' }).getByRole('link');
    const lasting = PAGES.filter((p) => p.paths.promo && !p.descriptor.campaign && !p.descriptor.content?.folder);
    await expect(promotions.count()).resolves.toBe(lasting.length);
    await expect(promotions.first().getAttribute('href')).resolves.toBe('/promo/');
    await expect(promotions.first().textContent().then(asWritten)).resolves.toContain('Все акции');
    const violations = await runAxe(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });
});

describe('lovecategory card levels', () => {
  test.each([
    [DEMO_CARDS.alreadyChosen, 'Супер-Эксперт'],
    [DEMO_CARDS.registeredEligible, 'Эксперт'],
    [DEMO_CARDS.registeredEligibleSecond, 'Профи'],
  ])('when card %s is looked up, then its level reads %s', async (card, level) => {
    const page = await open('/promo/lovecategory', 1440);
    await page.getByRole('banner').getByRole('button', { name: 'Выбрать категории' }).click();
    const modal = page.getByRole('dialog', { name: 'Выбрать категории' });
    await modal.getByLabel('Номер клубной карты').fill(card);
    await modal.getByRole('button', { name: 'Продолжить' }).click();

    await expect.poll(() => page.locator('#card-status dd').nth(1).textContent()).toBe(level);
  });

  test('when an unregistered card is looked up, then card-info names its level without quotes or lower case', async () => {
    const page = await open('/promo/lovecategory', 375);
    await page.getByRole('banner').getByRole('button', { name: 'Выбрать категории' }).click();
    const modal = page.getByRole('dialog', { name: 'Выбрать категории' });
    await modal.getByLabel('Номер клубной карты').fill(DEMO_CARDS.unregistered);
    await modal.getByRole('button', { name: 'Продолжить' }).click();

    const info = page.getByRole('dialog', { name: 'Информация о карте' });
    await info.waitFor();
    await expect(info.locator('.lc-modal__card').textContent()).resolves.toBe(`Карта ${DEMO_CARDS.unregistered}, уровень Профи`);
  });
});
