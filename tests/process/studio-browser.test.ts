// The content studio as an operator uses it, in real Chromium (docs/decisions/100-content-studio.md):
// `node dist/server/index.js` with STUDIO=local on a copy of the tests' content, the clock on
// 15 November 2025. In the studio: a new brand with a logo, published through the editorial
// workflow (draft → approved → publish); a new campaign of that brand with a JPEG banner, its
// focal point clicked on the picture, and a finished-phase text, published the same way.
// The running site serves the campaign within 10 s of the publish, with the brand's colours
// and its raster banner.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { get, killServers, type ServerProcess } from '../support/server-process.js';
import { startLocalStudio } from '../support/local-studio.js';

const DAY = '2025-11-15T12:00:00+03:00';
const LIVE_WITHIN_MS = 10_000;
let dir: string;
let studioBase: string;
let server: ServerProcess & { base: string };
let browser: Browser;
let page: Page;

/** How long a save or a publish may take on a loaded machine (a git rebase, a commit, a merge). */
const POLL = { timeout: 20_000 };
const git = (...args: string[]) => execFileSync('git', args, { cwd: path.join(dir, 'studio', 'repo'), encoding: 'utf8' }).trim();
/** The pending edits' branches, whichever the repository's working tree is on. */
const draftBranches = () => git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms');

/** Draft → approved → published, as the operator clicks it in the entry's top bar; resolves at the publish click. */
async function approveAndPublish(): Promise<number> {
  await page.getByRole('button', { name: /татус:/ }).click();
  await page.getByRole('menuitem', { name: 'Одобрен' }).click();
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  const clicked = Date.now();
  await page.getByRole('menuitem', { name: 'Опубликовать сейчас' }).click();
  return clicked;
}

/** Opens a folded group of fields by its chevron. */
async function expandGroup(label: string): Promise<void> {
  await page.locator('[class*="ExpandButtonContainer"]').filter({ hasText: new RegExp(`^${label}$`) }).locator('button').click();
}

/** Uploads `file` through the image field's media library and picks it. */
async function pickPicture(button: string, file: string): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Выбрать помеченные' }).click();
}

/** The page's status and HTML as soon as it answers 200, polled until `deadline`. */
async function servedBy(url: string, deadline: number): Promise<{ text: string; at: number }> {
  for (;;) {
    const answer = await get(url);
    if (answer.status === 200) return { text: answer.text, at: Date.now() };
    if (Date.now() > deadline) throw new Error(`${url} still answers ${answer.status}`);
    await server.logLine('content changed', server.logs.filter((line) => line.msg.includes('content changed')).length + 1);
  }
}

beforeAll(async () => {
  ({ dir, server, studioBase } = await startLocalStudio('promo-studio-ui-', {
    PROMO_NOW: DAY, PREVIEW_TOKEN: 'studio-browser-test-preview-token-0123456789',
  }));
  // A designer's 16:9 JPEG whose subject (a yellow disc) is right of centre, and a logo on white.
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2266aa' } })
    .composite([{ input: Buffer.from('<svg width="1600" height="900"><circle cx="1200" cy="300" r="150" fill="#ffcc00"/></svg>') }])
    .jpeg().toFile(path.join(dir, 'cemix2025.jpg'));
  await sharp({ create: { width: 256, height: 64, channels: 4, background: '#ffffff' } })
    .composite([{ input: Buffer.from('<svg width="256" height="64"><rect x="8" y="8" width="240" height="48" fill="#0b5d3b"/></svg>') }])
    .png().toFile(path.join(dir, 'cemix.png'));
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'ru-RU' })).newPage();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  killServers();
  rmSync(dir, { recursive: true, force: true });
});

