// An operator's experiment, as ONE walk in real Chromium through the studio (docs/product.md §12,
// docs/decisions/486-experiments-in-the-studio.md): `node dist/server/index.js` with STUDIO=local on a copy of
// the tests' content, the site's clock from 15 October 2025 (PROMO_NOW), Rockwool's campaign running. In order:
//  1. a new «Эксперимент» of Rockwool's page: a new headline and a picture of its own as version Б, Б's banner focus
//     set on Б's picture, the goal picked in words, days past the campaign's end refused on «Сохранить» by the site's
//     own check, then mended and saved for review;
//  2. its preview pane shows either version on demand: А as the site shows it, Б with the new headline; the supplier's
//     links show А or Б, as chosen there, before the experiment is published, and the page's bar says which;
//  3. approved and published: the test runs; fresh visitors of the public page see one version each, both shown;
//     the supplier's links from the preview pane show А or Б, as chosen there, and the bar says which;
//  4. visitors and conversions counted by the server, half of them under Б's share of 50 %, the rest after the operator
//     lowers it to 20 % mid-run (an edit reviewed and published): 650 of А and 350 of Б, as drawn;
//  5. the result page: the verdict, the lift, the chart and its table (screenshots under WALK_SHOTS, if set);
//  6. «Оставить вариант Б»: the test ends, every visitor sees Б's headline at once, and the campaign's change with Б's
//     headline waits «На проверке»; a colleague's approval publishes it, and Б's headline is the campaign's own.
// Then the same walk on law, a page with a variant of its own (the visitor's city): Б's heading set in law's own fields of
// the form, previewed by the supplier's links before and after publishing, visitors of both cities counted (the goal: a
// feedback form accepted), the share lowered mid-run and the result read at each step, Б kept and every visitor shown Б.
// Run by `npm run test:walk` (docs/testing.md), not by `npm test`.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FrameLocator } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { get } from '../support/server-process.js';
import { startLocalStudio, stopLocalStudio, studioGit, type LocalStudio } from '../support/local-studio.js';
import { LIVE_WITHIN_MS, servedBy } from '../support/site-changes.js';
import {
  approveAndPublish, failureJournal, openStudioPage, pickPicture, saveDraft, signIn, statusButton, STEP_TIMEOUT_MS, type StudioPage,
} from '../support/studio-operator.js';
import { countVisits } from '../support/experiment-visits.js';

const DAY = '2025-10-15T12:00:00+03:00';
const POLL = { timeout: STEP_TIMEOUT_MS };
const CAMPAIGN = 'rockwool25';
const TITLE_A = 'Акция Rockwool: дополнительные баллы за теплоизоляцию';
const TITLE_B = 'Rockwool: до 3 000 баллов за утепление дома';
const NAME = 'Заголовок с баллами';
const ID = 'zagolovok-s-ballami';
/** Where the result page's screenshots go, for the closing note (not the repository). */
const SHOTS = process.env.WALK_SHOTS;
/** The studio's server signs its visitors' ids with it; the simulated visitors bring ids signed for their draw. */
const SECRET = 'experiment-secret-of-the-walk-0123456789abcdef';

let browser: Browser;
let studio: LocalStudio | undefined;
let operator: StudioPage | undefined;

