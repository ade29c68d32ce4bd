// The limits on the calls that touch a person's card or write something, as data built
// from the settings (limit-settings.ts): per client address, per network, per card number
// where the call has one, and a ceiling for the whole site per call. Page views and public
// data are never limited. The campaign savings check and the karta card check share one
// budget, so an enumerator gains nothing by switching.
import type { CallName } from '#shared/api/calls.js';
import { DEFAULT_LIMIT_SETTINGS, type LimitSettings } from './limit-settings.js';

export interface Window {
  points: number;
  /** Seconds. */
  duration: number;
}

/** The site-wide ceiling; `reserved` of its points only go to quiet addresses (see below). */
export interface GlobalWindow extends Window {
  reserved?: number;
  /**
   * The fraction of the ceiling one holder of IPv6 addresses (address-key.ts's holderKey:
   * a /32) may take per window. An enumerator asking from a fresh /48 each time is quiet at
   * every address and network, so only its holder bounds it (rate-limiter.ts).
   */
  holderShare?: number;
  /**
   * The name of a ceiling several groups share (their windows the same object): one count
   * for all of them, so an enumerator gains nothing by switching calls.
   */
  shared?: string;
  /**
   * A caller that has spent at most `address` points of its address's budget and `network` of its network's
   * is quiet: a visitor checking a card or two. `reserved` is kept for quiet callers, so an enumerator holding
   * the rest of the ceiling does not lock visitors out (docs/decisions/062-rate-limit-tiers.md).
   */
  quietUpTo?: { address: number; network: number };
}

export interface LimitGroup {
  perAddress: Window;
  /** The address's network (/24, /48): one holder's many addresses share it (docs/decisions/062-rate-limit-tiers.md). */
  perNetwork?: Window;
  /**
   * The address's provider block (/16, /32: address-key.ts's holderKey), whatever its
   * networks: for counts where a flood from many fresh networks must not outweigh everyone
   * else's (the web-vitals beacons, docs/product.md §10). Not for the card checks: an IPv4 /16
   * may be one provider's many customers, whose own checks must not be refused.
   */
  perHolder?: Window;
  perCard?: Window;
  global: GlobalWindow;
}

/**
 * Lookups of cards, whichever call makes them (the card checks and lovecategory's
 * participant lookup): one site-wide ceiling, CARD_LOOKUPS_PER_SECOND a second,
 * CARD_LOOKUPS_PASS_RESERVE of them only for holders of a visit pass
 * (docs/decisions/121-visit-pass.md), and CARD_LOOKUPS_QUIET_RESERVE kept for quiet
 * addresses. It bounds an enumerator holding unlimited addresses and no passes to the
 * open part a second, one that fetches a pass for every block it uses to the whole
 * ceiling (docs/product.md §8; tests/unit/card-lookup-ceiling.test.ts,
 * visit-pass-reserve.test.ts).
 */
function cardLookupCeiling(s: LimitSettings): GlobalWindow {
  return {
    points: s.CARD_LOOKUPS_PER_SECOND, duration: 1, reserved: s.CARD_LOOKUPS_QUIET_RESERVE,
    holderShare: s.CARD_LOOKUPS_HOLDER_PERCENT / 100, shared: 'cardLookup',
    quietUpTo: { address: s.QUIET_ADDRESS_LOOKUPS, network: s.QUIET_NETWORK_LOOKUPS },
  };
}

/** The budgets the settings give (limit-settings.ts: the variables, their defaults and ranges). */
export function limitTable(s: LimitSettings) {
  const lookups = s.CARD_LOOKUP_WINDOW_S;
  const posts = s.POST_WINDOW_S;
  const cardLookup = {
    perAddress: { points: s.CARD_LOOKUPS_PER_ADDRESS, duration: lookups },
    perNetwork: { points: s.CARD_LOOKUPS_PER_NETWORK, duration: lookups },
    perCard: { points: s.CARD_LOOKUPS_PER_CARD, duration: lookups },
    global: cardLookupCeiling(s),
  } satisfies LimitGroup;
  return {
    cardCheck: cardLookup,
    participant: cardLookup,
    addCategories: {
      perAddress: { points: s.ADD_CATEGORIES_PER_ADDRESS, duration: posts },
      perCard: { points: s.ADD_CATEGORIES_PER_CARD, duration: posts },
      global: { points: s.ADD_CATEGORIES_PER_SECOND, duration: 1 },
    },
    sendFeedback: {
      perAddress: { points: s.FEEDBACK_PER_ADDRESS, duration: posts }, global: { points: s.FEEDBACK_PER_SECOND, duration: 1 },
    },
    // The web-vitals beacon (docs/product.md §10, server/routes/rum-route.ts), one per page view: not a
    // call of the table, spent by its route directly, in a limiter of its own (create-rate-limiter.ts). Per
    // network too, so one holder of a /48 or /24 sends at most a visitor's few dozen samples a minute and cannot
    // bend the histograms; one IPv6 holder (a /32 of many /48s) at most RUM_HOLDER_PERCENT of the ceiling a
    // second, and every provider block (/16, /32) at most RUM_BEACONS_PER_HOLDER a minute, so a flood from fresh
    // networks adds at most that many samples a minute per block it holds (the bound on the published
    // percentiles: docs/product.md §10). A busy block's real beacons are sampled.
    rum: {
      perAddress: { points: s.RUM_BEACONS_PER_ADDRESS, duration: 60 },
      perNetwork: { points: s.RUM_BEACONS_PER_NETWORK, duration: 60 },
      perHolder: { points: s.RUM_BEACONS_PER_HOLDER, duration: 60 },
      global: { points: s.RUM_BEACONS_PER_SECOND, duration: 1, holderShare: s.RUM_HOLDER_PERCENT / 100 },
    },
  } satisfies Record<string, LimitGroup>;
}

/** The table at every default: what tests read instead of writing a number. */
export const DEFAULT_LIMITS = limitTable(DEFAULT_LIMIT_SETTINGS);
export const CARD_LOOKUP_CEILING = DEFAULT_LIMITS.cardCheck.global;

export type LimitTable = Record<keyof ReturnType<typeof limitTable>, LimitGroup>;
export type LimitedGroup = keyof LimitTable;

/** Which budget a call spends; calls not listed are not limited. */
export const LIMITED_CALLS: Partial<Record<CallName, LimitedGroup>> = {
  checkSavings: 'cardCheck',
  cardCheckInCategory: 'cardCheck',
  cardCheck: 'cardCheck',
  participant: 'participant',
  addCategories: 'addCategories',
  sendFeedback: 'sendFeedback',
};
