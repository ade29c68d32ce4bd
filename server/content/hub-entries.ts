// The hub's list at an instant (docs/product.md §4, docs/content.md "Главная"): every campaign
// that is not hidden, not archived, and not finished longer than its hubMonths (default
// 12), with its phase and its card title; lovecategory (running, or finished after its
// end) and karta-elektrika (a lasting programme, always current). Within a phase the
// campaigns with an `order` come first (1 before 2); then finished campaigns link to their
// results, newest first; upcoming ones by start; running ones ending soonest first.
import { BANNER_SIZES } from '#shared/ui/banner.js';
import type { HubEntry } from '#shared/store/slices/page.js';
import type { PageEntry } from '#shared/pages/registry.js';
import { hubLeaves } from '#shared/content/calendar.js';
import { hubTitle } from '#shared/content/phase-texts.js';
import type { SiteContent } from './site-content.js';

const LOVECATEGORY_IMAGE = { width: 600, height: 440 };

function campaignEntry(site: SiteContent, page: PageEntry, phase: HubEntry['phase'], base: string): HubEntry {
  const campaign = page.campaign!;
  const raster = site.bannerOf(campaign.id);
  return {
    id: campaign.id,
    href: phase === 'finished' ? `${page.paths.promo!}#leaderboard` : page.paths.promo!,
    name: hubTitle(campaign),
    lead: campaign.title,
    phase,
    starts: campaign.starts,
    ends: campaign.ends,
    image: {
      src: raster ? `${base}assets/banners/${raster.large.jpeg}` : `${base}static/banners/${campaign.id}-large.svg`,
      ...BANNER_SIZES.large,
    },
    ...(campaign.order === undefined ? {} : { order: campaign.order }),
  };
}

/** Whether a campaign page in `phase` has a card on the hub at `instant`. */
function onHub(page: PageEntry, phase: HubEntry['phase'] | 'hidden', instant: number): phase is HubEntry['phase'] {
  const campaign = page.campaign!;
  return phase !== 'hidden' && campaign.status !== 'archived' && (phase !== 'finished' || instant < hubLeaves(campaign));
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

const BY_DATES: Record<HubEntry['phase'], (a: HubEntry, b: HubEntry) => number> = {
  running: (a, b) => (a.ends ?? '9999').localeCompare(b.ends ?? '9999'),
  upcoming: (a, b) => a.starts!.localeCompare(b.starts!),
  finished: (a, b) => (b.ends ?? '').localeCompare(a.ends ?? ''),
};

/** Pinned cards first (by their order), then the phase's own order by dates. */
const byOrder = (phase: HubEntry['phase']) => (a: HubEntry, b: HubEntry) =>
  (a.order ?? Infinity) - (b.order ?? Infinity) || BY_DATES[phase](a, b);

/** `base`: the promo site's base, under which static/ and assets/ are served. */
export function hubEntries(site: SiteContent, instant: number, base: string): HubEntry[] {
  const campaigns = site.routes.pages.flatMap((page) => {
    if (!page.campaign) return [];
    const phase = site.calendar.phaseOf(page, instant);
    return onHub(page, phase, instant) ? [campaignEntry(site, page, phase, base)] : [];
  });
  const entries = [...campaigns, ...fixedEntries(site, instant, `${base}static/`)];
  // Stable sort: within a phase, campaigns keep their order and the fixed pages come last on a tie.
  return (['running', 'upcoming', 'finished'] as const).flatMap((phase) => entries.filter((e) => e.phase === phase).sort(byOrder(phase)));
}
