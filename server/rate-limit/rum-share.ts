// The share of the web-vitals histograms a provider block may take (docs/product.md §10,
// docs/decisions/320-rum-share-earned-by-history.md). Field reports are anonymous: an attacker
// holding more networks than real visitors come from outvotes them under any per-block rule of
// the moment. What it cannot fake is the past, so a block's reports count as far as its
// history here reaches: each period (RUM_SHARE_PERIOD_S) a provider block (IPv4 /16, IPv6 /32)
// may add up to RUM_BLOCK_GROWTH_PERCENT of its standing (the most it was taken in a period,
// fading by half a day), and everything past that — new blocks, a block's sudden growth —
// shares one pool of at most RUM_NEW_SHARE_PERCENT of the period's reports (plus
// RUM_NEW_FLOOR, for a quiet hour). A flood from blocks that sent nothing before holds at most
// that share whatever the number of its blocks; one kept up grows by the growth factor a period
// at most. Counted in this instance's memory, as its histograms are, for at most MAX_BLOCKS
// blocks. With Redis (rum-standing-store.ts) the standings are kept there at each new period and
// read at start, so a restarted instance knows the blocks from its first report; without (or with
// nothing kept yet) its first period has no history: it takes every report within the
// per-block rates of limits.ts and learns.
import { holderKey } from './address-key.js';
import type { LimitSettings } from './limit-settings.js';

/** Where the standings outlive the process (Redis: rum-standing-store.ts). */
export interface StandingStore {
  /** The standings kept last, by block; empty when none (or unreadable). */
  load(): Promise<Map<string, number>>;
  /** Keeps `standings` (the blocks' after a period ended) for the next start; never throws. */
  keep(standings: Map<string, number>): void;
}

export interface RumShare {
  /** Settles once the kept standings are read (at once without a store). */
  readonly loaded: Promise<void>;
  /** Whether a report from `address` (already within the per-block rates) is taken; it is counted when it is. */
  admit(address: string | undefined): boolean;
  /** Milliseconds until the next period (a refused report's Retry-After). */
  untilNextPeriod(): number;
}

/** RATE_LIMITS=off: every report taken. */
export const NO_RUM_SHARE: RumShare = { loaded: Promise.resolve(), admit: () => true, untilNextPeriod: () => 0 };

/** Past this many blocks a new one is not remembered: it reports into the pool and never earns standing (memory stays bounded). */
const MAX_BLOCKS = 100_000;

/** A block's standing fades by half in a day: yesterday's evening still opens tonight. */
const STANDING_HALF_LIFE_S = 86_400;

interface Block {
  /** Reports taken this period. */
  taken: number;
  /** The most taken in a period before, faded since. */
  standing: number;
}

export type RumShareSettings =
  Pick<LimitSettings, 'RUM_SHARE_PERIOD_S' | 'RUM_NEW_SHARE_PERCENT' | 'RUM_NEW_FLOOR' | 'RUM_BLOCK_GROWTH_PERCENT'>;

/** `now`: real time (a period is the visitors', not the site calendar's). */
export function createRumShare(settings: RumShareSettings, now: () => number, store?: StandingStore): RumShare {
  const periodMs = settings.RUM_SHARE_PERIOD_S * 1000;
  const growth = settings.RUM_BLOCK_GROWTH_PERCENT / 100;
  const share = settings.RUM_NEW_SHARE_PERCENT / 100;
  const fade = 0.5 ** (settings.RUM_SHARE_PERIOD_S / STANDING_HALF_LIFE_S);
  const startedAt = now();
  const blocks = new Map<string, Block>();
  let period = 0;
  /** No history yet: every report is taken (and counted) until a period ends or kept standings are read. */
  let learning = true;
  /** Reports taken this period within their blocks' standing, and past it (the pool). */
  let earned = 0;
  let pooled = 0;

  const periodNow = () => Math.floor((now() - startedAt) / periodMs);

  function nextPeriod(to: number) {
    const faded = fade ** (to - period - 1);
    for (const [key, block] of blocks) {
      block.standing = Math.max(block.standing * fade, to === period + 1 ? block.taken : 0) * faded;
      block.taken = 0;
      if (block.standing * growth < 1) blocks.delete(key);
    }
    store?.keep(new Map([...blocks].map(([key, block]) => [key, block.standing])));
    learning = false;
    period = to;
    earned = 0;
    pooled = 0;
  }

  /** The pool's room: the share of the period's reports past standing, `earned` being the rest. */
  const poolOpen = () => share >= 1 || pooled < settings.RUM_NEW_FLOOR + (earned * share) / (1 - share);

  const loaded = (store?.load() ?? Promise.resolve(new Map<string, number>())).then((kept) => {
    for (const [key, standing] of kept) {
      if (blocks.size >= MAX_BLOCKS) break;
      const block = blocks.get(key);
      if (block === undefined) blocks.set(key, { taken: 0, standing });
      else block.standing = Math.max(block.standing, standing);
    }
    if (kept.size > 0) learning = false;
  });

  return {
    loaded,
    admit(address) {
      const at = periodNow();
      if (at !== period) nextPeriod(at);
      const key = address === undefined ? 'unknown' : holderKey(address);
      let block = blocks.get(key);
      if (block === undefined && blocks.size < MAX_BLOCKS) blocks.set(key, (block = { taken: 0, standing: 0 }));
      if (block !== undefined && block.taken < Math.floor(block.standing * growth)) {
        block.taken++;
        earned++;
        return true;
      }
      if (!learning && !poolOpen()) return false;
      if (block !== undefined) block.taken++;
      pooled++;
      return true;
    },
    untilNextPeriod: () => periodMs - ((now() - startedAt) % periodMs),
  };
}
