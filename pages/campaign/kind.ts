// The campaign pages (docs/product.md §4): one per content/campaigns/<id>.json; the texts every campaign page shows are
// the kind's own file, content/campaign.json.
import { CampaignPage } from './ui/campaign-page.js';
import { savingsChecked } from '#shared/store/slices/campaign.js';
import { CAMPAIGN_ON_PAGE } from './ui/campaign-on-page.js';
import { defineKind, kindContent, type KindSources } from '#server/pages/page-kind.js';
import { loadCampaignPage } from './load.js';
import { campaignCard } from './hub-card.js';
import { saleEvent } from '#server/discovery/sale-event.js';
import { pageHead } from '#shared/content/phase-texts.js';
import { campaignTextsSchema } from '#shared/content/campaign-texts-schema.js';
import { CAMPAIGN_TEXTS } from '#shared/content/campaign-texts.js';

/** The texts every campaign page shows (docs/decisions/090-page-kinds.md); a campaign's own are its file. */
const texts = kindContent({
  schema: campaignTextsSchema, key: CAMPAIGN_TEXTS, form: 'Страницы акций: общие тексты',
  title: 'Тексты страниц акций, одинаковые для всех акций (docs/content.md)',
});

/** A page per campaign, at /promo/<id>, dated by its file. */
const pages = ({ campaigns }: KindSources) => campaigns.map((campaign) => ({
  id: campaign.id,
  paths: { promo: `/promo/${campaign.id}` },
  ...pageHead(campaign),
  data: campaign,
  dates: campaign,
}));

export const campaign = defineKind({
  kind: 'campaign',
  pages,
  Page: CampaignPage,
  experiment: { goals: ['check-bonus'] },
  load: loadCampaignPage,
  content: {
    own: texts,
    // The phase shown (a hidden campaign has no page) and its raster banner when it has one.
    state: {
      key: CAMPAIGN_ON_PAGE,
      of(page, { phase, site }) {
        const banner = site.bannerOf(page.data);
        return phase === 'hidden' ? undefined : { ...page.data, phase, ...(banner ? { banner } : {}) };
      },
    },
    pageFile: {
      folder: 'campaigns',
      // Its raster banner and its versions Б's (kept by the campaign's id and Б's art: server/content/banner-art.ts).
      shown: (page, banners) => [page.data, [...banners ?? []].filter(([key]) => key === page.id || key.startsWith(`${page.id}:`))],
    },
  },
  discovery: { hubCard: campaignCard(texts.empty), structuredData: (parts) => saleEvent(parts, parts.page.data) },
  forms: {
    card: {
      call: 'checkSavings',
      answer: (store, ctx, cardNumber) => store.dispatch(savingsChecked({ apiSlug: ctx.page.data.apiSlug, cardNumber })),
    },
  },
  calendar: { closedWhenFinished: ['checkSavings'], slugOf: (page) => page.data.apiSlug },
  campaign: {
    of: (page) => page.data,
    // A campaign put in (a version Б) brings its own dates.
    withCampaign: (page, campaign) => ({ ...page, data: campaign, dates: campaign }),
  },
});
