// An experiment on a landing (docs/product.md §12, §13): its page is the landing's id, version Б changes the texts and
// pictures of its blocks (each block of Б over the landing's of its place, with only what it sets), never their types,
// order or counts, its goal is check-bonus when it has a savings check, and
// its days lie inside the landing's. The files are read as every instance reads them; then the real app serves each
// version its own stored page, and a supplier's link shows either. The day is EXPERIMENT_DAY, when osen-remont runs.
import { mkdtempSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { loadContent } from '#server/content/load-content.js';
import { readExperiments } from '#server/content/experiments.js';
import { signGrant } from '#server/preview/preview-grant.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { EXPERIMENT_DAY } from '../support/experiments.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { stateOf } from '../support/page-state.js';
import { plainSpaces } from '../support/plain-spaces.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PREVIEW_TOKEN = 'preview-token-of-the-landing-test-0123456789';
const HEADING_A = 'Осенний ремонт с «Петровичем»';
const HEADING_B = 'Двойные баллы за ремонт до 31 октября';
type Block = Record<string, unknown>;
const written = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'landings', 'osen-remont.json'), 'utf8')) as { blocks: Block[] };
/** Its blocks with the hero's heading changed, written whole. */
const blocksB = () => written.blocks.map((block, index) => (index === 0 ? { ...block, heading: HEADING_B } : block));
/** The test's version Б as the studio writes it: the first block's heading alone. */
const TEST = {
  page: 'osen-remont', name: 'Заголовок о баллах', key: 'osenHeading1', goal: 'check-bonus',
  starts: '2025-10-20', ends: '2025-10-25', variant: { blocks: [{ type: 'hero', heading: HEADING_B }] },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'promo-landing-test-'));
  cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  rmSync(path.join(dir, 'experiments'), { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The lines the experiment `test` is held back with, as an instance reads the folder. */
function heldBack(test: object): string[] {
  writeFileSync(path.join(dir, 'experiments', 'landing.json'), JSON.stringify(test));
  const content = loadContent({ contentDir: dir, pages: PAGE_REGISTRY });
  const pages = { ...content, kinds: PAGE_REGISTRY.contentFiles, pageFolders: PAGE_REGISTRY.pageFolders };
  return readExperiments(dir, pages).heldBack.flatMap((held) => held.problems.map(plainSpaces));
}

describe('an experiment file on a landing', () => {
  beforeAll(() => cpSync(path.join(FIXTURE_CONTENT_DIR, 'experiments'), path.join(dir, 'experiments'), { recursive: true }));
  const FRAME = 'variant: вариант Б меняет только тексты и картинки блоков — не их типы, порядок, число, товары и бренды';

  test('when Б changes its hero\'s heading, by that field alone or in its blocks written whole, then it is taken', () => {
    expect(heldBack(TEST)).toEqual([]);
    expect(heldBack({ ...TEST, variant: { blocks: blocksB() } })).toEqual([]);
  });

  test.each([
    ['swaps two blocks', () => [written.blocks[0], written.blocks[2], written.blocks[1], ...written.blocks.slice(3)]],
    ['changes a block\'s type', () => written.blocks.map((block, index) => (index === 8 ? { type: 'text', text: 'Все акции' } : block))],
    ['adds a block', () => [...written.blocks, { type: 'button', text: 'Все акции', link: '/promo/' }]],
    ['gives a place another type', () => [{ type: 'text', text: 'Двойные баллы' }]],
    ['shows more products', () => written.blocks.map((block) => (block.type === 'products' ? { ...block, count: 8 } : block))],
  ])('when Б %s, then it is held back: Б changes texts and pictures only', (_what, blocks) => {
    expect(heldBack({ ...TEST, variant: { blocks: blocks() } })).toEqual([FRAME]);
  });

  test('when its goal is not the landing\'s, or its days leave the landing\'s, then each is a line', () => {
    expect(heldBack({ ...TEST, goal: 'check-card', starts: '2025-09-25' })).toEqual([
      'goal: у этой страницы цели — check-bonus (Проверка баллов по карте)',
      'starts: раньше первого дня акции (2025-10-01)',
    ]);
  });

  test('when the landing has no savings check, then an experiment on it has no goal to measure', () => {
    const blocks = [{ type: 'hero', heading: 'Зимние скидки', lead: 'Скоро' }, { type: 'text', text: 'Следите за [акциями](/promo/).' }];
    const landing = { title: 'Зимние скидки', description: 'Скоро', theme: 'petrovich', starts: '2025-11-01', ends: '2025-11-30', blocks };
    writeFileSync(path.join(dir, 'landings', 'bez-proverki.json'), JSON.stringify(landing));
    const variant = { blocks: [{ ...blocks[0], heading: 'Зимние скидки уже скоро' }, blocks[1]] };
    expect(heldBack({ ...TEST, page: 'bez-proverki', starts: '2025-11-02', ends: '2025-11-05', variant }))
      .toEqual(['goal: на этой странице нет события-цели, эксперимент на ней нечем измерить']);
  });
});

describe('a landing under test, through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'experiments', 'landing.json'), JSON.stringify(TEST));
    t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, CONTENT_DIR: dir, UPSTREAM_CACHE_TTL_MS: '600000', PREVIEW_TOKEN } });
  });
  afterAll(() => t.close());
  const h1 = (html: string) => plainSpaces(/<h1>(.*?)<\/h1>/.exec(html.replace(/<\/?(span|i|wbr)[^>]*>/g, ''))?.[1] ?? '');
  const cookiesOf = (headers: Record<string, unknown>) =>
    ((headers['set-cookie'] as string[] | undefined) ?? []).map((line) => line.split(';')[0]!).join('; ');

  test('when browsers come, then each gets its version\'s heading, stored per version: a returning one gets it from the cache', async () => {
    const returning = new Map<string, string>();
    for (let visitor = 0; visitor < 30 && returning.size < 2; visitor += 1) {
      const first = await request(t.listener).get('/promo/osen-remont').set('user-agent', BROWSER).expect(200);
      const { version } = stateOf(first.text).page.experiment!;
      expect(h1(first.text)).toBe(version === 'b' ? HEADING_B : HEADING_A);
      // Б's hero keeps what Б does not set, and the blocks after it are the landing's.
      expect(plainSpaces(first.text)).toMatch(/Покупайте сухие смеси[\s\S]*Три шага к баллам/);
      returning.set(version, cookiesOf(first.headers));
    }
    expect([...returning.keys()].toSorted()).toEqual(['a', 'b']);
    for (const [version, cookie] of returning) {
      const again = await request(t.listener).get('/promo/osen-remont').set('user-agent', BROWSER).set('cookie', cookie).expect(200);
      expect(h1(again.text)).toBe(version === 'b' ? HEADING_B : HEADING_A);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
  });

  test('when a supplier opens the landing\'s link to a version, then the page is that version with its bar', async () => {
    const link = `preview=${signGrant(PREVIEW_TOKEN, 'osen-remont', Date.now() + 3_600_000)}`;
    const entered = await request(t.listener).get(`/promo/osen-remont?${link}`).set('user-agent', BROWSER).expect(303);
    for (const [version, heading] of [['b', HEADING_B], ['a', HEADING_A]] as const) {
      const res = await request(t.listener).get(`/promo/osen-remont?version=${version}&experiment=landing`)
        .set('user-agent', BROWSER).set('cookie', cookiesOf(entered.headers)).expect(200);
      expect(h1(res.text)).toBe(heading);
      expect(res.text).toContain('class="preview-mark"');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  test('when a supplier opens an upcoming landing\'s link, then it is drawn as it will run (its savings check there), for the holder alone', async () => {
    const link = `preview=${signGrant(PREVIEW_TOKEN, 'zimnie-skidki', Date.now() + 3_600_000)}`;
    const entered = await request(t.listener).get(`/promo/zimnie-skidki?${link}`).set('user-agent', BROWSER).expect(303);
    const previewed = await request(t.listener).get('/promo/zimnie-skidki').set('user-agent', BROWSER)
      .set('cookie', cookiesOf(entered.headers)).expect(200);
    const shared = await request(t.listener).get('/promo/zimnie-skidki').set('user-agent', BROWSER).expect(200);

    expect(previewed.text).toContain('data-island="savings-form"');
    expect(previewed.headers['x-robots-tag']).toBe('noindex');
    expect(plainSpaces(shared.text)).toContain('Акция начнётся 1 ноября 2025');
    expect(shared.text).not.toContain('data-island');
  });
});
