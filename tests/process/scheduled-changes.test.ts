// Scheduled changes (docs/decisions/251-scheduled-changes.md): a change kept in the content
// (`schedule/<id>.json`, a campaign, a Moscow minute, the fields it then takes) goes live on every
// instance once its minute comes by that instance's own clock, with nothing outside the app;
// a cancelled one never does. Two built servers as processes on one content folder, their clocks
// started (PROMO_NOW) 40 s before the minute; how late each served the change is read from its
// log: its clock when its timer fired, and the real time from then to its «served» line, and
// printed: the product's 10 s is a budget, not a deadline a busy machine could miss here.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { get, killServers, startServer, type ServerProcess } from '../support/server-process.js';

/** Start-up and the first look must fit in it: they took 9 s beside a cluster test at a load of 20 (printed). */
const LEAD_MS = 40_000;
const MINUTE = '2025-10-18T00:00';
const PROMO_NOW = new Date(Date.parse('2025-10-18T00:00:00+03:00') - LEAD_MS).toISOString();
const SERVED = 'content changed: the new content is served';
const WEEKEND = 'Акция Knauf 2025: баллы на выходных';
const CANCELLED = 'Акция Rockwool: этот заголовок отменён';
let dir: string;
let servers: Array<ServerProcess & { base: string }>;
/** When the servers were started: their clocks reach the minute LEAD_MS later. */
let started: number;

const pageText = async (server: { base: string }, id: string) => plainSpaces((await get(`${server.base}/promo/${id}`)).text);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'promo-schedule-'));
  const content = path.join(dir, 'content');
  cpSync(FIXTURE_CONTENT_DIR, content, { recursive: true });
  mkdirSync(path.join(content, 'schedule'));
  writeFileSync(path.join(content, 'schedule', 'knauf-weekend.json'),
    JSON.stringify({ campaign: 'knauf2025', at: MINUTE, title: WEEKEND }));
  writeFileSync(path.join(content, 'schedule', 'rockwool-title.json'), JSON.stringify({
    campaign: 'rockwool2025', at: MINUTE, title: CANCELLED, cancelled: true,
  }));
  started = Date.now();
  servers = await Promise.all([1, 2].map(() => startServer({ CONTENT_DIR: content, PROMO_NOW })));
});
afterAll(() => {
  killServers();
  rmSync(dir, { recursive: true, force: true });
});

describe('a scheduled change', () => {
  test('when its Moscow minute comes, then each of two instances serves it by its own clock (how late printed), and the cancelled one never', async () => {
    // Asked before the minute: the lead left is printed (the lead is the test's only window, so its room is watched).
    console.info(`scheduled change: the pages asked about ${started + LEAD_MS - Date.now()} ms before its minute`);
    for (const server of servers) {
      expect(await pageText(server, 'knauf2025')).not.toContain(WEEKEND);
    }
    const lags = await Promise.all(servers.map(async (server) => {
      // The instance's clock when its timer fired, and the real instant it did: its lateness, then the reload's time.
      const due = await server.logLine('scheduled change due');
      const late = Date.parse(String(due.clockAt)) - Date.parse(`${MINUTE}:00+03:00`);
      expect(late).toBeGreaterThanOrEqual(0);
      const served = await server.logLine(SERVED);
      expect(await pageText(server, 'knauf2025')).toContain(WEEKEND);
      expect(await pageText(server, 'rockwool2025')).not.toContain(CANCELLED);
      return late + Number(served.time) - Number(due.time);
    }));
    console.info(`scheduled change: served ${lags.map((ms) => `${ms} ms`).join(' and ')} after its minute on the two instances`);
  });
});
