// A kind's descriptor is grouped by facet, and what only makes sense together is typed
// together (server/pages/page-kind.ts, docs/decisions/094-descriptor-facets.md): a kind with
// data gives it to every page, a kind with a variant resolves it and its loader gets it, a
// kind with a content file of its own declares it, and a kind with a calendar dates its
// pages. The type pairs are checked by `npm run check` (each `@ts-expect-error` below fails
// the type check once the pair it marks is no longer refused); the rest here.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { AnyPageKind, PageKindDescriptor, PageVariant } from '#server/pages/page-kind.js';
import { kindContent, readsCookies } from '#server/pages/page-kind.js';
import { createPageRegistry } from '#server/pages/page-registry.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { PAGES } from '../support/content.js';

const Page = () => null;
const variant: PageVariant<{ city: string }> = {
  resolve: (ctx) => Promise.resolve({ key: 'spb', ctx: { ...ctx, variant: { city: 'spb' } }, cityCount: 1 }),
  count: () => 1,
};
const own = kindContent({
  file: 'x.json', title: 'x', form: 'x', schema: z.strictObject({ $schema: z.string().optional(), title: z.string() }),
});
const route = { id: 'x', paths: { promo: '/promo/x' }, name: 'x', title: 'x', description: 'x' };

describe('the pairs typed together', () => {
  test('when a kind is written, then its type refuses a half of a pair', () => {
    // Data: every page of a kind with data carries it; a kind without none.
    const withData: PageKindDescriptor<undefined, undefined, { n: number }> = {
      kind: 'x', Page, pages: () => [{ ...route, data: { n: 1 } }],
    };
    // @ts-expect-error a page of a kind with data without its data
    const dataMissing: PageKindDescriptor<undefined, undefined, { n: number }> = { kind: 'x', Page, pages: () => [route] };
    // @ts-expect-error data on a page of a kind without data
    const dataStray: PageKindDescriptor = { kind: 'x', Page, pages: () => [{ ...route, data: 1 }] };

    // A variant: declared, resolved, and its loader gets it without asking again.
    const varies: PageKindDescriptor<undefined, { city: string }> = {
      kind: 'x', Page, pages: () => [route], variant, load: (_store, ctx) => Promise.resolve(void ctx.variant.city),
    };
    // @ts-expect-error a kind typed by a variant without the variant that resolves it
    const variantMissing: PageKindDescriptor<undefined, { city: string }> = { kind: 'x', Page, pages: () => [route] };
    // @ts-expect-error a variant on a kind that has none
    const variantStray: PageKindDescriptor = { kind: 'x', Page, pages: () => [route], variant };

    // Its own content file: declared, and its pages get its value.
    const owns: PageKindDescriptor<{ title: string }> = {
      kind: 'x', Page, content: { own }, pages: ({ content }) => [{ ...route, title: content.title }],
    };
    // @ts-expect-error a kind typed by its file's value without declaring the file
    const fileMissing: PageKindDescriptor<{ title: string }> = { kind: 'x', Page, pages: () => [route] };

    // Every kind, whatever its own types, fits the registry.
    const kinds: AnyPageKind[] = [withData, varies, owns];
    expect([dataMissing, dataStray, variantMissing, variantStray, fileMissing, ...kinds]).toHaveLength(8);
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
