// The studio's experiment pages (server/studio/experiment-page.ts, docs/product.md §12,
// docs/decisions/486-experiments-in-the-studio.md) on the tests' content on 22 October 2025 (EXPERIMENT_DAY), the fixture's headline
// test of knauf2025 running: the list, and the results as the counting store's days give them (an input here,
// as the clock is): no verdict before the minimum sample, which the page states; the verdict, the lift, the chance and
// the sample needed once it is there; the split's warning; the table by day. The buttons belong to the
// embedded studio: on a git host they answer where to decide.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createStudioApi, STUDIO_PATHS } from '#server/studio/studio-api.js';
import type { DayCounts } from '#server/studio/experiment-view.js';
import type { DrawnUnder, VersionCounts } from '#shared/experiments/statistics.js';
import type { Version } from '#shared/experiments/versions.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';

const STUDIO_TOKEN = 'studio-token-of-the-experiments-test-0123456789';
const bearer = { authorization: `Bearer ${STUDIO_TOKEN}` };
const PAGE = STUDIO_PATHS.experimentPage.replace(':id', FIXTURE_EXPERIMENT.id);
let t: TestApp;
/** What the counting store holds for the fixture's key in each test: the days, and when set, the shares and networks. */
let counted: DayCounts[] = [];
let drawn: DrawnUnder[] | undefined;
let converted: DrawnUnder[] | undefined;
let busiest: Record<Version, VersionCounts> | undefined;
/** Each version's networks with a conversion, when set; unset, each conversion from a network of its own. */
let converting: Record<Version, number> | undefined;
let app: express.Express;
/** The same pages where the studio can decide (the buttons shown): their posts are not made here. */
let deciding: express.Express;

/** `n` days from 20 October, each with these counts. */
const days = (n: number, a: [number, number], b: [number, number]): DayCounts[] => Array.from({ length: n }, (_, index) => ({
  day: `2025-10-${20 + index}`, a: { visitors: a[0], conversions: a[1] }, b: { visitors: b[0], conversions: b[1] },
}));
const page = async (on = app) => plainSpaces((await request(on).get(PAGE).set(bearer).expect(200)).text);

beforeAll(async () => {
  t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, STUDIO_TOKEN } });
  const experimentResults = async (key: string) =>
    (key === FIXTURE_EXPERIMENT.key ? { days: counted, drawn, converted, busiest, converting } : { days: [] });
  app = express().use(createStudioApi({ config: t.config, server: t.server, experimentResults }).router);
  // A decision that reaches the edits is taken (the embedded studio's edits are tests/process/'s).
  const taken = async () => ({ done: true as const, commit: 'taken' });
  const experimentEdits = { keepA: taken, keepB: taken };
  deciding = express().use(createStudioApi({ config: t.config, server: t.server, experimentResults, experimentEdits }).router);
});
afterAll(async () => {
  await t.close();
});

