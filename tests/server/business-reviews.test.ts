// The reviews answer is kept whole in the page state: fields the page does not render
// (yet) are not stripped on the way from the upstream; a review's text never slows the page
// (docs/decisions/489-hyphens-as-a-typesetter-would.md).
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import request from 'supertest';
import russian from 'hyphen/ru/index.js';
import Typograf from 'typograf';
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

  test('when a review holds a word of 100,000 letters, then every view shows it whole and neither the patterns nor Typograf is given any of it', async () => {
    const word = 'гидроизоляция'.repeat(7_693).slice(0, 100_000);
    const review = {
      id: 18, author: 'Ирина К.', company: 'ООО «Стройдом»', date: '2025-03-14', rating: 5,
      text: `Отзыв: ${word} - отличная теплоизоляция.`,
    };
    t.demo.override('GET', /^\/api\/v1\/business\/reviews\/$/, (_req, res) => sendJson(res, { data: [review] }));
    const patterns = vi.spyOn(russian, 'hyphenateSync');
    const typograf = vi.spyOn(Typograf.prototype, 'execute');
    try {
      for (const view of [1, 2]) {
        const res = await request(t.listener).get('/promo/law');
        expect(res.status, `view ${view}`).toBe(200);
        expect(res.text.includes(word), `view ${view}`).toBe(true);
      }
      // Each is given texts of words only: the work is the page's words', not the upstream's run.
      const runs = (texts: unknown[]) => texts.flatMap((text) => String(text).match(/[а-яё]+/gi) ?? []);
      const longestRun = (texts: unknown[]) => Math.max(0, ...runs(texts).map((run) => run.length));
      expect(longestRun(patterns.mock.calls.map(([text]) => text))).toBeLessThanOrEqual(40);
      expect(longestRun(typograf.mock.calls.map(([text]) => text))).toBeLessThanOrEqual(40);
    } finally {
      patterns.mockRestore();
      typograf.mockRestore();
    }
  });
  test('when a review of 102 KB is made of 40-letter words, then law is the page a review of 102 KB of short words makes (±50 %), its words whole', async () => {
    let seed = 7;
    const letter = (from: string) => from[(seed = (seed * 48_271) % 2_147_483_647) % from.length]!;
    // Words as the patterns break them (a consonant, a vowel), each new: none is remembered from another.
    const word = (letters: number) => Array.from({ length: letters }, (_, i) => letter(i % 2 ? 'аеиоуыяю' : 'бвгдклмнпрстфхчшж')).join('');
    const review = (letters: number) => {
      const words: string[] = [];
      for (let bytes = 0; bytes < 102_000; bytes += 2 * letters + 1) words.push(word(letters));
      return { id: 19, author: 'Ирина К.', company: 'ООО «Стройдом»', date: '2025-03-14', rating: 5, text: words.join(' ') };
    };
    const pageWith = async (letters: number) => {
      const shown = review(letters);
      t.demo.override('GET', /^\/api\/v1\/business\/reviews\/$/, (_req, res) => sendJson(res, { data: [shown] }));
      const res = await request(t.listener).get('/promo/law').expect(200);
      expect(res.text).toContain(shown.text.slice(0, 2 * letters + 1));
      return res.text.length;
    };

    const ratio = (await pageWith(40)) / (await pageWith(5));

    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(1.5);
  });
});