/** A visitor's browser, as the site tells it from a crawler (a request with no User-Agent is shown А, never drawn). */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
const visit = (base: string) => get(`${base}/promo/${CAMPAIGN}`, BROWSER);
const h1 = (html: string) => plainSpaces(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

/** Б's own picture: a designer's JPEG. */
let art: string;
const pictureB = () => path.join(art, 'rockwool-b.jpg');

beforeAll(async () => {
  art = mkdtempSync(path.join(tmpdir(), 'promo-walk-art-'));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2b5fa8' } }).jpeg().toFile(pictureB());
  browser = await launchBrowser();
}, 90_000);
afterEach(({ task }) => {
  if (task.result?.state === 'fail' && studio && operator) console.info(failureJournal(operator, studio.server.logs));
});
afterAll(async () => {
  await operator?.context.close();
  await browser?.close();
  stopLocalStudio(studio);
  rmSync(art, { recursive: true, force: true });
});

/** The supplier's link for the version chosen in the experiment's preview pane, opened in the supplier's own browser. */
async function supplierSees(pane: FrameLocator, button: string, base: string, address = `/promo/${CAMPAIGN}`) {
  await pane.getByRole('button', { name: button, exact: true }).click();
  const field = pane.getByRole('textbox', { name: 'Ссылка для поставщика' });
  const before = await field.inputValue().catch(() => '');
  await pane.getByRole('button', { name: 'Ссылка для поставщика' }).click();
  await expect.poll(() => field.inputValue(), POLL).toMatch(new RegExp(`${address}\\?preview=`));
  await expect.poll(() => field.inputValue(), POLL).not.toBe(before);
  const link = new URL(await field.inputValue());
  const supplier = await browser.newContext({ locale: 'ru-RU' });
  try {
    const seen = await supplier.newPage();
    await seen.goto(`${base}${link.pathname}${link.search}`);
    const bar = plainSpaces(await seen.getByRole('region', { name: 'Предпросмотр' }).innerText());
    return { h1: plainSpaces(await seen.locator('h1').innerText()), bar, version: link.searchParams.get('version') };
  } finally {
    await supplier.close();
  }
}

describe('an operator\'s experiment in the studio', () => {
  test('when an operator makes an experiment, has it reviewed, previews both versions, reads its result and keeps Б, '
    + 'then Б is the campaign\'s page for everyone', async () => {
    studio = await startLocalStudio('promo-studio-experiment-', { PROMO_NOW: DAY, EXPERIMENT_SECRET: SECRET });
    const { server, studioBase } = studio;
    const git = studioGit(studio.dir);
    const branches = () => git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms');
    operator = await openStudioPage(browser);
    const a = operator;

    // 1. The experiment's form: what is tested, the campaign, the goal in words, the days, version Б's headline.
    await a.page.goto(`${studioBase}/#/collections/experiments/new`);
    await signIn(a);
    await a.page.getByPlaceholder('Имя и фамилия').fill('Ольга Смирнова');
    await a.page.getByRole('button', { name: 'Запомнить имя' }).click();
    await a.page.getByLabel('Что проверяем').fill(NAME);
    await a.page.locator('input[id^="page-field"]').fill('Rockwool');
    await a.page.getByRole('option', { name: TITLE_A }).click();
    await a.page.getByRole('combobox', { name: 'Цель' }).click();
    await a.page.getByRole('option', { name: 'Проверка баллов по карте (акции)' }).click();
    expect(await a.page.getByLabel('Доля варианта Б, %').inputValue()).toBe('50');
    await a.page.locator('input[id^="starts-field"]').fill('2025-10-15');
    await a.page.locator('textarea[id^="title-field"]').first().fill(TITLE_B);
    // Before Б's picture is chosen, its main place's field says so in a sentence its box holds whole.
    const empty = a.page.getByText('Сначала выберите баннер-картинку: точку отмечают на ней.').first();
    expect(await empty.evaluate((words) => {
      const [own, box] = [words.getBoundingClientRect(), words.parentElement!.getBoundingClientRect()];
      return own.bottom <= box.bottom + 0.5 && own.right <= box.right + 0.5 && words.scrollWidth <= words.clientWidth;
    })).toBe(true);
    // Б's own picture, and its main place set on it: the phone's crop keeps it.
    await pickPicture(a, 'Выберите изображение', pictureB());
    const picture = a.page.getByRole('img', { name: 'Баннер: щёлкните по главному месту' });
    const box = (await picture.boundingBox())!;
    await picture.click({ position: { x: box.width * 0.75, y: box.height / 3 } });
    await expect.poll(() => a.page.locator('[data-focus]').getAttribute('data-focus'), POLL).toMatch(/^0\.7[45]\d*,0\.3[23]\d*$/);
    // Days past the campaign's last: the save is refused by the site's own check, saying the campaign's last day, and
    // nothing is stored.
    await a.page.locator('input[id^="ends-field"]').fill('2025-12-15');
    await a.page.getByRole('button', { name: 'Сохранить' }).click();
    await a.page.getByText(/^Не\sудалось\sсохранить\sзапись:\sСайт\sне\sпримет.*позже\sпоследнего\sдня\sакции\s\(30\sноября\s2025\)/)
      .waitFor();
    expect(branches()).toBe('');
    await a.page.locator('input[id^="ends-field"]').fill('2025-11-20');
    await saveDraft(a);
    expect(branches()).toBe(`cms/experiments/${ID}`);

    // 2. The preview pane: Б by default, А on demand, each the campaign's page as the site draws it.
    const pane = a.page.frameLocator('iframe').first();
    const drawn = pane.frameLocator('iframe').first().locator('h1');
    await expect.poll(async () => plainSpaces(await drawn.innerText()), POLL).toBe(TITLE_B);
    await pane.getByRole('button', { name: 'Вариант А — как на сайте' }).click();
    await expect.poll(async () => plainSpaces(await drawn.innerText()), POLL).toBe(TITLE_A);
    await pane.getByRole('button', { name: 'Вариант Б', exact: true }).click();
    await expect.poll(async () => plainSpaces(await drawn.innerText()), POLL).toBe(TITLE_B);
    // Before it is published, the supplier's links show the version chosen, from the experiment's saved change.
    for (const [button, title, letter] of [['Вариант Б', TITLE_B, 'Б'], ['Вариант А — как на сайте', TITLE_A, 'А']] as const) {
      const seen = await supplierSees(pane, button, server.base);
      expect(seen.h1).toBe(title);
      expect(seen.bar).toContain(`Вариант ${letter} эксперимента «${NAME}»`);
    }

    // 3. Reviewed and published: the test runs on the public page, each fresh visitor shown one version.
    const published = await approveAndPublish(a);
    await expect.poll(() => branches(), POLL).toBe('');
    expect(JSON.parse(git('show', `main:experiments/${ID}.json`))).toMatchObject({
      page: CAMPAIGN, name: NAME, share: 50, goal: 'check-bonus', starts: '2025-10-15', ends: '2025-11-20',
      key: expect.stringMatching(/^[A-Za-z0-9]{12}$/),
      variant: { title: TITLE_B, bannerFile: expect.stringMatching(/^rockwool-b[\w-]*\.jpg$/) },
    });
    // Each look is a fresh visitor (no cookie): once the site has the test, half of them are shown Б.
    const seen = new Set<string>();
    // Each visitor drawn is counted by the server (its cookie says so): step 4 brings the rest of each version's visitors.
    const probed = { a: 0, b: 0 };
    await expect.poll(async () => {
      for (let visitor = 0; visitor < 10; visitor += 1) {
        const answer = await visit(server.base);
        seen.add(h1(answer.text));
        if (String(answer.headers['set-cookie'] ?? '').includes('promo_ab=')) probed[h1(answer.text) === TITLE_B ? 'b' : 'a'] += 1;
      }
      return [...seen].sort();
    }, POLL).toEqual([TITLE_A, TITLE_B].sort());
    expect(Date.now() - published.publishedAt).toBeLessThan(STEP_TIMEOUT_MS);

    // Once published, the supplier's links from the preview pane show the version chosen there, and the bar says which.
    for (const [button, title, letter] of [['Вариант Б', TITLE_B, 'Б'], ['Вариант А — как на сайте', TITLE_A, 'А']] as const) {
      const seen = await supplierSees(pane, button, server.base);
      expect(seen.version).toBe(letter === 'Б' ? 'b' : 'a');
      expect(seen.h1).toBe(title);
      expect(seen.bar).toContain(`Вариант ${letter} эксперимента «${NAME}»`);
    }

    // 4. Visitors and conversions as the server counts them: Б converts clearly better. Half of them under Б's share of
    // 50 %; then the operator lowers it to 20 % (an edit reviewed and published, as the form's hint invites) and the rest
    // come under 20 %: 650 visitors of А and 350 of Б in all, as drawn, so the split check finds nothing wrong.
    const url = `/promo/${CAMPAIGN}`;
    const halves = { a: { visitors: 250 - probed.a, conversions: 20 }, b: { visitors: 250 - probed.b, conversions: 60 } };
    let visitors = await countVisits(server.base, url, halves, SECRET);
    await a.page.goto(`${studioBase}/#/collections/experiments/entries/${ID}`);
    await a.page.getByLabel('Доля варианта Б, %').fill('20');
    await saveDraft(a);
    await approveAndPublish(a);
    // Fresh visitors until one is drawn under the new share: each drawn is counted, so the rest is that much fewer.
    const probes = { a: 0, b: 0 };
    await expect.poll(async () => {
      const draw = /promo_ab=[^;]*~([ab])~(\d+)~/.exec(String((await visit(server.base)).headers['set-cookie'] ?? ''));
      if (draw) probes[draw[1] as 'a' | 'b'] += 1;
      return draw?.[2];
    }, POLL).toBe('20');
    const rest = { a: { visitors: 400 - probes.a, conversions: 32 }, b: { visitors: 100 - probes.b, conversions: 24 } };
    visitors += await countVisits(server.base, url, rest, SECRET);
    console.info(`${visitors} fresh visitors came to count 650 of А and 350 of Б`);

    // 5. The result page: the verdict once both versions have their minimum sample, the lift, the chart and its table.
    await a.page.goto(`${studioBase}/experiments`);
    await a.page.getByRole('link', { name: NAME }).click();
    const verdict = plainSpaces(await a.page.locator('#verdict').innerText());
    expect(verdict).toMatch(/^Вариант Б лучше: конверсия выше на 200,0 % \(от \d+,\d % до \d+,\d %\)/);
    expect(plainSpaces(await a.page.locator('tr[data-version="a"]').innerText())).toMatch(/^А — как на сайте\s+650\s+52\s+8,00 %/);
    expect(plainSpaces(await a.page.locator('tr[data-version="b"]').innerText())).toMatch(/^Б — новый\s+350\s+84\s+24,00 %/);
    expect(await a.page.getByRole('img', { name: 'Конверсия вариантов по дням' }).count()).toBe(1);
    const byDay = a.page.getByRole('table', { name: 'Нарастающим итогом по дням' }).locator('tbody tr');
    expect(plainSpaces(await byDay.first().innerText())).toMatch(/^15 октября 2025\s+650\s+52\s+8,00 %\s+350\s+84\s+24,00 %$/);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await a.page.screenshot({ path: path.join(SHOTS, 'result-page.png'), fullPage: true });
    }

    // 6. «Оставить вариант Б»: the campaign's change with Б's headline opened for review, the test ended.
    await a.confirming(/^Оставить вариант Б\?/, () => a.page.getByRole('button', { name: 'Оставить вариант Б' }).click());
    await a.page.getByRole('status').filter({ hasText: /^Готово: правка акции с вариантом Б ждёт согласования/ }).waitFor();
    expect(branches()).toBe(`cms/campaigns/${CAMPAIGN}`);
    expect(JSON.parse(git('show', `main:experiments/${ID}.json`)).decision).toBe('b');
    // Kept Б is every visitor's at once, before the campaign's change is published, and no one is drawn any more.
    await expect.poll(async () => h1((await visit(server.base)).text), POLL).toBe(TITLE_B);
    // The site takes the decision by its content reload, as any publish: the page says so once it has.
    await expect.poll(async () => {
      await a.page.reload();
      return plainSpaces(await a.page.locator('#state').innerText());
    }, POLL).toBe('закончен: оставили вариант Б');
    if (SHOTS) await a.page.screenshot({ path: path.join(SHOTS, 'result-page-kept-b.png'), fullPage: true });
    // A colleague opens the change in the studio, approves and publishes it: Б's headline is the campaign's own.
    await a.page.goto('about:blank');
    await a.page.goto(`${studioBase}/#/collections/campaigns/entries/${CAMPAIGN}`);
    await statusButton(a.page, 'На проверке').waitFor();
    expect(await a.page.getByLabel('Заголовок страницы', { exact: true }).inputValue()).toBe(TITLE_B);
    const kept = await approveAndPublish(a);
    await servedBy(server, `/promo/${CAMPAIGN}`, kept.publishedAt + LIVE_WITHIN_MS, (answer) => h1(answer.text) === TITLE_B);
    // The test is over: no visitor is drawn or given the test's cookie, every one sees Б's headline.
    for (let visitor = 0; visitor < 5; visitor += 1) {
      const answer = await visit(server.base);
      expect(h1(answer.text)).toBe(TITLE_B);
      expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('promo_ab=');
    }
  }, 480_000);

  test('when an operator makes an experiment of law\'s heading, previews both versions, runs it in both cities, lowers the share, '
    + 'reads the result and keeps Б, then every visitor of either city sees Б at once', async () => {
    await operator?.context.close();
    stopLocalStudio(studio);
    // The feedback form's limits per address (docs/product.md §8) are not what this walk is about: each visitor posts once.
    studio = await startLocalStudio('promo-studio-experiment-law-', { PROMO_NOW: DAY, EXPERIMENT_SECRET: SECRET, RATE_LIMITS: 'off' });
    const { server, studioBase } = studio;
    const git = studioGit(studio.dir);
    const branches = () => git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms');
    operator = await openStudioPage(browser);
    const a = operator;
    const LAW_A = 'Юридическим лицам — удобная покупка строительных материалов по выгодным ценам';
    const LAW_B = 'Стройматериалы для компаний: доставка в день заказа';
    const LAW_NAME = 'Заголовок для компаний';
    const lawVisit = (city: string) => get(`${server.base}/promo/law?city_code=${city}`, BROWSER);
    const lawH1 = (html: string) => plainSpaces(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

    // 1. The form: law chosen by its title, its goal in words, Б's heading in law's own fields (a campaign's are not shown).
    await a.page.goto(`${studioBase}/#/collections/experiments/new`);
    await signIn(a);
    await a.page.getByPlaceholder('Имя и фамилия').fill('Ольга Смирнова');
    await a.page.getByRole('button', { name: 'Запомнить имя' }).click();
    await a.page.getByLabel('Что проверяем').fill(LAW_NAME);
    await a.page.locator('input[id^="page-field"]').fill('Юридическим');
    await a.page.getByRole('option', { name: 'Страница «Юридическим лицам»' }).click();
    await a.page.getByRole('combobox', { name: 'Цель' }).click();
    await a.page.getByRole('option', { name: /^Отправка формы обратной связи \(«Юридическим лицам»/ }).click();
    await a.page.locator('input[id^="starts-field"]').fill('2025-10-15');
    await a.page.locator('input[id^="ends-field"]').fill('2025-11-20');
    expect(await a.page.getByRole('button', { name: 'Выберите изображение' }).count()).toBe(0);
    await a.page.locator('input[id^="heading-field"]').first().fill(LAW_B);
    await saveDraft(a);
    const LAW_ID = branches().replace(/^cms\/experiments\//, '');
    expect(LAW_ID).toMatch(/^zagolovok-dl/);
    expect(JSON.parse(git('show', `cms/experiments/${LAW_ID}:experiments/${LAW_ID}.json`)).variant).toEqual({ hero: { heading: LAW_B } });

    // 2. Before it is published, the supplier's links show the version chosen, and the page's bar says which.
    const pane = a.page.frameLocator('iframe').first();
    const looks = async () => {
      for (const [button, title, letter] of [['Вариант Б', LAW_B, 'Б'], ['Вариант А — как на сайте', LAW_A, 'А']] as const) {
        const seen = await supplierSees(pane, button, server.base, '/promo/law');
        expect(seen.h1).toBe(title);
        expect(seen.bar).toContain(`Вариант ${letter} эксперимента «${LAW_NAME}»`);
      }
    };
    await looks();

    // 3. Published: fresh visitors of either city are shown one version each, both shown in each city.
    await approveAndPublish(a);
    await expect.poll(() => branches(), POLL).toBe('');
    const probed = { a: 0, b: 0 };
    for (const city of ['spb', 'msk']) {
      const seen = new Set<string>();
      await expect.poll(async () => {
        const answer = await lawVisit(city);
        seen.add(lawH1(answer.text));
        if (String(answer.headers['set-cookie'] ?? '').includes('promo_ab=')) probed[lawH1(answer.text) === LAW_B ? 'b' : 'a'] += 1;
        return [...seen].sort();
      }, POLL).toEqual([LAW_A, LAW_B].sort());
    }
    await looks();

    // 4. Visitors of both cities, half under Б's share of 50 %, the rest under 20 %, each result read as it stands.
    const result = async () => {
      await a.page.goto(`${studioBase}/experiments`);
      await a.page.getByRole('link', { name: LAW_NAME }).click();
      return plainSpaces(await a.page.locator('#verdict').innerText());
    };
    const quarter = { a: { visitors: 125 - probed.a, conversions: 10 }, b: { visitors: 125 - probed.b, conversions: 30 } };
    await countVisits(server.base, '/promo/law?city_code=spb', quarter, SECRET, 'feedback-sent');
    const msk = { a: { visitors: 125, conversions: 10 }, b: { visitors: 125, conversions: 30 } };
    await countVisits(server.base, '/promo/law?city_code=msk', msk, SECRET, 'feedback-sent');
    expect(await result()).toMatch(/^Вариант Б лучше: конверсия выше на 200,0 %/);
    await a.page.goto(`${studioBase}/#/collections/experiments/entries/${LAW_ID}`);
    expect(await a.page.locator('input[id^="heading-field"]').first().inputValue()).toBe(LAW_B);
    await a.page.getByLabel('Доля варианта Б, %').fill('20');
    await saveDraft(a);
    await approveAndPublish(a);
    await expect.poll(() => JSON.parse(git('show', `main:experiments/${LAW_ID}.json`)), POLL)
      .toMatchObject({ share: 20, variant: { hero: { heading: LAW_B } } });
    const probes = { a: 0, b: 0 };
    await expect.poll(async () => {
      const draw = /promo_ab=[^;]*~([ab])~(\d+)~/.exec(String((await lawVisit('spb')).headers['set-cookie'] ?? ''));
      if (draw) probes[draw[1] as 'a' | 'b'] += 1;
      return draw?.[2];
    }, POLL).toBe('20');
    await countVisits(server.base, '/promo/law?city_code=spb', { a: { visitors: 200 - probes.a, conversions: 16 },
      b: { visitors: 50 - probes.b, conversions: 12 } }, SECRET, 'feedback-sent');
    const later = { a: { visitors: 200, conversions: 16 }, b: { visitors: 50, conversions: 12 } };
    await countVisits(server.base, '/promo/law?city_code=msk', later, SECRET, 'feedback-sent');

    // 5. The result: the share lowered raised no alarm; the verdict, the table and its days.
    expect(await result()).toMatch(/^Вариант Б лучше: конверсия выше на 200,0 % \(от \d+,\d % до \d+,\d %\)/);
    expect(plainSpaces(await a.page.locator('tr[data-version="a"]').innerText())).toMatch(/^А — как на сайте\s+650\s+52\s+8,00 %/);
    expect(plainSpaces(await a.page.locator('tr[data-version="b"]').innerText())).toMatch(/^Б — новый\s+350\s+84\s+24,00 %/);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await a.page.screenshot({ path: path.join(SHOTS, 'result-page-law.png'), fullPage: true });
    }

    // 6. «Оставить вариант Б»: law's change with Б's heading opened for review, and every visitor of either city sees Б at once.
    await a.confirming(/^Оставить вариант Б\?/, () => a.page.getByRole('button', { name: 'Оставить вариант Б' }).click());
    await a.page.getByRole('status').filter({ hasText: /^Готово: правка страницы с вариантом Б ждёт согласования/ }).waitFor();
    expect(branches()).toBe('cms/pages/law');
    for (const city of ['spb', 'msk']) await expect.poll(async () => lawH1((await lawVisit(city)).text), POLL).toBe(LAW_B);
    await expect.poll(async () => {
      await a.page.reload();
      return plainSpaces(await a.page.locator('#state').innerText());
    }, POLL).toBe('закончен: оставили вариант Б');
    if (SHOTS) await a.page.screenshot({ path: path.join(SHOTS, 'result-page-law-kept-b.png'), fullPage: true });
    for (const city of ['spb', 'msk']) {
      const answer = await lawVisit(city);
      expect(lawH1(answer.text)).toBe(LAW_B);
      expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('promo_ab=');
    }
  }, 480_000);
});