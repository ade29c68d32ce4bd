// The split (docs/product.md §12, docs/decisions/490-experiment-assignment.md) through the real app, on a copy
// of the tests' content with the fixture's headline test of knauf2025 on 22 October 2025 (tests/support/experiments.ts):
// 10,000 fresh browsers land on А and Б as the share says (the studio's sample-ratio check,
// shared/experiments/statistics.ts, finds no mismatch: p ≥ 0.001), 1,000 of them keep their version over 5 visits,
// and once the share of Б is lowered (the file changed, the content read again) every visitor already in Б
// stays in Б while fresh ones land at the new share, each counted under the share it was drawn at, so the studio's result
// page finds the split as drawn (docs/decisions/720-verdict-under-daily-looks.md). HEAD requests over keep-alive connections, the version
// read from the cookie a first view sets and, on later visits, from the stored page's ETag (one per version).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createStudioApi, STUDIO_PATHS } from '#server/studio/studio-api.js';
import { sampleRatio } from '#shared/experiments/statistics.js';
import { copyFixtureContent } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { plainSpaces } from '../support/plain-spaces.js';

const STUDIO_TOKEN = 'studio-token-of-the-split-test-0123456789abcdef';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const FRESH = 10_000;
/** Every visitor's first visit is counted; the first RETURNING of them come back for the other visits (CI's time). */
const RETURNING = 1_000;
const VISITS = 5;
/** Requests in flight at once. */
const PARALLEL = 16;

let dir: string;
let t: TestApp;
const agent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL });
const experimentFile = () => path.join(dir, 'experiments', 'knauf2025-headline.json');

beforeAll(async () => {
  dir = copyFixtureContent('experiment-split-');
  t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, UPSTREAM_CACHE_TTL_MS: '600000', CONTENT_DIR: dir, STUDIO_TOKEN } });
});
afterAll(async () => {
  agent.destroy();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The cookie of fresh visitor `index` of a draw named `draw`: an id the app did not sign, so the app issues a new one and
 * draws it by the hash of the key and that random id, as any first view (server/experiments/assignment.ts); a split of random
 * ids fails the sample-ratio check in one run of a thousand by chance alone (p < 0.001 is that check's bound).
 */
const freshVisitor = (draw: string, index: number) =>
  `promo_ab=${createHash('sha256').update(`${draw}-${index}`).digest().subarray(0, 12).toString('base64url')}`;

interface Seen { version?: 'a' | 'b'; etag?: string; cookie?: string }

/** A HEAD of the page under test with `cookie`: the version its first view's cookie names, the stored page's ETag. */
function visit(cookie?: string): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'user-agent': BROWSER, 'accept-encoding': 'br' };
    if (cookie) headers.cookie = cookie;
    const req = http.request(`${t.url}/promo/knauf2025`, { method: 'HEAD', agent, headers }, (res) => {
      res.resume();
      const set = res.headers['set-cookie'] ?? [];
      const pairs = set.map((line) => line.split(';')[0]!).join('; ');
      const version = /promo_v=\w+~([ab])/.exec(pairs)?.[1] as Seen['version'];
      resolve({ version, etag: res.headers.etag, cookie: pairs || undefined });
    });
    req.on('error', reject);
    req.end();
  });
}

/** `jobs` run PARALLEL at a time, answers in order. */
async function inParallel<T>(count: number, job: (index: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = new Array(count);
  let next = 0;
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    while (next < count) {
      const index = next++;
      answers[index] = await job(index);
    }
  }));
  return answers;
}

const split = (versions: readonly ('a' | 'b')[]) => {
  const b = versions.filter((version) => version === 'b').length;
  return { a: versions.length - b, b };
};
/** The sample-ratio check of a split drawn under Б's share. */
const ratio = ({ a, b }: { a: number; b: number }, share: number) => sampleRatio([{ share, a, b }]);

test('when 10,000 fresh browsers come, then they land 50/50 within the sample-ratio check, 1,000 of them keep their version over 5 visits, and lowering Б\'s share keeps Б\'s', async () => {
  const first = await inParallel(FRESH, (index) => visit(freshVisitor('first', index)));
  expect(first.every((seen) => seen.version && seen.cookie)).toBe(true);
  const landed = split(first.map((seen) => seen.version!));
  const check = ratio(landed, 50);
  const figures = `А ${landed.a}, Б ${landed.b}, chi-square ${check.chiSquare.toFixed(3)}, p ${check.p.toFixed(3)}`;
  console.info(`split of ${FRESH} fresh visitors at 50 %: ${figures}`);
  expect(check.mismatch).toBe(false);

  // The stored page of each version has its own ETag: what a later visit (no cookie set again) is told apart by.
  const etagOf = new Map<'a' | 'b', string>();
  for (const version of ['a', 'b'] as const) {
    const seen = first.find((entry) => entry.version === version)!;
    etagOf.set(version, (await visit(seen.cookie)).etag!);
  }
  expect(etagOf.get('a')).not.toBe(etagOf.get('b'));
  const versionOfEtag = (etag: string | undefined) => [...etagOf].find(([, known]) => known === etag)?.[0];

  for (let again = 1; again < VISITS; again += 1) {
    const later = await inParallel(RETURNING, (index) => visit(first[index]!.cookie));
    const moved = later.filter((seen, index) => seen.cookie !== undefined || versionOfEtag(seen.etag) !== first[index]!.version);
    expect(moved.length, `visit ${again + 1}`).toBe(0);
  }

  // Б's share lowered to 20 % mid-test: the file changed, the content read again.
  const file = JSON.parse(readFileSync(experimentFile(), 'utf8')) as { share: number };
  writeFileSync(experimentFile(), JSON.stringify({ ...file, share: 20 }));
  expect(await t.server.reloadContent()).toBe(false);
  const inB = first.slice(0, RETURNING).flatMap((seen) => (seen.version === 'b' ? [seen.cookie!] : []));
  const stayed = await inParallel(inB.length, (index) => visit(inB[index]));
  expect(stayed.filter((seen) => versionOfEtag(seen.etag) !== 'b').length).toBe(0);
  const fresh = split((await inParallel(2_000, (index) => visit(freshVisitor('after', index)))).map((seen) => seen.version!));
  console.info(`split of 2000 fresh visitors at 20 %: А ${fresh.a}, Б ${fresh.b}, p ${ratio(fresh, 20).p.toFixed(3)}`);
  expect(ratio(fresh, 20).mismatch).toBe(false);

  // The counting store holds each visitor under the share it was drawn at, and the studio's result page checks the split
  // against those: no warning, though all of them against today's 20 % alone fail the check.
  const counted = await t.server.readExperimentResults(FIXTURE_EXPERIMENT.key);
  expect(counted.drawn).toEqual([{ share: 20, ...fresh }, { share: 50, ...landed }]);
  const all = { a: landed.a + fresh.a, b: landed.b + fresh.b };
  expect(ratio(all, 20).mismatch).toBe(true);
  const studio = createStudioApi({ config: t.config, server: t.server, experimentResults: (key) => t.server.readExperimentResults(key) });
  const page = await request(express().use(studio.router)).get(STUDIO_PATHS.experimentPage.replace(':id', FIXTURE_EXPERIMENT.id))
    .set('authorization', `Bearer ${STUDIO_TOKEN}`).expect(200);
  const number = (count: number) => plainSpaces(new Intl.NumberFormat('ru-RU').format(count));
  expect(plainSpaces(page.text)).toContain(`(сейчас посетителей и целей: А — ${number(all.a)} и 0, Б — ${number(all.b)} и 0)`);
  expect(page.text).not.toContain('нельзя доверять');
});