describe('the studio\'s experiment pages', () => {
  beforeEach(() => {
    drawn = undefined;
    converted = undefined;
    busiest = undefined;
    converting = undefined;
  });

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
    // Under the minimum any one conversion is over a tenth of a version's: the page waits, and shows the shares.
    busiest = { a: { visitors: 1, conversions: 1 }, b: { visitors: 3, conversions: 3 } };
    const text = await page();
    expect(text).toContain('Вывода пока нет: он будет, когда в каждом варианте наберётся не меньше 100 посетителей и 10 достигнутых целей');
    expect(text).toContain('(сейчас посетителей и целей: А — 90 и 9, Б — 85 и 20)');
    expect(text).not.toMatch(/Вариант Б (лучше|хуже)|нельзя доверять/);
    expect(text).toContain('<td>3,5 %</td><td>15,0 %</td></tr>');
    // (20/85) / (9/90) − 1 = 1.352941
    expect(text).toContain('<dd id="lift">+135,3 % (интервал — после минимальной выборки)</dd>');
    expect(text).toContain('<td>85</td><td>20</td><td>23,53 %</td><td>после минимальной выборки</td>');
    expect(text).toContain('после минимальной выборки');
  });

  // Every figure below computed apart, in NumPy (tests/unit/experiment-statistics.test.ts has the formulas): the rates'
  // intervals p ± sqrt(p(1 − p)/n)·width(n), width(6000) = 3.03667, the lift's on ln(pb/pa), the sample scanned n by n.
  test('when Б clearly converts better over six days, then the verdict, the lift, the rates, their intervals, the sample needed and the busiest networks are shown', async () => {
    counted = days(6, [1000, 50], [1000, 80]);
    busiest = { a: { visitors: 120, conversions: 20 }, b: { visitors: 300, conversions: 48 } };
    const text = await page();
    expect(text).toContain('id="verdict">Вариант Б лучше: конверсия выше на 60,0 % (от 28,5 % до 99,2 %). '
      + 'Вывод держится на 102 сетях (/24, /48). Можно оставить вариант Б.');
    expect(text).toContain('<dd id="lift">+60,0 % (95 % интервал: от +28,5 % до +99,2 %)</dd>');
    expect(text).toContain('при нынешней конверсии А (5,00 %), нужно около 18 679 посетителей в варианте А и 18 679 в варианте Б');
    expect(text).toContain('<tr data-version="a"><th scope="row">А — как на сайте</th><td>6 000</td><td>300</td><td>5,00 %</td>'
      + '<td>от 4,15 % до 5,85 %</td><td>2,0 %</td><td>6,7 %</td></tr>');
    // 48 of 480 is a tenth, not more: the verdict stands.
    expect(text).toContain('<tr data-version="b"><th scope="row">Б — новый</th><td>6 000</td><td>480</td><td>8,00 %</td>'
      + '<td>от 6,94 % до 9,06 %</td><td>5,0 %</td><td>10,0 %</td></tr>');
    expect(text).not.toContain('нельзя доверять');
    expect(await page(deciding)).toMatch(/>Оставить вариант Б<\/button>.*>Оставить как было<\/button>/);
  });

  test('when Б clearly converts worse, then the verdict says so with the fall and its interval', async () => {
    counted = days(6, [1000, 80], [1000, 50]);
    expect(await page()).toContain('id="verdict">Вариант Б хуже: конверсия ниже на 37,5 % (от 22,2 % до 49,8 %). '
      + 'Вывод держится на 102 сетях (/24, /48). Лучше оставить как было.');
  });

  test('when the lift\'s interval holds zero, then the page says no difference is seen yet, with the interval', async () => {
    counted = days(3, [1000, 50], [1000, 55]);
    // 150 of 3000 against 165 of 3000: lift 0.1, from −0.211938 to 0.535413 (NumPy, as in tests/unit/experiment-statistics.test.ts)
    expect(await page()).toContain('id="verdict">Разницы пока не видно: прирост Б от −21,2 % до +53,5 % — в этих пределах и ноль.');
  });

  test('when the page is read, then no chance that Б beats А is shown: read every day, it passes 95 % in A/A tests', async () => {
    counted = days(6, [1000, 50], [1000, 80]);
    expect(await page()).not.toMatch(/Вероятность|id="chance"/);
  });

  test('when Б\'s share was lowered from 50 to 20 % mid-run and each part split as drawn, then nothing is withheld', async () => {
    counted = [{ day: '2025-10-20', a: { visitors: 3000, conversions: 150 }, b: { visitors: 3000, conversions: 240 } },
      { day: '2025-10-21', a: { visitors: 3980, conversions: 199 }, b: { visitors: 1020, conversions: 82 } }];
    drawn = [{ share: 50, a: 3000, b: 3000 }, { share: 20, a: 3980, b: 1020 }];
    const text = await page(deciding);
    expect(text).not.toContain('нельзя доверять');
    expect(text).toContain('id="verdict">Вариант Б лучше');
    expect(text).toContain('>Оставить вариант Б</button>');
  });

  // tests/unit/experiment-statistics.test.ts computes this lift in NumPy: 0, from −0.232451 to 0.302848; pooled, −8.2 %.
  test('when the page\'s rate rose from 5 to 6.5 % as Б\'s share fell from 50 to 20 %, А and Б alike within each share, then the lift is compared share by share: no difference', async () => {
    counted = [{ day: '2025-10-20', a: { visitors: 3000, conversions: 150 }, b: { visitors: 3000, conversions: 150 } },
      { day: '2025-10-21', a: { visitors: 4000, conversions: 260 }, b: { visitors: 1000, conversions: 65 } }];
    drawn = [{ share: 20, a: 4000, b: 1000 }, { share: 50, a: 3000, b: 3000 }];
    converted = [{ share: 20, a: 260, b: 65 }, { share: 50, a: 150, b: 150 }];
    const text = await page();
    expect(text).toContain('id="verdict">Разницы пока не видно: прирост Б от −23,2 % до +30,3 % — в этих пределах и ноль.');
    expect(text).toContain('<dt>Прирост конверсии Б относительно А (доля Б менялась: А и Б сравниваются внутри каждой доли)</dt>'
      + '<dd id="lift">0,0 % (95 % интервал: от −23,2 % до +30,3 %)</dd>');
    // The conversions by share not all kept (counted before the store held them): the lift pooled, as counted.
    converted = [{ share: 50, a: 150, b: 150 }];
    expect(await page()).toContain('<dd id="lift">−8,2 % (95 % интервал: от ');
  });

  test('when visitors of Б were lost after the share changed, then the verdict and the decision are withheld, and the page says why', async () => {
    counted = [{ day: '2025-10-20', a: { visitors: 3000, conversions: 150 }, b: { visitors: 3000, conversions: 240 } },
      { day: '2025-10-21', a: { visitors: 4200, conversions: 210 }, b: { visitors: 800, conversions: 64 } }];
    drawn = [{ share: 50, a: 3000, b: 3000 }, { share: 20, a: 4200, b: 800 }];
    const text = await page(deciding);
    // (3800 − 4000)² / (6000·0.25 + 5000·0.16) = 17.39; SciPy: chi2.sf(17.391, 1) = 0.0000304
    expect(text).toContain('id="verdict">Результату нельзя доверять, вывода и решения нет: посетители разделились не так, как их '
      + 'распределяли: А — 7 200, Б — 3 800, а по доле Б, при которой пришёл каждый, в Б ждали около 4 000 (хи-квадрат 17,4, p 0,00003)');
    expect(text).not.toMatch(/Вариант Б (лучше|хуже)|Оставить вариант Б<\/button>|Оставить как было<\/button>/);
  });

  test('when the split is off its 50 % in counts kept without their shares, then it is checked against the share', async () => {
    counted = days(6, [1000, 50], [800, 40]);
    expect(await page()).toContain('Результату нельзя доверять, вывода и решения нет: посетители разделились не так, как их распределяли: '
      + 'А — 6 000, Б — 4 800, а по доле Б, при которой пришёл каждый, в Б ждали около 5 400 (хи-квадрат 133,3, p меньше 0,000001)');
    // (4800 − 5400)² / (10800 · 0.25) = 133.33
  });

  test('when one network holds more than a tenth of Б\'s conversions, then the verdict and the decision are withheld, and the page says why', async () => {
    counted = days(6, [1000, 50], [1000, 80]);
    busiest = { a: { visitors: 120, conversions: 20 }, b: { visitors: 300, conversions: 49 } };
    const text = await page(deciding);
    expect(text).toContain('id="verdict">Результату нельзя доверять, вывода и решения нет: в варианте Б 10,2 % целей (49 из 480) '
      + 'пришли из одной сети');
    expect(text).toContain('<td>5,0 %</td><td>10,2 %</td></tr>');
    expect(text).not.toMatch(/Вариант Б (лучше|хуже)|Оставить вариант Б<\/button>|Оставить как было<\/button>/);
  });

  // The replay of docs/threat-model.md: 1,000 honest visitors a version from as many networks, 50 converting in each; then
  // 45 conversions of Б from 5 networks (9 each, under a tenth of Б's 95), each with the А draw its attacker discarded.
  test('when Б\'s lead stands on too few networks, though none holds a tenth, then the verdict and the decision are withheld, and the page says why', async () => {
    counted = days(1, [1045, 50], [1045, 95]);
    busiest = { a: { visitors: 9, conversions: 1 }, b: { visitors: 18, conversions: 9 } };
    converting = { a: 50, b: 55 };
    const text = await page(deciding);
    expect(text).toContain('id="verdict">Результату нельзя доверять, вывода и решения нет: если считать каждую сеть (/24, /48) за одну '
      + 'цель, разницы не видно: столько сетей могут быть несколько офисов, людей или роботов. Вывод будет, когда он устоит без целей '
      + 'любых 9 сетей.');
    expect(text).not.toMatch(/Вариант Б (лучше|хуже)|Оставить вариант Б<\/button>|Оставить как было<\/button>/);
    // 15 more networks of 4 each: 155 conversions of Б from 70 networks against А's 50, the same.
    counted = days(1, [1105, 50], [1105, 155]);
    converting = { a: 50, b: 70 };
    expect(await page(deciding)).toContain('нет: если считать каждую сеть (/24, /48) за одну цель, разницы не видно');
    // The same 155 from 90 networks: 5 of them taken away leave no difference.
    converting = { a: 50, b: 90 };
    expect(await page(deciding)).toContain('вывод держится лишь на 5 сетях (/24, /48): если считать каждую сеть за одну цель, без '
      + 'целей 5 из тех, что дали цели варианту Б, разницы не видно');
    // From 95, the lead stands without any 9 of them.
    converting = { a: 50, b: 95 };
    expect(await page(deciding)).toContain('id="verdict">Вариант Б лучше: конверсия выше на 210,0 % (');
  });

  test('when one network holds over a tenth of Б\'s conversions and the lead stands on too few networks, then the page names both reasons', async () => {
    counted = days(1, [1045, 50], [1045, 95]);
    busiest = { a: { visitors: 9, conversions: 1 }, b: { visitors: 30, conversions: 10 } };
    converting = { a: 50, b: 54 };
    const text = await page(deciding);
    expect(text).toContain('в варианте Б 10,5 % целей (10 из 95) пришли из одной сети');
    expect(text).toContain('; если считать каждую сеть (/24, /48) за одну цель, разницы не видно');
  });

  // bench/experiment-flip.ts's single network at 20,000 visitors a version (10 % both, an A/A test): 198 conversions of Б,
  // 9.0 % of its 2,198, each with its Б visitor and the А draw discarded, turn the verdict into «Б лучше».
  test('when the lead rests on one network\'s conversions, though under a tenth of them, then it is withheld with the decision', async () => {
    counted = days(2, [10_099, 1000], [10_099, 1099]);
    busiest = { a: { visitors: 250, conversions: 25 }, b: { visitors: 198, conversions: 198 } };
    converting = { a: 1976, b: 1902 };
    expect(await page(deciding)).toMatch(/Результату нельзя доверять, вывода и решения нет: если считать каждую сеть/);
    // A lead of 300 conversions from as many networks: the verdict stands on them.
    counted = days(2, [10_099, 1000], [10_099, 1150]);
    converting = { a: 2000, b: 2300 };
    expect(await page(deciding)).toMatch(/Вариант Б лучше: .* Вывод держится на \d+ сетях/);
  });

  test('when the days are counted, then the table by day holds each version\'s figures counted up to each day', async () => {
    counted = days(3, [100, 5], [100, 8]);
    const text = await page();
    expect(text.match(/<tr><th scope="row">\d+ октября 2025<\/th>/g)).toHaveLength(3);
    expect(text).toContain('<tr><th scope="row">22 октября 2025</th><td>300</td><td>15</td><td>5,00 %</td>'
      + '<td>300</td><td>24</td><td>8,00 %</td></tr>');
  });

  test('when a decision is posted from a page drawn before the experiment changed, or before its result was withheld, then it is '
    + 'refused in Russian and nothing is decided', async () => {
    counted = days(6, [1000, 50], [1000, 80]);
    const body = (html: string, action: string) => JSON.parse(new RegExp(`data-action="${action}"[^>]*data-body="([^"]*)"`).exec(html)![1]!
      .replaceAll('&quot;', '"')) as object;
    const shown = (await request(deciding).get(PAGE).set(bearer).expect(200)).text;
    const post = (action: string, sent: object) => request(deciding).post(STUDIO_PATHS[action === 'keep-b' ? 'keepB' : 'keepA']
      .replace(':id', FIXTURE_EXPERIMENT.id)).set(bearer).send(sent);
    for (const action of ['keep-b', 'keep-a']) {
      expect((await post(action, body(shown, action))).status).toBe(200);
      // A page drawn while the experiment was another (its share, its Б, a decision taken since).
      const stale = await post(action, { seen: 'AAAAAAAAAAAAAAAA' }).expect(409);
      expect(stale.body.message).toBe('Решение не принято: эксперимент изменился, пока страница была открыта. Обновите её и решите снова');
      expect((await post(action, {}).expect(409)).body.message).toMatch(/^Решение не принято: эксперимент изменился/);
    }
    // Since the page was drawn, one network came to hold more than a tenth of Б's conversions.
    busiest = { a: { visitors: 120, conversions: 20 }, b: { visitors: 300, conversions: 49 } };
    const withheld = await post('keep-b', body(shown, 'keep-b')).expect(409);
    expect(withheld.body.message)
      .toBe('Решение не принято: результату сейчас нельзя доверять. Обновите страницу эксперимента — она скажет почему');
  });

  test('when the studio\'s repository is a git host\'s, then the page has no buttons and a decision posted is told where to make it', async () => {
    expect(await page()).not.toContain('Оставить вариант Б</button>');
    for (const path of [STUDIO_PATHS.keepA, STUDIO_PATHS.keepB]) {
      const refused = await request(app).post(path.replace(':id', FIXTURE_EXPERIMENT.id)).set(bearer).send({}).expect(404);
      expect(refused.body.message).toMatch(/^На git-хостинге: откройте эксперимент в студии/);
    }
  });

  test('when an experiment the site does not serve is asked, then a Russian 404 page', async () => {
    expect((await request(app).get(STUDIO_PATHS.experimentPage.replace(':id', 'no-such')).set(bearer).expect(404)).text)
      .toContain('Такого эксперимента на сайте нет');
  });
});

