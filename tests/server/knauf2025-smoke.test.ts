import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('GET /promo/knauf2025', () => {
  test('when the upstream answers, renders the leaderboard rows on the server', async () => {
    const res = await request(t.listener).get('/promo/knauf2025').expect(200);
    expect(res.text).toContain('<html lang="ru">');
    expect(plainSpaces(res.text)).toContain('Санкт-Петербург и Северо-Запад');
    expect(res.text.match(/<tr>/g)?.length).toBeGreaterThanOrEqual(30);
  });
});
