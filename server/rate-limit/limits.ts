// The limits on the calls that touch a person's card or write something, as data: per
// client address, per card number where the call has one, and a ceiling for the whole
// site per call. Page views and public data are never limited. The campaign savings check
// and the karta card check share one budget, so an enumerator gains nothing by switching.
import type { CallName } from '#shared/api/calls.js';

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
   * Points only callers holding a visit pass may take (docs/decisions/121-visit-pass.md):
   * a caller without one is held to the rest, `reserved` of which again for quiet ones.
   */
  passReserved?: number;
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
 * An address that has spent at most this many points of its own budget in the window, in
 * a network that has spent at most QUIET_NETWORK_POINTS, is quiet: a visitor checking a
 * card or two. Part of each card-lookup ceiling is kept for quiet addresses, so an
 * enumerator holding the rest of it does not lock visitors out (docs/decisions/062-rate-limit-tiers.md).
 */
export const QUIET_ADDRESS_POINTS = 3;
export const QUIET_NETWORK_POINTS = 10;

const TEN_MINUTES = 600;

/**
 * Lookups of cards, whichever call makes them (the card checks and lovecategory's
 * participant lookup): one site-wide ceiling, 200 a second, 150 of them only for holders
 * of a visit pass (docs/decisions/121-visit-pass.md), and 20 below each bound kept for
 * quiet addresses. It bounds an enumerator holding unlimited addresses and no passes to
 * 50 × 3600 = 180,000 lookups an hour, one that fetches a pass for every block it uses to
 * 200 × 3600 = 720,000 (docs/product.md §8; tests/unit/card-lookup-ceiling.test.ts,
 * tests/slow/visit-pass-reserve.test.ts).
 */
export const CARD_LOOKUP_CEILING: GlobalWindow = {
  points: 200, duration: 1, reserved: 20, passReserved: 150, holderShare: 0.1, shared: 'cardLookup',
};

export const DEFAULT_LIMITS = {
  cardCheck: {
    perAddress: { points: 20, duration: TEN_MINUTES }, perNetwork: { points: 60, duration: TEN_MINUTES },
    perCard: { points: 10, duration: TEN_MINUTES }, global: CARD_LOOKUP_CEILING,
  },
  participant: {
    perAddress: { points: 20, duration: TEN_MINUTES }, perNetwork: { points: 60, duration: TEN_MINUTES },
    perCard: { points: 10, duration: TEN_MINUTES }, global: CARD_LOOKUP_CEILING,
  },
  addCategories: {
    perAddress: { points: 5, duration: TEN_MINUTES }, perCard: { points: 3, duration: TEN_MINUTES }, global: { points: 50, duration: 1 },
  },
  sendFeedback: { perAddress: { points: 5, duration: TEN_MINUTES }, global: { points: 20, duration: 1 } },
  // The web-vitals beacon (docs/product.md §10, server/routes/rum-route.ts), one per page view: not a
  // call of the table, spent by its route directly, in counters of its own
  // (create-rate-limiter.ts). Per network too, so one holder of a /48 or /24 sends at most
  // a visitor's few dozen samples a minute and cannot bend the histograms.
  // One IPv6 holder (a /32 of many /48s) sends at most a hundredth of the ceiling, 20 a
  // second; and every provider block (/16, /32) at most 60 beacons a minute, so a flood from
  // fresh networks adds at most 60 samples a minute per block it holds (the bound on the
  // published percentiles: docs/product.md §10). A busy block's real beacons are sampled.
  rum: {
    perAddress: { points: 60, duration: 60 }, perNetwork: { points: 120, duration: 60 }, perHolder: { points: 60, duration: 60 },
    global: { points: 2000, duration: 1, holderShare: 0.01 },
  },
} satisfies Record<string, LimitGroup>;

export type LimitTable = Record<keyof typeof DEFAULT_LIMITS, LimitGroup>;
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
