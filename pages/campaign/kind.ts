// The campaign pages (docs/product.md §4): one per content/campaigns/<id>.json, at
// /promo/<id>, dated by its file; products and leaderboard from the upstream, the savings
// check (an island, and a card form without JavaScript) while it runs. The texts every
// campaign page shows are the kind's own file, content/campaign.json (content.ts).
import { CampaignPage } from './ui/campaign-page.js';
import { savingsChecked } from '#shared/store/slices/campaign.js';
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { CampaignOnPage } from './ui/campaign-on-page.js';
import type { PageKindDescriptor } from '#server/pages/page-kind.js';
import { loadCampaignPage } from './load.js';
import { campaignCard } from './hub-card.js';
import { saleEvent } from './sale-event.js';
import { withSiteName } from '#shared/content/phase-texts.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import { campaignTextsContent } from './content.js';

export const campaign: PageKindDescriptor<CampaignTexts, undefined, Campaign> = {
  kind: 'campaign',
  pages: ({ campaigns }) => campaigns.map((campaign) => ({
    id: campaign.id,
    paths: { promo: `/promo/${campaign.id}` },
    title: withSiteName(campaign.title),
    description: campaign.description,
    data: campaign,
    dates: campaign,
  })),
  Page: CampaignPage,
  load: loadCampaignPage,
  content: {
    // The texts every campaign page shows (content/campaign.json); a campaign's own are its file.
    own: campaignTextsContent,
    // The phase shown (a hidden campaign has no page) and its raster banner when it has one.
    state(page, { phase, site }) {
      const banner = site.bannerOf(page.id);
      const shown: CampaignOnPage | undefined = phase === 'hidden' ? undefined : { ...page.data, phase, ...(banner ? { banner } : {}) };
      return shown;
    },
    pageFile: {
      path: (page) => `campaigns/${page.id}.json`,
      shown: (page, banners) => [page.data, banners?.get(page.id)],
    },
  },
  discovery: { hubCard: campaignCard, structuredData: saleEvent },
  forms: {
    card: {
      call: 'checkSavings',
      answer: (store, ctx, cardNumber) => store.dispatch(savingsChecked({ apiSlug: ctx.page.data.apiSlug, cardNumber })),
    },
  },
  calendar: { closedWhenFinished: ['checkSavings'] },
  campaign: {
    of: (page) => page.data,
    // A draft is shown with its own dates (a preview may be of a campaign not yet running).
    withCampaign: (page, campaign) => ({ ...page, data: campaign, dates: campaign }),
  },
};