describe('the result page of a decided experiment', () => {
  let dir: string | undefined;
  let decided: TestApp | undefined;
  /** The fixture's experiment with `decision`, on an app of its own; its counts are the tests'. */
  const decide = async (decision: Version) => {
    await decided?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = mkdtempSync(path.join(os.tmpdir(), 'promo-decided-'));
    cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
    const file = path.join(dir, 'experiments', 'knauf2025-headline.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')) as object, decision }));
    decided = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, STUDIO_TOKEN, CONTENT_DIR: dir } });
    const experimentResults = async () => ({ days: counted, converting: undefined });
    return express().use(createStudioApi({ config: decided.config, server: decided.server, experimentResults }).router);
  };
  afterAll(async () => {
    await decided?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('when Б was kept, then the page says so and recommends nothing: no «Можно оставить вариант Б», no sample still needed', async () => {
    const on = await decide('b');
    counted = days(6, [1000, 50], [1000, 80]);
    const text = await page(on);
    expect(text).toContain('<strong id="state">закончен: оставили вариант Б</strong>');
    expect(text).toContain('id="verdict">Вариант Б лучше: конверсия выше на 60,0 % (от 28,5 % до 99,2 %). '
      + 'Вывод держится на 102 сетях (/24, /48). Решение принято: оставили вариант Б.');
    expect(text).not.toMatch(/Можно оставить|Можно ждать|id="needed"|<\/button>/);
    counted = days(3, [1000, 50], [1000, 55]);
    expect(await page(on)).toContain('id="verdict">Разницы не видно: прирост Б от −21,2 % до +53,5 % — в этих пределах и ноль. '
      + 'Решение принято: оставили вариант Б.');
  });

  test('when А was kept on a result that cannot be trusted, then the page names the reasons and the decision, not a missing one', async () => {
    const on = await decide('a');
    counted = days(6, [1000, 50], [800, 40]);
    const text = await page(on);
    expect(text).toMatch(/id="verdict">Результату нельзя доверять, вывода нет: посетители разделились не так, .*Решение принято: оставили как было \(вариант А\)\./);
    expect(text).not.toContain('вывода и решения нет');
    counted = days(1, [90, 9], [85, 20]);
    expect(await page(on)).toContain('id="verdict">Вывода нет: для него в каждом варианте нужно не меньше 100 посетителей и 10 достигнутых '
      + 'целей (сейчас посетителей и целей: А — 90 и 9, Б — 85 и 20). Решение принято: оставили как было (вариант А).');
  });
});
