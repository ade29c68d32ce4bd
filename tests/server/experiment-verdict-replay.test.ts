// The verdict no handful of networks can buy (docs/decisions/1055-a-verdict-that-stands-on-networks.md, docs/threat-model.md
// «Experiments»), replayed through the counting store (server/experiments/counts.ts, in memory) and the studio's result page
// (server/studio/experiment-page.ts) on the fixture's headline test of knauf2025 on 22 October 2025. Each visitor is drawn
// as the server draws it (assignment.ts's drawnVersion of its id, at Б's 50 %): the same replay every run. The honest
// visitors come from 2,000 /24s, one each, and one in 20 of each version's converts (one in 10 of Б's for a real lift).
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStudioApi, STUDIO_PATHS } from '#server/studio/studio-api.js';
import { createExperimentCounts, type ExperimentCounts } from '#server/experiments/counts.js';
import { drawnVersion } from '#server/experiments/assignment.js';
import { createLogger } from '#server/observability/log.js';
import type { Version } from '#shared/experiments/versions.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const STUDIO_TOKEN = 'studio-token-of-the-replay-test-0123456789';
const PAGE = STUDIO_PATHS.experimentPage.replace(':id', FIXTURE_EXPERIMENT.id);
const { key, share } = FIXTURE_EXPERIMENT;
const DAY = '2025-10-22';
let t: TestApp;
let counts: ExperimentCounts;
let app: express.Express;

/** One replay's store: visitors drawn, some converting, each write as the server makes it. */
function replay() {
  let visitors = 0;
  return {
    /** A fresh visitor from `network` drawn as the server draws it, converting if `converts` says so of its version. */
    visit(network: string, converts: (version: Version) => boolean): Version {
      const id = `replay${String(visitors++).padStart(10, '0')}`;
      const version = drawnVersion(key, id, share);
      const write = { key, id, version, share, day: DAY, network, keepS: 86_400 };
      counts.count(write);
      if (converts(version)) counts.count({ ...write, converted: DAY });
      return version;
    },
  };
}

/** 2,000 honest visitors, each from a /24 of its own, every `every[version]`-th of a version converting. */
function honest(visits: ReturnType<typeof replay>, every: Record<Version, number>): void {
  const seen = { a: 0, b: 0 };
  for (let n = 0; n < 2000; n += 1) visits.visit(`10.${n >> 8}.${n & 255}.0/24`, (version) => ++seen[version] % every[version] === 0);
}

const verdictOf = async () => /id="verdict">([^<]*)</.exec(plainSpaces((await request(app).get(PAGE)
  .set('authorization', `Bearer ${STUDIO_TOKEN}`).expect(200)).text))![1]!;

beforeAll(async () => {
  t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, STUDIO_TOKEN } });
  const experimentResults = (asked: string) => counts.read(asked);
  app = express().use(createStudioApi({ config: t.config, server: t.server, experimentResults }).router);
});
afterAll(async () => {
  await t.close();
});

describe('a verdict that stands on many networks', () => {
  test('when an attacker adds 9 conversions of Б from each of 5 /24s, then 4 from each of 15 more, to an A/A test of 2,000 honest visitors, then the page never reads «Вариант Б лучше»', async () => {
    counts = createExperimentCounts(undefined, createLogger('silent'));
    const visits = replay();
    honest(visits, { a: 20, b: 20 });
    const before = await counts.read(key);
    expect(await verdictOf()).toMatch(/^Разницы пока не видно/);
    const read: string[] = [];
    // Pages fetched without a cookie from the attacker's network until one is drawn Б, whose cookie then checks a card.
    const attack = async (networks: readonly string[], each: number) => {
      for (const network of networks) {
        for (let converted = 0; converted < each;) if (visits.visit(network, (version) => version === 'b') === 'b') converted += 1;
        read.push(await verdictOf());
      }
    };
    await attack(Array.from({ length: 5 }, (_, n) => `198.51.${n}.0/24`), 9);
    await attack(Array.from({ length: 15 }, (_, n) => `203.0.${n}.0/24`), 4);
    const after = await counts.read(key);
    const conversions = (results: typeof after, version: Version) => results.days.reduce((sum, day) => sum + day[version].conversions, 0);
    console.info(`honest A/A: А ${conversions(before, 'a')}, Б ${conversions(before, 'b')} conversions; after 5 × 9 and 15 × 4 from `
      + `the attacker: Б ${conversions(after, 'b')} from ${after.converting.b} networks; the page read: ${read.at(-1)}`);
    expect(conversions(after, 'b') - conversions(before, 'b')).toBe(105);
    expect(after.converting.b - before.converting.b).toBe(20);
    expect(read).toHaveLength(20);
    for (const said of read) expect(said).not.toMatch(/Вариант Б лучше/);
    expect(read.at(-1)).toMatch(/^Результату нельзя доверять, вывода и решения нет: .*если считать каждую сеть/);
  });

  test('when Б converts at twice А\'s rate over 2,000 networks, then the page reads «Вариант Б лучше» and how many networks it stands on', async () => {
    counts = createExperimentCounts(undefined, createLogger('silent'));
    honest(replay(), { a: 20, b: 10 });
    const said = await verdictOf();
    console.info(`Б at twice А's rate over 2,000 networks: ${said}`);
    expect(said).toMatch(/^Вариант Б лучше: конверсия выше на [\d,]+ % \(от [\d,]+ % до [\d,]+ %\)\. Вывод держится на \d+ сетях \(\/24, \/48\)\. /);
  });
});
