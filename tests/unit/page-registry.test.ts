// The page registry made from kinds of the test's own, named `test-…` as the registry demands
// (server/pages/page-registry.ts): what it
// derives from their descriptors (the kinds' order, the fixed pages, the segments a campaign id
// may not take, the redirects, the content files, the calls closed when finished, a fixed
// page's path) and the route table it builds for a content.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { AnyPageKind, PageKindDescriptor } from '#server/pages/page-kind.js';
import { defineKind, kindContent } from '#server/pages/page-kind.js';
import { createPageRegistry, SITE_TEXTS } from '#server/pages/page-registry.js';
import { ownFile } from '#shared/content/own-file.js';

const Page = () => null;
const titled = z.strictObject({ $schema: z.string().optional(), title: z.string() });

/** A kind with a file of its own, a calendar, a redirect, and a path with a trailing slash (the business site's root too). */
const zakazFile = kindContent({
  title: 'Заказ', form: 'Заказ', schema: titled, key: ownFile<typeof titled>('test-zakaz'),
});
const zakaz = defineKind({
  kind: 'test-zakaz',
  Page,
  content: { own: zakazFile },
  pages: ({ content }) => [{
    id: 'test-zakaz', paths: { promo: '/promo/test-zakaz/', business: '/' },
    name: content.title, title: content.title, description: 'Заказ.',
    dates: { starts: '2025-01-01' },
  }],
  redirects: [{ site: 'business', fromSite: 'promo' }],
  calendar: { closedWhenFinished: ['products'] },
});

/** A kind whose page tells what it was made from: the campaigns' count and the configuration. */
const akcii: PageKindDescriptor = {
  kind: 'test-akcii',
  Page,
  pages: ({ campaigns, config }) => [{
    id: 'test-akcii',
    paths: { promo: '/promo/test-akcii' },
    name: 'Акции',
    title: 'Акции',
    description: `campaigns: ${String(campaigns.length)}, finished: ${String(config.lovecategoryFinished)}`,
  }],
};

const siteTexts = kindContent({ title: 'Сайт', form: 'Сайт', schema: titled, key: ownFile<typeof titled>(SITE_TEXTS) });

// Given out of their names' order, as a list of kinds may be.
const kinds: AnyPageKind[] = [zakaz, akcii];
// Made in each test, not once on import: what a test checks is then what it ran.
const registryOf = () => createPageRegistry([], siteTexts, kinds);

