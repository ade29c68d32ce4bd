// The landings of the tests' content (tests/fixtures/content/landings/, docs/product.md §13) through the real app and
// the real demo upstream, on a clock the tests move: osen-remont (every block type; 1–31 October 2025, announced from
// 20 September) and zimnie-skidki (a hero and a text; announced 10 October, 1–30 November 2025). Their phases, the
// headers a campaign page has, the hub, the sitemap, JSON-LD and link previews, the savings check's 410 once ended,
// no island where no block needs one, and the products asked of the upstream once per data change.
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const HOST = 'promo.example.ru';
const ORIGIN = `https://${HOST}`;
/** An instant written in Moscow time. */
const msk = (text: string) => Date.parse(`${text}+03:00`);

let now = msk('2025-10-15T12:00:00');
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ clock: { now: () => now }, env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

const get = (path: string) => request(t.listener).get(path).set('Host', HOST);
/** The page's text, its spaces plain and without React's text separators. */
const textOf = async (path: string, status = 200) => plainSpaces((await get(path).expect(status)).text.replaceAll('<!-- -->', ''));
const jsonLd = (html: string) =>
  JSON.parse(plainSpaces(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)) as Record<string, unknown>;
/** The page's body as drawn, before its state. */
const bodyOf = (text: string) => text.slice(text.indexOf('<body'), text.indexOf('<script id="__state"'));
const productCalls = (app: TestApp) => app.demo.requests.filter((r) => r.path === '/api/v1/promo/products/osen-remont/');

