// An operator's landing, as ONE walk in real Chromium through the studio alone (docs/product.md §13, docs/content.md
// «Лендинги»): `node dist/server/index.js` with STUDIO=local on a copy of the tests' content, the limits on, the
// experiments counted in a real redis-server, the site's clock at noon of 20 October 2025 (PROMO_NOW), the landing's
// first day. No file is written by hand: every step is the studio's form, its preview pane, its buttons. In order:
//  1. «Новый лендинг» «Неделя Knauf»: its address, texts, theme and days; seven blocks added by «Добавить блоки», one of
//     each of seven types, each filled in its own form (the hero's picture chosen and its main place clicked on it);
//     the «Кнопка» block removed, the «Проверка покупок» block moved up twice from the keyboard: six blocks, in order;
//  2. the preview pane draws the page by its own components at a phone's width (390 px) and a desktop's (1440 px),
//     whole at each (screenshots under WALK_SHOTS, if set);
//  3. saved for review: not on the site; the supplier's link from the preview pane shows the change under review;
//  4. approved and published: live on the public page on its first day, «Идёт», its file the six blocks in order;
//  5. a phone visitor at 320 px with 200 % text reads it whole: nothing scrolls sideways, no text is clipped, no word is
//     cut without a drawn hyphen (tests/support/text-zoom.ts, broken-words.ts: the readers of tests/browser);
//  6. an experiment on the hero's heading, made in the studio («Новый эксперимент»: the landing picked by its title, the
//     goal in words, Б's first block «Первый экран» with its heading alone), its Б shown by the supplier's link, published:
//     fresh visitors see either heading; visitors and savings checks of each version are counted by the server
//     (tests/support/experiment-visits.ts), and the result page reads each version's visitors and conversions;
//  7. «Оставить вариант Б»: every visitor sees Б's heading at once, and the landing's change with it waits «На проверке»;
//     approved and published, Б's heading is the landing's own (its file: Б's first block over the landing's).
// Run by `npm run test:walk` (docs/testing.md), not by `npm test`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPageContext } from '../support/browser.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { get } from '../support/server-process.js';
import { startLocalStudio, studioGit } from '../support/local-studio.js';
import { changeBy, changesSoFar, LIVE_WITHIN_MS, servedBy } from '../support/site-changes.js';
import {
  approveAndPublish, asSupplier, openStudioPage, pickPicture, saveDraft, signIn, STEP_TIMEOUT_MS, type StudioPage,
} from '../support/studio-operator.js';
import { studioWalk } from '../support/studio-walk.js';
import { textZoomProblems, zoomText } from '../support/text-zoom.js';
import { wordBreaks } from '../support/broken-words.js';
import { countVisits } from '../support/experiment-visits.js';

/** The landing's first day, at noon (Moscow): the site's clock. */
const FIRST_DAY = '2025-10-20';
const POLL = { timeout: STEP_TIMEOUT_MS };
const ID = 'nedelya-knauf';
const TITLE = 'Неделя Knauf';
const HEADING = 'Неделя Knauf: двойные баллы за сухие смеси';
const HEADING_B = 'Двойные баллы за смеси Knauf — только до 26 октября';
const TEST_NAME = 'Заголовок со сроком';
/** A visitor's browser, as the site tells it from a crawler (a request with no User-Agent is shown А, never drawn). */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
/** Where the preview's screenshots go, for the closing note (not the repository). */
const SHOTS = process.env.WALK_SHOTS;
const SECRET = 'landing-walk-experiment-secret-0123456789abcdef';
/** The blocks as published, in order (the «Кнопка» block removed, the savings check moved up). */
const PUBLISHED_TYPES = ['hero', 'text', 'steps', 'savings-check', 'brands', 'faq'];

/** The walk's browser, redis-server, studio and operator, and the hero's picture: a designer's JPEG. */
const walk = studioWalk('promo-walk-landing-art-', { 'knauf-week.jpg': '#1d5fa8' });

