// law and sert through the real app: both hosts, the city rules in the server HTML, the
// visitor IP sent to `determine`, the city flags, the footer year, the cookie notice,
// and the feedback checks before the upstream.
import { isIP } from 'node:net';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { RUNNING_DAY, startApp, type TestApp } from '../support/start-app.js';
import { makeStore } from '#shared/store/make-store.js';
import { PAGES } from '../support/content.js';
import { createLogger } from '#server/observability/log.js';
import { createUpstreamClient } from '#server/upstream/client.js';
import { DEMO_CREDENTIALS } from '../support/demo-upstream.js';
import { businessVariant, loadBusinessPage } from '#pages/business/business-page.js';
import { createRegionLookup } from '#server/upstream/region-lookup.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';
import { stateOf } from '../support/page-state.js';

const BUSINESS = 'business.example.ru';
const PROMO = 'promo.example.ru';
/** The specification's words and capital, its hyphen a dash. */
const LAW_TITLE_SHOWN = 'Юридическим лицам — удобная покупка строительных материалов по выгодным ценам';
const SERT_TITLE = 'Подарочные сертификаты для юрлиц за покупки на каждые 100 000 ₽';
const PHONES = { spb: '+7 (812) 334-88-88', msk: '+7 (495) 266-88-88', vyborg: '+7 (81378) 5-88-88', novgorod: '+7 (8162) 68-88-88' };
const GOOD_FEEDBACK = {
  name: 'Иван Петров', email: 'ivan@example.ru', phone: '+7 (921) 000-00-00', value: 'delivery', msg: 'Когда привезут?',
};

