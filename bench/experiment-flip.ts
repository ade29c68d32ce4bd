// What an attacker can make an A/A experiment say (docs/threat-model.md «Experiments»), computed with the result page's own
// verdict (shared/experiments/statistics.ts) and the shipped limits (server/rate-limit/limit-settings.ts's defaults).
// Counts come from the server (docs/decisions/700-experiments-counted-where-they-happen.md): an attacker's conversion is a
// real card check answered for a page it was shown; the best it can do is to take fresh draws, keep Б's and check a valid
// card from each: every conversion it adds brings a Б visitor and, on average, an А visitor (the draw it discarded). An
// honest A/A test at BENCH_RATE (10 %) holds N visitors a version, each with N × rate conversions. Per attacker: the least
// conversions that turn the verdict into «Б лучше»; whether one network may add them (the result page withholds the verdict
// when one network holds more than NETWORK_LIMIT of a version's conversions, or when the verdict rests on one network's:
// restsOnOneNetwork); the time its card-check budgets need (per address, per /24, the site-wide ceiling); and the largest
// test one network could flip by the tenth alone, were the verdict not also checked without the busiest network.
// Prints one JSON line. `node dist/bench/experiment-flip.js`
import { NETWORK_LIMIT, restsOnOneNetwork, verdict } from '../shared/experiments/statistics.js';
import { DEFAULT_LIMIT_SETTINGS as LIMITS } from '../server/rate-limit/limit-settings.js';

const RATE = Number(process.env.BENCH_RATE ?? 0.1);
const SIZES = [1000, 5000, 20_000, 100_000];
const WINDOW_MIN = LIMITS.LIMIT_WINDOW_S / 60;
/** Card checks a minute each attacker may make: one address, one /24 (its addresses spend the network's budget), 1,000 /24s. */
const ATTACKERS = {
  address: { networks: 1, perMinute: LIMITS.CARD_LOOKUPS_PER_ADDRESS / WINDOW_MIN },
  network: { networks: 1, perMinute: LIMITS.CARD_LOOKUPS_PER_NETWORK / WINDOW_MIN },
  twoNetworks: { networks: 2, perMinute: (2 * LIMITS.CARD_LOOKUPS_PER_NETWORK) / WINDOW_MIN },
  thousandNetworks: {
    networks: 1000, perMinute: Math.min(1000 * LIMITS.CARD_LOOKUPS_PER_NETWORK / WINDOW_MIN, LIMITS.CARD_LOOKUPS_PER_SECOND * 60),
  },
};

/** The least conversions added to Б (each with its А and Б visitor) that make the verdict 'b'; undefined past 10 × N. */
function leastFlip(visitors: number): number | undefined {
  const conversions = Math.round(visitors * RATE);
  const flips = (added: number) =>
    verdict({ visitors: visitors + added, conversions }, { visitors: visitors + added, conversions: conversions + added }) === 'b';
  if (!flips(10 * visitors)) return undefined;
  let low = 0;
  let high = 10 * visitors;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (flips(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/** The most conversions one network may add to Б's `conversions` before it holds over NETWORK_LIMIT of them (withheld). */
const perNetwork = (conversions: number) => Math.floor((NETWORK_LIMIT * conversions) / (1 - NETWORK_LIMIT));

/** The largest test (visitors a version, in hundreds) whose flip one network cannot add under a tenth of Б's conversions. */
function withheldUpTo(): number {
  let visitors = 100;
  while (visitors < 1_000_000 && (leastFlip(visitors + 100) ?? Infinity) > perNetwork(Math.round((visitors + 100) * RATE))) visitors += 100;
  return visitors;
}

const rows = SIZES.map((visitors) => {
  const needed = leastFlip(visitors);
  const conversions = Math.round(visitors * RATE);
  const perAttacker = Object.fromEntries(Object.entries(ATTACKERS).map(([name, { networks, perMinute }]) => {
    const most = networks * perNetwork(conversions);
    // The attacker's networks share its conversions evenly; the honest ones are spread thin (none holds 1 %). It adds
    // conversions past the least flip until the verdict no longer rests on its busiest network, or gives up at 10 × N.
    const rests = (added: number) => {
      const flipped = { visitors: visitors + added, conversions };
      return restsOnOneNetwork(flipped, { ...flipped, conversions: conversions + added }, {
        a: { visitors: 0, conversions: Math.floor(conversions / 100) },
        b: { visitors: 0, conversions: Math.max(Math.ceil(added / networks), Math.floor(conversions / 100)) },
      });
    };
    let spent = needed;
    while (spent !== undefined && rests(spent)) spent = networks > 1 && spent < 10 * visitors ? spent + 1 : undefined;
    const allowed = spent !== undefined && spent <= most;
    const minutes = allowed && spent !== undefined ? Math.ceil(spent / perMinute) : undefined;
    return [name, { flips: allowed, conversions: spent, minutes, mostUnderATenth: most }];
  }));
  return { visitorsPerVersion: visitors, conversionsPerVersion: conversions, leastConversionsToFlip: needed, ...perAttacker };
});
const oneNetworkOverATenthUpTo = withheldUpTo();
process.stdout.write(`${JSON.stringify({ rate: RATE, networkLimit: NETWORK_LIMIT, limits: ATTACKERS, rows, oneNetworkOverATenthUpTo })}\n`);
