// Per page kind: the component the server renders and the loader that fills its store.
// A Record over every kind, so a kind added to shared/pages/page-kinds.ts without its
// page here does not compile.
import type { ComponentType } from 'react';
import type { PageKind } from '#shared/pages/page-kinds.js';
import { CampaignPage } from '#shared/features/campaign/campaign-page.js';
import { KartaElektrikaPage } from '#shared/features/karta-elektrika/karta-elektrika-page.js';
import { LoveCategoryPage } from '#shared/features/lovecategory/lovecategory-page.js';
import { LawPage } from '#shared/features/business/law-page.js';
import { SertPage } from '#shared/features/business/sert-page.js';
import { HubPage } from '#shared/features/hub/hub-page.js';
import { loadCampaignPage } from './campaign.js';
import { loadKartaElektrikaPage } from './karta-elektrika.js';
import { loadLoveCategoryPage } from './lovecategory.js';
import { loadHubPage } from './hub.js';
import { businessVariantKey, loadBusinessPage, resolveBusinessVariant } from './business.js';
import type { LoaderContext, PageLoader } from './types.js';

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

export const PAGE_MODULES: Record<PageKind, PageModule> = {
  campaign: { Page: CampaignPage, load: loadCampaignPage },
  'karta-elektrika': { Page: KartaElektrikaPage, load: loadKartaElektrikaPage },
  lovecategory: { Page: LoveCategoryPage, load: loadLoveCategoryPage },
  law: { Page: LawPage, ...business },
  sert: { Page: SertPage, ...business },
  hub: { Page: HubPage, load: loadHubPage },
};
