// The limits of docs/product.md §8, as data built from the settings (limit-settings.ts):
// each limited call spends one point per client address (IPv6: its /56), per network (IPv4
// /24, IPv6 /48), per card and asking network where the call has one, and of its ceiling per
// second. Page views and public data are never limited. The campaign savings check and the
// karta card check share one budget, so an enumerator gains nothing by switching.
import type { CallName } from '#shared/api/calls.js';
import { DEFAULT_LIMIT_SETTINGS, type LimitSettings } from './limit-settings.js';

export interface Window {
  points: number;
  /** Seconds. */
  duration: number;
}

export interface LimitGroup {
  perAddress: Window;
  perNetwork: Window;
  /** Counted per card and asking network: others' asks about a card never spend its owner's. */
  perCard?: Window;
  /** The ceiling for the whole site (the beacons': per instance), per second; none for photo transforms (their slots are shared). */
  global?: Window;
}

/** The budgets the settings give (limit-settings.ts: the variables, their defaults and ranges). */
export function limitTable(s: LimitSettings) {
  const window = s.LIMIT_WINDOW_S;
  const budget = (points: number) => ({ points, duration: window });
  const perSecond = (points: number) => ({ points, duration: 1 });
  const lookups = {
    perAddress: budget(s.CARD_LOOKUPS_PER_ADDRESS),
    perNetwork: budget(s.CARD_LOOKUPS_PER_NETWORK),
    perCard: budget(s.CARD_LOOKUPS_PER_CARD),
  };
  const posts = { perAddress: budget(s.POSTS_PER_ADDRESS), perNetwork: budget(s.POSTS_PER_NETWORK) };
  return {
    cardCheck: { ...lookups, global: perSecond(s.CARD_LOOKUPS_PER_SECOND) },
    participant: { ...lookups, global: perSecond(s.PARTICIPANT_LOOKUPS_PER_SECOND) },
    addCategories: { ...posts, perCard: budget(s.ADD_CATEGORIES_PER_CARD), global: perSecond(s.ADD_CATEGORIES_PER_SECOND) },
    sendFeedback: { ...posts, global: perSecond(s.FEEDBACK_PER_SECOND) },
    // The web-vitals beacon (docs/product.md §10, server/routes/rum-route.ts), one per page view: not a
    // call of the table, spent by its route directly, in this instance's memory (create-rate-limiter.ts).
    rum: {
      perAddress: { points: s.RUM_BEACONS_PER_ADDRESS, duration: 60 },
      perNetwork: { points: s.RUM_BEACONS_PER_NETWORK, duration: 60 },
      global: perSecond(s.RUM_BEACONS_PER_SECOND),
    },
    // A photo's transform (a size or format not made yet: server/images/image-service.ts), spent only when the variant
    // is not made; its ceiling is the transform slots themselves, shared between clients (server/images/fair-turns.ts).
    imageTransform: {
      perAddress: { points: s.IMAGE_TRANSFORMS_PER_ADDRESS, duration: 60 },
      perNetwork: { points: s.IMAGE_TRANSFORMS_PER_NETWORK, duration: 60 },
    },
  } satisfies Record<string, LimitGroup>;
}

/** The table at every default: what tests read instead of writing a number. */
export const DEFAULT_LIMITS = limitTable(DEFAULT_LIMIT_SETTINGS);

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
