// «Ссылка для поставщика» as an operator gives it, in real Chromium (docs/decisions/242-supplier-link-shows-change-under-review.md):
// `node dist/server/index.js` with STUDIO=local and no PREVIEW_TOKEN, as `npm start` runs, on a
// copy of the tests' content, the clock on 15 November 2025. The operator, whose computer is in
// New York, changes a running campaign's title and saves it (an open editorial change, not
// published); the pane's link, copied by its button, shows the supplier (a browser of their own)
// the change under review, and the preview bar says so; its expiry is told in Moscow time. Once
// the change is published, the same link shows the published version and the bar says that.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { plainSpaces } from '../support/plain-spaces.js';
import { approveAndPublish, fillCampaign, pickPicture, saveDraft, signIn, STEP_TIMEOUT_MS } from '../support/studio-operator.js';
import { studioGit } from '../support/local-studio.js';
import { useStudioOperatorSuite } from '../support/studio-operator-suite.js';

const DAY = '2025-11-15T12:00:00+03:00';
const POLL = { timeout: STEP_TIMEOUT_MS };
const CAMPAIGN = 'tehnonikol25';
const PUBLISHED_TITLE = 'Акция Технониколь: дополнительные баллы за материалы';
const NEW_TITLE = 'Технониколь: двойные баллы за кровлю до конца ноября';
/** The operator's computer's time zone: 8 hours behind Moscow in November. */
const OPERATOR_ZONE = 'America/New_York';

/** A designer's JPEG banner for the new campaign: a green field. */
let art: string;
const banner = () => path.join(art, 'zima2025.jpg');
const suite = useStudioOperatorSuite({ prefix: 'promo-studio-link-', env: { PROMO_NOW: DAY } });

/** Each operator step with its time, printed after the file. */
const timings: string[] = [];
const timed = (step: string, from: number) => void timings.push(`${step}: ${Date.now() - from} ms`);
const clock = (zone: string, instant: number) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

beforeAll(async () => {
  art = mkdtempSync(path.join(tmpdir(), 'promo-studio-link-art-'));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f8a3b' } }).jpeg().toFile(banner());
});
afterAll(() => {
  rmSync(art, { recursive: true, force: true });
  console.info(timings.join('\n'));
});

