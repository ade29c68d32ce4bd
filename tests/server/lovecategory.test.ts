// lovecategory through the real app and the demo upstream: the page's server HTML, the
// finished configuration, and the multipart posts of the flow.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { DEMO_CARDS, DEMO_CREDENTIALS } from '../support/demo-upstream.js';
import { PROMO_CATEGORIES, availableCategoriesFor } from '#demo-upstream/data-lovecategory.js';
import { RUNNING_MONTH, startApp, type TestApp } from '../support/start-app.js';
import { multipart } from '../support/multipart.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';
import { stateOf } from '../support/page-state.js';

const EXPECTED_AUTH = `Basic ${Buffer.from(`${DEMO_CREDENTIALS.user}:${DEMO_CREDENTIALS.password}`).toString('base64')}`;
const PARTICIPANT = '/api/v2/promo_categories/participants/add/';
const CHOOSE = '/api/v2/promo_categories/categories/add/';

async function post(t: TestApp, path: string, fields: Record<string, string>) {
  const body = await multipart(fields);
  const res = await request(t.listener)
    .post(path)
    .set('content-type', body.contentType)
    .set('cookie', 'session=visitor-secret')
    .send(body.bytes);
  return { res, sent: body };
}


describe('GET /promo/lovecategory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.demo.reset());

  test('when the upstream answers, then the server HTML has the header, every promotion category, the rules and the status block', async () => {
    const res = await request(t.listener).get('/promo/lovecategory').expect(200);

    expect(plainSpaces(res.text)).toContain('С 1 ноября 2024 года');
    expect(plainSpaces(res.text)).toContain('Больше баллов за покупки в любимых категориях');
    expect(plainSpaces(res.text)).toMatch(/<button[^>]*lc-header__choose[^>]*>Выбрать категории<\/button>/);
    expect(plainSpaces(res.text)).toContain('>Проверить начисления</button>');
    for (const category of PROMO_CATEGORIES) expect(asWritten(res.text)).toContain(`>${category.name}</li>`);
    expect(plainSpaces(res.text)).toContain('Правила акции');
    expect(res.text).toContain('id="card-status"');
    expect(plainSpaces(res.text)).not.toContain('Акция завершена');
    expect(res.text).not.toContain('role="dialog"');
    expect(stateOf(res.text).cardCategories).toMatchObject({ currentMonth: RUNNING_MONTH, isPromoFinished: false, modal: '' });
    expect(t.demo.requests.filter((r) => r.path === '/api/v2/promo_categories/categories/')).toHaveLength(1);
  });

  test('when the categories call fails, then the page still answers 200 without the categories and with the rules', async () => {
    t.demo.override('GET', /^\/api\/v2\/promo_categories\/categories\/$/, (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"down"}');
    });

    const res = await request(t.listener).get('/promo/lovecategory').expect(200);

    expect(plainSpaces(res.text)).not.toContain('Категории акции');
    expect(plainSpaces(res.text)).toContain('Правила акции');
    // The month of the calendar's clock (RUNNING_DAY: October 2025), not of the day the suite runs.
    expect(stateOf(res.text).cardCategories.currentMonth).toBe(9);
  });
});

describe('GET /promo/lovecategory with LOVECATEGORY_FINISHED=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { LOVECATEGORY_FINISHED: 'true' } });
  });
  afterAll(() => t.close());

  test('when the promotion is finished, then it says so, has no choose button and another description, and still offers the check', async () => {
    const res = await request(t.listener).get('/promo/lovecategory').expect(200);

    expect(plainSpaces(res.text)).toContain('Акция завершена');
    // (The inlined CSS names the class: the button's element is what must be absent.)
    expect(res.text).not.toMatch(/class="[^"]*lc-header__choose/);
    expect(plainSpaces(res.text)).not.toContain('>Выбрать категории<');
    expect(plainSpaces(res.text)).not.toContain('С 1 ноября 2024 года');
    expect(plainSpaces(res.text)).toContain('>Проверить начисления</button>');
    expect(stateOf(res.text).cardCategories.isPromoFinished).toBe(true);
  });
});

