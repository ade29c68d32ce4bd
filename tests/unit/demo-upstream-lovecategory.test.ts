// Favourite-categories calls of the demo upstream over real HTTP (clock fixed to
// November 2025: current month 10, next 11, last 9).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEMO_CARDS, type DemoUpstream } from '../support/demo-upstream.js';
import { call, postForm, startTestUpstream } from './demo-upstream-client';

let upstream: DemoUpstream;
beforeAll(async () => { upstream = await startTestUpstream(); });
afterAll(() => upstream.close());
beforeEach(() => upstream.reset());

const PARTICIPANT = '/api/v2/promo_categories/participants/add/';
const CHOOSE = '/api/v2/promo_categories/categories/add/';
const lookUp = (card: string) => postForm(upstream, PARTICIPANT, { cardNumber: card });
const choose = (card: string, codes: number[]) =>
  postForm(upstream, CHOOSE, { cardNumber: card, ...Object.fromEntries(codes.map((code, i) => [`categories[${i}]`, String(code)])) });

describe('GET /api/v2/promo_categories/categories/', () => {
  test('when read, then it lists the 8 categories with numeric codes and the current month from the clock', async () => {
    const { json } = await call(upstream, '/api/v2/promo_categories/categories/');
    expect(json.data.currentMonth).toBe(10);
    expect(json.data.categories).toHaveLength(8);
    expect(json.data.categories).toContainEqual({ code: 12, name: 'Сантехника' });
    expect(json.data.categories).toContainEqual({ code: 61, name: 'Двери' });
  });
});

describe('POST /api/v2/promo_categories/participants/add/', () => {
  test('when the card is the registered expert, then it shows last month’s score and lists for this and next month', async () => {
    const { status, json } = await lookUp(DEMO_CARDS.registeredEligible);
    expect(status).toBe(200);
    expect(json.data.card).toMatchObject({ status: 'эксперт', available_categories_count: 3, is_registered: true });
    expect(Object.keys(json.data.card.categories_score)).toEqual(['9']);
    expect(json.data.card.categories_score['9'][0]).toEqual({ code: 31, name: 'Краски', score: 340 });
    expect(Object.keys(json.data.available_categories).sort()).toEqual(['10', '11']);
    expect(json.data.available_categories['10']).toHaveLength(6);
    expect(json.data.available_categories['11']).toHaveLength(5);
  });

  test.each([
    [DEMO_CARDS.registeredEligibleSecond, { status: 'Профи', available_categories_count: 2, is_registered: true }],
    [DEMO_CARDS.unregistered, { status: 'профи', available_categories_count: 2, is_registered: false }],
    [DEMO_CARDS.ineligible, { status: 'стандарт', available_categories_count: 0, is_registered: true }],
  ])('when the card is %s, then the card is %o with no choice this month', async (card, expected) => {
    const { json } = await lookUp(card);
    expect(json.data.card).toMatchObject(expected);
    expect(json.data.card.categories_score).not.toHaveProperty('10');
  });

  test('when the card already chose this month, then categories_score has 2 scored categories for month 10', async () => {
    const { json } = await lookUp(DEMO_CARDS.alreadyChosen);
    expect(json.data.card.status).toBe('супер-эксперт');
    expect(json.data.card.categories_score['10']).toEqual([
      { code: 44, name: 'Электрика', score: 215 },
      { code: 5, name: 'Инструмент', score: 90 },
    ]);
  });

  test.each([DEMO_CARDS.notFound, '7999999'])('when the card %s is unknown, then it answers 404 Карта не найдена', async (card) => {
    expect(await lookUp(card)).toMatchObject({ status: 404, json: { message: 'Карта не найдена' } });
  });

  test('when the card is the failure card, then it answers 500', async () => {
    expect(await lookUp(DEMO_CARDS.failure)).toMatchObject({ status: 500, json: { message: 'Internal error' } });
  });

  test('when the body is JSON instead of multipart, then it answers 400', async () => {
    const res = await call(upstream, PARTICIPANT, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"cardNumber":"7012345"}',
    });
    expect(res.status).toBe(400);
  });

  test('when the multipart body is broken, then it answers 400 and the server keeps serving', async () => {
    const res = await call(upstream, PARTICIPANT, {
      method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: 'garbage',
    });
    expect(res.status).toBe(400);
    expect((await lookUp(DEMO_CARDS.registeredEligible)).status).toBe(200);
  });

  test('when cardNumber is not 7 digits, then it answers 400', async () => {
    expect((await lookUp('12345')).status).toBe(400);
  });
});

describe('POST /api/v2/promo_categories/categories/add/', () => {
  test('when an eligible card chooses available categories, then the next lookup shows them with score 0', async () => {
    const res = await choose(DEMO_CARDS.registeredEligibleSecond, [44, 61]);
    const { json } = await lookUp(DEMO_CARDS.registeredEligibleSecond);
    expect(res).toMatchObject({ status: 200, json: { data: { success: true } } });
    expect(json.data.card.categories_score['10']).toEqual([
      { code: 44, name: 'Электрика', score: 0 },
      { code: 61, name: 'Двери', score: 0 },
    ]);
  });

  test('when an unregistered card chooses, then it becomes registered', async () => {
    await choose(DEMO_CARDS.unregistered, [27]);
    const { json } = await lookUp(DEMO_CARDS.unregistered);
    expect(json.data.card.is_registered).toBe(true);
  });

  test('when the same month is chosen twice, then the second answers 422', async () => {
    await choose(DEMO_CARDS.registeredEligible, [44]);
    expect((await choose(DEMO_CARDS.registeredEligible, [5])).status).toBe(422);
  });

  test.each([
    ['more categories than available', DEMO_CARDS.registeredEligibleSecond, [44, 5, 27]],
    ['a code not offered this month', DEMO_CARDS.registeredEligible, [12]],
    ['a duplicated code', DEMO_CARDS.registeredEligible, [44, 44]],
    ['no categories', DEMO_CARDS.registeredEligible, []],
    ['an ineligible status', DEMO_CARDS.ineligible, [44]],
    ['a month already chosen in the data', DEMO_CARDS.alreadyChosen, [27]],
    ['an unknown card', DEMO_CARDS.notFound, [44]],
  ])('when the choice has %s, then it answers 422 with a message', async (_case, card, codes) => {
    const res = await choose(card, codes);
    expect(res.status).toBe(422);
    expect(res.json.message).toEqual(expect.any(String));
  });

  test('when a category code is not numeric, then it answers 422', async () => {
    const res = await postForm(upstream, CHOOSE, { cardNumber: DEMO_CARDS.registeredEligible, 'categories[0]': 'Сад' });
    expect(res.status).toBe(422);
  });

  test('when the card is the failure card, then it answers 500', async () => {
    expect((await choose(DEMO_CARDS.failure, [44])).status).toBe(500);
  });

  test('when reset is called after a choice, then the initial data is back', async () => {
    await choose(DEMO_CARDS.registeredEligible, [44, 5]);
    upstream.reset();
    const { json } = await lookUp(DEMO_CARDS.registeredEligible);
    expect(json.data.card.categories_score).not.toHaveProperty('10');
    expect((await choose(DEMO_CARDS.registeredEligible, [44])).status).toBe(200);
  });
});
