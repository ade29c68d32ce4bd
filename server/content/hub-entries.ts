// The hub's list at an instant (PRODUCT.md §4): every campaign that is not hidden, with
// its phase; lovecategory (running, or finished after its end) and karta-elektrika (a
// lasting programme, always current). Finished campaigns link to their results, newest
// first; upcoming ones by start; running ones ending soonest first.
import { BANNER_SIZES } from '#shared/ui/banner.js';
import type { HubEntry } from '#shared/store/slices/page.js';
import type { PageEntry } from '#shared/pages/registry.js';
import type { SiteContent } from './site-content.js';

const LOVECATEGORY_IMAGE = { width: 600, height: 440 };

function campaignEntry(site: SiteContent, page: PageEntry, phase: HubEntry['phase'], base: string): HubEntry {
  const campaign = page.campaign!;
  const raster = site.bannerOf(campaign.id);
  return {
    id: campaign.id,
    href: phase === 'finished' ? `${page.paths.promo!}#leaderboard` : page.paths.promo!,
    name: `Акция ${campaign.brand}`,
    lead: campaign.title,
    phase,
    starts: campaign.starts,
    ends: campaign.ends,
    image: {
      src: raster ? `${base}assets/banners/${raster.large.jpeg}` : `${base}static/banners/${campaign.id}-large.svg`,
      ...BANNER_SIZES.large,
    },
  };
}

function fixedEntries(site: SiteContent, instant: number, staticBase: string): HubEntry[] {
  const lovecategory = site.routes.pages.find((page) => page.kind === 'lovecategory')!;
  const karta = site.routes.pages.find((page) => page.kind === 'karta-elektrika')!;
  const dates = site.content.lovecategory;
  const lovePhase = site.calendar.phaseOf(lovecategory, instant) === 'finished' ? 'finished' : 'running';
  return [
    {
      id: lovecategory.id, href: lovecategory.paths.promo!, name: 'Любимые категории', lead: 'Больше баллов за покупки в любимых категориях',
      phase: lovePhase, starts: dates.starts, ends: dates.ends, image: { src: `${staticBase}illustrations/lovecategory.svg`, ...LOVECATEGORY_IMAGE },
    },
    {
      id: karta.id, href: karta.paths.promo!, name: 'Карта электрика', lead: 'Бонусы за покупки электротоваров по клубной карте',
      phase: 'running', image: { src: `${staticBase}banners/karta-elektrika-large.svg`, ...BANNER_SIZES.large },
    },
  ];
}

const ORDER: Record<HubEntry['phase'], (a: HubEntry, b: HubEntry) => number> = {
  running: (a, b) => (a.ends ?? '9999').localeCompare(b.ends ?? '9999'),
  upcoming: (a, b) => a.starts!.localeCompare(b.starts!),
  finished: (a, b) => (b.ends ?? '').localeCompare(a.ends ?? ''),
};

/** `base`: the promo site's base, under which static/ and assets/ are served. */
export function hubEntries(site: SiteContent, instant: number, base: string): HubEntry[] {
  const campaigns = site.routes.pages.flatMap((page) => {
    const phase = page.campaign ? site.calendar.phaseOf(page, instant) : 'hidden';
    return phase === 'hidden' ? [] : [campaignEntry(site, page, phase, base)];
  });
  const entries = [...campaigns, ...fixedEntries(site, instant, `${base}static/`)];
  // Stable sort: within a phase, campaigns keep their order and the fixed pages come last on a tie.
  return (['running', 'upcoming', 'finished'] as const).flatMap((phase) => entries.filter((e) => e.phase === phase).sort(ORDER[phase]));
}
