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
import { loadBusinessPage } from '../loaders/business.js';
import type { PageLoader } from '../loaders/types.js';

export interface PageModule {
  Page: ComponentType;
  load: PageLoader;
}

export const PAGE_MODULES: Partial<Record<PageKind, PageModule>> = {
  campaign: { Page: CampaignPage, load: loadCampaignPage },
  'karta-elektrika': { Page: KartaElektrikaPage, load: loadKartaElektrikaPage },
  lovecategory: { Page: LoveCategoryPage, load: loadLoveCategoryPage },
  law: { Page: LawPage, load: loadBusinessPage },
  sert: { Page: SertPage, load: loadBusinessPage },
};
