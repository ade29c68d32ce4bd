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
import { boundBase, get, startServer, stopServersAndRemove, type ServerProcess } from '../support/server-process.js';

const BROKEN = 'knauf2025';
let dir: string;
let server: ServerProcess & { base: string };
let metrics: string;
beforeAll(async () => {
  dir = copyFixtureContent('promo-broken-start-');
  const file = path.join(dir, 'campaigns', `${BROKEN}.json`);
  writeFileSync(file, readFileSync(file, 'utf8').replace('"starts"', '"starts": "tomorrow", "x"'));
  server = await startServer({ CONTENT_DIR: dir, PROMO_NOW: '2025-10-15T12:00:00+03:00', METRICS_PORT: '0' });
  metrics = await boundBase(server, 'metrics on');
});
afterAll(() => stopServersAndRemove(dir));

describe('a process started on content with one broken campaign file', () => {
  test('when it starts, then it serves the hub and every other campaign, the broken one is 404, and the refusal is logged and counted', async () => {
    expect((await get(`${server.base}/promo/`)).status).toBe(200);
    for (const { id } of CAMPAIGNS.filter((campaign) => campaign.id !== BROKEN)) {
      expect([id, (await get(`${server.base}/promo/${id}`)).status]).toEqual([id, 200]);
    }
    expect((await get(`${server.base}/promo/${BROKEN}`)).status).toBe(404);
    const held = server.logs.find((line) => String(line.msg).startsWith('content held back:'));
    expect(String(held?.msg)).toContain(path.join('campaigns', `${BROKEN}.json`));
    expect((await get(`${metrics}/metrics`)).text).toMatch(/^content_files_held_back 1$/m);
  });
});

describe('a process started on a git checkout whose last commit broke a campaign file', () => {
  let repo: string;
  let started: ServerProcess & { base: string };
  let health: string;
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
    started = await startServer({ CONTENT_DIR: repo, PROMO_NOW: '2025-10-15T12:00:00+03:00', HEALTH_PORT: '0' });
    health = await boundBase(started, 'health probes on');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  test('when it starts, then the broken file\'s last good version from the history serves, and /readyz names the file held back', async () => {
    const fresh = await get(`${started.base}/promo/${BROKEN}`);
    const reference = await get(`${server.base}/promo/rockwool25`);

    expect(fresh.status).toBe(200);
    expect(title(fresh.text)).toMatch(/Knauf/);
    expect(reference.status).toBe(200);
    const ready = await get(`${health}/readyz`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', heldBack: [`campaigns/${BROKEN}.json`] });
    const onMainPort = await get(`${started.base}/readyz`);
    expect(JSON.parse(onMainPort.text)).toEqual({ status: 'ready', heldBack: [`campaigns/${BROKEN}.json`] });
  });
});

describe('a process started on content whose site file is broken', () => {
  let plain: string;
  let repo: string;
  afterAll(() => {
    rmSync(plain, { recursive: true, force: true });
    rmSync(repo, { recursive: true, force: true });
  });
  const breakSiteFile = (dir: string) => writeFileSync(path.join(dir, 'site.json'), '{ "broken": ');

  test('when the folder is no git checkout, then it still starts and serves every page, the site file held back', async () => {
    plain = copyFixtureContent('promo-broken-site-');
    breakSiteFile(plain);
    const alone = await startServer({ CONTENT_DIR: plain, PROMO_NOW: '2025-10-15T12:00:00+03:00' });

    expect((await get(`${alone.base}/promo/`)).status).toBe(200);
    expect((await get(`${alone.base}/promo/knauf2025`)).status).toBe(200);
    expect(JSON.parse((await get(`${alone.base}/readyz`)).text)).toEqual({ status: 'ready', heldBack: ['site.json'] });
  });

  test('when it is a git checkout, then the site file\'s last good version from the history serves: the footer keeps its words', async () => {
    repo = copyFixtureContent('promo-broken-site-git-');
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.ru', ...args]);
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'good');
    const goodFooter = (await get(`${server.base}/promo/law`)).text.match(/<footer[\s\S]*?<\/footer>/)?.[0];
    breakSiteFile(repo);
    git('commit', '-qam', 'bad');
    const fromGit = await startServer({ CONTENT_DIR: repo, PROMO_NOW: '2025-10-15T12:00:00+03:00' });

    const law = await get(`${fromGit.base}/promo/law`);
    expect(law.status).toBe(200);
    expect(goodFooter).toBeDefined();
    expect(law.text.match(/<footer[\s\S]*?<\/footer>/)?.[0]).toBe(goodFooter);
    expect(JSON.parse((await get(`${fromGit.base}/readyz`)).text)).toEqual({ status: 'ready', heldBack: ['site.json'] });
  });
});
