// The forms of a page answered by the server, for a visitor whose click came before the
// page's JS ran (or who has JS off): a card form is a GET of the page with the card in
// the query, answered by the page rendered with that card's answer, for this visitor
// only and within the /api limits (a form refused by them is a 429: the page, the refusal in
// its form); the cookie notice's
// "Принять" is a POST that sets the cookie and sends the visitor back.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';
import { copyFixtureContent } from '../support/content.js';
import { BUILT_IN_PROXY_TEXTS } from '#server/proxy/proxy-texts.js';
import { DEFAULT_LIMITS } from '#server/rate-limit/limits.js';

/** The tests' site file says the server's own words. */
const FEEDBACK_MESSAGES = BUILT_IN_PROXY_TEXTS.feedback;

/** docs/product.md §6's words, the tests' content/campaign.json's. */
const SAVINGS_FAILED = 'Не удалось проверить карту, попробуйте ещё раз';
const POSITIVE = 'По карте есть покупки, участвующие в акции. Баллы будут начислены.';
const NEGATIVE = 'По этой карте пока нет покупок, участвующих в акции.';
const checks = (t: TestApp) => t.demo.requests.filter((r) => r.path.startsWith('/api/v2/promo/check/')).map((r) => r.path);
/** Each counter of /metrics named (a series as a pattern), by the key given it. */
async function metricCounts<K extends string>(t: TestApp, series: Record<K, string>): Promise<Record<K, number>> {
  const text = (await request(t.listener).get('/metrics')).text;
  const count = (metric: string) => Number(new RegExp(`^${metric} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return Object.fromEntries(Object.entries<string>(series).map(([key, metric]) => [key, count(metric)])) as Record<K, number>;
}
const HITS = 'render_cache_requests_total\\{result="hit"\\}';
const MISSES = 'render_cache_requests_total\\{result="miss"\\}';
const LAW_ACTIONS = 'posted_form_actions_total\\{kind="law"\\}';
/** The card field as the server wrote it: its value attribute. */
const fieldValue = (html: string) => /<input[^>]*name="card"[^>]*value="([^"]*)"/.exec(html)?.[1];

describe('GET /promo/knauf2025?card=… (the savings form before hydration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '10000' } });
  });
  afterAll(() => t.close());
  beforeEach(() => t.demo.reset());

  test('when the form is plain HTML, then it is a GET of this page with the card field, coming back to the answer', async () => {
    const { text } = await request(t.listener).get('/promo/knauf2025');

    const form = /<form class="savings__form"[^>]*>/.exec(text)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="#savings"');
    expect(fieldValue(text)).toBe('');
  });

  test('when a card with purchases is submitted, then the page holds the positive answer and the card, private and never stored', async () => {
    const res = await request(t.listener).get(`/promo/knauf2025?card=${DEMO_CARDS.savingsPositive}`);

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(plainSpaces(res.text)).toContain(POSITIVE);
    expect(fieldValue(res.text)).toBe(DEMO_CARDS.savingsPositive);
    expect(checks(t)).toEqual([`/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`]);
    // The shared page for everyone stays without any card and is cached as before.
    const shared = await request(t.listener).get('/promo/knauf2025');
    expect(shared.headers['cache-control']).toMatch(/^public/);
    expect(shared.text).not.toContain(DEMO_CARDS.savingsPositive);
    expect(shared.text).not.toContain(POSITIVE);
  });

  test('when a card without purchases is submitted, then the page says so', async () => {
    const { text } = await request(t.listener).get(`/promo/knauf2025?card=${DEMO_CARDS.savingsNegative}`);

    expect(plainSpaces(text)).toContain(NEGATIVE);
  });

  test('when the check fails upstream, then the page says the check failed and keeps the card', async () => {
    const { text } = await request(t.listener).get(`/promo/knauf2025?card=${DEMO_CARDS.failure}`);

    expect(plainSpaces(text)).toContain(SAVINGS_FAILED);
    expect(fieldValue(text)).toBe(DEMO_CARDS.failure);
  });

  test('when what was typed is not a card number, then the field keeps it with its error and nothing is asked upstream', async () => {
    const { text } = await request(t.listener).get('/promo/knauf2025?card=70-12');

    expect(fieldValue(text)).toBe('7012');
    expect(text).toContain('Некорректный номер карты');
    expect(checks(t)).toEqual([]);
  });

  test('when malformed cards are submitted, then each gets the page cached for its message with the digits as typed, rendered once for all', async () => {
    const misses = async () =>
      Number(/render_cache_requests_total\{result="miss"\} (\d+)/.exec((await request(t.listener).get('/metrics')).text)?.[1] ?? 0);
    await request(t.listener).get('/promo/knauf2025?card=1');
    await request(t.listener).get('/promo/knauf2025?card=');
    const before = await misses();

    const typo = await request(t.listener).get('/promo/knauf2025?card=70-12');
    const overlong = await request(t.listener).get('/promo/knauf2025?card=123456789012');
    const empty = await request(t.listener).get('/promo/knauf2025?card=abc');

    expect(await misses(), 'no new render').toBe(before);
    expect([typo.status, overlong.status, empty.status]).toEqual([200, 200, 200]);
    expect(typo.headers['cache-control']).toBe('private, no-store');
    expect([fieldValue(typo.text), fieldValue(overlong.text), fieldValue(empty.text)]).toEqual(['7012', '123456789012', '']);
    expect(typo.text).toContain('"cardForm":{"value":"7012","submitted":true}');
    expect(plainSpaces(overlong.text)).toContain('Некорректный номер карты');
    expect(plainSpaces(empty.text)).toContain('Введите номер карты');
    expect(checks(t)).toEqual([]);
  });
});

describe('GET /promo/karta-elektrika?card=… (the card check before hydration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when a card is submitted, then the page shows its whole-number bonus count', async () => {
    const res = await request(t.listener).get(`/promo/karta-elektrika?card=${DEMO_CARDS.registeredEligible}`);

    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(plainSpaces(res.text)).toMatch(new RegExp(
      `Бонусов на карте ${DEMO_CARDS.registeredEligible}: <strong class="karta-check__value">12</strong>`,
    ));
    expect(fieldValue(res.text)).toBe(DEMO_CARDS.registeredEligible);
  });
});

describe('the card forms and the rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => t.close());

  test('when one card was looked up 5 times through /api, then the form answers 5 more and refuses the 11th, saying when to try again, without asking upstream', async () => {
    t.demo.reset();
    const card = DEMO_CARDS.savingsPositive;
    const form = (i: number) => request(t.listener).get(`/promo/knauf2025?card=${card}`).set('X-Forwarded-For', `198.51.100.${i + 1}`);
    for (let i = 0; i < 5; i++) {
      // From the form's own block: a card's budget is counted per asking block (docs/decisions/361-one-round-trip-per-limited-call.md).
      const check = await request(t.listener).get(`/api/v2/promo/check/knauf2025/${card}/`).set('X-Forwarded-For', `198.51.100.${i + 101}`);
      expect(check.status).toBe(200);
    }
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push((await form(i)).text);

    expect(answers.slice(0, 5).every((html) => plainSpaces(html).includes(POSITIVE))).toBe(true);
    expect(answers[5]).toMatch(/Слишком много запросов, попробуйте через \d+ мин\./);
    expect(answers[5]).not.toContain(POSITIVE);
    expect(checks(t)).toHaveLength(10);
  });
});

describe('the card forms spend before they render', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The public data kept, as served: a stored page (the refusal's) lives while the data it shows is current.
    t = await startApp({ env: { RATE_LIMITS: 'on', UPSTREAM_CACHE_TTL_MS: '10000' } });
  });
  afterAll(() => t.close());

  test('when an address has spent its card-check budget, then its card form answers 429 with the whole page, the refusal in the form and the card as typed, without asking upstream to check', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.cardCheck.perAddress.points; i++) {
      const check = await request(t.listener)
        .get(`/api/v2/promo/check/knauf2025/71500${String(i).padStart(2, '0')}/`)
        .set('X-Forwarded-For', '192.0.2.77');
      expect(check.status).toBe(200);
    }
    t.demo.reset();
    const form = (card: string) => request(t.listener).get(`/promo/knauf2025?card=${card}`).set('X-Forwarded-For', '192.0.2.77');

    const res = await form(DEMO_CARDS.savingsPositive);
    const again = await form(DEMO_CARDS.savingsNegative);
    // Another site's page asking it is a 403 (same-origin-posts.ts).
    expect((await form(DEMO_CARDS.savingsNegative).set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);

    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The page itself, as every form error shows it: its own title, the form, the refusal in the form's answer.
    expect(/<title>([^<]*)<\/title>/.exec(res.text)?.[1]).toMatch(/Knauf/i);
    const answer = /<div class="savings__result"[^>]*>(.*?)<\/div><\/div>/s.exec(res.text)?.[1] ?? '';
    expect(plainSpaces(answer)).toMatch(/Слишком много запросов, попробуйте через \d+ мин\./);
    expect(fieldValue(res.text)).toBe(DEMO_CARDS.savingsPositive);
    // The digits were a card number: the field has nothing to say about them.
    expect(res.text).toContain('<div class="card-field">');
    expect(res.text).not.toContain('aria-invalid="true"');
    // Another refusal of the same wait: the same page, this visitor's digits in its field and state.
    expect(again.status).toBe(429);
    expect(fieldValue(again.text)).toBe(DEMO_CARDS.savingsNegative);
    expect(again.text).not.toContain(DEMO_CARDS.savingsPositive);
    expect(checks(t), 'no card checked upstream').toEqual([]);
  });

  test('when a card form is answered, then its lookup is counted once: the last form of an address\'s budget is answered and the next refused', async () => {
    // A visitor's browser: each answer hands over the visit pass (docs/decisions/361-one-round-trip-per-limited-call.md)
    // and the next form carries it, so the forms draw on the visitors' share of the site's lookups,
    // not on what the passless callers of this file's other tests have spent this second.
    const visitor = request.agent(t.listener);
    const form = (i: number) => visitor
      .get(`/promo/karta-elektrika?card=71600${String(i).padStart(2, '0')}`)
      .set('X-Forwarded-For', '192.0.2.88');
    const answers = [];
    const { points } = DEFAULT_LIMITS.cardCheck.perAddress;
    for (let i = 0; i < points + 1; i++) answers.push(await form(i));

    expect(answers.slice(0, points).map((res) => res.status)).toEqual(Array(points).fill(200));
    expect(answers[points]!.status).toBe(429);
    // The karta-elektrika page itself, its card field holding the refused card.
    expect(fieldValue(answers[points]!.text)).toBe(`71600${String(points).padStart(2, '0')}`);
    expect(plainSpaces(answers[points]!.text)).toMatch(/Слишком много запросов, попробуйте через \d+ мин\./);
  });
});

describe('POST /promo/law (the cookie notice before hydration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when the notice is plain HTML, then "Принять" posts the consent to the page itself', async () => {
    const { text } = await request(t.listener).get('/promo/law');

    const consentForm = /<form class="cookie-banner__form" method="post"><input type="hidden" name="cookies" value="accepted"\/><button type="submit"/;
    expect(text).toMatch(consentForm);
  });

  test('when the consent is posted, then the cookie is set for a year and the visitor is sent back to the page as asked', async () => {
    const res = await request(t.listener).post('/promo/law?city_code=msk').type('form').send({ cookies: 'accepted' });

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/promo/law?city_code=msk');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^cookie-accepted=1; Max-Age=31536000; Path=\/; Expires=.+; SameSite=Lax$/);
    const back = await request(t.listener).get('/promo/law?city_code=msk').set('cookie', 'cookie-accepted=1');
    expect(back.text).not.toContain('class="cookie-banner"');
  });

  test('when anything else is posted to a page, then it is not found and no cookie is set', async () => {
    for (const [path, body] of [['/promo/law', { cookies: 'no' }], ['/promo/knauf2025', { cookies: 'accepted' }]] as const) {
      const res = await request(t.listener).post(path).type('form').send(body);

      expect(res.status, path).toBe(404);
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
  });
});

describe('POST /promo/law (the feedback before hydration) and its rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The public data kept, as served: a stored page lives while the data it shows is current.
    t = await startApp({ env: { RATE_LIMITS: 'on', UPSTREAM_CACHE_TTL_MS: '10000' } });
  });
  afterAll(() => t.close());

  test('when an address has sent its 5 feedbacks, then the 6th is answered 429 with when to try again, in Russian, what was typed kept', async () => {
    const feedback = {
      form: 'feedback', name: 'Иван Петров', email: 'ivan@example.ru', phone: '8 921 000-00-00', value: 'delivery',
      msg: 'Когда привезут заказ?',
    };
    const send = () => request(t.listener).post('/promo/law').set('X-Forwarded-For', '192.0.2.99').type('form').send(feedback);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send()).status);

    const res = await send();

    expect([...statuses, res.status]).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(/<title>([^<]*)<\/title>/.exec(res.text)?.[1]).toMatch(/^[А-ЯЁ«][^A-Za-z]*\| Петрович$/);
    expect(plainSpaces(res.text)).toMatch(/Слишком много запросов, попробуйте через \d+ мин\./);
    expect(res.text).toContain('Когда привезут заказ?');
    expect(t.demo.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/business/feedback/')).toHaveLength(5);
  });

  test('when refused posts follow, then each is the one stored page of its wait, no action and no render, with that visitor\'s texts written in, escaped; another address\'s post is sent', async () => {
    const renders = () => metricCounts(t, { hit: HITS, miss: MISSES, actions: LAW_ACTIONS });
    const post = (name: string, msg: string, from = '192.0.2.99') => request(t.listener).post('/promo/law').set('X-Forwarded-For', from)
      .type('form').send({ form: 'feedback', name, email: 'ivan@example.ru', phone: '8 921 000-00-00', value: 'delivery', msg });
    // The address spent its feedbacks in the test before: the first refusal of its kind is rendered and stored.
    expect((await post('Пётр', 'Первый вопрос')).status).toBe(429);
    const before = await renders();

    const res = await post('Анна <b>&"\'', 'Где заказ? </textarea><script>alert(1)</script>');

    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Answered before the action, from the stored page: no action ran, nothing was rendered.
    expect(await renders()).toEqual({ hit: before.hit + 1, miss: before.miss, actions: before.actions });
    expect(plainSpaces(res.text)).toMatch(/Слишком много запросов, попробуйте через \d+ мин\./);
    expect(res.text).toContain('value="Анна &lt;b&gt;&amp;&quot;&#39;"');
    expect(res.text).toContain('Где заказ? &lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>');
    expect(res.text).toContain('"name":"Анна \\u003cb\\u003e\\u0026\\"\'"');
    expect(res.text).toContain('value="+7 (921) 000-00-00"');
    expect(res.text).not.toMatch(/[\uE000-\uF8FF]|Пётр|Первый вопрос|\+7 \(000\)/);
    expect(res.text).toMatch(/<option selected="" value="delivery">|<option value="delivery" selected="">/);
    const sent = await renders();
    const other = await post('Ольга', 'Второй вопрос', '198.51.100.42');
    expect(other.status).toBe(200);
    expect((await renders()).actions).toBe(sent.actions + 1);
    expect(t.demo.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/business/feedback/')).toHaveLength(6);
  });

  test('when an address past its budget posts feedbacks with a topic never offered and any field values (empty, against the rules), then each is the stored 429: no render, no new render-cache entry, none evicted', async () => {
    const cache = () => metricCounts(t, {
      misses: MISSES, entries: 'render_cache_entries', evictions: 'render_cache_evictions_total', actions: LAW_ACTIONS,
    });
    const post = (fields: Record<string, string>) => request(t.listener).post('/promo/law').set('X-Forwarded-For', '192.0.2.99')
      .type('form').send({ form: 'feedback', ...fields });
    // The address spent its feedbacks in the tests before; its refusal with no topic chosen is stored once.
    expect((await post({ name: 'Пётр', phone: '8 921 000-00-00', value: 'topic-0' })).status).toBe(429);
    const before = await cache();

    const answers = [];
    for (let i = 1; i <= 40; i++) {
      const fields = i % 2 === 0
        ? { name: `Имя ${i}`, email: `a${i}@example.ru`, phone: '8 921 000-00-00', value: `topic-${i}`, msg: `Вопрос ${i}` }
        : { name: '', email: `no-email-${i}`, phone: `${i}`, value: `topic-${i}`, msg: '' };
      answers.push(await post(fields));
    }

    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 429));
    expect(answers.every((res) => /Слишком много запросов, попробуйте через \d+ мин\./.test(plainSpaces(res.text)))).toBe(true);
    expect(answers[1]!.text).toContain('value="Имя 2"');
    expect(answers[2]!.text).toContain('value="no-email-3"');
    expect(answers[2]!.text).not.toMatch(/[\uE000-\uF8FF]|\+7 \(000\)|selected=""[^>]*value="topic|value="topic-3"[^>]*selected/);
    expect(await cache()).toEqual(before);
  });
});

describe('POST /promo/law (a feedback before hydration that the form\'s rules refuse)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The public data kept, as served: a stored answer lives while the data it shows is current.
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '10000' } });
  });
  afterAll(() => t.close());

  test('when the email is malformed and the topic is none of the page\'s, then the page says so in Russian, field by field, keeps what was typed and sends nothing', async () => {
    const feedback = {
      form: 'feedback', name: 'Иван Петров', email: 'ivan@', phone: '8 921 000-00-00', value: 'no-such-topic', msg: 'Вопрос',
    };

    const res = await request(t.listener).post('/promo/law').type('form').send(feedback).expect(200);

    const text = plainSpaces(res.text);
    expect(text).toContain(plainSpaces(FEEDBACK_MESSAGES.refused));
    expect(text).toContain(plainSpaces(FEEDBACK_MESSAGES.emailInvalid));
    expect(text).toContain(plainSpaces(FEEDBACK_MESSAGES.valueUnknown));
    expect(res.text).toContain('value="ivan@"');
    expect(t.demo.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/business/feedback/')).toHaveLength(0);
  });

  test('when posts break the same rules with other texts, then each is the one stored page of those errors with its texts written in, escaped, no render of its own; other errors are another page', async () => {
    const renders = () => metricCounts(t, { hit: HITS, miss: MISSES, entries: 'render_cache_entries' });
    const post = (name: string, email: string, msg = 'Вопрос') => request(t.listener).post('/promo/law').type('form')
      .send({ form: 'feedback', name, email, phone: '8 921 000-00-00', value: 'delivery', msg });
    expect((await post('Пётр', 'petr@')).status).toBe(200);
    const before = await renders();

    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await post(`Анна ${i} <b>&"`, `anna-${i}@`, `Где заказ ${i}? </textarea>`));

    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(await renders()).toEqual({ hit: before.hit + 20, miss: before.miss, entries: before.entries });
    const [, second] = answers;
    const fieldError = (text: string) => `field__error">${plainSpaces(text)}<`;
    expect(plainSpaces(second!.text)).toContain(fieldError(FEEDBACK_MESSAGES.emailInvalid));
    expect(second!.text).toContain('value="Анна 1 &lt;b&gt;&amp;&quot;"');
    expect(second!.text).toContain('value="anna-1@"');
    expect(second!.text).toContain('Где заказ 1? &lt;/textarea&gt;</textarea>');
    expect(second!.text).toContain('"email":"anna-1@"');
    expect(second!.text).not.toMatch(/[\uE000-\uF8FF]|Пётр|petr@|\+7 \(000\)/);
    expect(second!.text).toMatch(/<option selected="" value="delivery">|<option value="delivery" selected="">/);
    const other = await post('', 'anna@example.ru');
    expect(plainSpaces(other.text)).not.toContain(fieldError(FEEDBACK_MESSAGES.emailInvalid));
    expect(plainSpaces(other.text)).toContain(fieldError(FEEDBACK_MESSAGES.nameEmpty));
    expect((await renders()).miss).toBe(before.miss + 1);
    expect(t.demo.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/business/feedback/')).toHaveLength(0);
  });
});

