// A landing the schema refuses (docs/product.md §13) is refused by the loader content:check runs and by the running app
// alike, with one Russian line naming the landing's file, the block's number and name, and the field; its last good
// version keeps serving. The real app on a copy of the tests' content reads each change as its watcher does. The day is
// RUNNING_DAY, when the fixture's osen-remont runs.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { copyFixtureContent, loadProblems } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const HOST = 'promo.example.ru';
const ID = 'osen-remont';
let dir: string;
let t: TestApp;
let good: string;

type Json = Record<string, unknown> & { blocks: Record<string, unknown>[] };
const fileOf = (id: string) => path.join(dir, 'landings', `${id}.json`);
const landing = (): Json => JSON.parse(good) as Json;
const page = (id: string) => request(t.listener).get(`/promo/${id}`).set('Host', HOST);

beforeAll(async () => {
  dir = copyFixtureContent('promo-landing-refusals-');
  good = readFileSync(fileOf(ID), 'utf8');
  t = await startApp({ env: { CONTENT_DIR: dir, PUBLIC_ORIGIN: 'https://promo.example.ru' } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  writeFileSync(fileOf(ID), good);
  rmSync(fileOf('knauf2025'), { force: true });
  rmSync(fileOf('remont-vtoroy'), { force: true });
  await t.server.reloadContent();
});

/** Writes the landing as `edit` makes it; the lines the loader refuses the folder with, after the app read the change. */
async function refused(edit: (file: Json) => unknown, id = ID): Promise<string[]> {
  const changed = edit(landing()) ?? undefined;
  writeFileSync(fileOf(id), typeof changed === 'string' ? changed : JSON.stringify(changed));
  await t.server.reloadContent();
  return loadProblems(dir).map((line) => plainSpaces(line.replace(`${dir}${path.sep}`, '')));
}

/** The app read the change, held the file back, and serves the landing's last good version. */
async function lastGoodServes(line: string, id = ID) {
  expect(t.server.reloads.last?.heldBack.map((held) => ({ file: held.file, problems: held.problems.map(plainSpaces) })))
    .toEqual([{ file: `landings/${id}.json`, problems: [line.slice(`landings/${id}.json: `.length)] }]);
  expect(plainSpaces((await page(ID).expect(200)).text)).toContain('Осенний ремонт с «Петровичем»');
}

const question = (file: Json) => (file.blocks[6]!.questions as Json[])[0]!;
const UPSTREAM = 'type: этот блок берёт данные из учётной системы: задайте apiSlug лендинга (код акции)';
const TYPES = 'hero, text, steps, products, savings-check, countdown, faq, brands, button';
const cases: [string, (file: Json) => unknown, string][] = [
  ['an unknown block type', (file) => ((file.blocks[1] = { type: 'video', src: 'x' }), file),
    `landings/${ID}.json: блок 2, type: неизвестный тип блока: можно ${TYPES}`],
  ['a missing field', (file) => (delete file.blocks[3]!.heading, file),
    `landings/${ID}.json: блок 4 (Шаги), heading: обязательное поле, его нет в файле`],
  ['an overlong field', (file) => ((file.blocks[0]!.heading = 'Очень '.repeat(30)), file),
    `landings/${ID}.json: блок 1 (Первый экран), heading: слишком длинный текст: не больше 120 символов`],
  ['a markdown link to another host', (file) => ((file.blocks[2]!.text = 'Смотрите [здесь](https://example.com/sale).'), file),
    `landings/${ID}.json: блок 3 (Текст), text: ссылка «https://example.com/sale» ведёт не на сайт «Петровича»: можно https://petrovich.ru/… или /promo/…`],
  ['<script> in a markdown text', (file) => ((question(file).answer = 'Скоро.\n\n<script>alert(1)</script>'), file),
    `landings/${ID}.json: блок 7 (Вопросы и ответы), questions.1.answer: HTML-разметка — разрешены только абзацы, списки, **жирный** и [ссылки](https://petrovich.ru/…)`],
  ['<script> in a plain text', (file) => ((file.blocks[0]!.lead = 'Скидки <script>alert(1)</script>'), file),
    `landings/${ID}.json: блок 1 (Первый экран), lead: простой текст: без знаков < и >`],
  ['a brand not in content/brands', (file) => ((file.blocks[7]!.brands as Json[])[1]!.brand = 'cemix', file),
    `landings/${ID}.json: блок 8 (Бренды), brands.2.brand: нет бренда «cemix» — нужен файл content/brands/cemix.json (или он с ошибками)`],
  ['a products block without an apiSlug', (file) => ((delete file.apiSlug, file.blocks.splice(5, 1)), file),
    `landings/${ID}.json: блок 5 (Товары), ${UPSTREAM}`],
  ['a savings-check block without an apiSlug', (file) => ((delete file.apiSlug, file.blocks.splice(4, 1)), file),
    `landings/${ID}.json: блок 5 (Проверка покупок), ${UPSTREAM}`],
  ['21 blocks', (file) => ((file.blocks = [...file.blocks, ...Array.from({ length: 12 }, () => file.blocks[8]!)]), file),
    `landings/${ID}.json: blocks: слишком много: нужно не больше 20`],
  ['a hero picture not in banners/', (file) => ((file.blocks[0]!.bannerFile = 'zima.jpg'), file),
    `landings/${ID}.json: блок 1 (Первый экран), bannerFile: нет файла banners/zima.jpg`],
  ['a 2 MB file', (file) => JSON.stringify({ ...file, padding: 'я'.repeat(1024 * 1024) }),
    `landings/${ID}.json: файл больше 256 КБ — предела для JSON (в нём 2 МБ)`],
];

describe('a landing the schema refuses', () => {
  test.each(cases)('when its file has %s, then the check and the app refuse it with its line, and its last good version serves', async (_what, edit, line) => {
    expect(await refused(edit)).toEqual([line]);
    await lastGoodServes(line);
  });

  test('when a new landing takes an id a campaign has, then it is refused, and the campaign\'s page is the campaign\'s', async () => {
    const line = 'landings/knauf2025.json: (имя файла): адрес /promo/knauf2025 уже занят акцией content/campaigns/knauf2025.json'
      + ' — у лендинга нужен свой';
    expect(await refused((file) => file, 'knauf2025')).toEqual([line]);
    expect(t.server.reloads.last?.heldBack).toEqual([expect.objectContaining({ file: 'landings/knauf2025.json', kept: false })]);
    expect(plainSpaces((await page('knauf2025').expect(200)).text)).toContain('Акция Knauf 2025');
  });

  test('when a new landing takes the apiSlug a landing before it has, then it is refused, and the first keeps its page', async () => {
    const { apiSlug } = landing();
    const line = `landings/remont-vtoroy.json: apiSlug: «${String(apiSlug)}» — код лендинга ${ID}; `
      + 'у каждого лендинга свой, иначе их календари спорят';
    expect(await refused((file) => file, 'remont-vtoroy')).toEqual([line]);
    await page('remont-vtoroy').expect(404);
    expect(plainSpaces((await page(ID).expect(200)).text)).toContain('Осенний ремонт с «Петровичем»');
  });
});

describe('a hero\'s picture', () => {
  test('when it is in banners/, then it is cut and encoded as a campaign\'s banner: the hero shows it and the link preview is its JPEG', async () => {
    const art = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1040c0' } }).jpeg().toBuffer();
    writeFileSync(path.join(dir, 'banners', 'osen-remont-hero.jpg'), art);
    const file = landing();
    file.blocks[0]!.bannerFile = 'osen-remont-hero.jpg';
    writeFileSync(fileOf(ID), JSON.stringify(file));
    await t.server.reloadContent();
    const html = (await page(ID).expect(200)).text;

    expect(t.server.reloads.last?.heldBack).toEqual([]);
    expect(html).toMatch(/<img class="banner__img"[^>]* src="\/promo\/assets\/banners\/[^"]+\.jpg"/);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/promo\.example\.ru\/promo\/assets\/banners\/[^"]+\.jpg">/);
  });
});

