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
  CARD_LOOKUPS_PASS_RESERVE: count(0, 1_000_000, 150),
  CARD_LOOKUPS_QUIET_RESERVE: count(0, 1_000_000, 20),
  CARD_LOOKUPS_HOLDER_PERCENT: count(1, 100, 10),
  QUIET_ADDRESS_LOOKUPS: count(0, 100_000, 3),
  QUIET_NETWORK_LOOKUPS: count(0, 1_000_000, 10),
  // Visit passes (docs/decisions/121-visit-pass.md): how many one address, network (/24, /48) and provider block
  // (/16, /32) are given an hour, the lookups one pass opens the reserve to, and one block's share of the reserve.
  PASSES_PER_ADDRESS_HOUR: count(1, 100_000, 10),
  PASSES_PER_NETWORK_HOUR: count(1, 1_000_000, 60),
  PASSES_PER_HOLDER_HOUR: count(1, 10_000_000, 600),
  PASS_LOOKUPS: count(1, 100_000, 20),
  PASS_RESERVE_HOLDER_PERCENT: count(1, 100, 10),
  // The personal requests (card checks, card forms, posts) a pass vouches for at the personal work budget: past them
  // its holder asks as one without a pass there (docs/decisions/321-a-pass-vouches-for-a-few-asks.md).
  PASS_VOUCHED_ASKS: count(1, 100_000, 3),
  // How long a page answered to a block opens the pass desk and the beacons to it
  // (docs/decisions/223-a-pass-after-a-page-view.md); 0: never asked.
  PAGE_VIEW_WINDOW_S: count(0, 3600, 600),
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
  // The share of the histograms a provider block may take (rum-share.ts, docs/decisions/320-rum-share-earned-by-history.md):
  // per period, each block up to RUM_BLOCK_GROWTH_PERCENT of what it was taken before, and all reports past that
  // (new blocks, sudden growth) at most RUM_NEW_SHARE_PERCENT of the period's reports plus RUM_NEW_FLOOR.
  RUM_SHARE_PERIOD_S: count(60, 86_400, 3600),
  RUM_NEW_SHARE_PERCENT: count(1, 100, 5),
  RUM_NEW_FLOOR: count(0, 1_000_000, 20),
  RUM_BLOCK_GROWTH_PERCENT: count(100, 10_000, 150),
});
export type LimitSettings = z.infer<typeof limitSettingsSchema>;

/** Every limit at its default. */
export const DEFAULT_LIMIT_SETTINGS: LimitSettings = limitSettingsSchema.parse({});

/** Problems no single range can say: the ceiling's reserves must leave it an open part. */
export function limitSettingsProblems(s: LimitSettings): string[] {
  const open = s.CARD_LOOKUPS_PER_SECOND - s.CARD_LOOKUPS_PASS_RESERVE - s.CARD_LOOKUPS_QUIET_RESERVE;
  return open >= 1 ? [] : [
    `CARD_LOOKUPS_PASS_RESERVE: expected CARD_LOOKUPS_PASS_RESERVE + CARD_LOOKUPS_QUIET_RESERVE from 0 to CARD_LOOKUPS_PER_SECOND - 1 (${
      s.CARD_LOOKUPS_PER_SECOND - 1})`,
  ];
}
