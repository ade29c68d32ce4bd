// The hub's list at an instant (docs/product.md §4, docs/content.md "Главная"): the card of
// every page whose kind gives one (pages/<kind>/kind.ts: a campaign until it leaves the
// hub, lovecategory, karta-elektrika), hidden pages never. Within a phase the cards with an
// `order` come first (1 before 2); then finished ones newest first, upcoming ones by
// start, running ones ending soonest first, a dated promotion before a lasting programme
// (karta-elektrika); on a tie, the route table's order.
import type { HubEntry } from '#shared/store/slices/hub-entry.js';
import { kindNeverGood, type StateSources } from './page-kind.js';

const BY_DATES: Record<HubEntry['phase'], (a: HubEntry, b: HubEntry) => number> = {
  running: (a, b) => (a.ends ?? '9999').localeCompare(b.ends ?? '9999') || Number(a.starts === undefined) - Number(b.starts === undefined),
  upcoming: (a, b) => a.starts!.localeCompare(b.starts!),
  finished: (a, b) => (b.ends ?? '').localeCompare(a.ends ?? ''),
};

/** Pinned cards first (by their order), then the phase's own order by dates. */
const byOrder = (phase: HubEntry['phase']) => (a: HubEntry, b: HubEntry) =>
  (a.order ?? Infinity) - (b.order ?? Infinity) || BY_DATES[phase](a, b);

export function hubCards(at: StateSources): HubEntry[] {
  const { site, instant } = at;
  const cards = site.routes.pages.flatMap((page) => {
    const phase = site.calendar.phaseOf(page, instant);
    // The hub is the promo site's: a page it does not serve has no card.
    const path = page.paths.promo;
    const hubCard = page.descriptor.discovery?.hubCard;
    const listed = phase !== 'hidden' && path !== undefined && !kindNeverGood(site, page);
    const card = listed ? hubCard?.card(page, phase, { ...at, path }) : undefined;
    return card ? [card] : [];
  });
  // Stable sort: within a phase, cards keep the route table's order on a tie.
  return (['running', 'upcoming', 'finished'] as const).flatMap((phase) => cards.filter((e) => e.phase === phase).sort(byOrder(phase)));
}