describe('a running landing (osen-remont on 15 October 2025)', () => {
  beforeAll(() => void (now = msk('2025-10-15T12:00:00')));

  test('when it is asked, then its blocks are drawn in their order under one h1, with the products, the savings form and the answers', async () => {
    const text = await textOf('/promo/osen-remont');

    expect(text.match(/<h1[ >]/g)).toHaveLength(1);
    const order = ['Осенний ремонт с «Петровичем»', 'До конца акции осталось', 'Как устроена акция', 'Три шага к баллам',
      'Товары акции', 'Проверьте свои покупки', 'Вопросы и ответы', 'Бренды акции', 'Все акции «Петровича»'];
    const at = order.map((words) => text.indexOf(words));
    expect(at.every((index) => index > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text).toContain('<strong>17 дней</strong>');
    expect(text.match(/<li class="products__item">/g)).toHaveLength(4);
    expect(text).toContain('data-island="savings-form"');
    expect(text.match(/<details>/g)).toHaveLength(2);
    expect(text).toContain('<a href="https://petrovich.ru/catalog/">сайте «Петровича»</a>');
    expect(text).toContain('<li><strong>Двойные баллы</strong> за сухие смеси</li>');
    expect(text).toContain('aria-label="Knauf"');
    // The markdown's words get their breaks as every text of the page (shared/typography/jsx-runtime.ts).
    expect((await get('/promo/osen-remont')).text).toContain('<p><span class="words">Баллы начис<i></i>ля<i></i>ются');
    expect(text).toContain('--accent:#0071b9');
  });

  test('when it and a campaign page are asked, then both answer with the same caching and type headers', async () => {
    const [landing, campaign] = [await get('/promo/osen-remont').expect(200), await get('/promo/knauf2025').expect(200)];

    for (const header of ['cache-control', 'content-type', 'content-security-policy', 'x-content-type-options', 'vary']) {
      expect(landing.headers[header], header).toEqual(campaign.headers[header]);
    }
    expect(landing.headers['cache-control']).toMatch(/^public/);
  });

  test('when its JSON-LD and link preview are read, then it is a FAQPage of its questions about its SaleEvent, with the site\'s picture', async () => {
    const html = (await get('/promo/osen-remont').expect(200)).text;
    const data = jsonLd(html);

    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Когда придут баллы?', acceptedAnswer: { '@type': 'Answer', text: 'В течение 14 дней после покупки.' } },
      {
        '@type': 'Question', name: 'Где посмотреть товары?', acceptedAnswer: { '@type': 'Answer', text: 'В каталоге и на этой странице.' },
      },
    ]);
    expect(data.about).toMatchObject({
      '@type': 'SaleEvent', startDate: '2025-10-01', endDate: '2025-10-31', url: `${ORIGIN}/promo/osen-remont`,
    });
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/promo/osen-remont">`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${ORIGIN}/promo/assets/og/site-[0-9a-f]+\\.png">`));
  });

  test('when the next Moscow day begins, then the countdown says one day less', async () => {
    now = msk('2025-10-16T00:00:01');
    expect(await textOf('/promo/osen-remont')).toContain('<strong>16 дней</strong>');
    now = msk('2025-10-31T23:59:00');
    expect(await textOf('/promo/osen-remont')).toContain('<strong>1 день</strong>');
  });

  test('when a card is sent by the savings form without JavaScript, then the page holds the answer, private, and the check names the apiSlug', async () => {
    now = msk('2025-10-15T12:00:00');
    const res = await get(`/promo/osen-remont?card=${DEMO_CARDS.savingsPositive}`).expect(200);

    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(plainSpaces(res.text)).toContain('По карте есть покупки, участвующие в акции. Баллы будут начислены.');
    expect(t.demo.requests.map((r) => r.path)).toContain(`/api/v2/promo/check/osen-remont/${DEMO_CARDS.savingsPositive}/`);
  });

  test('when its savings check is called while it runs, then the upstream answers it', async () => {
    now = msk('2025-10-15T12:00:00');
    const res = await get(`/api/v2/promo/check/osen-remont/${DEMO_CARDS.savingsPositive}/`).expect(200);
    expect(res.body).toEqual({ data: expect.anything() });
  });
});

describe('the hub and the sitemap', () => {
  test('when the hub is asked on 15 October 2025, then it lists the running landing and the upcoming one, each linking its page', async () => {
    now = msk('2025-10-15T12:00:00');
    const text = await textOf('/promo/');
    const [running, upcoming] = [text.indexOf('Действующие акции'), text.indexOf('Скоро')];

    expect(text.indexOf('href="/promo/osen-remont"')).toBeGreaterThan(running);
    expect(text.indexOf('href="/promo/zimnie-skidki"')).toBeGreaterThan(upcoming);
    expect(text).toContain('Осенний ремонт: скидки на сухие смеси и утеплитель');
    const sitemap = (await get('/sitemap.xml').expect(200)).text;
    expect(sitemap).toContain(`<loc>${ORIGIN}/promo/osen-remont</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/promo/zimnie-skidki</loc>`);
  });

  test('when it is asked before the announce days, then neither landing is listed and their pages are the 404 page', async () => {
    now = msk('2025-09-15T12:00:00');
    const [hub, sitemap] = [await textOf('/promo/'), (await get('/sitemap.xml').expect(200)).text];

    for (const id of ['osen-remont', 'zimnie-skidki']) {
      expect(hub).not.toContain(`/promo/${id}`);
      expect(sitemap).not.toContain(`/promo/${id}`);
      await get(`/promo/${id}`).expect(404);
    }
  });
});

describe('an upcoming landing (zimnie-skidki on 15 October 2025)', () => {
  test('when it is asked, then it says when it starts, its JSON-LD is its SaleEvent, and it holds no island (no script runs on it)', async () => {
    now = msk('2025-10-15T12:00:00');
    const html = (await get('/promo/zimnie-skidki').expect(200)).text;
    const text = plainSpaces(html.replaceAll('<!-- -->', ''));

    expect(text).toContain('Акция начнётся 1 ноября 2025');
    expect(text).not.toContain('data-island');
    expect(text).not.toContain('data-deferred-style');
    expect(jsonLd(html)).toMatchObject({ '@type': 'SaleEvent', startDate: '2025-11-01', endDate: '2025-11-30' });
  });
});

describe('a finished landing (osen-remont on 1 November 2025)', () => {
  test('when it is asked, then it says it has ended, without its savings check and its countdown, and its savings call answers 410 without the upstream', async () => {
    now = msk('2025-11-01T00:00:01');
    const text = bodyOf(await textOf('/promo/osen-remont'));

    expect(text).toContain('Акция завершена 31 октября 2025');
    expect(text).not.toContain('data-island');
    expect(text).not.toContain('До конца акции осталось');
    const res = await get(`/api/v2/promo/check/osen-remont/${DEMO_CARDS.savingsPositive}/`).expect(410);
    expect(res.body).toEqual({ message: 'Акция завершена' });
    expect(t.demo.requests.filter((r) => r.path.startsWith('/api/v2/promo/check/'))).toEqual([]);
    const hub = await textOf('/promo/');
    expect(hub.indexOf('href="/promo/osen-remont"')).toBeGreaterThan(hub.indexOf('Завершённые акции'));
  });
});

describe('its products from the upstream (an app of its own on 15 October 2025)', () => {
  let own: TestApp | undefined;
  afterEach(async () => {
    await own?.close();
    own = undefined;
  });
  const ownGet = (app: TestApp, path: string) => request(app.listener).get(path).set('Host', HOST);

  test('when it is asked twice while the upstream\'s data is fresh, then the upstream is asked for its products once (the page is stored)', async () => {
    own = await startApp({ env: { PROMO_NOW: '2025-10-15T12:00:00+03:00', UPSTREAM_CACHE_TTL_MS: '600000' } });
    await ownGet(own, '/promo/osen-remont').expect(200);
    await ownGet(own, '/promo/osen-remont').expect(200);

    expect(productCalls(own)).toHaveLength(1);
  });

  test('when the upstream does not know its apiSlug (404), then the products block is left out and the page answers', async () => {
    own = await startApp({ env: { PROMO_NOW: '2025-10-15T12:00:00+03:00' } });
    own.demo.override('GET', /^\/api\/v1\/promo\/products\/osen-remont\/$/, (_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Акция не найдена"}');
    });
    const text = bodyOf(plainSpaces((await ownGet(own, '/promo/osen-remont').expect(200)).text));

    expect(productCalls(own)).toHaveLength(1);
    expect(text).not.toContain('products__item');
    expect(text).not.toContain('Товары акции');
    expect(text).toContain('Вопросы и ответы');
  });
});
