// Server faults answer a 500 page (status 500) with no stack and no internals. A loader
// that throws is provoked with an UpstreamClient whose call() throws, the one way a
// programmer error can reach the page route.
import { createExperimentCounts } from '#server/experiments/counts.js';
import { experimentCounting } from '#server/experiments/counting.js';
import { visitorIds } from '#server/experiments/visitor-ids.js';
import path from 'node:path';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { createApp } from '#server/app.js';
import { configuredUpstream, loadConfig } from '#server/config.js';
import { createLogger } from '#server/observability/log.js';
import { readManifest } from '#server/render/assets.js';
import { withUpstreamCache } from '#server/upstream/upstream-cache.js';
import { createRegionLookup } from '#server/upstream/region-lookup.js';
import { createRenderCache } from '#server/render/render-cache.js';
import type { UpstreamClient } from '#server/upstream/client.js';
import { DIST_DIR, RUNNING_DAY } from '../support/start-app.js';
import { CONTENT } from '../support/content.js';
import { createSiteContent } from '#server/content/site-content.js';
import { clockStartingAt } from '#server/calendar/clock.js';
import { createMetrics } from '#server/observability/metrics/metrics.js';
import { NO_RATE_LIMITS } from '#server/rate-limit/rate-limiter.js';
import { createPreview } from '#server/preview/preview.js';
import { createLoadGate } from '#server/shedding/load-gate.js';
import { NO_TRACING } from '#server/observability/page-tracing.js';
import { createImages } from '#server/images/create-images.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { createPageRegistry, type PageRegistry } from '#server/pages/page-registry.js';
import type { Content } from '#server/content/load-content.js';
import type { SiteTexts } from '#shared/content/site-texts.js';
import { z } from 'zod';
import { kindContent, type PageKindDescriptor } from '#server/pages/page-kind.js';
import { ownFile } from '#shared/content/own-file.js';
import { siteTextsContent } from '#pages/site-texts.js';
import { pageHead } from '#shared/content/phase-texts.js';

const SECRET_DETAIL = 'loader exploded at /srv/secret/path.ts';

let listener: RequestListener;
let logs: string[];
let calls: number;

/** The app on `content` and `registry`, its upstream client throwing at every call. */
function throwingApp(content: Content = CONTENT, registry: PageRegistry = PAGE_REGISTRY): RequestListener {
  const throwing: UpstreamClient = {
    call: async () => {
      calls += 1;
      throw new Error(SECRET_DETAIL);
    },
    close: async () => {},
  };
  const config = loadConfig({ UPSTREAM_URL: 'http://127.0.0.1:9', UPSTREAM_USER: 'u', UPSTREAM_PASSWORD: 'p', PROMO_NOW: RUNNING_DAY });
  const site = createSiteContent(registry, content, config, clockStartingAt(config.promoNow));
  const log = createLogger('info', new Writable({ write: (chunk: Buffer, _e, done) => (logs.push(chunk.toString()), done()) }));
  const upstream = withUpstreamCache(throwing, { ttlMs: 0, staleMs: 0 });
  const metrics = createMetrics();
  return createApp({
    config, log, upstream, regions: createRegionLookup(upstream, { ttlMs: 0, callsPerSecond: 100 }),
    renderCache: createRenderCache({ maxEntries: 1, maxBytes: 1024 }), distDir: DIST_DIR,
    manifest: readManifest(path.join(DIST_DIR, 'client/manifest.json')), site,
    metrics, rateLimiter: NO_RATE_LIMITS, rumLimiter: NO_RATE_LIMITS, preview: createPreview(undefined),
    counting: experimentCounting(visitorIds(undefined), createExperimentCounts(undefined, log)),
    gate: createLoadGate(config.shedding), tracing: NO_TRACING,
    images: createImages(config.images, configuredUpstream(config.upstream)!, metrics.images),
  }).listener;
}

beforeAll(() => {
  logs = [];
  calls = 0;
  listener = throwingApp();
});

describe('GET /promo/knauf2025 when the page throws', () => {
  test('when the loader throws, then it answers the 500 page without the error text or a stack', async () => {
    const res = await request(listener).get('/promo/knauf2025').set('Host', 'promo.example.ru');

    expect(calls).toBeGreaterThan(0);
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(plainSpaces(res.text)).toContain('<h1>500</h1><p class="message">Ошибка на сервере</p>');
    expect(res.text).not.toContain('Internal Server Error');
    expect(res.text).not.toContain(SECRET_DETAIL);
    expect(res.text).not.toMatch(/\bat .*:\d+:\d+/);
  });

  test('when the loader throws, then the error is logged in full for the operator and the access line says 500', async () => {
    logs.length = 0;
    await request(listener).get('/promo/knauf2025/');

    const lines = logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => l.level === 50 && JSON.stringify(l).includes(SECRET_DETAIL))).toBe(true);
    expect(lines.some((l) => l.msg === 'request' && l.status === 500 && l.path === '/promo/knauf2025/')).toBe(true);
  });
});

