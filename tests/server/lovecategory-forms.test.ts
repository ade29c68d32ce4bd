// lovecategory's forms posted to the page (JavaScript off, or before it ran), through
// supertest on the real app and the demo upstream: the answer is the page, private and
// never stored, within the /api proxy's rate limits and load shedding; the card and the
// categories come in the body only.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { lagPastFiftyMs } from '../support/lagging-loop.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { CONTENT } from '../support/content.js';
import { beforeState } from '../support/page-state.js';
import type { LovecategoryContent } from '#pages/lovecategory/ui/lovecategory-schema.js';

/** The modals' words the tests' content gives (tests/fixtures/content/lovecategory.json's `modals`). */
const MODALS = (CONTENT.kindFiles.lovecategory as LovecategoryContent).modals;
const { chosen: CHOSEN_TEXT } = MODALS;

const PATH = '/promo/lovecategory';
const PARTICIPANT = '/api/v2/promo_categories/participants/add/';
const CHOOSE = '/api/v2/promo_categories/categories/add/';
const posts = (t: TestApp) => t.demo.requests.filter((r) => r.method === 'POST').map((r) => r.path);
const post = (t: TestApp, form: string, from = '198.51.100.7') =>
  request(t.listener).post(PATH).type('form').set('X-Forwarded-For', from).send(form);
/** The category codes the chooser offers, as the server wrote them. */
const offered = (html: string) => [...html.matchAll(/name="category" value="(\d+)"/g)].map((m) => m[1]!);

describe('POST /promo/lovecategory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.demo.reset());

  test('when the page is plain HTML, then the status block has a lookup form posted to the page, and the header leads there', async () => {
    const { text } = await request(t.listener).get(PATH);

    const lookup = /<form class="lc-card-form"[^>]*>/.exec(text)?.[0] ?? '';
    const header = /<form class="lc-header__actions"[^>]*>/.exec(text)?.[0] ?? '';
    expect([lookup.includes('method="post"'), lookup.includes('action="#card-status"')]).toEqual([true, true]);
    expect(text).toContain('<input type="hidden" name="step" value="lookup"/>');
    expect([header.includes('method="get"'), header.includes('action="#card-status"')]).toEqual([true, true]);
  });

  test('when a card is looked up, then the page holds its status, private and never stored, and the shared page stays without it', async () => {
    const res = await post(t, `step=lookup&card=${DEMO_CARDS.registeredEligible}`);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain(`<dd>${DEMO_CARDS.registeredEligible}</dd>`);
    expect(offered(res.text).length).toBeGreaterThan(1);
    expect(posts(t)).toEqual([PARTICIPANT]);
    const shared = await request(t.listener).get(PATH);
    expect(shared.text).not.toContain(DEMO_CARDS.registeredEligible);
  });

  test('when a choice is confirmed, then categories/add gets the card and the codes, and the page says the choice is made', async () => {
    const lookup = await post(t, `step=lookup&card=${DEMO_CARDS.registeredEligibleSecond}`);
    const [first, second] = offered(lookup.text);
    const choice = `card=${DEMO_CARDS.registeredEligibleSecond}&category=${first}&category=${second}`;

    const confirm = await post(t, `step=choose&${choice}`);
    expect(confirm.text).toContain('value="confirm"');
    const chosen = await post(t, `step=confirm&${choice}`);

    expect(beforeState(chosen.text)).toContain(CHOSEN_TEXT);
    expect(posts(t)).toEqual([PARTICIPANT, PARTICIPANT, PARTICIPANT, CHOOSE, PARTICIPANT]);
    const sent = await new Response(new Uint8Array(t.demo.requests.find((r) => r.path === CHOOSE)!.body), {
      headers: { 'content-type': String(t.demo.requests.find((r) => r.path === CHOOSE)!.headers['content-type']) },
    }).formData();
    expect([sent.get('cardNumber'), sent.get('categories[0]'), sent.get('categories[1]')]).toEqual([
      DEMO_CARDS.registeredEligibleSecond, first, second,
    ]);
  });

  test('when a category that is not offered is posted, then it is refused by the chooser’s rule and nothing is chosen', async () => {
    const res = await post(t, `step=confirm&card=${DEMO_CARDS.registeredEligibleSecond}&category=999999`);

    expect(res.text).toContain('Выберите категории');
    expect(posts(t)).toEqual([PARTICIPANT]);
  });

  test('when the post is no form of the page, then it is not a route', async () => {
    await post(t, 'step=delete&card=7012345').expect(404);
    await post(t, 'hello=world').expect(404);
    expect(posts(t)).toEqual([]);
  });
});

describe('POST /promo/lovecategory when finished', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { LOVECATEGORY_FINISHED: 'true' } });
  });
  afterAll(() => t.close());

  test('when a choice is posted, then only the lookup is answered: nothing is chosen', async () => {
    const res = await post(t, `step=confirm&card=${DEMO_CARDS.registeredEligible}&category=1&category=2`);

    expect(res.status).toBe(200);
    expect(posts(t)).toEqual([PARTICIPANT]);
  });
});

