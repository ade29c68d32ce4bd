// A process started on a content folder with one broken campaign file (a Pod started while a
// bad commit is in the content: a scale-up, a restart, a node drain) serves everything else,
// holds the broken file back and says so in its log and in /metrics, as running instances do
// on a reload (docs/decisions/105-broken-file-holds-back-itself.md). The built server as a
// process, on a copy of the tests' content; the day is RUNNING_DAY (every campaign running).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CAMPAIGNS, copyFixtureContent } from '../support/content.js';
import { get, killServers, startServer, type ServerProcess } from '../support/server-process.js';
import { freePort } from '../support/free-port.js';

const BROKEN = 'knauf2025';
let dir: string;
let server: ServerProcess & { base: string };
let metricsPort: number;
beforeAll(async () => {
  dir = copyFixtureContent('promo-broken-start-');
  const file = path.join(dir, 'campaigns', `${BROKEN}.json`);
  writeFileSync(file, readFileSync(file, 'utf8').replace('"starts"', '"starts": "tomorrow", "x"'));
  metricsPort = await freePort();
  server = await startServer({ CONTENT_DIR: dir, PROMO_NOW: '2025-10-15T12:00:00+03:00', METRICS_PORT: String(metricsPort) });
});
afterAll(() => {
  killServers();
  rmSync(dir, { recursive: true, force: true });
});

describe('a process started on content with one broken campaign file', () => {
  test('when it starts, then it serves the hub and every other campaign, the broken one is 404, and the refusal is logged and counted', async () => {
    expect((await get(`${server.base}/promo/`)).status).toBe(200);
    for (const { id } of CAMPAIGNS.filter((campaign) => campaign.id !== BROKEN)) {
      expect([id, (await get(`${server.base}/promo/${id}`)).status]).toEqual([id, 200]);
    }
    expect((await get(`${server.base}/promo/${BROKEN}`)).status).toBe(404);
    const held = server.logs.find((line) => String(line.msg).startsWith('content held back:'));
    expect(String(held?.msg)).toContain(path.join('campaigns', `${BROKEN}.json`));
    expect((await get(`http://127.0.0.1:${metricsPort}/metrics`)).text).toMatch(/^content_files_held_back 1$/m);
  });
});

describe('a process started on a git checkout whose last commit broke a campaign file', () => {
  let repo: string;
  let started: ServerProcess & { base: string };
  let healthPort: number;
  const title = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  beforeAll(async () => {
    // The content repository as git-sync checks it out: a good commit, then a bad one.
    repo = copyFixtureContent('promo-broken-git-');
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.ru', ...args]);
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'good');
    const file = path.join(repo, 'campaigns', `${BROKEN}.json`);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"starts"', '"starts": "tomorrow", "x"'));
    git('commit', '-qam', 'bad');
    healthPort = await freePort();
    started = await startServer({ CONTENT_DIR: repo, PROMO_NOW: '2025-10-15T12:00:00+03:00', HEALTH_PORT: String(healthPort) });
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  test('when it starts, then the broken file\'s last good version from the history serves, and /readyz names the file held back', async () => {
    const fresh = await get(`${started.base}/promo/${BROKEN}`);
    const reference = await get(`${server.base}/promo/rockwool25`);

    expect(fresh.status).toBe(200);
    expect(title(fresh.text)).toMatch(/Knauf/);
    expect(reference.status).toBe(200);
    const ready = await get(`http://127.0.0.1:${healthPort}/readyz`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', heldBack: [`campaigns/${BROKEN}.json`] });
    const onMainPort = await get(`${started.base}/readyz`);
    expect(JSON.parse(onMainPort.text)).toEqual({ status: 'ready', heldBack: [`campaigns/${BROKEN}.json`] });
  });
});
