// Campaign calls of the demo upstream over real HTTP: products, savings check,
// leaderboards (limit, empty and missing regions) and the landing card check.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CAMPAIGN_SLUGS } from '#demo-upstream/data-campaigns.js';
import { DEMO_CARDS, type DemoUpstream } from '../support/demo-upstream.js';
import { call, startTestUpstream } from './demo-upstream-client';

let upstream: DemoUpstream;
beforeAll(async () => { upstream = await startTestUpstream(); });
afterAll(() => upstream.close());

interface Row { cardId: string; sum: number }

describe('GET /api/v1/promo/products/{slug}/', () => {
  test.each(CAMPAIGN_SLUGS)('when the slug is %s, then it lists 4–6 products with names and catalog urls', async (slug) => {
    const res = await call(upstream, `/api/v1/promo/products/${slug}/`);
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThanOrEqual(4);
    expect(res.json.data.length).toBeLessThanOrEqual(6);
    for (const product of res.json.data) {
      expect(product.name).toMatch(/[А-Яа-я]/);
      expect(product.url).toMatch(/^https:\/\/petrovich\.ru\/catalog\/.+\/$/);
    }
  });

  test('when the knauf2025 list is read, then it has Ротбанд, a product without image and one without price or unit', async () => {
    const { json } = await call(upstream, '/api/v1/promo/products/knauf2025/');
    expect(json.data[0]).toMatchObject({ name: 'Штукатурка гипсовая Knauf Ротбанд 30 кг', price: 589, unit: 'шт' });
    expect(json.data.some((p: { image?: string }) => p.image === '')).toBe(true);
    expect(json.data.some((p: object) => !('price' in p) && !('unit' in p))).toBe(true);
  });

  test('when the slug is malformed, then it answers 404', async () => {
    expect((await call(upstream, '/api/v1/promo/products/Unknown_2030/')).status).toBe(404);
  });

  test('when the slug is well formed but has no hand-made data (a campaign added as content), then it lists generated products, the same each time', async () => {
    const first = await call(upstream, '/api/v1/promo/products/newbrand2030/');
    const again = await call(upstream, '/api/v1/promo/products/newbrand2030/');
    expect(first.status).toBe(200);
    expect(first.json.data.length).toBeGreaterThanOrEqual(4);
    expect(first.json.data[0]).toMatchObject({
      name: expect.any(String), url: expect.stringMatching(/^https:\/\/petrovich\.ru\/catalog\//),
    });
    expect(again.json).toEqual(first.json);
  });
});

describe('GET /api/v2/promo/check/{slug}/{card}/', () => {
  test.each([
    [DEMO_CARDS.savingsPositive, 3],
    [DEMO_CARDS.savingsNegative, 0],
    [DEMO_CARDS.zero, 0],
    ['7123458', 3],
    [DEMO_CARDS.registeredEligible, 0],
  ])('when the card is %s, then count is %i', async (card, count) => {
    const res = await call(upstream, `/api/v2/promo/check/knauf2025/${card}/`);
    expect(res).toMatchObject({ status: 200, json: { data: { count } } });
  });

  test('when the card is the failure card, then it answers 500', async () => {
    const res = await call(upstream, `/api/v2/promo/check/rockwool25/${DEMO_CARDS.failure}/`);
    expect(res).toMatchObject({ status: 500, json: { message: 'Internal error' } });
  });

  test.each(['701234', '70123456', '70a2345'])('when the card is %s (not 7 digits), then it answers 400', async (card) => {
    expect((await call(upstream, `/api/v2/promo/check/knauf2025/${card}/`)).status).toBe(400);
  });

  test('when the slug is malformed, then it answers 404', async () => {
    expect((await call(upstream, `/api/v2/promo/check/No.pe/${DEMO_CARDS.savingsPositive}/`)).status).toBe(404);
  });
});

describe('GET /api/v1/promo/result/{slug}/', () => {
  test('when limit=15, then each region has exactly 15 rows', async () => {
    const { json } = await call(upstream, '/api/v1/promo/result/knauf2025/?limit=15');
    expect(json.data.spb).toHaveLength(15);
    expect(json.data.msk).toHaveLength(15);
  });

  test.each(['', '?limit=abc', '?limit=-3', '?limit=0'])('when the limit is missing or invalid (%s), then every row comes back', async (query) => {
    const { json } = await call(upstream, `/api/v1/promo/result/rockwool2025/${query}`);
    expect(json.data.spb.length).toBeGreaterThanOrEqual(40);
    expect(json.data.msk.length).toBeGreaterThanOrEqual(40);
  });

  test.each(['knauf2025', 'rockwool2025', 'vetonit25', 'tehnonikol2025'])('when %s is read, then rows are 7-digit cards from 7 with decreasing sums, some with kopecks', async (slug) => {
    const { json } = await call(upstream, `/api/v1/promo/result/${slug}/`);
    for (const rows of [json.data.spb, json.data.msk] as Row[][]) {
      expect(rows.every((row) => /^7\d{6}$/.test(row.cardId))).toBe(true);
      expect(rows.every((row, i) => i === 0 || row.sum < rows[i - 1]!.sum)).toBe(true);
      expect(rows.some((row) => !Number.isInteger(row.sum))).toBe(true);
    }
  });

  test('when the same leaderboard is read twice, then it is identical (deterministic)', async () => {
    const first = await call(upstream, '/api/v1/promo/result/vetonit25/');
    const second = await call(upstream, '/api/v1/promo/result/vetonit25/');
    expect(second.json).toEqual(first.json);
  });

  test('when tehnonikol25 is read, then both regions are empty lists', async () => {
    const { json } = await call(upstream, '/api/v1/promo/result/tehnonikol25/?limit=15');
    expect(json.data).toEqual({ spb: [], msk: [] });
  });

  test('when rockwool25 is read, then only spb is present', async () => {
    const { json } = await call(upstream, '/api/v1/promo/result/rockwool25/?limit=15');
    expect(json.data.spb).toHaveLength(15);
    expect(json.data).not.toHaveProperty('msk');
  });

  test('when the slug is malformed, then it answers 404', async () => {
    expect((await call(upstream, '/api/v1/promo/result/knauf_1999/')).status).toBe(404);
  });

  test('when the slug is well formed without hand-made data, then both regions have generated rows up to the limit', async () => {
    const { status, json } = await call(upstream, '/api/v1/promo/result/newbrand2030/?limit=10');
    expect(status).toBe(200);
    expect([json.data.spb.length, json.data.msk.length]).toEqual([10, 10]);
  });
});

describe('GET /api/v1/promo/{landingCategory}/check/{landing}/{card}/ and /api/v1/promo/check/{landing}/{card}/', () => {
  const withCategory = (card: string) => `/api/v1/promo/loyal/check/karta-elektrika/${card}/`;
  const withoutCategory = (card: string) => `/api/v1/promo/check/karta-elektrika/${card}/`;

  test.each([
    [DEMO_CARDS.registeredEligible, 12.7],
    [DEMO_CARDS.negative, -1],
    [DEMO_CARDS.zero, 0],
    ['7765432', 5],
  ])('when the card is %s, then count is %d on both paths', async (card, count) => {
    for (const path of [withCategory(card), withoutCategory(card)]) {
      expect(await call(upstream, path)).toMatchObject({ status: 200, json: { data: { count } } });
    }
  });

  test('when the card is the failure card, then both paths answer 500', async () => {
    expect((await call(upstream, withCategory(DEMO_CARDS.failure))).status).toBe(500);
    expect((await call(upstream, withoutCategory(DEMO_CARDS.failure))).status).toBe(500);
  });

  test('when the card is not 7 digits, then it answers 400', async () => {
    expect((await call(upstream, withCategory('123'))).status).toBe(400);
  });
});