describe('GET /api/... when the upstream client throws', () => {
  test('when the proxied call throws, then it answers 500 JSON without the error text', async () => {
    const res = await request(listener).get('/api/v1/business/info/spb/');

    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: 'Internal server error' });
    expect(res.text).not.toContain(SECRET_DETAIL);
  });
});

describe('the error pages and the site clock (PROMO_NOW 15 October 2025)', () => {
  test('when a page fails, then its 500 page prints the clock’s year, as the pages do', async () => {
    const res = await request(listener).get('/promo/knauf2025').set('Host', 'promo.example.ru');

    expect(plainSpaces(res.text)).toContain('© 2003–2025 «Петрович»');
  });

  test('when a promo path is unknown, then the 404 page prints the clock’s year and «На главную» leads to the hub', async () => {
    const res = await request(listener).get('/promo/no-such-page').set('Host', 'promo.example.ru');

    expect(res.status).toBe(404);
    expect(plainSpaces(res.text)).toContain('© 2003–2025 «Петрович»');
    expect(plainSpaces(res.text)).toContain('<p class="home"><a href="/promo/">На главную</a></p>');
    expect(plainSpaces(res.text)).toContain('Действующие, предстоящие и завершённые');
  });

  test('when a path is unknown, then the 404 page leads in Russian (title, description, headline) and keeps the specification’s sentence as a second, English line', async () => {
    const res = await request(listener).get('/promo/no-such-page').set('Host', 'promo.example.ru');

    expect(res.status).toBe(404);
    expect(plainSpaces(res.text)).toContain('<title>Страница не найдена (404)</title>');
    expect(plainSpaces(res.text)).toMatch(/<meta name="description" content="Такой страницы нет[^"]*">/);
    // The headline is content (content/site.json), typeset like every text: read with plain spaces.
    const headline = plainSpaces(res.text).indexOf('<h1 class="message">Страница не найдена</h1>');
    const english = plainSpaces(res.text).indexOf('<p class="second" lang="en">This page could not be found</p>');
    expect(headline).toBeGreaterThan(0);
    expect(english).toBeGreaterThan(headline);
    expect(res.text).not.toMatch(/<title>[^<]*This page/);
    // Nothing about a preview for a visitor who holds none.
    expect(plainSpaces(res.text)).not.toContain('предпросмотра');
  });

  test('when a business path is unknown, then the 404 page speaks of a page, not a promotion, and leads home to /', async () => {
    const res = await request(listener).get('/no-such-page').set('Host', 'business.example.ru');

    expect(res.status).toBe(404);
    expect(plainSpaces(res.text)).toContain('Такой страницы нет: возможно, она переехала или в адресе опечатка.');
    expect(plainSpaces(res.text)).not.toMatch(/акци/i);
    expect(plainSpaces(res.text)).toContain('<p class="home"><a href="/">На главную</a></p>');
  });
});

describe('the 500 page\'s texts', () => {
  const fiveHundred = async (app: RequestListener) =>
    plainSpaces((await request(app).get('/promo/knauf2025').set('Host', 'promo.example.ru').expect(500)).text);

  test('when the site\'s own file is served, then the 500 page\'s lead is the file\'s; edited, the edited one, escaped', async () => {
    expect(await fiveHundred(listener)).toContain('Что-то пошло не так на нашей стороне. Попробуйте обновить страницу через минуту.');

    const texts = CONTENT.kindFiles.site as SiteTexts;
    const edited = { ...texts, errors: { ...texts.errors, serverError: { title: 'Сбой', lead: 'Сломалось у нас & чиним' } } };
    const page = await fiveHundred(throwingApp({ ...CONTENT, kindFiles: { ...CONTENT.kindFiles, site: edited } }));
    expect(page).toContain('<p class="lead">Сломалось у нас &amp; чиним</p>');
    expect(page).not.toContain('Что-то пошло не так');
  });

  test('when the registry has no site file (nothing of it read), then the 500 page still answers in the server\'s own words', async () => {
    const page = await fiveHundred(throwingApp(CONTENT, createPageRegistry(PAGE_REGISTRY.kinds)));
    expect(page).toContain('<h1>500</h1>');
    expect(page).toContain('Что-то пошло не так на нашей стороне. Попробуйте обновить страницу через минуту.');
  });
});

describe('the refused requests\' pages without the site\'s file', () => {
  test('when the registry has no site file, then a cross-site post\'s 403 page still answers in the server\'s own words', async () => {
    const app = throwingApp(CONTENT, createPageRegistry(PAGE_REGISTRY.kinds));
    const res = await request(app).post('/promo/law').set('Host', 'promo.example.ru')
      .set({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }).type('form').send({ cookies: 'accepted' });

    expect(res.status).toBe(403);
    const page = plainSpaces(res.text);
    expect(page).toContain('<title>Запрос отклонён (403)</title>');
    expect(page).toContain('Запрос отклонён: он отправлен с другого сайта. Откройте страницу акции и повторите.');
    expect(page).toContain('<p class="lead">Запрос не удалось выполнить.</p>');
  });
});