let t: TestApp;
beforeAll(async () => {
  // Every request here comes from loopback, one holder (127.0.0.0/16) that may take only a tenth of the region
  // lookups' ceiling per second (server/upstream/region-lookup.ts): a ceiling that high keeps that share out of
  // the way of what is tested here, the address sent to `determine` (the share is tests/slow/region-lookup.test.ts's).
  t = await startApp({ env: { REGION_LOOKUPS_PER_SECOND: '100000' } });
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const failCall = (path: RegExp) => t.demo.override('GET', path, (_req, res) => sendJson(res, 500, { message: 'boom' }));

function law(options: { query?: string; cookie?: string; headers?: Record<string, string>; host?: string } = {}) {
  const req = request(t.listener).get(`/promo/law${options.query ?? ''}`).set('Host', options.host ?? PROMO);
  if (options.cookie) req.set('Cookie', options.cookie);
  for (const [name, value] of Object.entries(options.headers ?? {})) req.set(name, value);
  return req;
}

/** The phone in the header as it reads (the state block lists every city's phone, so search only the link). */
const headerPhone = (html: string) => {
  const shown = /class="biz-header__phone" href="tel:\+\d+">(.*?)<\/a>/.exec(html)?.[1];
  return shown === undefined ? undefined : plainSpaces(shown.replace(/<[^>]+>/g, ''));
};

const determineIps = () => t.demo.requests.filter((r) => r.path === '/api/v1/business/cities/determine/').map((r) => r.query.ip);
const feedbackPosts = () => t.demo.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/business/feedback/');

describe('law and sert on both hosts', () => {
  test.each([
    [PROMO, '/promo/law', LAW_TITLE_SHOWN], [PROMO, '/promo/law/', LAW_TITLE_SHOWN],
    [PROMO, '/promo/sert/', SERT_TITLE], [PROMO, '/promo/sert', SERT_TITLE],
    [BUSINESS, '/', LAW_TITLE_SHOWN], [BUSINESS, '/sert/', SERT_TITLE], [BUSINESS, '/sert', SERT_TITLE],
  ])('when %s%s is asked, then it answers 200 with its banner', async (host, path, title) => {
    const res = await request(t.listener).get(path).set('Host', host);
    expect(res.status).toBe(200);
    const banner = asWritten(/<h1 id="biz-banner-title" class="biz-banner__title">(.*?)<\/h1>/.exec(res.text)?.[1] ?? '');
    // The characters as written; a sum is kept on one line by no-break spaces and markup.
    expect(plainSpaces(banner.replace(/<[^>]+>/g, ''))).toBe(title);
    // The dash stays with the word before it: no line starts with it.
    if (title === LAW_TITLE_SHOWN) expect(banner).toContain('лицам\u00a0— удобная');
    if (title.includes('₽')) expect(banner).toContain('<span class="nowrap">100\u00a0000\u00a0₽</span>');
  });

  test.each(['/promo/law', '/law', '/promo/knauf2025', '/knauf2025', '/lovecategory', '/promo/lovecategory'])(
    'when %s is asked on the business host, then it answers 404',
    async (path) => {
      expect((await request(t.listener).get(path).set('Host', BUSINESS)).status).toBe(404);
    },
  );

  test.each(['/promo/sert/', '/promo/sert'])('when %s is asked on the business host, then it answers 301 to /sert/', async (path) => {
    const res = await request(t.listener).get(path).set('Host', BUSINESS);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/sert/');
  });

  test('when law and sert are rendered, then their links to each other stay on the host', async () => {
    const [promoLaw, promoSert, bizLaw, bizSert] = await Promise.all([
      request(t.listener).get('/promo/law').set('Host', PROMO), request(t.listener).get('/promo/sert/').set('Host', PROMO),
      request(t.listener).get('/').set('Host', BUSINESS), request(t.listener).get('/sert/').set('Host', BUSINESS),
    ]);
    expect(plainSpaces(promoLaw.text)).toContain('<a href="/promo/sert/">Подробнее о сертификатах</a>');
    expect(asWritten(promoSert.text))
      .toContain('<li><a href="/promo/law">Юридическим лицам</a></li><li aria-current="page">Сертификаты</li>');
    expect(plainSpaces(bizLaw.text)).toContain('<a href="/sert/">Подробнее о сертификатах</a>');
    expect(plainSpaces(bizSert.text)).toContain('<li><a href="/">Юридическим лицам</a></li>');
    expect(bizSert.text).toContain('/assets/');
    expect(bizSert.text).not.toContain('/promo/assets/');
  });

  test('when law is rendered, then it shows the claims, the helpful info of the city and the reviews', async () => {
    const res = await law();
    expect(plainSpaces(res.text)).toContain('до 50 000 ₽ на 15 дней');
    expect(plainSpaces(res.text)).toContain('Более 30 000 товаров');
    expect(plainSpaces(res.text)).toContain('<a class="button biz-banner__action" href="#helpful-info">Полезная информация</a>');
    expect(res.text).toContain('id="helpful-info"');
    expect(plainSpaces(res.text)).toContain('Закрывающие документы');
    expect(plainSpaces(res.text)).toContain('Ирина К.');
    expect(res.text).toContain('14.03.2025');
  });

  test("when the browser reads a city's helpful info, then its cards' words carry their soft hyphens (the island draws them again) and their links stay as written", async () => {
    const res = await request(t.listener).get('/api/v1/business/info/spb/').expect(200);
    const cards = (res.body as { data: { title: string; text: string; link?: { title: string; url: string } | null }[] }).data;
    const words = cards.map((card) => `${card.title} ${card.text}`).join(' ');
    expect(words).toContain('Закры\u00adва\u00adю\u00adщие');
    expect(words.replaceAll('\u00ad', '')).toContain('Закрывающие документы');
    for (const card of cards) if (card.link) expect(card.link.url).not.toContain('\u00ad');
    // The same words as the page's state gives the island, so the browser's drawing matches the server's.
    const page = await law();
    expect(page.text).toContain('Закры\u00adва\u00adю\u00adщие');
    // Shown, they are marks, not characters (shared/typography/hyphen-marks.ts): the page's markup before its state holds none.
    expect(page.text.slice(0, page.text.indexOf('<script id="__state"'))).not.toContain('\u00ad');
  });

  test('when a review has 4 of 5, then it shows four stars and an empty fifth', async () => {
    const res = { text: plainSpaces((await law()).text.replaceAll('<!-- -->', '')) };
    expect(res.text).toContain(
      '<span aria-hidden="true">★★★★<span class="biz-review__star-empty">★</span></span><span class="visually-hidden">Оценка 4 из 5</span>',
    );
    expect(plainSpaces(res.text)).toContain('<span aria-hidden="true">★★★★★</span><span class="visually-hidden">Оценка 5 из 5</span>');
  });

  test('when sert is rendered, then the button leads to the get-certificate block', async () => {
    const res = await request(t.listener).get('/sert/').set('Host', BUSINESS);
    expect(plainSpaces(res.text)).toContain('<a class="button biz-banner__action" href="#get-certificate">Получить сертификат</a>');
    expect(res.text).toContain('id="get-certificate"');
    expect(plainSpaces(res.text)).toContain('Один подарочный сертификат — за каждые <span class="nowrap">100 000 ₽</span> покупок');
  });
});

describe('the active city in the server HTML', () => {
  test('when city_code names a city, then it wins over the cookie and the region', async () => {
    const res = await law({ query: '?city_code=vyborg', cookie: 'city_code=novgorod', headers: { 'X-Forwarded-For': '77.88.8.8' } });
    expect(stateOf(res.text).city.activeCode).toBe('vyborg');
    expect(headerPhone(res.text)).toBe(PHONES.vyborg);
    expect(plainSpaces(res.text)).toContain('Ваш город: </span>Выборг</button>');
  });

  test.each(['?city_code=kazan', '?city_code=', '?city_code=msk&city_code=vyborg', '?city_code=%3Cscript%3E'])(
    'when city_code is %s (unknown or malformed), then the first city is chosen',
    async (query) => {
      const res = await law({ query, cookie: 'city_code=novgorod', headers: { 'X-Forwarded-For': '77.88.8.8' } });
      expect(res.status).toBe(200);
      expect(stateOf(res.text).city.activeCode).toBe('spb');
      expect(headerPhone(res.text)).toBe(PHONES.spb);
    },
  );

  test('when the stored city differs from the region, then the stored city is shown', async () => {
    const res = await law({ cookie: 'city_code=novgorod', headers: { 'X-Forwarded-For': '77.88.8.8' } });
    expect(stateOf(res.text).city).toMatchObject({ activeCode: 'novgorod', userRegion: { code: 'msk' } });
    expect(headerPhone(res.text)).toBe(PHONES.novgorod);
  });

  test('when nothing is stored, then the region city is shown', async () => {
    const res = await law({ headers: { 'X-Forwarded-For': '77.88.8.8' } });
    expect(stateOf(res.text).city.activeCode).toBe('msk');
    expect(headerPhone(res.text)).toBe(PHONES.msk);
  });

  test('when the stored cookie is junk, then it is ignored and the region decides', async () => {
    const res = await law({ cookie: 'city_code=%3Cb%3E', headers: { 'X-Forwarded-For': '77.88.8.8' } });
    expect(stateOf(res.text).city.activeCode).toBe('msk');
  });

  test('when the region is not recognised, then the first city of the list is shown', async () => {
    t.demo.override('GET', /^\/api\/v1\/business\/cities\/$/, (_req, res) => sendJson(res, 200, {
      data: [
        {
          code: 'novgorod',
          name: 'Великий Новгород',
          subdomain: 'novgorod',
          phone: PHONES.novgorod,
          hideAbovePhone: false,
          hideFooterInfo: false,
        },
        { code: 'spb', name: 'Санкт-Петербург', subdomain: '', phone: PHONES.spb, hideAbovePhone: false, hideFooterInfo: false },
      ],
    }));
    const res = await law({ headers: { 'X-Forwarded-For': '10.0.0.1' } });
    expect(stateOf(res.text).city).toMatchObject({ activeCode: 'novgorod', userRegion: null });
    expect(headerPhone(res.text)).toBe(PHONES.novgorod);
  });

  test('when the cities list fails, then the page still renders with the default spb info and no picker', async () => {
    failCall(/^\/api\/v1\/business\/cities\/$/);
    const res = await law({ query: '?city_code=msk' });
    expect(res.status).toBe(200);
    expect(stateOf(res.text).city.activeCode).toBe('spb');
    expect(t.demo.requests.some((r) => r.path === '/api/v1/business/info/spb/')).toBe(true);
    // (The inlined CSS names the class: the picker's element is what must be absent.)
    expect(res.text).not.toContain('class="city-picker');
    expect(plainSpaces(res.text)).toContain(LAW_TITLE_SHOWN);
  });
});

describe('a region the upstream is slow to name', () => {
  test('when the determine call is held past a page\'s wait, then the page is answered without a region while the call is still open, and once the upstream answers the region is shown', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let givenUp = false;
    t.demo.override('GET', /^\/api\/v1\/business\/cities\/determine\/$/, (_req, res) => {
      res.on('close', () => (givenUp ||= !res.writableEnded));
      const msk = { code: 'msk', name: 'Москва', subdomain: 'moscow', phone: PHONES.msk, hideAbovePhone: false, hideFooterInfo: false };
      void released.then(() => sendJson(res, 200, { data: { city: msk } }));
    });
    const headers = { 'X-Forwarded-For': '198.18.7.7' };

    const first = await law({ headers });
    const openWhenAnswered = !givenUp;
    release();

    expect(first.status).toBe(200);
    expect(stateOf(first.text).city).toMatchObject({ activeCode: 'spb', userRegion: null });
    // Not a page answered after the call's deadline (UPSTREAM_TIMEOUT_MS) gave it up: the page did not wait for it.
    expect(openWhenAnswered).toBe(true);
    expect(stateOf((await law({ headers })).text).city.activeCode).toBe('msk');
  });
});

describe('the visitor IP sent to cities/determine', () => {
  test('when a trusted proxy (loopback) forwards several addresses, then the rightmost untrusted one is sent, not a forgeable first one', async () => {
    await law({ headers: { 'X-Forwarded-For': '77.88.8.8, 10.0.0.1, 5.18.0.1', 'X-Real-IP': '77.88.8.8' } });
    expect(determineIps()).toEqual(['5.18.0.1']);
  });

  test('when X-Forwarded-For is absent, then the trusted peer\'s X-Real-IP is sent', async () => {
    const res = await law({ headers: { 'X-Real-IP': '5.18.0.1' } });
    expect(determineIps()).toEqual(['5.18.0.1']);
    expect(stateOf(res.text).city.userRegion?.code).toBe('spb');
  });

  test('when X-Forwarded-For ends in a valid address, then that address is sent and X-Real-IP ignored', async () => {
    await law({ headers: { 'X-Forwarded-For': 'not-an-ip, 77.88.8.8', 'X-Real-IP': '5.18.0.1' } });
    expect(determineIps()).toEqual(['77.88.8.8']);
  });

  // The shapes balancers write (docs/operations.md, «The visitor's address»): some add the client's port, IPv6 in brackets.
  test.each([
    ['203.0.113.7:51234', '203.0.113.7'],
    ['[2001:db8:7::1]:443', '2001:db8:7::1'],
    ['[2001:db8:7::2]', '2001:db8:7::2'],
    ['2001:db8:7::3', '2001:db8:7::3'],
    ['198.51.100.9:1024, 203.0.113.8:8443', '203.0.113.8'],
    [' 203.0.113.9:80 ', '203.0.113.9'],
  ])('when a trusted balancer\'s X-Forwarded-For is %j, then %s is the visitor\'s address sent upstream', async (forwardedFor, visitor) => {
    await law({ headers: { 'X-Forwarded-For': forwardedFor } });
    expect(determineIps()).toEqual([visitor]);
  });

  test('when only an RFC 7239 Forwarded header names a client, then it is not read: the peer\'s address is sent (the edge writes'
    + ' X-Forwarded-For and clears Forwarded: deploy/nginx.conf)', async () => {
    await law({ headers: { Forwarded: 'for="[2001:db8:7::4]:443";proto=https' } });
    expect(determineIps()).toEqual(['127.0.0.1']);
  });

  test.each([
    [{ 'X-Forwarded-For': '999.1.1.1' }], [{ 'X-Forwarded-For': '999.1.1.1:80' }], [{ 'X-Forwarded-For': '[not-an-ip]:443' }],
    [{ 'X-Real-IP': 'localhost' }], [{ 'X-Forwarded-For': '1.2.3.4.5', 'X-Real-IP': '<script>' }],
    [{ 'X-Forwarded-For': '77.88.8.8?x=1' }],
  ])('when the headers are %j, then no malformed address is ever sent upstream', async (headers) => {
    await law({ headers });
    const ips = determineIps();
    expect(ips).toHaveLength(1);
    for (const ip of ips) expect(isIP(ip!)).not.toBe(0);
    expect(ips).toEqual(['127.0.0.1']);
  });
});

describe('the business variant and loader without a visitor IP', () => {
  test('when no valid IP is known, then determine is never called and the first city is chosen', async () => {
    const upstream = createUpstreamClient({ ...t.config.upstream, ...DEMO_CREDENTIALS, url: t.demo.url }, createLogger('silent'));
    const page = PAGES.find((p) => p.id === 'law')!;
    const store = makeStore({
      page: { id: 'law', kind: 'law', site: 'promo', base: '/promo/', canonicalPath: '/promo/law', analytics: {}, currentYear: 2025 },
    });
    try {
      // As the page route does: the variant resolved first, the loader rendering from its context.
      const { ctx } = await businessVariant.resolve({
        upstream, regions: createRegionLookup(upstream, { ttlMs: 0, callsPerSecond: 100 }), config: t.config, page,
        instant: Date.parse(RUNNING_DAY), phase: 'running', visitorIp: undefined, query: {}, cookies: {},
        signal: new AbortController().signal, variant: undefined,
        pathOf: (id, site) => PAGES.find((p) => p.id === id)?.paths[site],
      });
      await loadBusinessPage(store, ctx);
    } finally {
      await upstream.close();
    }
    expect(determineIps()).toEqual([]);
    expect(store.getState().city).toMatchObject({ activeCode: 'spb', userRegion: null, infoStatus: 'loaded' });
    expect(t.demo.requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/v1/business/cities/', '/api/v1/business/info/spb/']));
  });
});

describe('what the active city hides', () => {
  test('when the city has hideAbovePhone, then "круглосуточно" is absent; otherwise it is shown', async () => {
    const vyborg = await law({ query: '?city_code=vyborg' });
    const spb = await law({ query: '?city_code=spb' });
    expect(headerPhone(vyborg.text)).toBe(PHONES.vyborg);
    // Told by its element: the word itself travels in every page's state (content/site.json's businessHeader).
    expect(vyborg.text).not.toContain('class="biz-header__hours"');
    expect(plainSpaces(spb.text)).toContain('<span class="biz-header__hours">круглосуточно</span>');
  });

  test('when the city has hideFooterInfo, then the footer hides the apps, payments, social links and the years, and keeps the city\'s phone, the shop\'s sections and the personal-data policy; otherwise it shows them all', async () => {
    const hidden = await law({ query: '?city_code=petrozavodsk' });
    const shown = await law({ query: '?city_code=spb' });
    const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    const kept = footerOf(plainSpaces(hidden.text));
    expect(kept).toContain('<footer class="site-footer">');
    expect(kept.replace(/<[^>]+>/g, '')).toContain('+7 (8142) 33-88-88');
    expect(kept).toContain('Для юридических лиц, Петрозаводск');
    expect(kept).toContain('class="site-footer__links"');
    expect(kept).toContain('class="site-footer__policy"');
    for (const text of ['© 2003', 'App Store', 'Google Play', 'biz-pay-mark', 'ВКонтакте', 'Telegram']) expect(kept).not.toContain(text);
    expect(shown.text).toContain('<footer class="site-footer">');
    for (const text of ['App Store', 'Google Play', 'Visa', 'Мир', 'ВКонтакте', 'Telegram']) expect(shown.text).toContain(text);
    // The payments are drawn marks, each one named image.
    for (const name of ['Мир', 'Visa', 'Mastercard', 'СБП']) {
      expect(shown.text).toContain(`<svg class="biz-pay-mark" role="img" aria-label="${name}"`);
    }
  });

  test('when the footer is shown, then the copyright runs from 2003 to the current year', async () => {
    const res = await request(t.listener).get('/sert/').set('Host', BUSINESS);
    // The year of the site's clock (RUNNING_DAY), not of the day the suite runs.
    expect(res.text).toContain('© 2003–2025');
  });
});

describe('the cookie notice of the law layout', () => {
  test('when cookie-accepted is absent, then the server renders the notice', async () => {
    const res = await law();
    expect(res.text).toContain('class="cookie-banner"');
    expect(plainSpaces(res.text)).toContain('>Принять</button>');
  });

  test('when cookie-accepted exists, then the server renders no notice', async () => {
    const res = await law({ cookie: 'cookie-accepted=1' });
    // The inlined CSS names the class; the notice's element and island are what must be absent.
    expect(res.text).not.toContain('class="cookie-banner"');
    expect(res.text).not.toContain('data-island="cookie-banner"');
  });

  test('when sert is rendered, then it has no cookie notice (only the law layout does)', async () => {
    const res = await request(t.listener).get('/promo/sert/').set('Host', PROMO);
    expect(res.text).not.toContain('class="cookie-banner"');
    expect(res.text).not.toContain('data-island="cookie-banner"');
  });
});

describe('upstream failures only hide parts', () => {
  test('when the info call fails, then the helpful-info block and its button are hidden', async () => {
    failCall(/^\/api\/v1\/business\/info\//);
    const res = await law();
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('id="helpful-info"');
    expect(plainSpaces(res.text)).not.toContain('Полезная информация</a>');
    expect(headerPhone(res.text)).toBe(PHONES.spb);
  });

  test('when reviews and categories fail, then the reviews block is hidden and the page answers 200', async () => {
    failCall(/^\/api\/v1\/business\/reviews\/$/);
    failCall(/^\/api\/v1\/business\/feedback\/categories\/$/);
    const res = await law();
    expect(res.status).toBe(200);
    expect(plainSpaces(res.text)).not.toContain('Отзывы клиентов');
    expect(res.text).toContain('id="helpful-info"');
  });
});

describe('POST /api/v1/business/feedback/ (the form rules checked before the upstream)', () => {
  const post = (body: unknown) => request(t.listener).post('/api/v1/business/feedback/').send(body as object);

  test('when the fields break the rules, then it answers 400 with per-field errors and never calls upstream', async () => {
    const res = await post({ name: 'И', email: 'ivan@', phone: '+7 (921) 000', value: '', msg: 'я'.repeat(2001) });
    expect(res.status).toBe(400);
    // The words are content/site.json's, typeset: read with plain spaces.
    expect(JSON.parse(plainSpaces(res.text))).toEqual({
      message: 'Проверьте поля формы',
      errors: {
        name: 'Имя — не короче 2 символов',
        email: 'Проверьте адрес почты, например ivan@example.ru',
        phone: 'Введите номер в формате +7 (XXX) XXX-XX-XX',
        value: 'Выберите тему обращения',
        msg: 'Сообщение — не длиннее 2000 символов',
      },
    });
    expect(feedbackPosts()).toEqual([]);
  });

  test.each([[{}], [[]], ['"text"'], [{ ...GOOD_FEEDBACK, name: 42 }], [{ ...GOOD_FEEDBACK, phone: null, value: 'Pizza Time!' }]])(
    'when the body is %j, then it answers 400 JSON and never calls upstream',
    async (body) => {
      const res = await request(t.listener)
        .post('/api/v1/business/feedback/')
        .set('content-type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(expect.any(Object));
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
      expect(feedbackPosts()).toEqual([]);
    },
  );

  test('when a field is not a string, then its error is the widget default "Illegal input"', async () => {
    const res = await post({ ...GOOD_FEEDBACK, name: 42 });
    expect(res.body.errors).toEqual({ name: 'Illegal input' });
  });

  test('when the fields are right, then the trimmed five fields are forwarded and the answer passes back', async () => {
    const res = await post({ ...GOOD_FEEDBACK, name: '  Иван Петров  ', admin: true });
    expect(res.status).toBe(201);
    expect(res.body.data.id).toEqual(expect.any(Number));
    const [seen] = feedbackPosts();
    expect(JSON.parse(seen!.body.toString('utf8'))).toEqual(GOOD_FEEDBACK);
  });

  test('when the category is well-formed but not one of the categories, then the server answers 400 for value and the upstream never sees the post', async () => {
    const res = await post({ ...GOOD_FEEDBACK, value: 'pizza' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ value: 'Неизвестная тема обращения' });
    expect(feedbackPosts()).toEqual([]);
  });

  test('when the categories list cannot be had, then a well-formed unknown category goes on and the upstream 422 and its field errors pass back', async () => {
    t.demo.override('GET', /^\/api\/v1\/business\/feedback\/categories\/$/, (_req, res) => void res.writeHead(500).end());
    const res = await post({ ...GOOD_FEEDBACK, value: 'pizza' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ value: expect.any(String) });
    expect(feedbackPosts()).toHaveLength(1);
  });
});

describe('the visitor IP when the peer is not a trusted proxy', () => {
  let untrusting: TestApp;
  beforeAll(async () => {
    untrusting = await startApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(() => untrusting.close());

  test('when a visitor forges X-Forwarded-For and X-Real-IP, then the socket address is sent upstream', async () => {
    await request(untrusting.listener).get('/promo/law').set('X-Forwarded-For', '77.88.8.8').set('X-Real-IP', '5.18.0.1').expect(200);

    const ips = untrusting.demo.requests.filter((r) => r.path === '/api/v1/business/cities/determine/').map((r) => r.query.ip);
    expect(ips).toEqual(['127.0.0.1']);
  });

  test('when a visitor forges X-Forwarded-For on an /api call, then the upstream\'s X-Forwarded-For is the socket address', async () => {
    await request(untrusting.listener).get('/api/v2/promo/check/knauf2025/7000002/').set('X-Forwarded-For', '203.0.113.7').expect(200);

    const seen = untrusting.demo.requests.filter((r) => r.path.startsWith('/api/v2/promo/check/'));
    expect(seen.map((r) => r.headers['x-forwarded-for'])).toEqual(['127.0.0.1']);
  });
});
