// What an attacker can make an A/A experiment say (docs/threat-model.md «Experiments»), computed with the result page's own
// verdict (shared/experiments/statistics.ts: judgedByNetworks, and the tenth of NETWORK_LIMIT) and the shipped limits
// (server/rate-limit/limit-settings.ts's defaults). Counts come from the server
// (docs/decisions/700-experiments-counted-where-they-happen.md): an attacker's conversion is a real card check answered for
// a page it was shown; the best it can do is to take fresh draws from a network, keep Б's and check a valid card from each:
// every conversion it adds brings a Б visitor and, on average, (100 − share)/share А visitors (the draws it discarded).
// An honest A/A test at BENCH_RATE (10 %) holds N visitors a version, each from a network of its own, N × rate converting.
// Per size: the least networks (/24s) that turn the verdict into «Б лучше», each adding the same conversions, the least
// conversions and requests (page views and checks) that do it with that many networks, and the minutes the card-check
// budgets need (per /24, site-wide). Prints one JSON line. `npm run build:fixture && node dist/bench/experiment-flip.js`
import { judgedByNetworks, NETWORK_LIMIT, type Stratum } from '../shared/experiments/statistics.js';
import { DEFAULT_LIMIT_SETTINGS as LIMITS } from '../server/rate-limit/limit-settings.js';

const RATE = Number(process.env.BENCH_RATE ?? 0.1);
const SHARE = 50;
const SIZES = (process.env.BENCH_SIZES ?? '1000,5000,20000').split(',').map(Number);
const WINDOW_MIN = LIMITS.LIMIT_WINDOW_S / 60;
/** The most conversions one network adds: past it the scan gives up (the /24's card checks of a day). */
const MOST_PER_NETWORK = Math.floor((LIMITS.CARD_LOOKUPS_PER_NETWORK * 24 * 60) / WINDOW_MIN);

/** Whether `networks` attacker networks adding `each` conversions to Б make the page read «Б лучше». */
function flips(visitors: number, networks: number, each: number): boolean {
  const honest = Math.round(visitors * RATE);
  const added = networks * each;
  const discarded = Math.round((added * (100 - SHARE)) / SHARE);
  const strata: Stratum[] = [{
    share: SHARE,
    a: { visitors: visitors + discarded, conversions: honest },
    b: { visitors: visitors + added, conversions: honest + added },
  }];
  // The honest visitors' networks each hold one conversion; the attacker's each hold `each`.
  const crowded = each > NETWORK_LIMIT * (honest + added);
  const judged = judgedByNetworks(strata, { a: honest, b: honest + networks });
  return judged.verdict === 'b' && !judged.fewNetworks && !crowded;
}

/** The least conversions per network that flip with `networks` networks; undefined when none up to MOST_PER_NETWORK does. */
function leastEach(visitors: number, networks: number): number | undefined {
  for (let each = 1; each <= MOST_PER_NETWORK; each = each < 64 ? each + 1 : Math.ceil(each * 1.05)) {
    if (flips(visitors, networks, each)) return each;
  }
  return undefined;
}

const rows = SIZES.map((visitors) => {
  for (let networks = 1; networks <= 10 * visitors; networks += 1) {
    const each = leastEach(visitors, networks);
    if (each === undefined) continue;
    const conversions = networks * each;
    // Each conversion: its draws (1/share of page views on average) and its check.
    const requests = Math.round(conversions * (100 / SHARE)) + conversions;
    const perNetwork = each / (LIMITS.CARD_LOOKUPS_PER_NETWORK / WINDOW_MIN);
    const minutes = Math.ceil(Math.max(perNetwork, conversions / (LIMITS.CARD_LOOKUPS_PER_SECOND * 60)));
    const conversionsPerVersion = Math.round(visitors * RATE);
    return {
      visitorsPerVersion: visitors, conversionsPerVersion, leastNetworks: networks, conversionsEach: each, conversions, requests, minutes,
    };
  }
  return { visitorsPerVersion: visitors, leastNetworks: undefined };
});
process.stdout.write(`${JSON.stringify({ rate: RATE, share: SHARE, networkLimit: NETWORK_LIMIT, rows })}\n`);
