// The studio's experiment pages (server/studio/experiment-page.ts, docs/product.md §12,
// docs/decisions/486-experiments-in-the-studio.md) on the tests' content on 22 October 2025 (EXPERIMENT_DAY), the fixture's headline
// test of knauf2025 running: the list, and the results as the counting store's days give them (an input here,
// as the clock is): no verdict before the minimum sample, which the page states; the verdict, the lift, the chance and
// the sample needed once it is there; the split's warning; the chart with its table. The buttons belong to the
// embedded studio: on a git host they answer where to decide.
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStudioApi, STUDIO_PATHS } from '#server/studio/studio-api.js';
import type { DayCounts } from '#server/studio/experiment-view.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { CONTENT } from '../support/content.js';
import { plainSpaces } from '../support/plain-spaces.js';

const STUDIO_TOKEN = 'studio-token-of-the-experiments-test-0123456789';
const bearer = { authorization: `Bearer ${STUDIO_TOKEN}` };
const PAGE = STUDIO_PATHS.experimentPage.replace(':id', FIXTURE_EXPERIMENT.id);
let t: TestApp;
/** What the counting store holds for the fixture's key in each test. */
let counted: DayCounts[] = [];
let app: express.Express;

/** `n` days from 20 October, each with these counts. */
const days = (n: number, a: [number, number], b: [number, number]): DayCounts[] => Array.from({ length: n }, (_, index) => ({
  day: `2025-10-${20 + index}`, a: { visitors: a[0], conversions: a[1] }, b: { visitors: b[0], conversions: b[1] },
}));
const page = async () => plainSpaces((await request(app).get(PAGE).set(bearer).expect(200)).text);

beforeAll(async () => {
  t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, STUDIO_TOKEN } });
  const api = createStudioApi({
    config: t.config, server: t.server,
    experimentResults: async (key) => ({ days: key === FIXTURE_EXPERIMENT.key ? counted : [] }),
  });
  app = express().use(api.router);
});
afterAll(async () => {
  await t.close();
});

