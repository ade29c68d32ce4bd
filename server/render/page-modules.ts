// Per page kind: the component the server renders and the loader that fills its store.
// A kind missing here answers 404 until its issue lands (issue #2 point 6).
import type { ComponentType } from 'react';
import type { PageKind } from '#shared/pages/registry.js';
import { CampaignPage } from '#shared/features/campaign/campaign-page.js';
import { loadCampaignPage } from '../loaders/campaign.js';
import { KartaElektrikaPage } from '#shared/features/karta-elektrika/karta-elektrika-page.js';
import { loadKartaElektrikaPage } from '../loaders/karta-elektrika.js';
import { LoveCategoryPage } from '#shared/features/lovecategory/lovecategory-page.js';
import { loadLoveCategoryPage } from '../loaders/lovecategory.js';
import { LawPage } from '#shared/features/business/law-page.js';
import { SertPage } from '#shared/features/business/sert-page.js';
import { businessVariantKey, loadBusinessPage, resolveBusinessVariant } from '../loaders/business.js';
import type { LoaderContext, PageLoader } from '../loaders/types.js';

export interface PageModule {
  Page: ComponentType;
  load: PageLoader;
  /**
   * Pages that differ per visitor (business: city, region, cookie notice) resolve what
   * makes their variant first: its key, and the context the loader then renders from.
   * Pages without it are the same for everyone.
   */
  variant?: (ctx: LoaderContext) => Promise<{ key: string; ctx: LoaderContext }>;
  /** Reads cookies (only these pages parse them). */
  readsCookies?: boolean;
}

async function businessVariant(ctx: LoaderContext): Promise<{ key: string; ctx: LoaderContext }> {
  const businessVariant = await resolveBusinessVariant(ctx);
  return { key: businessVariantKey(businessVariant), ctx: { ...ctx, businessVariant } };
}

const business = { load: loadBusinessPage, variant: businessVariant, readsCookies: true };

export const PAGE_MODULES: Partial<Record<PageKind, PageModule>> = {
  campaign: { Page: CampaignPage, load: loadCampaignPage },
  'karta-elektrika': { Page: KartaElektrikaPage, load: loadKartaElektrikaPage },
  lovecategory: { Page: LoveCategoryPage, load: loadLoveCategoryPage },
  law: { Page: LawPage, ...business },
  sert: { Page: SertPage, ...business },
};