describe('the 404 page\'s list of lasting pages', () => {
  const notFoundPage = async (app: RequestListener) =>
    plainSpaces((await request(app).get('/promo/no-such-page').set('Host', 'promo.example.ru').expect(404)).text);

  test('when a registry holds a kind the site\'s file does not name (a new page), then the 404 page lists it by its own name and line, not its tab\'s title', async () => {
    const dostavka: PageKindDescriptor = {
      kind: 'test-dostavka',
      pages: () => [{
        id: 'test-dostavka', paths: { promo: '/promo/test-dostavka' },
        ...pageHead({ title: 'Доставка & подъём', description: 'Привезём и поднимем на этаж.' }),
      }],
      Page: () => null,
    };
    const page = await notFoundPage(throwingApp(CONTENT, createPageRegistry(PAGE_REGISTRY.kinds, siteTextsContent, [dostavka])));

    expect(page).toContain('<li><a href="/promo/test-dostavka">Доставка &amp; подъём<small>Привезём и поднимем на этаж.</small></a></li>');
    expect(page).not.toContain('Доставка &amp; подъём | ');
    expect(page).toContain('<a href="/promo/karta-elektrika">Карта электрика<small>Бонусы за электротовары</small></a>');
  });

  test('when the 404 page lists the lasting pages, then every entry has its name and its line', async () => {
    const page = await notFoundPage(listener);
    const entries = [...page.matchAll(/<li><a href="[^"]+">(.*?)<\/a><\/li>/g)].map(([, entry]) => entry);

    expect(entries.length).toBe(PAGE_REGISTRY.fixedPages.filter((fixed) => fixed.paths.promo).length);
    for (const entry of entries) expect(entry).toMatch(/^[^<]+<small>[^<]+<\/small>$/);
  });

  test('when a new kind takes its name from a content file of its own, then the 404 page names it as that file says, not by its empty value', async () => {
    const schema = z.object({ $schema: z.string().optional(), title: z.string(), description: z.string() });
    const video: PageKindDescriptor<z.output<typeof schema>> = {
      kind: 'test-video',
      pages: ({ content }) => [{ id: 'test-video', paths: { promo: '/promo/test-video' }, ...pageHead(content) }],
      content: {
        own: kindContent({ schema, title: 'Видео', form: 'Видео', key: ownFile<typeof schema>('test-video') }),
      },
      Page: () => null,
    };
    const served = { ...CONTENT, kindFiles: { ...CONTENT.kindFiles, 'test-video': { title: 'Монтаж в кадре', description: 'Ролики.' } } };
    const page = await notFoundPage(throwingApp(served, createPageRegistry(PAGE_REGISTRY.kinds, siteTextsContent, [video])));

    expect(page).toContain('<li><a href="/promo/test-video">Монтаж в кадре<small>Ролики.</small></a></li>');
  });
});

describe('a kind\'s own Content-Security-Policy additions', () => {
  const cspOf = (res: { headers: Record<string, string> }) => res.headers['content-security-policy'] ?? '';
  const FRAMES = /frame-src [^;]*/;

  test('when a kind asks for a video host in frame-src, then every answer\'s policy allows that host in frames beside the site\'s own and nothing else changes', async () => {
    const host = 'https://video.test-kind.example';
    const video: PageKindDescriptor = {
      kind: 'test-video',
      pages: () => [{ id: 'test-video', paths: { promo: '/promo/test-video' }, ...pageHead({ title: 'Видео', description: 'Ролики.' }) }],
      csp: { frameSrc: [host] },
      Page: () => null,
    };
    const before = cspOf(await request(throwingApp()).get('/promo/law').set('Host', 'promo.example.ru'));
    const app = throwingApp(CONTENT, createPageRegistry(PAGE_REGISTRY.kinds, siteTextsContent, [video]));

    const after = cspOf(await request(app).get('/promo/law').set('Host', 'promo.example.ru'));
    // The site's own kinds' frame hosts (with no analytics configured, theirs alone; none is 'none'), then the test's.
    const own = PAGE_REGISTRY.csp.frameSrc ?? [];
    expect(before.match(FRAMES)?.[0]).toBe(`frame-src ${own.length ? own.join(' ') : "'none'"}`);
    expect(after.match(FRAMES)?.[0]).toBe(`frame-src ${[...own, host].join(' ')}`);
    expect(after.replace(FRAMES, '')).toBe(before.replace(FRAMES, ''));
    // The listener's own answers carry the same policy.
    expect(cspOf(await request(app).get('/healthz').set('Host', 'promo.example.ru'))).toBe(after);
  });
});
