// /robots.txt and /sitemap.xml on both hosts (docs/product.md §9), through the real app:
// robots names the host's sitemap only with its origin, a sitemap exists only on a host
// with an origin, lists exactly the public pages whose canonical is on that host, and
// every URL it lists answers 200 with that URL as its canonical.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { CAMPAIGNS, PAGES } from '../support/content.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { asWritten } from '../support/plain-spaces.js';

const PROMO_HOST = 'promo.example.ru';
const BUSINESS_HOST = 'business.example.ru';
const PROMO_ORIGIN = 'https://www.example.ru';
const BUSINESS_ORIGIN = 'https://business.example.ru';

/** The promo host's pages at its origin, from the route table: those the business host also serves (the business pages) apart. */
const promoUrls = (pages: readonly PageEntry[]) => pages.map((page) => `${PROMO_ORIGIN}${page.paths.promo!}`);
const PROMO_PAGES = promoUrls(PAGES.filter((page) => page.paths.promo !== undefined && page.paths.business === undefined));
const ON_BOTH_HOSTS = promoUrls(PAGES.filter((page) => page.paths.promo !== undefined && page.paths.business !== undefined));
/** The business host's pages at its origin, in the route table's order. */
const BUSINESS_PAGES = PAGES.flatMap((page) => (page.paths.business === undefined ? [] : [`${BUSINESS_ORIGIN}${page.paths.business}`]));
/** The pages with the business link preview (the business family, pages/business/). */
const BUSINESS_FAMILY = PAGES.filter((page) => page.descriptor.discovery?.previewArt === 'business');

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** Each listed URL with its lastmod (undefined when the entry has none). */
function lastmods(xml: string): Record<string, string | undefined> {
  const entries = /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g;
  return Object.fromEntries([...xml.matchAll(entries)].map((m) => [m[1]!, m[2]]));
}

/** The day after an ISO day (a campaign is finished from 00:00 after its last day). */
const dayAfter = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function sitemap(t: TestApp, host: string): Promise<string[]> {
  const res = await request(t.listener).get('/sitemap.xml').set('Host', host).expect(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  const urlsetOpening = /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/;
  expect(res.text).toMatch(urlsetOpening);
  return locs(res.text);
}

/** Each listed URL answers 200 on its own host and names itself canonical. */
async function expectServedAsListed(t: TestApp, urls: string[]): Promise<void> {
  for (const url of urls) {
    const { host, pathname } = new URL(url);
    const res = await request(t.listener).get(pathname).set('Host', host);
    expect(res.status, url).toBe(200);
    expect(res.text, url).toContain(`<link rel="canonical" href="${url}">`);
  }
}

describe('with both public origins configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { PUBLIC_ORIGIN: PROMO_ORIGIN, PUBLIC_BUSINESS_ORIGIN: BUSINESS_ORIGIN } });
  });
  afterAll(() => t.close());

  test('when each host\'s robots.txt is asked, then it keeps crawlers out of /api/ and names that host\'s sitemap', async () => {
    const promo = await request(t.listener).get('/robots.txt').set('Host', PROMO_HOST).expect(200);
    const business = await request(t.listener).get('/robots.txt').set('Host', BUSINESS_HOST).expect(200);

    expect(promo.headers['content-type']).toMatch(/^text\/plain/);
    expect(promo.text).toBe(`User-agent: *\nDisallow: /api/\nSitemap: ${PROMO_ORIGIN}/sitemap.xml\n`);
    expect(business.text).toBe(`User-agent: *\nDisallow: /api/\nSitemap: ${BUSINESS_ORIGIN}/sitemap.xml\n`);
  });

  test('when the promo sitemap is asked, then it lists the hub, every campaign, karta-elektrika and lovecategory, and not law or sert (their canonical is on the business host)', async () => {
    const urls = await sitemap(t, PROMO_HOST);

    expect(urls.toSorted()).toEqual(PROMO_PAGES.toSorted());
    await expectServedAsListed(t, urls);
  });

  test('when the business sitemap is asked, then it lists the business pages at their business addresses (law at /), each answering 200', async () => {
    const urls = await sitemap(t, BUSINESS_HOST);

    expect(urls).toEqual(BUSINESS_PAGES);
    expect(BUSINESS_PAGES).toContain(`${BUSINESS_ORIGIN}/`);
    await expectServedAsListed(t, urls);
  });
});

describe('with only PUBLIC_ORIGIN configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { PUBLIC_ORIGIN: PROMO_ORIGIN } });
  });
  afterAll(() => t.close());

  test('when the promo sitemap is asked, then law and sert are in it, at their promo addresses', async () => {
    const urls = await sitemap(t, PROMO_HOST);

    expect(urls.toSorted()).toEqual([...PROMO_PAGES, ...ON_BOTH_HOSTS].toSorted());
    expect(ON_BOTH_HOSTS.toSorted()).toEqual(promoUrls(BUSINESS_FAMILY).toSorted());
    expect(BUSINESS_FAMILY.length).toBeGreaterThan(0);
    await expectServedAsListed(t, urls);
  });

  test('when the business host (no origin) is asked, then its robots.txt names no sitemap and its sitemap is the 404 page', async () => {
    const robots = await request(t.listener).get('/robots.txt').set('Host', BUSINESS_HOST).expect(200);
    const missing = await request(t.listener).get('/sitemap.xml').set('Host', BUSINESS_HOST).expect(404);

    expect(robots.text).toBe('User-agent: *\nDisallow: /api/\n');
    expect(missing.headers['x-robots-tag']).toBe('noindex');
  });
});

