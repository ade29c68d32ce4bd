// The limits of docs/product.md §8 as settings (docs/configuration.md): each one a variable
// with its default and its allowed range, read by server/config.ts with the other variables
// and turned into the table of budgets by limits.ts. An out-of-range value stops start-up
// with a line naming the variable and the range, so an incident's lower limit is a restart away.
// The defaults are sized for shared addresses (docs/product.md §8): a campaign's send-out brings dozens of
// customers from one mobile operator's NAT address, and a network's budget takes at least 20 of its
// addresses to spend, so one member cannot lock its neighbours out.
import { z } from 'zod';

const count = (min: number, max: number, fallback: number) => {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int(error).min(min, error).max(max, error).default(fallback);
};

export const limitSettingsSchema = z.object({
  // Card lookups: the savings and karta card checks (one budget), lovecategory's participant lookup (its own).
  CARD_LOOKUPS_PER_ADDRESS: count(1, 100_000, 30),
  CARD_LOOKUPS_PER_NETWORK: count(1, 1_000_000, 600),
  CARD_LOOKUPS_PER_CARD: count(1, 100_000, 10),
  CARD_LOOKUPS_PER_SECOND: count(1, 1_000_000, 200),
  PARTICIPANT_LOOKUPS_PER_SECOND: count(1, 1_000_000, 100),
  // The posted calls: lovecategory's «добавить категории» and the business feedback form, each a budget of its own.
  POSTS_PER_ADDRESS: count(1, 100_000, 5),
  POSTS_PER_NETWORK: count(1, 1_000_000, 100),
  ADD_CATEGORIES_PER_CARD: count(1, 100_000, 3),
  ADD_CATEGORIES_PER_SECOND: count(1, 1_000_000, 50),
  FEEDBACK_PER_SECOND: count(1, 1_000_000, 20),
  // The window of every per-address, per-network and per-card budget above, in seconds.
  LIMIT_WINDOW_S: count(1, 86_400, 600),
  // The web-vitals beacons, per minute per address and network, and per second per instance.
  RUM_BEACONS_PER_ADDRESS: count(1, 100_000, 60),
  RUM_BEACONS_PER_NETWORK: count(1, 1_000_000, 1200),
  RUM_BEACONS_PER_SECOND: count(1, 1_000_000, 2000),
  // Photo transforms (a size or format not made yet), per minute per address and network; a photo already made is never counted.
  IMAGE_TRANSFORMS_PER_ADDRESS: count(1, 100_000, 120),
  IMAGE_TRANSFORMS_PER_NETWORK: count(1, 1_000_000, 2400),
  // The new visitors one network (/24, /48) adds to an experiment's counts a Moscow day; past it they are shown as not counted
  // (docs/decisions/1065-one-networks-visitors-bounded.md says from what figure).
  EXPERIMENT_VISITORS_PER_NETWORK: count(1, 10_000_000, 2000),
});
export type LimitSettings = z.infer<typeof limitSettingsSchema>;

/** Every limit at its default. */
export const DEFAULT_LIMIT_SETTINGS: LimitSettings = limitSettingsSchema.parse({});
