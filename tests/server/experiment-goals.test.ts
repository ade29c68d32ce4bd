// Every goal a page declares is counted (docs/product.md §12): for each page kind that may run an experiment, one of the
// fixture's pages runs one per goal its kind declares, and a visitor drawn by its first view converts by the call whose
// answer is that goal (server/experiments/counting.ts's GOAL_CALLS), made as the page's island makes it. The kinds and their
// goals are read from the route table, so a kind or a goal added later is tried here without a line of this file
// changing, and a goal with no call to count it fails here (and typechecks nowhere: GOAL_CALLS is typed by goal).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { ExperimentGoal } from '#shared/analytics/goal-words.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { stateOf } from '../support/page-state.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const DAY = '2025-10-22';

/** A page's goal reached as its island reaches it: the call answered with its data, by a visitor with `cookie`. */
type Convert = (t: TestApp, page: PageEntry, cookie: string) => Promise<request.Response>;
/** The lovecategory categories a card may choose, as the page offers them to a card looked up without JavaScript. */
const offered = async (t: TestApp) => {
  const lookup = await request(t.listener).post('/promo/lovecategory').type('form')
    .send(`step=lookup&card=${DEMO_CARDS.registeredEligible}`);
  return [...lookup.text.matchAll(/name="category" value="(\d+)"/g)].map((m) => m[1]!).slice(0, 2);
};
const CONVERT: Record<ExperimentGoal, Convert> = {
  'check-bonus': (t, page, cookie) => request(t.listener)
    .get(`/api/v2/promo/check/${(page.data as { apiSlug: string }).apiSlug}/${DEMO_CARDS.savingsPositive}/`)
    .set('user-agent', BROWSER).set('cookie', cookie),
  'check-card': (t, _page, cookie) => request(t.listener)
    .get(`/api/v1/promo/loyal/check/karta-elektrika/${DEMO_CARDS.registeredEligible}/`).set('user-agent', BROWSER).set('cookie', cookie),
  'accept-category': async (t, _page, cookie) => {
    const [first, second] = await offered(t);
    return request(t.listener).post('/api/v2/promo_categories/categories/add/').set('user-agent', BROWSER).set('cookie', cookie)
      .field('cardNumber', DEMO_CARDS.registeredEligible).field('categories[0]', first!).field('categories[1]', second!);
  },
  'feedback-sent': (t, _page, cookie) => request(t.listener).post('/api/v1/business/feedback/').set('user-agent', BROWSER)
    .set('cookie', cookie).send({ name: 'Иван', email: 'ivan@example.ru', phone: '79110000000', value: 'delivery', msg: 'Привет' }),
};

let dir: string;
let t: TestApp;
/** One experiment per page kind that may run one and goal it declares: its key, page and goal. */
const tests: Array<{ key: string; page: PageEntry; goal: ExperimentGoal }> = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'promo-goals-test-'));
  cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  // The route table of the fixture's content, to find each kind's pages and the goals they declare.
  const plain = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY } });
  const { routes } = plain.server.site;
  await plain.close();
  // The fixture's own test of knauf2025 is the campaign kind's (its goal check-bonus); the other kinds get one each.
  const fixturePage = routes.byId(FIXTURE_EXPERIMENT.page)!;
  tests.push({ key: FIXTURE_EXPERIMENT.key, page: fixturePage, goal: FIXTURE_EXPERIMENT.goal });
  const kinds = new Set([fixturePage.kind]);
  for (const page of routes.pages) {
    const goals = page.descriptor.experiment?.goals ?? page.descriptor.content?.folder?.experiment?.goals(page.data as never) ?? [];
    if (kinds.has(page.kind) || goals.length === 0 || (page.data as { apiSlug?: string } | undefined)?.apiSlug === undefined
      && goals.includes('check-bonus')) continue;
    kinds.add(page.kind);
    for (const goal of goals) {
      const key = `goal${tests.length}${page.kind.replace(/[^a-z]/g, '')}`.slice(0, 40);
      tests.push({ key, page, goal });
      writeFileSync(path.join(dir, 'experiments', `${key}.json`), JSON.stringify({
        page: page.id, name: `Цель ${goal}`, key, goal, share: 50, starts: DAY, ends: DAY, variant: { title: 'Версия Б заголовка' },
      }));
    }
  }
  t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, CONTENT_DIR: dir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('every goal a page declares', () => {
  test('when the route table is read, then every kind that may run an experiment has a page under test for each goal it declares', () => {
    expect(tests.map(({ page, goal }) => `${page.kind}: ${goal}`).toSorted()).toEqual([
      'campaign: check-bonus', 'karta-elektrika: check-card', 'landing: check-bonus', 'law: feedback-sent', 'lovecategory: accept-category',
      'sert: feedback-sent',
    ]);
  });

  test.each(['campaign', 'karta-elektrika', 'landing', 'law', 'lovecategory', 'sert'])(
    'when a visitor drawn on a %s page reaches its goal, then it counts as one visitor and one conversion of its version',
    async (kind) => {
      for (const { key, page, goal } of tests.filter((one) => one.page.kind === kind)) {
        const address = page.paths.promo ?? Object.values(page.paths)[0]!;
        const first = await request(t.listener).get(address).set('user-agent', BROWSER).expect(200);
        const cookie = (first.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
        const { version } = stateOf(first.text).page.experiment!;
        const answer = await CONVERT[goal](t, page, cookie);
        expect(answer.status, `${kind} ${goal}: ${answer.text}`).toBeLessThan(300);
        const { days } = await t.server.readExperimentResults(key);
        const other = version === 'a' ? 'b' : 'a';
        expect(days, `${kind}: ${goal}`).toEqual([{
          day: DAY, [version]: { visitors: 1, conversions: 1 }, [other]: { visitors: 0, conversions: 0 },
        }]);
      }
    },
  );
});
