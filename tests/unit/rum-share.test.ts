// Each provider block's share of the web-vitals histograms, earned by its history
// (server/rate-limit/rum-share.ts, docs/product.md §10): the bound docs/product.md states, at an
// ordinary hour's traffic, against a flood from any number of blocks new here, and what real
// visitors keep.
import { describe, expect, test } from 'vitest';
import { createRumShare } from '#server/rate-limit/rum-share.js';
import { DEFAULT_LIMIT_SETTINGS } from '#server/rate-limit/limit-settings.js';

const S = DEFAULT_LIMIT_SETTINGS;
const PERIOD_MS = S.RUM_SHARE_PERIOD_S * 1000;
const SHARE = S.RUM_NEW_SHARE_PERCENT / 100;
const GROWTH = S.RUM_BLOCK_GROWTH_PERCENT / 100;

/** An ordinary hour (docs/product.md §10): 1,000 real reports a minute, from 500 provider blocks (10.0/16 … 11.243/16). */
const REAL_PER_PERIOD = 1000 * (S.RUM_SHARE_PERIOD_S / 60);
const REAL_BLOCKS = 500;
const realAddress = (n: number) => `${10 + Math.floor((n % REAL_BLOCKS) / 256)}.${(n % REAL_BLOCKS) % 256}.${n % 250}.1`;

/** The attacker: four times the real reports, from 4,000 blocks new here (100.0/16 … 115.159/16), a network of its own each time. */
const FAKE_PER_REAL = 4;
const FAKE_BLOCKS = 4000;
const fakeAddress = (n: number) => `${100 + Math.floor((n % FAKE_BLOCKS) / 256)}.${(n % FAKE_BLOCKS) % 256}.${n % 251}.1`;

/** One period of real reports and, interleaved, the attacker's: how many of each were taken. */
function period(share: ReturnType<typeof createRumShare>, fakes: boolean) {
  let real = 0;
  let fake = 0;
  for (let n = 0; n < REAL_PER_PERIOD; n++) {
    if (share.admit(realAddress(n))) real++;
    for (let k = 0; fakes && k < FAKE_PER_REAL; k++) if (share.admit(fakeAddress(n * FAKE_PER_REAL + k))) fake++;
  }
  return { real, fake };
}

describe('the share of the histograms a provider block earns', () => {
  test('when blocks new here send four times the real reports of an ordinary hour, then they hold at most the new blocks\' share'
    + ' of it, whatever the number of their blocks, and every real report is taken', () => {
    let at = 0;
    const share = createRumShare(S, () => at);
    period(share, false);
    at += PERIOD_MS;

    const { real, fake } = period(share, true);

    expect(real).toBe(REAL_PER_PERIOD);
    const bound = S.RUM_NEW_FLOOR + (REAL_PER_PERIOD * SHARE) / (1 - SHARE);
    expect(fake).toBeLessThanOrEqual(Math.ceil(bound));
    // docs/product.md §10's figure: at most 5.1 % of the hour's samples.
    expect(fake / (fake + real)).toBeLessThanOrEqual(0.051);
  });

  test('when the same blocks keep flooding hour after hour, then what they hold grows at most by the growth factor an hour'
    + ' (and the pool\'s share of it), plus the pool, as docs/product.md §10 states, and every real report is still taken', () => {
    let at = 0;
    const share = createRumShare(S, () => at);
    period(share, false);
    const pool = S.RUM_NEW_FLOOR + (REAL_PER_PERIOD * SHARE) / (1 - SHARE);
    let bound = 0;
    for (let hour = 1; hour <= 4; hour++) {
      at += PERIOD_MS;
      const { real, fake } = period(share, true);
      // A_h ≤ c·A_(h−1)/(1 − u) + F + R·u/(1 − u): what the blocks earned, the pool's share beside it, and the pool.
      bound = (GROWTH * bound) / (1 - SHARE) + pool;

      expect(real, `hour ${hour}`).toBe(REAL_PER_PERIOD);
      expect(fake, `hour ${hour}`).toBeLessThanOrEqual(Math.ceil(bound));
    }
  });

  test('when an instance has no history yet (its first period), then it takes every report', () => {
    const share = createRumShare(S, () => 0);

    const { real, fake } = period(share, true);

    expect([real, fake]).toEqual([REAL_PER_PERIOD, REAL_PER_PERIOD * FAKE_PER_REAL]);
  });

  test('when a visitor from a block new here reports at a quiet hour, then the floor takes it; when a real block\'s visitors'
    + ' grow to twice last hour\'s, then it keeps at least the growth factor\'s worth of them', () => {
    let at = 0;
    const share = createRumShare(S, () => at);
    for (let n = 0; n < 100; n++) share.admit('10.1.0.1');
    at += PERIOD_MS;

    const newcomer = share.admit('192.0.2.1');
    let taken = 0;
    for (let n = 0; n < 200; n++) if (share.admit('10.1.0.1')) taken++;

    expect(newcomer).toBe(true);
    expect(taken).toBeGreaterThanOrEqual(Math.floor(100 * GROWTH));
  });
});
