// Business calls of the demo upstream over real HTTP: cities, region by IP, info,
// reviews, feedback categories and the feedback POST.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DemoUpstream } from '../support/demo-upstream.js';
import { call, postJson, startTestUpstream } from './demo-upstream-client';

let upstream: DemoUpstream;
beforeAll(async () => { upstream = await startTestUpstream(); });
afterAll(() => upstream.close());
beforeEach(() => upstream.reset());

const VALID_FEEDBACK = {
  name: 'Иван Петров', email: 'ivan@example.ru', phone: '+7 (921) 000-00-00', value: 'delivery', msg: 'Когда привезут?',
};

describe('GET /api/v1/business/cities/', () => {
  test('when read, then it lists spb, msk, vyborg, petrozavodsk and novgorod with their flags', async () => {
    const { json } = await call(upstream, '/api/v1/business/cities/');
    expect(json.data.map((c: { code: string }) => c.code)).toEqual(['spb', 'msk', 'vyborg', 'petrozavodsk', 'novgorod']);
    expect(json.data[0]).toEqual({
      code: 'spb', name: 'Санкт-Петербург', subdomain: '', phone: '+7 (812) 334-88-88', hideAbovePhone: false, hideFooterInfo: false,
    });
    expect(json.data[1]).toMatchObject({ name: 'Москва', subdomain: 'moscow', phone: '+7 (495) 266-88-88' });
    expect(json.data[2]).toMatchObject({ code: 'vyborg', hideAbovePhone: true, hideFooterInfo: false });
    expect(json.data[3]).toMatchObject({ code: 'petrozavodsk', hideAbovePhone: false, hideFooterInfo: true });
  });
});

describe('GET /api/v1/business/cities/determine/?ip=', () => {
  test.each([['77.88.8.8', 'msk'], ['5.18.0.1', 'spb']])('when the ip is %s, then the city is %s', async (ip, code) => {
    const { status, json } = await call(upstream, `/api/v1/business/cities/determine/?ip=${ip}`);
    expect(status).toBe(200);
    expect(json.data.city.code).toBe(code);
  });

  test.each(['10.0.0.1', '127.0.0.1', '::1', '8.8.4.4'])('when the ip %s is not recognised, then city is null', async (ip) => {
    const { json } = await call(upstream, `/api/v1/business/cities/determine/?ip=${encodeURIComponent(ip)}`);
    expect(json).toEqual({ data: { city: null } });
  });

  test.each(['', '?ip=', '?ip=999.1.1.1', '?ip=localhost'])('when the ip is missing or invalid (%s), then it answers 400', async (query) => {
    expect((await call(upstream, `/api/v1/business/cities/determine/${query}`)).status).toBe(400);
  });
});

describe('GET /api/v1/business/info/{cityCode}/', () => {
  test('when the city is spb, then 4 cards mention the payment deferral and 30 000 products', async () => {
    const { json } = await call(upstream, '/api/v1/business/info/spb/');
    const texts = json.data.map((card: { text: string }) => card.text).join('\n');
    expect(json.data).toHaveLength(4);
    expect(texts).toContain('Отсрочка платежа до 50 000 ₽ на 15 дней');
    expect(texts).toContain('Более 30 000 товаров');
    expect(texts).toContain('\n');
    expect(json.data.some((card: object) => !('link' in card))).toBe(true);
  });

  test.each(['msk', 'vyborg', 'petrozavodsk', 'novgorod'])('when the city is %s, then it has 3–4 cards with id, title and text', async (code) => {
    const { json } = await call(upstream, `/api/v1/business/info/${code}/`);
    expect(json.data.length).toBeGreaterThanOrEqual(3);
    expect(json.data.length).toBeLessThanOrEqual(4);
    for (const card of json.data) {
      expect(card).toMatchObject({ id: expect.any(String), title: expect.any(String), text: expect.any(String) });
    }
  });

  test('when the city is unknown, then it answers 404', async () => {
    expect((await call(upstream, '/api/v1/business/info/atlantis/')).status).toBe(404);
  });
});

describe('GET /api/v1/business/reviews/ and feedback/categories/', () => {
  test('when reviews are read, then there are 4 with author, company, text, date and rating', async () => {
    const { json } = await call(upstream, '/api/v1/business/reviews/');
    expect(json.data).toHaveLength(4);
    expect(json.data[0]).toMatchObject({ id: 17, author: 'Ирина К.', company: 'ООО «Стройдом»', date: '2025-03-14', rating: 5 });
  });

  test('when feedback categories are read, then they are the 4 value/label pairs', async () => {
    const { json } = await call(upstream, '/api/v1/business/feedback/categories/');
    expect(json.data).toEqual([
      { value: 'delivery', label: 'Доставка' },
      { value: 'certificates', label: 'Подарочные сертификаты' },
      { value: 'contract', label: 'Договор и документы' },
      { value: 'other', label: 'Другое' },
    ]);
  });
});

describe('POST /api/v1/business/feedback/', () => {
  test('when the form is complete, then it answers 201 with incrementing ids', async () => {
    const first = await postJson(upstream, '/api/v1/business/feedback/', VALID_FEEDBACK);
    const second = await postJson(upstream, '/api/v1/business/feedback/', { ...VALID_FEEDBACK, email: '' });
    expect(first.status).toBe(201);
    expect(second.json.data.id).toBe(first.json.data.id + 1);
  });

  test('when reset is called, then ids start again', async () => {
    const first = await postJson(upstream, '/api/v1/business/feedback/', VALID_FEEDBACK);
    upstream.reset();
    const again = await postJson(upstream, '/api/v1/business/feedback/', VALID_FEEDBACK);
    expect(again.json.data.id).toBe(first.json.data.id);
  });

  test('when required fields are missing, then it answers 422 with per-field errors', async () => {
    const res = await postJson(upstream, '/api/v1/business/feedback/', { name: 'Иван', msg: 'Привет' });
    expect(res.status).toBe(422);
    expect(res.json.message).toEqual(expect.any(String));
    expect(Object.keys(res.json.errors).sort()).toEqual(['phone', 'value']);
  });

  test('when the category is unknown, then it answers 422 with an error on value', async () => {
    const res = await postJson(upstream, '/api/v1/business/feedback/', { ...VALID_FEEDBACK, value: 'spam' });
    expect(res.status).toBe(422);
    expect(res.json.errors).toHaveProperty('value');
  });

  test.each(['{not json', '[1,2]', 'null', ''])('when the body is %j, then it answers 400 without crashing', async (body) => {
    const res = await call(upstream, '/api/v1/business/feedback/', { method: 'POST', body });
    expect(res.status).toBe(400);
    expect((await call(upstream, '/api/v1/business/reviews/')).status).toBe(200);
  });
});