describe('«Ссылка для поставщика»', () => {
  test('when an operator saves a change of a running campaign without publishing it, then the link from the pane (with no PREVIEW_TOKEN set) shows the supplier that change and the bar says so, its expiry in Moscow time, copied by its button; once published, the same link shows the published version and says so', async () => {
    const studio = await suite.startStudio();
    const { server, studioBase } = studio;
    const git = studioGit(studio.dir);
    const operator = await suite.addOperator({ timezoneId: OPERATOR_ZONE });
    const { page } = operator;
    await page.goto(`${studioBase}/#/collections/campaigns/entries/${CAMPAIGN}`);
    await signIn(operator);
    await page.getByLabel('Заголовок страницы').fill(NEW_TITLE);
    const saved = await saveDraft(operator);
    expect(git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms')).toBe(`cms/campaigns/${CAMPAIGN}`);

    const pane = page.frameLocator('iframe').first();
    const asked = Date.now();
    await pane.getByRole('button', { name: 'Ссылка для поставщика' }).click();
    const field = pane.getByRole('textbox', { name: 'Ссылка для поставщика' });
    await expect.poll(() => field.inputValue(), POLL).toMatch(new RegExp(`/promo/${CAMPAIGN}\\?preview=\\d+\\.`));
    const link = new URL(await field.inputValue());
    timed('«Ссылка для поставщика» → link shown', asked);
    const told = plainSpaces(await pane.getByRole('status').innerText());
    expect(told).toContain('покажет правку на согласовании');
    // The grant's expiry (seconds) told as a Moscow clock reads it, not as the operator's computer does.
    const expiresAt = Number(/^(\d+)\./.exec(link.searchParams.get('preview')!)![1]) * 1000;
    expect(told).toContain(`${clock('Europe/Moscow', expiresAt)} по Москве`);
    expect(told).not.toContain(clock(OPERATOR_ZONE, expiresAt));
    // Nothing of Decap's own (its preview pane's buttons, over the pane's top right) lies over the link's field: every corner
    // of it is the pane's; focused, the whole link is selected, ready to copy.
    const box = (await field.boundingBox())!;
    const corners = [[2, 2], [box.width - 2, 2], [2, box.height - 2], [box.width - 2, box.height - 2]]
      .map(([x, y]) => ({ x: box.x + x!, y: box.y + y! }));
    expect(await page.evaluate((points) => points.map(({ x, y }) => document.elementFromPoint(x, y)?.tagName), corners))
      .toEqual(['IFRAME', 'IFRAME', 'IFRAME', 'IFRAME']);
    await field.focus();
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, link.href.length]);

    // The supplier: a browser of their own, the link as given (on the test's own port).
    const supplier = await suite.browser.newContext({ locale: 'ru-RU' });
    try {
      const seen = await supplier.newPage();
      await seen.goto(`${server.base}${link.pathname}${link.search}`);
      expect(plainSpaces(await seen.locator('h1').innerText())).toBe(NEW_TITLE);
      timed('«Сохранить» → the supplier\'s link shows the change', saved);
      const bar = seen.getByRole('region', { name: 'Предпросмотр' });
      expect(plainSpaces(await bar.innerText())).toContain('правка на согласовании');
      // The public page is as published.
      const publicPage = await (await fetch(`${server.base}/promo/${CAMPAIGN}`)).text();
      expect(plainSpaces(publicPage)).toContain(PUBLISHED_TITLE);
      expect(plainSpaces(publicPage)).not.toContain(NEW_TITLE);

      // Approved and published: the same link now shows the published version, and says so.
      const { publishedAt } = await approveAndPublish(operator);
      await expect.poll(() => git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms'), POLL).toBe('');
      // Between the branch's merge and the site's reload the link shows the version published before; then the new one.
      await expect.poll(async () => {
        await seen.reload();
        return [plainSpaces(await seen.locator('h1').innerText()), plainSpaces(await bar.innerText()).includes('опубликованная версия')];
      }, POLL).toEqual([NEW_TITLE, true]);
      timed('«Опубликовать сейчас» → the link shows the published version', publishedAt);
    } finally {
      await supplier.close();
    }
  }, 180_000);

  test('when an operator saves a new campaign with its banner without publishing it, then the supplier\'s link opens it at its address with that banner, the bar saying it is under review, while the public meets the 404', async () => {
    const { server, studioBase } = await suite.startStudio();
    const operator = await suite.addOperator();
    const { page } = operator;
    await page.goto(`${studioBase}/#/collections/campaigns/new`);
    await signIn(operator);
    await fillCampaign(operator, {
      address: 'zima2025', code: 'zima25', brand: { typed: 'Техно', picked: 'Технониколь' },
      title: 'Зимняя акция Технониколь: баллы за утепление',
      description: 'Утепляйтесь зимой с Технониколь и копите баллы по клубной карте.',
      places: '20', starts: '2025-12-01', ends: '2025-12-31',
    });
    await pickPicture(operator, 'Выберите изображение', banner());
    const saved = await saveDraft(operator);

    const pane = page.frameLocator('iframe').first();
    await pane.getByRole('button', { name: 'Ссылка для поставщика' }).click();
    const field = pane.getByRole('textbox', { name: 'Ссылка для поставщика' });
    await expect.poll(() => field.inputValue(), POLL).toMatch(/\/promo\/zima2025\?preview=\d+\./);
    const link = new URL(await field.inputValue());
    expect(plainSpaces(await pane.getByRole('status').innerText())).toContain('покажет правку на согласовании');
    expect((await fetch(`${server.base}/promo/zima2025`)).status).toBe(404);

    const supplier = await suite.browser.newContext({ locale: 'ru-RU' });
    try {
      const seen = await supplier.newPage();
      await seen.goto(`${server.base}${link.pathname}${link.search}`);
      expect(new URL(seen.url()).pathname).toBe('/promo/zima2025');
      expect(plainSpaces(await seen.locator('h1').innerText())).toBe('Зимняя акция Технониколь: баллы за утепление');
      expect(plainSpaces(await seen.getByRole('region', { name: 'Предпросмотр' }).innerText())).toContain('правка на согласовании');
      // Its own banner, encoded as the site encodes a published one: the green of the art.
      const img = seen.locator('img.banner__img');
      await expect.poll(() => img.evaluate((shown: HTMLImageElement) => shown.complete && shown.naturalWidth), POLL).toBeGreaterThan(0);
      const green = await img.evaluate((shown: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = shown.naturalWidth;
        canvas.height = shown.naturalHeight;
        const drawn = canvas.getContext('2d')!;
        drawn.drawImage(shown, 0, 0);
        return [...drawn.getImageData(10, 10, 1, 1).data].slice(0, 3);
      });
      expect(green[0]).toBeLessThan(70);
      expect(green[1]).toBeGreaterThan(110);
      expect(green[2]).toBeLessThan(100);
      timed('new campaign: «Сохранить» → the supplier\'s link shows it with its banner', saved);
    } finally {
      await supplier.close();
    }
  }, 180_000);
});
