// The /api's words a visitor reads are content/site.json's (docs/decisions/108-page-texts-as-content.md):
// the feedback form's errors, with the rules' limits filled into {символов}, and its failed
// send; the 429's message with its {минут}, which the savings and card checks show. The real app on a copy
// of the tests' content with those texts edited (read, checked and typeset by the server's own
// loader) answers in the edited words, in the JSON and in the page a form without JS gets.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { copyFixtureContent } from '../support/content.js';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { DEFAULT_LIMITS } from '#server/rate-limit/limits.js';

const HOST = 'promo.example.ru';
const FEEDBACK = '/api/v1/business/feedback/';

/** The edited words: a limit's placeholder stands elsewhere in its sentence than in the shipped file. */
const EDITS = {
  feedback: {
    refused: 'Поправьте отмеченные поля',
    failed: 'Письмо не ушло & ждёт вас: позвоните нам.',
    nameShort: 'Нужно хотя бы {символов} в имени',
    msgLong: 'Уложитесь в {символов}, пожалуйста',
    emailInvalid: 'Почта без ошибок, пожалуйста',
  },
  tooMany: 'Подождите {минут} мин., проверок было много',
};

type Json = Record<string, Record<string, unknown>>;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = copyFixtureContent('promo-api-words-');
  const file = path.join(dir, 'site.json');
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const feedback = texts.feedback as { errors: Record<string, string> };
  feedback.errors = { ...feedback.errors, ...EDITS.feedback };
  texts.errors!.tooMany = { ...(texts.errors!.tooMany as object), message: EDITS.tooMany };
  writeFileSync(file, JSON.stringify(texts));
  t = await startApp({ env: { RATE_LIMITS: 'on', CONTENT_DIR: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => t.demo.reset());

/** The answer's JSON read with plain spaces (the words are typeset as they load). */
const body = (res: request.Response) => JSON.parse(plainSpaces(res.text)) as { message: string; errors?: Record<string, string> };
/** A savings check of a card of the demo's, as the campaign page's island asks it. */
const check = (card: string, address: string) =>
  request(t.listener).get(`/api/v2/promo/check/knauf2025/${card}/`).set('Host', HOST).set('X-Forwarded-For', address);

describe('POST /api/v1/business/feedback/ with the site file\'s words edited', () => {
  test('when the fields break the rules, then the refusal and each field say the edited words, the limits filled in', async () => {
    const res = await request(t.listener).post(FEEDBACK).set('Host', HOST).set('X-Forwarded-For', '192.0.2.10')
      .send({ name: 'И', email: 'ivan@', phone: '+7 (921) 000-00-00', value: 'delivery', msg: 'я'.repeat(2001) });

    expect(res.status).toBe(400);
    expect(body(res)).toEqual({
      message: 'Поправьте отмеченные поля',
      errors: {
        name: 'Нужно хотя бы 2 символов в имени', email: 'Почта без ошибок, пожалуйста', msg: 'Уложитесь в 2000 символов, пожалуйста',
      },
    });
  });
});

describe('POST /promo/law (the feedback block without JS) with the site file\'s words edited', () => {
  const feedback = {
    form: 'feedback', name: 'Иван Петров', email: 'ivan@example.ru', phone: '8 921 000-00-00', value: 'delivery', msg: 'Вопрос',
  };

  test('when a field breaks the rules, then the page says the edited refusal and field words', async () => {
    const res = await request(t.listener).post('/promo/law').set('X-Forwarded-For', '192.0.2.11').type('form')
      .send({ ...feedback, name: 'И' }).expect(200);

    const page = plainSpaces(res.text);
    expect(page).toContain('Поправьте отмеченные поля');
    expect(page).toContain('Нужно хотя бы 2 символов в имени');
  });

  test('when the send fails, then the page says the edited failure text, escaped', async () => {
    t.demo.override('POST', /^\/api\/v1\/business\/feedback\/$/, (_req, res: ServerResponse) => void res.writeHead(500).end());

    const res = await request(t.listener).post('/promo/law').set('X-Forwarded-For', '192.0.2.12').type('form').send(feedback)
      .expect(200);

    expect(plainSpaces(res.text)).toContain('Письмо не ушло &amp; ждёт вас: позвоните нам.');
  });
});

describe('GET /api/v2/promo/check/… over its limit, with the site file\'s words edited', () => {
  test('when an address is over the checks\' limit, then the 429\'s message is the edited one, the minutes in place', async () => {
    const statuses: number[] = [];
    const { points } = DEFAULT_LIMITS.cardCheck.perAddress;
    for (let i = 0; i < points + 1; i++) statuses.push((await check(`71502${String(i).padStart(2, '0')}`, '192.0.2.15')).status);
    const res = await check(DEMO_CARDS.savingsPositive, '192.0.2.15');

    expect(statuses.slice(0, points).every((status) => status === 200)).toBe(true);
    expect(res.status).toBe(429);
    expect(body(res).message).toMatch(/^Подождите \d+ мин\., проверок было много$/);
  });
});
