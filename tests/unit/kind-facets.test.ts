// A kind's descriptor is grouped by facet and typed by what it declares (server/pages/page-kind.ts's
// defineKind, docs/decisions/371-kinds-by-define-kind.md): its pages' data, its variant and its
// file's value type every part that reads them; a kind with data gives it to every page and a
// kind with a calendar dates its pages (the registry checks both). The types are checked by
// `npm run check` (each `@ts-expect-error` below fails the type check once what it marks is no
// longer refused); the rest here.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { AnyPageKind, PageKindDescriptor, PageVariant } from '#server/pages/page-kind.js';
import { defineKind, kindContent, readsCookies } from '#server/pages/page-kind.js';
import { createPageRegistry } from '#server/pages/page-registry.js';
import { ownFile, ownState } from '#shared/content/own-file.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { PAGES } from '../support/content.js';

const Page = () => null;
const variant: PageVariant<{ city: string }> = {
  resolve: (ctx) => Promise.resolve({ key: 'spb', ctx: { ...ctx, variant: { city: 'spb' } }, cityCount: 1 }),
  count: () => 1,
};
const titled = z.strictObject({ $schema: z.string().optional(), title: z.string() });
const own = kindContent({ title: 'x', form: 'x', schema: titled, key: ownFile<typeof titled>('x') });
const route = { id: 'x', paths: { promo: '/promo/x' }, name: 'x', title: 'x', description: 'x' };

describe('the types defineKind infers', () => {
  test('when a kind is written with defineKind, then its data, variant and file\'s value type everything that reads them', () => {
    // Data: what `pages` gives its pages is what every part reading a page gets.
    const withData = defineKind({
      kind: 'x', Page, pages: () => [{ ...route, data: { n: 1 } }],
      content: { state: { key: ownState<number>('x'), of: (page) => page.data.n + 1 } },
      // @ts-expect-error the page's data is a number, not a text
      campaign: { of: (page) => page.data.n.toUpperCase(), withCampaign: (page) => page },
    });
    // A variant: its loader gets it without asking again.
    const varies = defineKind({
      kind: 'x', Page, pages: () => [route], variant, load: (_store, ctx) => Promise.resolve(void ctx.variant.city),
    });
    // @ts-expect-error a kind without a variant: its loader's context has none
    const noVariant = defineKind({ kind: 'x', Page, pages: () => [route], load: (_store, ctx) => Promise.resolve(void ctx.variant.city) });
    // Its own content file: its pages get its value.
    const owns = defineKind({ kind: 'x', Page, content: { own }, pages: ({ content }) => [{ ...route, title: content.title }] });
    // @ts-expect-error a kind without a file of its own gets no value
    const ownsNone = defineKind({ kind: 'x', Page, pages: ({ content }) => [{ ...route, title: content.title }] });

    // Every kind, whatever its own types, fits the registry.
    const kinds: AnyPageKind[] = [withData, varies, owns, noVariant, ownsNone];
    expect(kinds).toHaveLength(5);
  });

  test('when a kind gives data to some of its pages only, then the registry refuses it', () => {
    const halfData = defineKind({ kind: 'test-x', Page, pages: () => [{ ...route, data: 1 }, { ...route, id: 'y' }] });
    expect(() => createPageRegistry([], undefined, [halfData])).toThrow('the test-x kind gives data to some of its pages, not to y');
  });

  test('when a kind has a calendar, then the registry refuses one of its pages without dates', () => {
    const undated: PageKindDescriptor = { kind: 'test-x', Page, pages: () => [route], calendar: { closedWhenFinished: ['products'] } };
    expect(() => createPageRegistry([], undefined, [undated])).toThrow('the test-x kind has a calendar, its page x no dates');
    const dated: PageKindDescriptor = { ...undated, pages: () => [{ ...route, dates: { starts: '2025-01-01' } }] };
    expect(createPageRegistry([], undefined, [dated]).closedWhenFinished).toEqual(new Set(['products']));
  });
});

describe('the facets as the project\'s kinds declare them', () => {
  test('when the kinds are read, then only the kinds with a variant read cookies, and every cookie notice is a variant\'s', () => {
    const reading = PAGE_REGISTRY.kinds.filter((kind) => readsCookies(kind)).map((kind) => kind.kind);
    expect(reading).toEqual(PAGE_REGISTRY.kinds.filter((kind) => kind.variant).map((kind) => kind.kind));
    expect(readsCookies(undefined)).toBe(false);
  });

  test('when the route table is made, then every page of a kind with a calendar has its dates', () => {
    const calendared = PAGES.filter((page) => page.descriptor.calendar);
    expect(calendared.length).toBeGreaterThan(0);
    for (const page of calendared) expect(page.dates, page.id).toBeDefined();
  });
});
