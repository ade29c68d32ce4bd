// A campaign's card on the hub (docs/product.md §4, docs/content.md "Главная"): shown unless
// archived or finished longer than its hubMonths (default 12), with its phase and its card
// title; a finished one links to its results. Pinned by its `order`.
import { BANNER_SIZES } from '#shared/ui/banner.js';
import { hubLeaves } from '#shared/content/calendar.js';
import { hubLead, hubTitle } from '#shared/content/phase-texts.js';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { servedFile, type HubCard } from '#server/pages/page-kind.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import { CAMPAIGN_TEXTS } from '#shared/content/campaign-texts.js';

/** `unread`: the kind's texts while its file is not read (the schema's empty value, kind.ts). */
export const campaignCard = (unread: CampaignTexts): HubCard<Campaign> => ({
  card({ data: campaign }, phase, { instant, base, site, path }) {
    if (campaign.status === 'archived' || (phase === 'finished' && instant >= hubLeaves(campaign))) return undefined;
    const raster = site.bannerOf(campaign);
    // The defaults' words are the campaign kind's own file's (content/campaign.json): a change of it
    // changes every campaign page, so the hub too.
    const { phaseDefaults } = servedFile(site.content.kindFiles, CAMPAIGN_TEXTS) ?? unread;
    return {
      id: campaign.id,
      href: phase === 'finished' ? `${path}#leaderboard` : path,
      name: hubTitle(campaign, phaseDefaults),
      lead: hubLead(campaign, phase, phaseDefaults),
      phase,
      starts: campaign.starts,
      ends: campaign.ends,
      image: {
        src: raster ? `${base}assets/banners/${raster.large.jpeg}` : `${base}static/banners/${campaign.id}-large.svg`,
        ...BANNER_SIZES.large,
      },
      ...(campaign.order === undefined ? {} : { order: campaign.order }),
      ...(phase === 'finished' ? { results: true } : {}),
    };
  },
  // A draft never shows: it has no card to take away.
  leaves: ({ data: campaign }) => (campaign.status === 'draft' ? Infinity : hubLeaves(campaign)),
});
