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
import { loadCampaignPage } from './campaign.js';
import { loadKartaElektrikaPage } from './karta-elektrika.js';
import { loadLoveCategoryPage } from './lovecategory.js';
import { loadBusinessPage } from './business.js';
import type { PageLoader } from './types.js';

export interface PageModule {
  Page: ComponentType;
  load: PageLoader;
}

export const PAGE_MODULES: Record<PageKind, PageModule> = {
  campaign: { Page: CampaignPage, load: loadCampaignPage },
  'karta-elektrika': { Page: KartaElektrikaPage, load: loadKartaElektrikaPage },
  lovecategory: { Page: LoveCategoryPage, load: loadLoveCategoryPage },
  law: { Page: LawPage, load: loadBusinessPage },
  sert: { Page: SertPage, load: loadBusinessPage },
};