describe('POST /promo/law (a feedback before hydration longer than its rules allow)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when the message is 3000 Cyrillic letters (18 KB posted), then the page keeps the text and says how long it may be, nothing sent', async () => {
    const msg = 'а'.repeat(3000);
    const feedback = { form: 'feedback', name: 'Иван Петров', email: 'ivan@example.ru', phone: '8 921 000-00-00', value: 'delivery', msg };

    const res = await request(t.listener).post('/promo/law').type('form').send(feedback);

    expect(res.status).toBe(200);
    expect(plainSpaces(res.text)).toContain('Сообщение — не длиннее 2000 символов');
    expect(res.text).toContain(`>${msg}</textarea>`);
    expect(t.demo.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/business/feedback/')).toHaveLength(0);
  });
});

describe('the 429 page\'s texts (content/site.json)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = copyFixtureContent('promo-429-texts-');
    const file = path.join(dir, 'site.json');
    const texts = JSON.parse(readFileSync(file, 'utf8')) as { errors: Record<string, unknown> };
    texts.errors.tooMany = { message: 'Проверок слишком много: подождите {минут} мин.', lead: 'Карта никуда не денется.' };
    writeFileSync(file, JSON.stringify(texts));
    t = await startApp({ env: { RATE_LIMITS: 'on', CONTENT_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('when the file\'s 429 texts are edited, then the card form over its budget says its message in the form, the minutes in place', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.cardCheck.perAddress.points; i++) {
      const card = `71501${String(i).padStart(2, '0')}`;
      await request(t.listener).get(`/api/v2/promo/check/knauf2025/${card}/`).set('X-Forwarded-For', '192.0.2.78').expect(200);
    }

    const res = await request(t.listener).get(`/promo/knauf2025?card=${DEMO_CARDS.savingsPositive}`).set('X-Forwarded-For', '192.0.2.78');

    expect(res.status).toBe(429);
    const answer = /<div class="savings__result"[^>]*>(.*?)<\/div><\/div>/s.exec(res.text)?.[1] ?? '';
    expect(plainSpaces(answer)).toMatch(/Проверок слишком много: подождите \d+ мин\./);
    expect(asWritten(res.text)).not.toContain('Слишком много запросов');
  });
});
