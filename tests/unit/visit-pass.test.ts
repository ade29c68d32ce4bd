// The visit pass (server/admission/visit-pass.ts, docs/decisions/121-visit-pass.md): signed
// for one client block, held for its lifetime, refused when altered, from another
// instance's secret, too old, or issued too far in the future.
import { describe, expect, test } from 'vitest';
import { createVisitPasses, VISIT_PASS_LIFETIME_S } from '#server/admission/visit-pass.js';
import { CALLS, type CallEntry } from '#shared/api/calls.js';
import { PUBLIC_BROWSER_READS } from '#shared/api/visit-pass.js';

const BLOCK = '203.0.113.0/24';
const T0 = Date.parse('2025-10-15T12:00:00+03:00');

describe('a visit pass', () => {
  const passes = createVisitPasses('a-secret-of-at-least-thirty-two-chars!');

  test('when it is shown by its block within its lifetime, then it holds; by another block, it does not', () => {
    const pass = passes.issue(BLOCK, T0);
    expect(passes.holds(pass, BLOCK, T0)).toBe(true);
    expect(passes.holds(pass, BLOCK, T0 + (VISIT_PASS_LIFETIME_S - 1) * 1000)).toBe(true);
    expect(passes.holds(pass, '203.0.114.0/24', T0)).toBe(false);
  });

  test('when it is older than its lifetime or issued more than a minute ahead, then it does not hold', () => {
    expect(passes.holds(passes.issue(BLOCK, T0), BLOCK, T0 + (VISIT_PASS_LIFETIME_S + 1) * 1000)).toBe(false);
    expect(passes.holds(passes.issue(BLOCK, T0 + 30_000), BLOCK, T0), 'another instance\'s clock a little ahead').toBe(true);
    expect(passes.holds(passes.issue(BLOCK, T0 + 120_000), BLOCK, T0)).toBe(false);
  });

  test('when it is altered, made with another secret, or is not a pass at all, then it does not hold', () => {
    const pass = passes.issue(BLOCK, T0);
    const [issued, mac] = pass.split('.') as [string, string];
    const later = (parseInt(issued, 36) + 1).toString(36);
    const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
    for (const forged of [`${later}.${mac}`, `${issued}.${flipped}`, `${issued}.${mac}x`, `0${issued}.${mac}`, '', '.', 'x.y', undefined]) {
      expect(passes.holds(forged, BLOCK, T0), String(forged)).toBe(false);
    }
    expect(createVisitPasses('another-secret-of-thirty-two-chars!!').holds(pass, BLOCK, T0)).toBe(false);
    expect(createVisitPasses(undefined).holds(pass, BLOCK, T0), 'a process\'s own random secret').toBe(false);
  });
});

describe('the public reads the browser asks without a pass', () => {
  test('when the call table is read, then they are the paths of exactly the browser calls marked publicData, up to their first parameter', () => {
    const marked = (Object.values(CALLS) as CallEntry[])
      .filter((entry) => entry.browser === true && entry.publicData === true)
      .map((entry) => entry.template.slice(0, entry.template.indexOf(':')));

    expect(marked.length, 'the table has public browser reads at all').toBeGreaterThan(0);
    expect([...PUBLIC_BROWSER_READS].sort()).toEqual(marked.sort());
  });
});