describe('POST /promo/lovecategory and the /api limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The public data kept, as served: a stored page lives while the data it shows is current. An address's lookups: 3.
    t = await startApp({ env: { RATE_LIMITS: 'on', UPSTREAM_CACHE_TTL_MS: '10000', CARD_LOOKUPS_PER_ADDRESS: '3' } });
  });
  afterAll(() => t.close());

  test('when a card was looked up 10 times through /api, then the form’s lookup is refused (429) in the page, saying when to try again, without asking upstream', async () => {
    t.demo.reset();
    const card = DEMO_CARDS.registeredEligible;
    for (let i = 0; i < 10; i++) {
      // From the form's own block: a card's budget is counted per asking block (docs/decisions/361-one-round-trip-per-limited-call.md).
      const res = await request(t.listener).post(PARTICIPANT).set('X-Forwarded-For', `198.51.100.${i + 1}`).field('cardNumber', card);
      expect(res.status).toBe(200);
    }

    const res = await post(t, `step=lookup&card=${card}`, '198.51.100.99');

    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toMatch(/Слишком много запросов, попробуйте через \d+ мин\./);
    expect(res.text).not.toContain(`<dd>${card}</dd>`);
    expect(posts(t)).toHaveLength(10);
  });

  // After the test above: that card's budget for its asking network is spent.
  test('when refused lookups follow, then each is the stored refusal with its card, answered before the action and any render; another card is answered', async () => {
    const count = async (name: string, labels: Record<string, string>) => {
      const { values } = await t.metrics.registry.getSingleMetric(name)!.get();
      return values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))?.value ?? 0;
    };
    const counts = async () => ({
      actions: await count('posted_form_actions_total', { kind: 'lovecategory' }),
      renders: await count('render_cache_requests_total', { result: 'miss' }),
      refusals: await count('rate_limit_refusals_total', { call: 'participant', scope: 'card' }),
    });
    const card = DEMO_CARDS.registeredEligible;
    t.demo.reset();
    const before = await counts();

    const refused = await post(t, `step=choose&card=${card}&category=1`, '198.51.100.98');

    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.text).toMatch(/Слишком много запросов, попробуйте через \d+ мин\./);
    expect(/<input[^>]*name="card"[^>]*value="(\d*)"/.exec(refused.text)?.[1]).toBe(card);
    expect(refused.text).not.toMatch(/(?<!\d)0000000(?!\d)/);
    const after = await counts();
    // The refusal of the test above was rendered and stored, one page for every step: no action ran, no render, nothing
    // was asked upstream.
    expect(after).toEqual({ actions: before.actions, renders: before.renders, refusals: before.refusals + 1 });
    const again = await post(t, `step=lookup&card=${card}`, '198.51.100.97');
    expect(again.status).toBe(429);
    expect(await counts()).toEqual({ ...after, refusals: after.refusals + 1 });
    expect(posts(t)).toEqual([]);

    const other = await post(t, `step=lookup&card=${DEMO_CARDS.registeredEligibleSecond}`, '198.51.100.98');

    expect(other.status).toBe(200);
    expect(other.text).toContain(`<dd>${DEMO_CARDS.registeredEligibleSecond}</dd>`);
    expect(await counts()).toMatchObject({ actions: after.actions + 1 });
    expect(posts(t)).toEqual([PARTICIPANT]);
    // A body the parser cannot take is its 413, as it is when nothing is known spent.
    const tooMany = Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join('&');
    const malformed = await post(t, `step=lookup&card=${card}&${tooMany}`, '198.51.100.96');
    expect(malformed.status).toBe(413);
    expect(malformed.text).toContain('lang="ru"');
  });

  test('when an address has spent its lookups, then its next steps are the stored refusal with their cards', async () => {
    const from = '198.51.100.60';
    for (const card of ['7000001', '7000002', '7000003']) await post(t, `step=lookup&card=${card}`, from);
    // The first refusal of the address: its action spends, and the refusal is stored.
    expect((await post(t, 'step=lookup&card=7000004', from)).status).toBe(429);
    t.demo.reset();

    const res = await post(t, 'step=choose&card=7000005&category=1', from);

    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.text).toMatch(/Слишком много запросов, попробуйте через \d+ мин\./);
    expect(/<input[^>]*name="card"[^>]*value="(\d*)"/.exec(res.text)?.[1]).toBe('7000005');
    expect(posts(t)).toEqual([]);
    // Another client is answered as ever.
    expect((await post(t, `step=lookup&card=${DEMO_CARDS.registeredEligible}`, '203.0.113.61')).status).toBe(200);
  });
});

describe('POST /promo/lovecategory while the loop lags (SHED_EVENT_LOOP_DELAY_MS=50)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { SHED_EVENT_LOOP_DELAY_MS: '50' } });
  });
  afterAll(() => t.close());

  // A posted form is personal work (docs/decisions/040-personal-work-budget.md): admitted within
  // the personal budget, which lag does not spend.
  test('when the event loop keeps lagging past the bound, then a posted form is still answered and asks the upstream', async () => {
    await lagPastFiftyMs(t);
    t.demo.reset();
    const res = await post(t, `step=lookup&card=${DEMO_CARDS.registeredEligible}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<dd>${DEMO_CARDS.registeredEligible}</dd>`);
    expect(posts(t)).toEqual([PARTICIPANT]);
  });
});
