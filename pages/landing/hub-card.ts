// A landing's card on the hub (docs/product.md §4, §13): as a campaign's, by its phase, named by its title with its
// description under it, its picture its hero's banner (else the site's art); it leaves the hub as a campaign's does.
import { BANNER_SIZES } from '#shared/ui/banner.js';
import { hubLeaves } from '#shared/content/calendar.js';
import type { HubCard } from '#server/pages/page-kind.js';
import type { Landing } from './ui/landing-on-page.js';
import { landingFolder } from './landing-folder.js';

export const landingCard: HubCard<Landing> = {
  card({ data: landing, name, description }, phase, { instant, base, site, path }) {
    if (landing.status === 'archived' || (phase === 'finished' && instant >= hubLeaves(landing))) return undefined;
    const art = landingFolder.art?.(landing);
    const raster = art && site.bannerOf(art);
    return {
      id: landing.id, href: path, name, lead: description, phase, starts: landing.starts, ends: landing.ends,
      image: { src: raster ? `${base}assets/banners/${raster.large.jpeg}` : `${base}static/og/site.svg`, ...BANNER_SIZES.large },
    };
  },
  leaves: ({ data: landing }) => (landing.status === 'draft' ? Infinity : hubLeaves(landing)),
};
