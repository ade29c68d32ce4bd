// The reviews answer is kept whole in the page state: fields the page does not render
// (yet) are not stripped on the way from the upstream.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { typesetAll } from '#shared/typography/typeset.js';
import { stateOf } from '../support/page-state.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const sendJson = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The reviews the server rendered with. */
const reviewsStateOf = (html: string) => stateOf(html).reviews;

describe('GET /promo/law', () => {
  test('when a review has fields the page does not know, then the page state keeps them', async () => {
    const review = {
      id: 17, author: 'Ирина К.', company: 'ООО «Стройдом»', text: 'Привезли в тот же день.', date: '2025-03-14', rating: 5,
      reply: { author: 'Петрович', text: 'Спасибо за <b>отзыв</b>!' },
      photos: ['https://example.ru/review/17/1.jpg'],
      verifiedPurchase: true,
    };
    t.demo.override('GET', /^\/api\/v1\/business\/reviews\/$/, (_req, res) => sendJson(res, { data: [review] }));

    const res = await request(t.listener).get('/promo/law');

    expect(res.status).toBe(200);
    expect(plainSpaces(res.text)).toContain('Привезли в тот же день.');
    // Every field kept, its prose typeset once as the answer arrived (server/upstream/call-schemas.ts).
    expect(reviewsStateOf(res.text).responseData).toEqual({ data: [typesetAll(review)] });
  });
});