describe('the studio in the browser', () => {
  test('when an operator creates a brand with a logo and publishes it, then it is one commit on the published branch and no draft branch is left', async () => {
    await page.goto(`${studioBase}/#/collections/brands/new`);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByLabel('Код бренда').fill('cemix');
    await page.getByLabel('Название').fill('Cemix');
    await pickPicture('Выберите изображение', path.join(dir, 'cemix.png'));
    await page.locator('input[id^="accent-field"]').fill('#0b5d3b');
    await page.locator('input[id^="accentText-field"]').fill('#ffffff');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => draftBranches(), POLL).toBe('cms/brands/cemix');

    await approveAndPublish();
    await expect.poll(() => draftBranches(), POLL).toBe('');
    expect(JSON.parse(git('show', 'main:brands/cemix.json'))).toEqual({
      name: 'Cemix', logo: 'cemix.png', accent: '#0b5d3b', accentText: '#ffffff',
    });
    expect(git('ls-tree', '--name-only', 'main', 'brands/')).toContain('brands/cemix.png');
  }, 90_000);

  test('when an operator creates a campaign with a JPEG banner, its focal point and a finished-phase text and publishes it, then the site serves it within 10 s with the brand\'s colours and the banner', async () => {
    // A fresh load of the form, as a new tab would: no state of the brand form left behind.
    await page.goto('about:blank');
    await page.goto(`${studioBase}/#/collections/campaigns/new`);
    await page.getByLabel('Адрес страницы').fill('cemix2025');
    await page.getByLabel('Код акции в учётной системе').fill('cemix25');
    await page.locator('input[id^="brand-field"]').fill('Cem');
    await page.getByRole('option', { name: 'Cemix' }).click();
    await page.getByLabel('Заголовок страницы').fill('Акция Cemix: баллы за сухие смеси');
    await page.getByLabel('Описание', { exact: true }).fill('Покупайте смеси Cemix по клубной карте и следите за таблицей лидеров.');
    await expandGroup('Тексты по фазам');
    await expandGroup('Завершена');
    await page.locator('textarea[id^="description-field"]').last().fill('Акция Cemix завершилась. Спасибо всем участникам!');
    await page.getByLabel('Строк в таблице лидеров').fill('15');
    await page.getByLabel('Призовых мест').fill('50');
    await page.getByLabel('Организатор').fill('ООО «Петрович-Торговый Дом»');
    await page.locator('input[id^="starts-field"]').fill('2025-11-01');
    await page.locator('input[id^="ends-field"]').fill('2025-11-30');
    await pickPicture('Выберите изображение', path.join(dir, 'cemix2025.jpg'));
    // The subject is at (1200, 300) of 1600×900: a click there is the focal point.
    const picture = page.getByRole('img', { name: 'Баннер: щёлкните по главному месту' });
    const box = (await picture.boundingBox())!;
    await picture.click({ position: { x: box.width * 0.75, y: box.height / 3 } });
    await expect.poll(() => page.locator('[data-focus]').getAttribute('data-focus'), POLL).toMatch(/^0\.7[45]\d*,0\.3[23]\d*$/);
    for (const crop of ['small', 'medium', 'large']) await expect.poll(() => page.locator(`[data-crop="${crop}"]`).count(), POLL).toBe(1);
    // The preview pane: the site's own page, finished phase, at a phone's width.
    const pane = page.frameLocator('iframe').first();
    await pane.getByRole('button', { name: 'завершена' }).click();
    await pane.getByRole('button', { name: 'телефон' }).click();
    const sitePage = pane.frameLocator('iframe[title^="Страница акции"]');
    await expect.poll(() => sitePage.locator('h1').innerText(), POLL).toMatch(/завершена/);
    expect(await sitePage.locator('body').innerText()).toContain('Акция Cemix завершилась. Спасибо всем участникам!');
    const frameWidth = await pane.locator('iframe[title^="Страница акции"]').evaluate((frame) => frame.getBoundingClientRect().width);
    expect(frameWidth).toBeLessThan(400);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => draftBranches(), POLL).toBe('cms/campaigns/cemix2025');
    expect((await get(`${server.base}/promo/cemix2025`)).status).toBe(404);

    const published = await approveAndPublish();
    const { text, at } = await servedBy(`${server.base}/promo/cemix2025`, published + LIVE_WITHIN_MS);
    console.info(`studio publish → campaign served in ${at - published} ms`);

    expect(at - published).toBeLessThan(LIVE_WITHIN_MS);
    expect(plainSpaces(text)).toContain('Акция Cemix: баллы за сухие смеси');
    expect(text).toContain('#0b5d3b');
    expect(text).toMatch(/<picture[^>]*>.*cemix2025/s);
    const file = JSON.parse(readFileSync(path.join(dir, 'studio', 'published', 'campaigns', 'cemix2025.json'), 'utf8'));
    expect(file).toMatchObject({
      apiSlug: 'cemix25', brand: 'cemix', bannerFile: 'cemix2025.jpg', starts: '2025-11-01', ends: '2025-11-30',
      texts: { finished: { description: 'Акция Cemix завершилась. Спасибо всем участникам!' } },
    });
    expect(file.focus.x).toBeCloseTo(0.75, 1);
    expect(file.focus.y).toBeCloseTo(1 / 3, 1);
    expect(file).not.toHaveProperty('id');
    expect(file).not.toHaveProperty('__entry');

    // A supplier's link from the preview pane: signed by the server, it opens the campaign.
    await page.reload();
    const preview = page.frameLocator('iframe').first();
    await preview.getByRole('button', { name: 'Ссылка для поставщика' }).click();
    const link = (await preview.locator('output').innerText({ timeout: 20_000 })).split(' ')[0]!;
    expect(link).toMatch(new RegExp(`^http://localhost:\\d+/promo/cemix2025\\?preview=\\d+\\.`));
    const opened = await get(`${server.base}${new URL(link).pathname}${new URL(link).search}`);
    expect(opened.status).toBe(303);
    expect(String(opened.headers['set-cookie'])).toMatch(/promo_preview_cemix2025=/);
  }, 120_000);
});
