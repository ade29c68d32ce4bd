// Structured data (docs/product.md §9): every page has exactly one JSON-LD block that parses,
// escaped like the preloaded state, and says what the page visibly shows: a campaign's
// SaleEvent its headline, lead, dates and organiser; sert's BreadcrumbList its visible
// trail; urls and the picture only with an origin, and then the page's canonical ones.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Site } from '#pages/route-table.js';
import { PAGES } from '../support/content.js';
import { formatDateRange } from '#shared/ui/format-dates.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';

type JsonLd = Record<string, unknown> & { '@type': string };
const HOSTS: Record<Site, string> = { promo: 'promo.example.ru', business: 'business.example.ru' };

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

async function pageWithData(t: TestApp, path: string, site: Site = 'promo'): Promise<{ html: string; data: JsonLd }> {
  const html = (await request(t.listener).get(path).set('Host', HOSTS[site]).expect(200)).text;
  const blocks = jsonLdBlocks(html);
  expect(blocks).toHaveLength(1);
  // Escaped like the preloaded state: nothing in it can end the script element.
  expect(blocks[0]).not.toMatch(/[<>]/);
  // Its texts are the words as written: the soft hyphens are the rendered page's alone (shared/typography/hyphenate.ts).
  expect(blocks[0]).not.toContain('\u00ad');
  const data = JSON.parse(blocks[0]!) as JsonLd;
  expect(data['@context']).toBe('https://schema.org');
  // The page's text read as written, to compare with the data.
  return { html: asWritten(html), data };
}

const firstMatch = (html: string, pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '');

describe('with both public origins configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { PUBLIC_ORIGIN: 'https://www.example.ru', PUBLIC_BUSINESS_ORIGIN: 'https://business.example.ru' } });
  });
  afterAll(() => t.close());

  test.each(PAGES.flatMap((page) => (Object.keys(page.paths) as Site[]).map((site) => [page.id, site, page.paths[site]!] as const)))(
    'when %s is asked on the %s host, then it has one JSON-LD block whose url is its canonical',
    async (_id, site, path) => {
      const { html, data } = await pageWithData(t, path, site);

      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)![1];
      expect(data.url).toBe(canonical);
    },
  );

  test('when a campaign is asked, then its SaleEvent has the headline, lead, dates and organiser the page shows, its url and its picture', async () => {
    const { html, data } = await pageWithData(t, '/promo/knauf2025');

    expect(data['@type']).toBe('SaleEvent');
    expect(data.name).toBe(firstMatch(html, /<h1 class="campaign-header__title">([\s\S]*?)<\/h1>/));
    expect(data.description).toBe(firstMatch(html, /<p class="hero__lead">([\s\S]*?)<\/p>/));
    const shownDates = /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(html)!;
    expect(data.startDate).toBe(shownDates[1]);
    expect(formatDateRange(data.startDate as string, data.endDate as string)).toBe(decode(shownDates[2]!));
    const organizer = data.organizer as JsonLd;
    expect(organizer['@type']).toBe('Organization');
    expect(organizer.name).toBe('Петрович');
    // The visible sentence (its hyphenated name kept on one line by a nowrap span).
    const unwrapped = html.replace(/<span class="nowrap">([^<]*)<\/span>/g, '$1');
    expect(plainSpaces(decode(unwrapped))).toContain(plainSpaces(`Организатор акции — ${organizer.legalName as string}.`));
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.image).toBe(/<meta property="og:image" content="([^"]+)">/.exec(html)![1]);
  });

  test('when sert is asked on either host, then its BreadcrumbList is its visible trail, each step at its canonical URL', async () => {
    for (const [path, site] of [['/sert/', 'business'], ['/promo/sert/', 'promo']] as const) {
      const { html, data } = await pageWithData(t, path, site);

      const trail = /<nav[^>]*aria-label="Навигационная цепочка"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!;
      const shown = [...trail.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => decode(m[1]!));
      const list = data.breadcrumb as { '@type': string; itemListElement: { position: number; name: string; item?: string }[] };
      expect(list['@type']).toBe('BreadcrumbList');
      expect(list.itemListElement.map((step) => step.name)).toEqual(shown);
      expect(list.itemListElement.map((step) => step.position)).toEqual([1, 2]);
      expect(list.itemListElement.map((step) => step.item)).toEqual(['https://business.example.ru/', 'https://business.example.ru/sert/']);
    }
  });

  test('when the hub is asked, then its ItemList is the cards it shows, in order, each at the absolute URL its card links to', async () => {
    const { html, data } = await pageWithData(t, '/promo/');

    const hubCards = /<a class="hub__card" href="([^"]+)">[\s\S]*?<span class="hub__name">([^<]+)<\/span>/g;
    const cards = [...html.matchAll(hubCards)].map((m) => ({ href: m[1]!, name: decode(m[2]!) }));
    expect(cards.length).toBeGreaterThan(0);
    expect(data['@type']).toBe('CollectionPage');
    const list = data.mainEntity as { '@type': string; itemListElement: { position: number; name: string; url: string }[] };
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toEqual(cards.map((card, index) => ({
      '@type': 'ListItem', position: index + 1, name: card.name, url: `https://www.example.ru${card.href}`,
    })));
  });

  test('when law is asked, then it is a WebPage published by the retailer, with no breadcrumbs (it shows none)', async () => {
    const { html, data } = await pageWithData(t, '/', 'business');

    expect(data['@type']).toBe('WebPage');
    expect(data.name).toBe(decode(/<title>([^<]+)<\/title>/.exec(html)![1]!));
    expect((data.publisher as JsonLd).name).toBe('Петрович');
    expect(data.breadcrumb).toBeUndefined();
    expect(html).not.toContain('Навигационная цепочка');
  });
});

describe('without a public origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when a campaign and sert are asked, then their JSON-LD has no url, image or breadcrumb link (nothing absolute is guessed)', async () => {
    const campaign = (await pageWithData(t, '/promo/knauf2025')).data;
    const sert = (await pageWithData(t, '/promo/sert/')).data;

    expect(campaign.url).toBeUndefined();
    expect(campaign.image).toBeUndefined();
    expect(campaign.startDate).toBe('2025-03-01');
    expect(sert.url).toBeUndefined();
    expect(JSON.stringify(sert)).not.toContain('"item"');
  });
});