describe('the registry\'s kinds and fixed pages', () => {
  test('when kinds are given out of order, then the registry holds them by name and lists their pages in that order', () => {
    const registry = registryOf();
    expect(registry.kinds.map((kind) => kind.kind)).toEqual(['test-akcii', 'test-zakaz']);
    expect(registry.fixedPages.map((page) => page.id)).toEqual(['test-akcii', 'test-zakaz']);
    expect(registry.routeTable({}).pages.map((page) => page.id)).toEqual(['test-akcii', 'test-zakaz']);
  });

  test('when the fixed pages are made, then they are made from no campaign, the kinds\' empty files and a campaign not finished by configuration', () => {
    const registry = registryOf();
    const [akciiPage, zakazPage] = registry.fixedPages;
    expect(akciiPage?.description).toBe('campaigns: 0, finished: false');
    // Its file's empty value, derived from its schema: every text empty.
    expect(zakazPage?.title).toBe('');
    expect(zakazPage).toMatchObject({ kind: 'test-zakaz', descriptor: zakaz });
  });

  test('when a kind is named like the site\'s own texts file, then the registry refuses it, wherever it is in the list', () => {
    const site: PageKindDescriptor = { ...akcii, kind: 'site' };
    expect(() => createPageRegistry([site], undefined, [akcii])).toThrow('no page kind may be named "site"');
    expect(() => createPageRegistry([site])).toThrow('no page kind may be named "site"');
  });

  test('when a kind of the site\'s is named as the tests\' own are, or a test\'s kind as the site\'s may be, then the registry refuses it', () => {
    expect(() => createPageRegistry([akcii])).toThrow('no page kind may be named "test-akcii": "test-" starts the tests\' own kinds');
    const loose: PageKindDescriptor = { ...akcii, kind: 'dostavka' };
    expect(() => createPageRegistry([], undefined, [akcii, loose])).toThrow('a test\'s kind "dostavka" must be named "test-…"');
    expect(createPageRegistry([loose], undefined, [akcii]).kinds.map(({ kind }) => kind)).toEqual(['dostavka', 'test-akcii']);
  });

  test('when campaign ids are checked, then the fixed pages\' ids and the static files\' folders are reserved', () => {
    const registry = registryOf();
    expect(registry.reservedSegments).toEqual(['test-akcii', 'test-zakaz', 'static', 'assets', 'download']);
  });

  test('when a kind declares a redirect, then it is the only redirect, with its page; a kind without declares none', () => {
    const registry = registryOf();
    expect(registry.redirects.map(({ site, fromSite, page }) => ({ site, fromSite, id: page.id })))
      .toEqual([{ site: 'business', fromSite: 'promo', id: 'test-zakaz' }]);
    expect(registry.redirects[0]).toStrictEqual({ site: 'business', fromSite: 'promo', page: registry.fixedPages[1] });
  });

  test('when a kind has a file of its own and the site\'s texts are given, then both are content files, the site\'s last, named "site" and shown on every page', () => {
    const registry = registryOf();
    expect(registry.contentFiles).toStrictEqual([
      { kind: 'test-zakaz', ...zakazFile },
      { kind: 'site', ...siteTexts, everyPage: true },
    ]);
    expect(createPageRegistry([], undefined, kinds).contentFiles).toStrictEqual([{ kind: 'test-zakaz', ...zakazFile }]);
  });

  test('when one kind has a calendar and another none, then only the calendar\'s calls close when finished', () => {
    const registry = registryOf();
    expect(registry.closedWhenFinished).toEqual(new Set(['products']));
  });

  test('when the fixed pages are made, then each has its path on each site that serves it, and none on another', () => {
    const paths = Object.fromEntries(registryOf().fixedPages.map((page) => [page.id, page.paths]));
    expect(paths).toEqual({ 'test-akcii': { promo: '/promo/test-akcii' }, 'test-zakaz': { promo: '/promo/test-zakaz/', business: '/' } });
  });
});

describe('the route table of a content', () => {
  test('when a content gives a kind\'s file and the configuration says finished, then the pages are made from them', () => {
    const registry = registryOf();
    const table = registry.routeTable({ kindFiles: { 'test-zakaz': { title: 'Новый заказ' } } }, { lovecategoryFinished: true });
    expect(table.byId('test-zakaz')?.title).toBe('Новый заказ');
    expect(table.byId('test-akcii')?.description).toBe('campaigns: 0, finished: true');
  });

  test('when a table is made with no configuration, then no campaign is finished by it', () => {
    const registry = registryOf();
    expect(registry.routeTable({}).byId('test-akcii')?.description).toBe('campaigns: 0, finished: false');
  });

  test('when a page is asked by id, then it is the page with that id and its kind; an unknown id is none', () => {
    const registry = registryOf();
    const table = registry.routeTable({});
    expect(table.byId('test-zakaz')).toMatchObject({ id: 'test-zakaz', kind: 'test-zakaz', title: '' });
    expect(table.byId('test-akcii')).toMatchObject({ id: 'test-akcii', kind: 'test-akcii' });
    expect(table.byId('no-such-page')).toBeUndefined();
  });

  test('when a kind declares a path with a trailing slash, then it matches with none, one or several', () => {
    const registry = registryOf();
    const table = registry.routeTable({});
    expect(['/promo/test-zakaz', '/promo/test-zakaz/', '/promo/test-zakaz//'].map((p) => table.match('promo', p)?.id))
      .toEqual(['test-zakaz', 'test-zakaz', 'test-zakaz']);
    expect(['/', '//'].map((p) => table.match('business', p)?.id)).toEqual(['test-zakaz', 'test-zakaz']);
    expect(table.match('business', '/promo/test-zakaz')).toBeUndefined();
  });

  test('when an empty path is asked, then it is the site\'s root page, and none on a site without one', () => {
    const registry = registryOf();
    const table = registry.routeTable({});
    expect(table.match('business', '')?.id).toBe('test-zakaz');
    expect(table.match('promo', '')).toBeUndefined();
  });
});
