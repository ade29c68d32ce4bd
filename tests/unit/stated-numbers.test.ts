// The numbers the docs state are the code's: docs/product.md §8's table is the one place its
// limits are written (the prose refers to it), held here to the defaults server/rate-limit/limits.ts
// makes; the project's targets are written once, in docs/configuration.md's «Targets», which
// `npm run check` and .ci/run read (scripts/targets.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_LIMITS, type LimitGroup, type LimitedGroup } from '../../server/rate-limit/limits.js';
import { statedTarget } from '../../scripts/targets.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** §8's rows by the start of their first cell. */
const ROWS: [string, LimitedGroup][] = [
  ['campaign savings check', 'cardCheck'],
  ['lovecategory participant lookup', 'participant'],
  ['lovecategory «добавить категории»', 'addCategories'],
  ['feedback form', 'sendFeedback'],
  ['web-vitals and experiment beacons', 'rum'],
  ['photo transform', 'imageTransform'],
];

/** A window as the table writes it: «30 / 10 min», «60 / min», «200 / s». */
function written(window: LimitGroup['perAddress'] | undefined): string {
  if (!window) return '–';
  const per = window.duration === 1 ? 's' : window.duration === 60 ? 'min' : `${window.duration / 60} min`;
  return `${window.points} / ${per}`;
}

describe('docs/product.md §8 states the code\'s limits', () => {
  const lines = read('docs/product.md').split('\n');
  for (const [label, group] of ROWS) {
    test(label, () => {
      const row = lines.find((line) => line.startsWith(`| ${label}`));
      const cells = row?.split('|').slice(2, 6).map((cell) => cell.trim());
      const limits: LimitGroup = DEFAULT_LIMITS[group];
      expect(cells?.slice(0, 3)).toEqual([written(limits.perAddress), written(limits.perNetwork), written(limits.perCard)]);
      if (limits.global) expect(cells?.[3]).toMatch(new RegExp(`^${written(limits.global)}\\b`));
    });
  }

  test('no limit is restated outside the table (it drifted: «each network 120» beside the code\'s 1200)', () => {
    const restated = lines.filter((line) => !line.startsWith('|'))
      .filter((line) => /\b\d[\d,]* (?:beacons |photos |checks |posts )?(?:a|per) (?:minute|second)\b|\beach network \d/.test(line));
    expect(restated).toEqual([]);
  });
});

describe('docs/product.md §8 states the edge\'s sizing of deploy/nginx.conf', () => {
  test('its burst is the crowd times a page load\'s requests, its requests in flight the crowd times those in flight at once', () => {
    const stated = /page load under test costs it (\d+) requests[^]*?at most (\d+) of them in flight[^]*?holds (\d+) visitors behind one address/
      .exec(read('docs/product.md'))!;
    const [perLoad, inFlightEach, crowd] = stated.slice(1).map(Number) as [number, number, number];
    const nginx = read('deploy/nginx.conf');
    expect(Number(/limit_req zone=per_address burst=(\d+)/.exec(nginx)![1])).toBe(crowd * perLoad);
    expect(Number(/limit_conn in_flight_per_address (\d+);/.exec(nginx)![1])).toBe(crowd * inFlightEach);
  });
});

describe('the targets are stated once', () => {
  test('docs/configuration.md states the line budget and the CI time', () => {
    expect(statedTarget('product lines')).toBeGreaterThan(0);
    expect(statedTarget('CI')).toBeGreaterThan(0);
  });

  test('.ci/run, the vitest config and docs/testing.md state no time of their own', () => {
    for (const file of ['.ci/run', 'vitest.config.ts', 'docs/testing.md', 'README.md']) {
      const own = read(file).split('\n').filter((line) => /\b(?:target|must stay)\b.*\b\d+ (?:s|minutes)\b/i.test(line));
      expect(own, file).toEqual([]);
    }
  });
});