describe('POST /api/v2/promo_categories/* (the multipart posts of the flow)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.demo.reset());

  test('when categories are chosen, then the upstream receives the form rebuilt with the card and categories[0], categories[1] as numbers, and only the credentials added', async () => {
    const [first, second] = availableCategoriesFor(RUNNING_MONTH);
    const { res } = await post(t, CHOOSE, {
      cardNumber: DEMO_CARDS.registeredEligibleSecond, 'categories[0]': String(first!.code), 'categories[1]': String(second!.code),
    });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { success: true } });
    const [seen] = t.demo.requests.filter((r) => r.path === CHOOSE);
    expect(seen!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen!.headers.authorization).toBe(EXPECTED_AUTH);
    expect(seen!.headers.cookie).toBeUndefined();
    const headers = { 'content-type': String(seen!.headers['content-type']) };
    const form = await new Response(new Uint8Array(seen!.body), { headers }).formData();
    expect([...form.keys()]).toEqual(['cardNumber', 'categories[0]', 'categories[1]']);
    expect(form.get('cardNumber')).toBe(DEMO_CARDS.registeredEligibleSecond);
    expect(form.get('categories[0]')).toMatch(/^\d+$/);
    expect(Number(form.get('categories[0]'))).toBe(first!.code);
    expect(Number(form.get('categories[1]'))).toBe(second!.code);
  });

  test('when the participant is then looked up, then it carries the chosen categories for this month', async () => {
    const [first, second] = availableCategoriesFor(RUNNING_MONTH);
    const fields = {
      cardNumber: DEMO_CARDS.registeredEligibleSecond, 'categories[0]': String(first!.code), 'categories[1]': String(second!.code),
    };
    await post(t, CHOOSE, fields);

    const { res } = await post(t, PARTICIPANT, fields);

    expect(res.status).toBe(200);
    expect(res.body.data.card.categories_score[String(RUNNING_MONTH)].map((c: { code: number }) => c.code))
      .toEqual([first!.code, second!.code]);
    const [seen] = t.demo.requests.filter((r) => r.path === PARTICIPANT);
    const headers = { 'content-type': String(seen!.headers['content-type']) };
    const form = await new Response(new Uint8Array(seen!.body), { headers }).formData();
    expect([...form.entries()]).toEqual([['cardNumber', DEMO_CARDS.registeredEligibleSecond]]);
  });

  test('when an unknown card is looked up, then the answer is 404 with our message', async () => {
    const { res } = await post(t, PARTICIPANT, { cardNumber: DEMO_CARDS.notFound });

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Карта не найдена' });
  });

  test('when the upstream fails, then the answer is 502 with a message and no upstream details', async () => {
    const { res } = await post(t, PARTICIPANT, { cardNumber: DEMO_CARDS.failure });

    expect(res.status).toBe(502);
    expect(res.body.message).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toContain('Internal error');
  });

  test.each([
    ['empty', ''],
    ['3 digits', '701'],
    ['8 digits', '70123456'],
    ['letters', '70a2345'],
  ])('when the card number is %s, then the answer is 400 and nothing reaches the upstream', async (_name, cardNumber) => {
    const lookup = await post(t, PARTICIPANT, { cardNumber });
    const choice = await post(t, CHOOSE, { cardNumber, 'categories[0]': '12' });

    expect(lookup.res.status).toBe(400);
    expect(choice.res.status).toBe(400);
    expect(lookup.res.body.message).toBe('Некорректный номер карты');
    expect(t.demo.requests).toHaveLength(0);
  });

  test('when a category code is not numeric, then the answer is 400 and nothing reaches the upstream', async () => {
    const { res } = await post(t, CHOOSE, { cardNumber: DEMO_CARDS.registeredEligibleSecond, 'categories[0]': 'Сантехника' });

    expect(res.status).toBe(400);
    expect(t.demo.requests).toHaveLength(0);
  });
});