const h1 = (html: string) => plainSpaces(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

/** The landing form's block `n` (from 0): its list item, found by its type's label (Decap's typed list labels each item). */
const block = ({ page }: StudioPage, n: number): Locator => page.locator('label[for^="blocks-field"]').nth(n).locator('..');
/** The blocks' types as the form lists them, by their names in the studio. */
const blockNames = async ({ page }: StudioPage) => (await page.locator('label[for^="blocks-field"]').allTextContents())
  .map((name) => plainSpaces(name).trim());

/** «Добавить блоки» → the type named `type`: the new block is the last one. */
async function addBlock(a: StudioPage, type: string): Promise<Locator> {
  const before = (await blockNames(a)).length;
  await a.page.getByRole('button', { name: 'Добавить блоки' }).click();
  await a.page.getByRole('menuitem', { name: type, exact: true }).click();
  await expect.poll(async () => (await blockNames(a)).length, POLL).toBe(before + 1);
  return block(a, before);
}

/** A brand picked in a relation field (`input`) by what the operator types. */
async function pickBrand(a: StudioPage, input: Locator, typed: string, name: string): Promise<void> {
  await input.fill(typed);
  await a.page.getByRole('option', { name, exact: true }).click();
}

/** The site's page drawn inside the preview pane at `width` («телефон», «компьютер»): its layout width as its window has it. */
async function previewAt(pane: FrameLocator, button: string): Promise<number> {
  await pane.getByRole('button', { name: button, exact: true }).click();
  const site = pane.frameLocator('iframe').first().locator('body');
  return site.evaluate((body) => body.ownerDocument.defaultView!.innerWidth);
}

describe('an operator\'s landing in the studio alone', () => {
  test('when an operator makes «Неделя Knauf» of six blocks in the studio, previews it at 390 and 1440 px, sends the supplier link '
    + 'and publishes it, then it is live on its first day, a phone at 320 px with 200 % text reads it whole, and an experiment on its '
    + 'hero\'s heading runs, its result page reads and Б kept is the landing\'s own', async () => {
    const studio = await startLocalStudio('promo-studio-landing-', {
      PROMO_NOW: `${FIRST_DAY}T12:00:00+03:00`, EXPERIMENT_SECRET: SECRET, EXPERIMENT_REDIS_URL: walk.redis.url, RATE_LIMITS: 'on',
    });
    walk.studio = studio;
    const { server, studioBase } = studio;
    const git = studioGit(studio.dir);
    const branches = () => git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms');
    const a = await openStudioPage(walk.browser);
    walk.operator = a;

    // 1. A new landing: its address, texts, theme (a brand of «Бренды»), apiSlug and days.
    await a.page.goto(`${studioBase}/#/collections/landings/new`);
    await signIn(a);
    await a.page.getByPlaceholder('Имя и фамилия').fill('Ольга Смирнова');
    await a.page.getByRole('button', { name: 'Запомнить имя' }).click();
    await a.page.getByLabel('Адрес страницы').fill(ID);
    await a.page.getByLabel('Заголовок страницы').fill(TITLE);
    await a.page.getByLabel('Описание', { exact: true }).fill('Неделя Knauf в «Петровиче»: двойные баллы за сухие смеси, советы и ответы.');
    // The theme starts as the retailer's own colours.
    expect(await a.page.getByText('Цвета «Петровича»', { exact: true }).count()).toBe(1);
    await pickBrand(a, a.page.locator('input[id^="theme-field"]'), 'Knauf', 'Knauf');
    await a.page.getByLabel('Код акции в учётной системе').fill(ID);
    await a.page.locator('input[id^="starts-field"]').fill(FIRST_DAY);
    await a.page.locator('input[id^="ends-field"]').fill('2025-10-26');

    // Seven blocks, one of each of seven types, each in its own form.
    const hero = await addBlock(a, 'Первый экран');
    await hero.getByLabel(/^Заголовок/).first().fill(HEADING);
    await hero.getByLabel('Текст под заголовком').fill('Семь дней двойных баллов на клубную карту за сухие смеси Knauf.');
    await pickPicture(a, 'Выберите изображение', walk.picture('knauf-week.jpg'));
    const art = a.page.getByRole('img', { name: 'Баннер: щёлкните по главному месту' });
    const box = (await art.boundingBox())!;
    await art.click({ position: { x: box.width * 0.7, y: box.height * 0.4 } });
    await expect.poll(() => a.page.locator('[data-focus]').getAttribute('data-focus'), POLL).toMatch(/^0\.[67]\d*,0\.[34]\d*$/);
    const text = await addBlock(a, 'Текст');
    await text.getByLabel(/^Заголовок/).first().fill('Что в акции');
    await text.getByLabel('Текст', { exact: true }).fill(
      'Всю неделю за сухие смеси Knauf начисляем **двойные баллы**.\n\n- штукатурки и шпаклёвки\n- наливные полы\n\n'
      + 'Весь ассортимент — в [каталоге «Петровича»](https://petrovich.ru/catalog/).',
    );
    const steps = await addBlock(a, 'Шаги');
    await steps.getByLabel(/^Заголовок/).first().fill('Как получить баллы');
    const stepsTyped = [['Купите', 'Смеси Knauf в магазине или на сайте.'], ['Покажите карту', 'Назовите номер клубной карты на кассе.']];
    for (const [title, line] of stepsTyped) {
      await steps.getByRole('button', { name: 'Добавить шаги' }).click();
      await steps.getByLabel('Шаг', { exact: true }).last().fill(title!);
      await steps.getByLabel('Подробности').last().fill(line!);
    }
    const button = await addBlock(a, 'Кнопка');
    await button.getByLabel('Надпись').fill('Все акции');
    await button.getByLabel('Ссылка').fill('/promo/');
    const brands = await addBlock(a, 'Бренды');
    await brands.getByLabel(/^Заголовок/).first().fill('Бренд недели');
    await brands.getByRole('button', { name: 'Добавить бренды' }).click();
    await pickBrand(a, brands.locator('input[id^="brand-field"]'), 'Kna', 'Knauf');
    await brands.getByLabel('Ссылка').fill('https://petrovich.ru/brands/knauf/');
    const faq = await addBlock(a, 'Вопросы и ответы');
    await faq.getByLabel(/^Заголовок/).first().fill('Вопросы и ответы');
    await faq.getByRole('button', { name: 'Добавить вопросы' }).click();
    await faq.getByLabel('Вопрос', { exact: true }).fill('Когда придут баллы?');
    await faq.getByLabel('Ответ').fill('В течение **14 дней** после покупки.');
    const check = await addBlock(a, 'Проверка покупок');
    await check.getByLabel(/^Заголовок/).first().fill('Проверьте свои покупки');
    expect(await blockNames(a)).toEqual(['Первый экран', 'Текст', 'Шаги', 'Кнопка', 'Бренды', 'Вопросы и ответы', 'Проверка покупок']);

    // The «Кнопка» block removed; the savings check moved up twice, from the keyboard (its handle, space, arrow, space).
    await button.getByRole('button', { name: 'Удалить', exact: true }).first().click();
    await expect.poll(() => blockNames(a), POLL)
      .toEqual(['Первый экран', 'Текст', 'Шаги', 'Бренды', 'Вопросы и ответы', 'Проверка покупок']);
    for (const above of ['Вопросы и ответы', 'Бренды']) {
      const names = await blockNames(a);
      const handle = block(a, names.indexOf('Проверка покупок')).getByRole('button', { name: 'Перенести' }).first();
      // Each key's effect awaited as a screen reader hears it (the list's live region, studio/list-moves.ts).
      const said = (words: string) => a.page.getByRole('status').filter({ hasText: new RegExp(`^${words}$`) }).waitFor();
      const [from, to] = [names.indexOf('Проверка покупок') + 1, names.indexOf(above) + 1];
      await handle.focus();
      await a.page.keyboard.press('Space');
      await said(`Место ${from} из ${names.length}\\.`);
      await a.page.keyboard.press('ArrowUp');
      await said(`Место ${to} из ${names.length}\\.`);
      await a.page.keyboard.press('Space');
      await said(`Поставлен на место ${to} из ${names.length}\\.`);
      await expect.poll(async () => (await blockNames(a)).indexOf('Проверка покупок'), POLL).toBe(names.indexOf(above));
    }
    expect(await blockNames(a)).toEqual(['Первый экран', 'Текст', 'Шаги', 'Проверка покупок', 'Бренды', 'Вопросы и ответы']);

    // 2. The preview pane: the page by its own components at a phone's width and a desktop's, whole at each.
    const pane = a.page.frameLocator('iframe').first();
    const site = pane.frameLocator('iframe').first();
    await expect.poll(async () => plainSpaces(await site.locator('h1').innerText()), POLL).toBe(HEADING);
    for (const [button, width] of [['телефон', 390], ['компьютер', 1440]] as const) {
      expect(await previewAt(pane, button)).toBe(width);
      // Each block drawn: the hero's heading, the steps, the savings check's form, the brand's mark, the question.
      await expect.poll(async () => plainSpaces(await site.locator('main').innerText()), POLL).toMatch(
        /Неделя Knauf: двойные баллы[\s\S]*Что в акции[\s\S]*Как получить баллы[\s\S]*Проверьте свои покупки[\s\S]*Бренд недели[\s\S]*Когда придут баллы\?/,
      );
      // The hero's picture: the crop cut in the studio around the point clicked.
      await expect.poll(() => site.locator('.banner img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL)
        .toBeGreaterThan(0);
      expect(await site.locator('body').evaluate((body) => body.ownerDocument.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await a.page.locator('iframe').first().screenshot({ path: path.join(SHOTS, `landing-preview-${width}.png`) });
      }
    }

    // 3. Saved for review: not on the site yet; the supplier's link shows the change under review.
    await saveDraft(a);
    expect(branches()).toBe(`cms/landings/${ID}`);
    expect((await get(`${server.base}/promo/${ID}`)).status).toBe(404);
    await pane.getByRole('button', { name: 'Ссылка для поставщика' }).click();
    const field = pane.getByRole('textbox', { name: 'Ссылка для поставщика' });
    await expect.poll(() => field.inputValue(), POLL).toMatch(new RegExp(`/promo/${ID}\\?preview=\\d+\\.`));
    const underReview = await asSupplier(walk.browser, server.base, await field.inputValue());
    expect(underReview.h1).toBe(HEADING);
    expect(underReview.bar).toContain('правка на согласовании');

    // 4. Approved and published: live on its first day, running, its file the six blocks in order.
    const { publishedAt } = await approveAndPublish(a);
    const live = await servedBy(server, `/promo/${ID}`, publishedAt + LIVE_WITHIN_MS);
    expect(h1(live.text)).toBe(HEADING);
    expect(live.text).toContain('Идёт');
    const file = JSON.parse(git('show', `main:landings/${ID}.json`)) as { blocks: { type: string; focus?: unknown }[] };
    expect(file.blocks.map((each) => each.type)).toEqual(PUBLISHED_TYPES);
    expect(file.blocks[0]).toMatchObject({ bannerFile: expect.stringMatching(/^knauf-week[\w-]*\.jpg$/), focus: { x: expect.any(Number) } });
    expect(branches()).toBe('');

    // 5. A phone visitor at 320 px with 200 % text reads it whole.
    const phone = await newPageContext(walk.browser, 320, 568, { isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    try {
      const visitor = await phone.newPage();
      await visitor.goto(`${server.base}/promo/${ID}`);
      await zoomText(visitor, 2);
      const problems = await textZoomProblems(visitor);
      expect(problems.bodyFontPx).toBe(32);
      expect({ overflowX: problems.overflowX, wide: problems.wide, clipped: problems.clipped, cutWords: problems.cutWords })
        .toEqual({ overflowX: 0, wide: [], clipped: [], cutWords: [] });
      expect((await wordBreaks(visitor)).cut).toEqual([]);
      expect(plainSpaces(await visitor.locator('main').innerText())).toMatch(/Как получить баллы[\s\S]*Когда придут баллы\?/);
    } finally {
      await phone.close();
    }

    // 6. An experiment on the hero's heading, made in the studio: Б's first block with its heading alone.
    await a.page.goto('about:blank');
    await a.page.goto(`${studioBase}/#/collections/experiments/new`);
    await signIn(a);
    await a.page.getByLabel('Что проверяем').fill(TEST_NAME);
    await a.page.locator('input[id^="page-field"]').fill('Неделя');
    await a.page.getByRole('option', { name: `${TITLE} (/promo/${ID})` }).click();
    await a.page.getByRole('combobox', { name: 'Цель' }).click();
    await a.page.getByRole('option', { name: /^Проверка баллов по карте \(/ }).click();
    await a.page.locator('input[id^="starts-field"]').fill(FIRST_DAY);
    await a.page.locator('input[id^="ends-field"]').fill('2025-10-26');
    await a.page.getByRole('button', { name: 'Добавить блоки лендинга' }).click();
    await a.page.getByRole('menuitem', { name: 'Первый экран', exact: true }).click();
    await a.page.getByRole('group', { name: 'Блоки лендинга' }).getByLabel(/^Заголовок/).first().fill(HEADING_B);
    await saveDraft(a);
    const test = branches().replace(/^cms\/experiments\//, '');
    expect(JSON.parse(git('show', `cms/experiments/${test}:experiments/${test}.json`))).toMatchObject({
      page: ID, goal: 'check-bonus', variant: { blocks: [{ type: 'hero', heading: HEADING_B }] },
    });
    // Its version Б by the supplier's link from the experiment's preview pane: the landing with Б's heading, the rest as А.
    await pane.getByRole('button', { name: 'Вариант Б', exact: true }).click();
    await pane.getByRole('button', { name: 'Ссылка для поставщика' }).click();
    await expect.poll(() => field.inputValue(), POLL).toMatch(/version=b/);
    const versionB = await asSupplier(walk.browser, server.base, await field.inputValue());
    expect(versionB.h1).toBe(HEADING_B);
    expect(versionB.bar).toContain(`Вариант Б эксперимента «${TEST_NAME}»`);
    expect(versionB.main).toContain('Когда придут баллы?');
    await approveAndPublish(a);
    await expect.poll(() => branches(), POLL).toBe('');
    // Fresh visitors: each is shown one version, both are shown; each drawn is counted.
    const counted = { a: { visitors: 0, conversions: 0 }, b: { visitors: 0, conversions: 0 } };
    const seenHeadings = new Set<string>();
    await expect.poll(async () => {
      const answer = await get(`${server.base}/promo/${ID}`, BROWSER);
      seenHeadings.add(h1(answer.text));
      const drawn = String(answer.headers['set-cookie'] ?? '').includes('promo_ab=');
      if (drawn) counted[h1(answer.text) === HEADING_B ? 'b' : 'a'].visitors += 1;
      return [...seenHeadings].sort();
    }, POLL).toEqual([HEADING, HEADING_B].sort());
    // Visitors and their savings checks, counted by the server (the goal: a savings check answered).
    const wanted = { a: { visitors: 12, conversions: 2 }, b: { visitors: 12, conversions: 5 } };
    await countVisits(server.base, `/promo/${ID}`, wanted, SECRET);
    for (const version of ['a', 'b'] as const) {
      counted[version].visitors += wanted[version].visitors;
      counted[version].conversions += wanted[version].conversions;
    }
    // The result page: each version's visitors and conversions, as the walk brought them; no verdict before the minimum sample.
    await a.page.goto(`${studioBase}/experiments`);
    await a.page.getByRole('link', { name: TEST_NAME }).click();
    const row = async (version: string) => plainSpaces(await a.page.locator(`tr[data-version="${version}"]`).innerText())
      .replace(/\s+/g, ' ');
    expect(await row('a')).toMatch(new RegExp(`^А — как на сайте ${counted.a.visitors} ${counted.a.conversions} `));
    expect(await row('b')).toMatch(new RegExp(`^Б — новый ${counted.b.visitors} ${counted.b.conversions} `));
    expect(plainSpaces(await a.page.locator('#verdict').innerText())).toMatch(/^Вывода пока нет/);
    if (SHOTS) await a.page.screenshot({ path: path.join(SHOTS, 'landing-experiment-result.png'), fullPage: true });

    // 7. «Оставить вариант Б»: Б for every visitor at once, and the landing's change with it, reviewed and published.
    await a.confirming(/^Оставить вариант Б\?/, () => a.page.getByRole('button', { name: 'Оставить вариант Б' }).click());
    await a.page.getByRole('status').filter({ hasText: /^Готово: правка страницы с вариантом Б ждёт согласования/ }).waitFor();
    expect(branches()).toBe(`cms/landings/${ID}`);
    await expect.poll(async () => h1((await get(`${server.base}/promo/${ID}`, BROWSER)).text), POLL).toBe(HEADING_B);
    await a.page.goto('about:blank');
    await a.page.goto(`${studioBase}/#/collections/landings/entries/${ID}`);
    await expect.poll(() => block(a, 0).getByLabel(/^Заголовок/).first().inputValue(), POLL).toBe(HEADING_B);
    const before = changesSoFar(server);
    const kept = await approveAndPublish(a);
    await changeBy(server, before, kept.publishedAt + LIVE_WITHIN_MS);
    expect(h1((await get(`${server.base}/promo/${ID}`, BROWSER)).text)).toBe(HEADING_B);
    const published = JSON.parse(git('show', `main:landings/${ID}.json`)) as { blocks: { type: string; heading?: string }[] };
    expect(published.blocks.map((each) => each.type)).toEqual(PUBLISHED_TYPES);
    expect(published.blocks[0]).toMatchObject({ heading: HEADING_B, lead: expect.stringMatching(/^Семь дней двойных баллов/) });
  }, 600_000);
});
