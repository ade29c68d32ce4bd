// A kind's selectors of its own content file take their type from the schema its descriptor
// checks the file with, and those of its own state (kindState) from the key its descriptor's
// `content.state` answers (shared/content/own-file.ts, server/pages/page-kind.ts;
// docs/decisions/371-kinds-by-define-kind.md): no caller
// names the type, a key typed by another kind's schema or state does not compile in the kind's
// descriptor, and a selector read on another kind's page is an error. The types are checked by `npx tsc --noEmit` (this file is
// in tsconfig.json's `tests`; each `@ts-expect-error` fails the check once what it marks compiles).
import { describe, expect, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { defineKind, kindContent } from '#server/pages/page-kind.js';
import { createPageRegistry } from '#server/pages/page-registry.js';
import { lawSchema, type LawTexts } from '#shared/features/business/law-schema.js';
import { sertSchema, type SertTexts } from '#shared/features/business/sert-schema.js';
import { LAW_TEXTS, SERT_TEXTS, selectLawTexts, selectSertTexts } from '#shared/features/business/business-texts.js';
import { selectCampaignTexts } from '#shared/content/campaign-texts.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import { selectHubTexts } from '#shared/content/hub-texts.js';
import type { HubTexts } from '#shared/content/hub-schema.js';
import { selectKartaTexts } from '#pages/karta-elektrika/ui/texts.js';
import type { KartaElektrikaTexts } from '#pages/karta-elektrika/ui/karta-schema.js';
import { selectLovecategoryTexts } from '#pages/lovecategory/ui/lovecategory-texts.js';
import type { LovecategoryContent } from '#pages/lovecategory/ui/lovecategory-schema.js';
import { ownFile, ownState } from '#shared/content/own-file.js';
import { CAMPAIGN_ON_PAGE, selectCampaignOnPage, type CampaignOnPage } from '#pages/campaign/ui/campaign-on-page.js';
import { LOVECATEGORY_ON_PAGE, selectLovecategoryOnPage } from '#pages/lovecategory/ui/lovecategory-texts.js';
import type { LovecategoryOnPage } from '#pages/lovecategory/ui/lovecategory-schema.js';
import { hubEntriesOf, type HubEntry } from '#shared/store/slices/hub-entry.js';
import type { PageState } from '#shared/store/slices/page.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';

const Page = () => null;
const route = { id: 'test-x', paths: { promo: '/promo/test-x' }, name: 'x', title: 'x', description: 'x' };
const stateOf = (kind: string, content: unknown, kindState?: unknown): { page: PageState } => ({
  page: { id: kind, kind, site: 'promo', base: '/promo/', canonicalPath: '/promo/x', analytics: {}, currentYear: 2025, content, kindState },
});
/** lovecategory's state, for the type checks alone (never called). */
const lovecategoryOnPage = (): LovecategoryOnPage => {
  throw new Error('a type check only');
};

describe('a kind\'s content selectors, typed by its schema', () => {
  test('when a kind\'s selector is read, then its type is its own schema\'s value, named by no caller', () => {
    expectTypeOf(selectLawTexts).returns.toEqualTypeOf<LawTexts>();
    expectTypeOf(selectSertTexts).returns.toEqualTypeOf<SertTexts>();
    expectTypeOf(selectCampaignTexts).returns.toEqualTypeOf<CampaignTexts>();
    expectTypeOf(selectHubTexts).returns.toEqualTypeOf<HubTexts>();
    expectTypeOf(selectKartaTexts).returns.toEqualTypeOf<KartaElektrikaTexts>();
    expectTypeOf(selectLovecategoryTexts).returns.toEqualTypeOf<LovecategoryContent>();
    // law's texts have no certificate's trail: sert's field read through law's selector does not compile.
    // @ts-expect-error law's content is not sert's
    const readsSert = (state: { page: PageState }) => selectLawTexts(state).breadcrumbs;
    expect(readsSert).toBeTypeOf('function');
  });

  test('when a kind\'s file key is typed by another kind\'s schema, then its descriptor does not compile', () => {
    const lawWithSertKey = defineKind({
      kind: 'law', Page, pages: () => [route],
      // @ts-expect-error the key says sert's texts, the schema checks law's
      content: { own: kindContent({ schema: lawSchema, title: 'x', form: 'x', key: SERT_TEXTS }) },
    });
    const wronglyTyped = ownFile<typeof sertSchema>('law');
    const lawWithWrongType = defineKind({
      kind: 'law', Page, pages: () => [route],
      // @ts-expect-error a key of law's name typed by sert's schema is no key of law's file
      content: { own: kindContent({ schema: lawSchema, title: 'x', form: 'x', key: wronglyTyped }) },
    });
    const right = defineKind({
      kind: 'law', Page, pages: () => [route],
      content: { own: kindContent({ schema: lawSchema, title: 'x', form: 'x', key: LAW_TEXTS }) },
    });
    expect([lawWithSertKey, lawWithWrongType, right].map((kind) => kind.content?.own?.key.kind)).toEqual(['sert', 'law', 'law']);
  });

  test('when a kind\'s selector is read on its own page, then it gives the file\'s value; on another kind\'s page, an error', () => {
    const texts = { hero: { heading: 'Юрлицам' } };
    expect(selectLawTexts(stateOf('law', texts))).toBe(texts);
    expect(() => selectSertTexts(stateOf('law', texts))).toThrow('the sert kind\'s content read on a law page');
  });

  test('when a kind\'s file is keyed for another kind, then the registry refuses it', () => {
    const titled = z.strictObject({ $schema: z.string().optional(), title: z.string() });
    const own = kindContent({ schema: titled, title: 'x', form: 'x', key: ownFile<typeof titled>('test-y') });
    const misnamed = defineKind({ kind: 'test-x', Page, content: { own }, pages: () => [route] });
    expect(() => createPageRegistry([], undefined, [misnamed])).toThrow('the test-x kind\'s content file is keyed for the test-y kind');
  });

  test('when the site\'s kinds are read, then each kind\'s file is keyed by its own name', () => {
    const owning = PAGE_REGISTRY.kinds.filter((kind) => kind.content?.own);
    expect(owning.length).toBeGreaterThan(0);
    for (const kind of owning) expect(kind.content?.own?.key.kind).toBe(kind.kind);
  });
});

describe('a kind\'s state selectors, typed by its state\'s key', () => {
  test('when a kind\'s state selector is read, then its type is the one its descriptor answers, named by no caller', () => {
    expectTypeOf(selectCampaignOnPage).returns.toEqualTypeOf<CampaignOnPage | undefined>();
    expectTypeOf(selectLovecategoryOnPage).returns.toEqualTypeOf<LovecategoryOnPage>();
    expectTypeOf(hubEntriesOf).returns.toEqualTypeOf<readonly HubEntry[]>();
    // lovecategory's state has no campaign's phase: the campaign's field read through its selector does not compile.
    // @ts-expect-error lovecategory's state is not the campaign's
    const readsPhase = (state: { page: PageState }) => selectLovecategoryOnPage(state).phase;
    expect(readsPhase).toBeTypeOf('function');
  });

  test('when a kind is given another kind\'s state, then its descriptor does not compile', () => {
    const withCampaignKey = defineKind({
      kind: 'lovecategory', Page, pages: () => [route],
      // @ts-expect-error the key says the campaign's state, the kind answers lovecategory's
      content: { state: { key: CAMPAIGN_ON_PAGE, of: lovecategoryOnPage } },
    });
    const withOwnKey = defineKind({
      kind: 'lovecategory', Page, pages: () => [route], content: { state: { key: LOVECATEGORY_ON_PAGE, of: lovecategoryOnPage } },
    });
    const stateAsFile = defineKind({
      kind: 'law', Page, pages: () => [route],
      // @ts-expect-error a state's key is no file's key
      content: { own: kindContent({ schema: lawSchema, title: 'x', form: 'x', key: LOVECATEGORY_ON_PAGE }) },
    });
    expect([withCampaignKey, withOwnKey].map((kind) => kind.content?.state?.key.kind)).toEqual(['campaign', 'lovecategory']);
    expect(stateAsFile.kind).toBe('law');
  });

  test('when a kind\'s state selector is read on its own page, then it gives the state; on another kind\'s page, an error', () => {
    const cards: HubEntry[] = [];
    expect(hubEntriesOf(stateOf('hub', {}, cards).page)).toBe(cards);
    expect(() => selectCampaignOnPage(stateOf('hub', {}, cards))).toThrow('the campaign kind\'s kindState read on a hub page');
  });

  test('when a kind\'s state is keyed for another kind, then the registry refuses it', () => {
    const state = { key: ownState<number>('test-y'), of: () => 1 };
    const misnamed = defineKind({ kind: 'test-x', Page, content: { state }, pages: () => [route] });
    expect(() => createPageRegistry([], undefined, [misnamed])).toThrow('the test-x kind\'s state is keyed for the test-y kind');
  });

  test('when the site\'s kinds are read, then each kind\'s state is keyed by its own name', () => {
    const stating = PAGE_REGISTRY.kinds.filter((kind) => kind.content?.state);
    expect(stating.map((kind) => kind.kind)).toEqual(expect.arrayContaining(['campaign', 'hub', 'lovecategory']));
    for (const kind of stating) expect(kind.content?.state?.key.kind).toBe(kind.kind);
  });
});