describe('the studio\'s experiment pages', () => {
  test('when asked without the studio\'s secret, then the list, a result page and the buttons are refused in Russian', async () => {
    expect((await request(app).get(STUDIO_PATHS.experimentsPage).expect(401)).text).toContain('Нужен вход в студию');
    expect((await request(app).get(PAGE).expect(401)).text).toContain('Нужен вход в студию');
    await request(app).post(STUDIO_PATHS.keepB.replace(':id', FIXTURE_EXPERIMENT.id)).send({}).expect(401);
  });

  test('when the list is opened, then each experiment links to its results with its campaign, days and state', async () => {
    const list = plainSpaces((await request(app).get(STUDIO_PATHS.experimentsPage).set(bearer).expect(200)).text);
    expect(list).toContain(`<a href="${PAGE}">Заголовок с выгодой</a>`);
    expect(list).toContain('22 октября 2025 — 23 октября 2025</td><td>идёт</td>');
  });

  test('when each version has fewer than 100 visitors, then there is no verdict, and the page says what it waits for', async () => {
    counted = days(1, [90, 9], [85, 20]);
    const text = await page();
    expect(text).toContain('Вывода пока нет: он будет, когда в каждом варианте наберётся не меньше 100 посетителей и 10 достигнутых целей');
    expect(text).toContain('(сейчас посетителей и целей: А — 90 и 9, Б — 85 и 20)');
    expect(text).not.toMatch(/Вариант Б (лучше|хуже)/);
    expect(text).toContain('после минимальной выборки');
  });

  test('when Б clearly converts better over six days, then the verdict, the lift and its interval, the chance and the sample needed are shown', async () => {
    counted = days(6, [1000, 50], [1000, 80]);
    const text = await page();
    expect(text).toMatch(/id="verdict">Вариант Б лучше: конверсия выше на 60,0 % \(от \d+,\d % до \d+,\d %\)/);
    expect(text).toContain('<dd id="chance">больше 99 %</dd>');
    expect(text).toMatch(/при нынешней конверсии А \(5,00 %\), нужно около [\d ]+ посетителей в варианте А и [\d ]+ в варианте Б/);
    expect(text).toContain('<tr data-version="a"><th scope="row">А — как на сайте</th><td>6 000</td><td>300</td><td>5,00 %</td>');
    expect(text).not.toContain('id="srm"');
  });

  test('when the split is off its 50 %, then the page warns in Russian that the result cannot be trusted', async () => {
    counted = days(6, [1000, 50], [800, 40]);
    const text = await page();
    expect(text).toContain('role="alert" id="srm">Внимание: посетители разделились не так, как задано: '
      + 'А — 6 000, Б — 4 800 при доле Б 50 %');
    expect(text).toContain('Результату нельзя доверять');
  });

  test('when the days are counted, then the chart draws both versions\' rates and the table beside it holds the same figures day by day', async () => {
    counted = days(3, [100, 5], [100, 8]);
    const text = await page();
    expect(text).toContain('role="img" aria-labelledby="chart-title chart-desc"');
    expect(text.match(/<polyline points="[^"]+" class="line-[ab]"\/>/g)).toHaveLength(2);
    expect(text.match(/<circle [^>]+ class="dot-[ab]"\/>/g)).toHaveLength(6);
    expect(text).toContain('<tr><th scope="row">22 октября 2025</th><td>300</td><td>15</td><td>5,00 %</td>'
      + '<td>300</td><td>24</td><td>8,00 %</td></tr>');
  });

  test('when the studio\'s repository is a git host\'s, then the page has no buttons and a decision posted is told where to make it', async () => {
    expect(await page()).not.toContain('Оставить вариант Б</button>');
    for (const path of [STUDIO_PATHS.keepA, STUDIO_PATHS.restartExperiment]) {
      const refused = await request(app).post(path.replace(':id', FIXTURE_EXPERIMENT.id)).set(bearer).send({}).expect(404);
      expect(refused.body.message).toMatch(/^На git-хостинге: откройте эксперимент в студии/);
    }
  });

  test('when an experiment the site does not serve is asked, then a Russian 404 page', async () => {
    expect((await request(app).get(STUDIO_PATHS.experimentPage.replace(':id', 'no-such')).set(bearer).expect(404)).text)
      .toContain('Такого эксперимента на сайте нет');
  });
});

describe('a restarted experiment (a new key, its earlier keys kept)', () => {
  const NEW_KEY = 'restartedKey42';
  let restarted: TestApp;
  let restartedApp: express.Express;
  beforeAll(async () => {
    const experiment = { ...FIXTURE_EXPERIMENT, key: NEW_KEY, earlierKeys: [FIXTURE_EXPERIMENT.key] };
    restarted = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, STUDIO_TOKEN }, content: { ...CONTENT, experiments: [experiment] } });
    const byKey: Record<string, DayCounts[]> = {
      [FIXTURE_EXPERIMENT.key]: days(1, [120, 12], [130, 26]), [NEW_KEY]: days(1, [7, 1], [9, 2]),
    };
    const experimentResults = async (key: string) => ({ days: byKey[key] ?? [] });
    const api = createStudioApi({ config: restarted.config, server: restarted.server, experimentResults });
    restartedApp = express().use(api.router);
  });
  afterAll(() => restarted.close());
  const shown = async (query = '', status = 200) =>
    plainSpaces((await request(restartedApp).get(`${PAGE}${query}`).set(bearer).expect(status)).text);

  test('when its page is opened, then it shows the current run\'s counts and links to the earlier run', async () => {
    const text = await shown();
    expect(text).toContain(`Запуски: <a href="${PAGE}?run=${FIXTURE_EXPERIMENT.key}">запуск 1</a> · <strong>текущий</strong>`);
    expect(text).toContain('(сейчас посетителей и целей: А — 7 и 1, Б — 9 и 2)');
  });

  test('when the earlier run is opened, then its own counts are read by its key, said to be an earlier run, with no buttons', async () => {
    const text = await shown(`?run=${FIXTURE_EXPERIMENT.key}`);
    expect(text).toContain('Это результаты прошлого запуска');
    expect(text).toContain(`Запуски: <strong>запуск 1</strong> · <a href="${PAGE}">текущий</a>`);
    expect(text).toMatch(/<td>120<\/td>[\s\S]*<td>130<\/td>/);
    expect(text).not.toContain('</button>');
    expect(await shown('?run=notAnEarlierKey', 404)).toContain('Такого эксперимента на сайте нет');
  });
});
