// The visitor limits as settings (docs/configuration.md): each one a variable with its
// default and its allowed range, read by server/config.ts with the other variables and
// turned into the table of budgets by limits.ts. An out-of-range value stops start-up with
// a line naming the variable and the range, so an incident's lower limit is a restart away.
import { z } from 'zod';

const count = (min: number, max: number, fallback: number) => {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int(error).min(min, error).max(max, error).default(fallback);
};

export const limitSettingsSchema = z.object({
  // Card lookups (the savings and karta card checks, lovecategory's participant lookup): one budget.
  CARD_LOOKUPS_PER_ADDRESS: count(1, 100_000, 20),
  CARD_LOOKUPS_PER_NETWORK: count(1, 1_000_000, 60),
  CARD_LOOKUPS_PER_CARD: count(1, 100_000, 10),
  CARD_LOOKUP_WINDOW_S: count(1, 86_400, 600),
  CARD_LOOKUPS_PER_SECOND: count(1, 1_000_000, 200),
  CARD_LOOKUPS_QUIET_RESERVE: count(0, 1_000_000, 20),
  CARD_LOOKUPS_HOLDER_PERCENT: count(1, 100, 10),
  QUIET_ADDRESS_LOOKUPS: count(0, 100_000, 3),
  QUIET_NETWORK_LOOKUPS: count(0, 1_000_000, 10),
  // lovecategory's «добавить категории» and the business feedback form.
  ADD_CATEGORIES_PER_ADDRESS: count(1, 100_000, 5),
  ADD_CATEGORIES_PER_CARD: count(1, 100_000, 3),
  ADD_CATEGORIES_PER_SECOND: count(1, 1_000_000, 50),
  FEEDBACK_PER_ADDRESS: count(1, 100_000, 5),
  FEEDBACK_PER_SECOND: count(1, 1_000_000, 20),
  POST_WINDOW_S: count(1, 86_400, 600),
  // The web-vitals beacons, per minute per address and network, and a site-wide ceiling per second.
  RUM_BEACONS_PER_ADDRESS: count(1, 100_000, 60),
  RUM_BEACONS_PER_NETWORK: count(1, 1_000_000, 120),
  RUM_BEACONS_PER_HOLDER: count(1, 1_000_000, 60),
  RUM_BEACONS_PER_SECOND: count(1, 1_000_000, 2000),
  RUM_HOLDER_PERCENT: count(1, 100, 1),
});
export type LimitSettings = z.infer<typeof limitSettingsSchema>;

/** Every limit at its default. */
export const DEFAULT_LIMIT_SETTINGS: LimitSettings = limitSettingsSchema.parse({});

/** Problems no single range can say: the ceiling's reserves must leave it an open part. */
export function limitSettingsProblems(s: LimitSettings): string[] {
  const open = s.CARD_LOOKUPS_PER_SECOND - s.CARD_LOOKUPS_QUIET_RESERVE;
  return open >= 1 ? [] : [
    `CARD_LOOKUPS_QUIET_RESERVE: expected a whole number from 0 to CARD_LOOKUPS_PER_SECOND - 1 (${s.CARD_LOOKUPS_PER_SECOND - 1})`,
  ];
}