describe('without a public origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when robots.txt and sitemap.xml are asked on both hosts, then robots names no sitemap and there is no sitemap, whatever the Host says', async () => {
    for (const host of [PROMO_HOST, BUSINESS_HOST, 'evil.example']) {
      const robots = await request(t.listener).get('/robots.txt').set('Host', host).set('X-Forwarded-Host', 'evil.example').expect(200);
      await request(t.listener).get('/sitemap.xml').set('Host', host).expect(404);

      expect(robots.text).toBe('User-agent: *\nDisallow: /api/\n');
    }
  });

  test('when an unknown page is asked on either host, then it stays 404 and says noindex in its head and its X-Robots-Tag', async () => {
    for (const [path, host] of [['/promo/no-such-campaign', PROMO_HOST], ['/promo/', BUSINESS_HOST], ['/nothing', BUSINESS_HOST]]) {
      const res = await request(t.listener).get(path!).set('Host', host!).expect(404);

      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('when a campaign is asked after its last day (clock 2025-12-15), then it answers 200 with its results and is indexable (its results are content)', async () => {
    const later = await startApp({ env: { PROMO_NOW: '2025-12-15T12:00:00+03:00' } });
    try {
      const res = await request(later.listener).get('/promo/knauf2025').set('Host', PROMO_HOST).expect(200);

      expect(asWritten(res.text)).toContain('Акция завершена');
      expect(res.headers['x-robots-tag']).toBeUndefined();
      expect(res.text).not.toMatch(/<meta name="robots"/);
    } finally {
      await later.close();
    }
  });
});

// docs/product.md §4 read directly: a campaign is public from its announce day (default: its
// first day), and what its page shows changes on that day, its first day and the day after
// its last, each at 00:00 Moscow time. The test runs at three clock settings.
describe('the promo sitemap by the calendar', () => {
  const CLOCKS = ['2025-03-20', '2025-11-15', '2025-12-15'];

  test.each(CLOCKS)('when the clock says %s (noon, Moscow), then the sitemap lists exactly the campaigns shown that day with the day their page last changed (the hub the latest of them), and every listed URL answers 200 while every other campaign answers 404', async (day) => {
    const t = await startApp({ env: { PUBLIC_ORIGIN: PROMO_ORIGIN, PROMO_NOW: `${day}T12:00:00+03:00` } });
    try {
      const xml = (await request(t.listener).get('/sitemap.xml').set('Host', PROMO_HOST).expect(200)).text;

      const shown = CAMPAIGNS.filter((c) => (c.announce ?? c.starts) <= day);
      const expected = Object.fromEntries(shown.map((c) => {
        const changes = [c.announce ?? c.starts, c.starts, dayAfter(c.ends)].filter((change) => change <= day).sort();
        return [`${PROMO_ORIGIN}/promo/${c.id}`, `${changes.at(-1)}T00:00:00+03:00`];
      }));
      const listed = lastmods(xml);
      const campaignEntries = Object.fromEntries(Object.entries(listed).filter(([url]) => CAMPAIGNS.some(
        (c) => url === `${PROMO_ORIGIN}/promo/${c.id}`,
      )));
      expect(campaignEntries).toEqual(expected);
      expect(Object.keys(listed)).toEqual(expect.arrayContaining([
        `${PROMO_ORIGIN}/promo/karta-elektrika`, `${PROMO_ORIGIN}/promo/lovecategory`,
      ]));
      // The hub shows every campaign's phase: it changed when the latest of them did.
      expect(listed[`${PROMO_ORIGIN}/promo/`]).toBe(Object.values(expected).sort().at(-1));
      await expectServedAsListed(t, Object.keys(listed));
      for (const hidden of CAMPAIGNS.filter((c) => !shown.includes(c))) {
        await request(t.listener).get(`/promo/${hidden.id}`).set('Host', PROMO_HOST).expect(404);
      }
    } finally {
      await t.close();
    }
  });

  test('when the clock says 2025-11-15, then a campaign that ended on 31 October is listed as changed at 00:00 on 1 November (its results went up)', async () => {
    const t = await startApp({ env: { PUBLIC_ORIGIN: PROMO_ORIGIN, PROMO_NOW: '2025-11-15T12:00:00+03:00' } });
    try {
      const xml = (await request(t.listener).get('/sitemap.xml').set('Host', PROMO_HOST).expect(200)).text;

      expect(xml).toContain(`<url><loc>${PROMO_ORIGIN}/promo/knauf2025</loc><lastmod>2025-11-01T00:00:00+03:00</lastmod></url>`);
    } finally {
      await t.close();
    }
  });

  test('when a previewer (PREVIEW_TOKEN, its cookie) asks for the sitemap while a campaign is hidden, then it is not listed: a preview is never in a sitemap', async () => {
    const token = 'preview-token-for-tests-0123456789abcdef';
    const t = await startApp({ env: { PUBLIC_ORIGIN: PROMO_ORIGIN, PROMO_NOW: '2025-02-20T12:00:00+03:00', PREVIEW_TOKEN: token } });
    try {
      const entry = await request(t.listener).get(`/promo/knauf2025?preview=${token}`).set('Host', PROMO_HOST).expect(303);
      const cookie = entry.headers['set-cookie']![0]!.split(';')[0]!;
      await request(t.listener).get('/promo/knauf2025').set('Host', PROMO_HOST).set('Cookie', cookie).expect(200);

      const xml = (await request(t.listener).get('/sitemap.xml').set('Host', PROMO_HOST).set('Cookie', cookie).expect(200)).text;

      expect(locs(xml)).not.toContain(`${PROMO_ORIGIN}/promo/knauf2025`);
      expect(locs(xml)).toContain(`${PROMO_ORIGIN}/promo/`);
    } finally {
      await t.close();
    }
  });
});

