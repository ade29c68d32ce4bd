// The embedded studio (STUDIO=local, docs/decisions/100-content-studio.md) as `npm start`
// runs it: `node dist/server/index.js` makes a content git repository of its own from
// CONTENT_DIR (a copy of the tests' content), serves the checkout of its published branch,
// and answers the studio on 127.0.0.1:STUDIO_PORT with Decap's local backend in git mode
// (editorial workflow). A pending edit (a cms/ branch) changes nothing on the site; its
// merge into the published branch is served (the time it took printed, not held to a deadline). The day is RUNNING_DAY.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { get, startServer, stopServersAndRemove, type ServerProcess } from '../support/server-process.js';
import { startLocalStudio } from '../support/local-studio.js';
import { changesSoFar } from '../support/site-changes.js';

let dir: string;
let seed: string;
let studioBase: string;
/** The server's environment, for the restart. */
let studioEnv: Record<string, string>;
let server: ServerProcess & { base: string };

const repo = () => path.join(dir, 'studio', 'repo');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo(), encoding: 'utf8' }).trim();
/** A call of Decap's local backend API, as the studio app makes it. */
async function decap(action: string, params: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${studioBase}/api/v1`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
  });
  return { status: answer.status, body: await answer.json() };
}

beforeAll(async () => {
  const studio = await startLocalStudio('promo-studio-');
  ({ dir, seed, server, studioBase, env: studioEnv } = studio);
  // The port it names is the studio's: every test below reaches the studio there.
  expect(studio.announced.studio).toMatch(/^http:\/\/localhost:\d+\/$/);
});
afterAll(() => stopServersAndRemove(dir));

/** The child processes of `pid` (every thread's list). */
const childrenOf = (pid: number) => readdirSync(`/proc/${pid}/task`)
  .flatMap((tid) => readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));

/** The TCP sockets process `pid` listens on (its open sockets' inodes against /proc/net/tcp{,6}, state 0A). */
function tcpListenersOf(pid: number): string[] {
  const inodes = new Set(readdirSync(`/proc/${pid}/fd`).map((fd) => {
    try { return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]; } catch { return undefined; }
  }).filter(Boolean));
  return ['tcp', 'tcp6'].flatMap((table) => readFileSync(`/proc/net/${table}`, 'utf8').split('\n').slice(1))
    .map((row) => row.trim().split(/\s+/)).filter((cols) => cols[3] === '0A' && inodes.has(cols[9])).map((cols) => cols[1]!);
}

describe('the embedded studio', () => {
  test('when a web page (another site\'s name rebound to 127.0.0.1) looks for Decap\'s local backend, then there is no port to find: it answers only on a Unix socket in a folder of this user alone', async () => {
    const backend = childrenOf(server.child.pid!).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('decap-backend.js'));
    expect(backend).toBeDefined();
    expect(tcpListenersOf(backend!)).toEqual([]);
    const socket = readFileSync(`/proc/${backend}/environ`, 'utf8').split('\0').find((v) => v.startsWith('DECAP_SOCKET='))!.slice(13);
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
    // The studio's listener still reaches it: the calls Decap makes are answered.
    expect((await decap('info', {})).status).toBe(200);
  });

  test('when the server starts with STUDIO=local, then the content is a git repository of its own and the site serves its published checkout', async () => {
    expect(git('branch', '--show-current')).toBe('main');
    expect(git('log', '--format=%s')).toBe('Контент сайта: начало истории студии');
    const published = readlinkSync(path.join(dir, 'studio', 'published'));
    expect(published).toBe(path.join(dir, 'studio', 'checkouts', git('rev-parse', 'main')));
    expect(readFileSync(path.join(published, 'campaigns', 'knauf2025.json'), 'utf8'))
      .toBe(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'campaigns', 'knauf2025.json'), 'utf8'));
    expect((await get(`${server.base}/promo/knauf2025`)).status).toBe(200);
  });

  test('when the studio is asked, then it answers on loopback with its page, its config and Decap\'s local backend in git mode with the editorial workflow', async () => {
    expect((await get(`${studioBase}/`)).text).toContain('src="/studio.js"');
    expect(JSON.parse((await get(`${studioBase}/config.json`)).text)).toMatchObject({ publish_mode: 'editorial_workflow' });
    expect((await decap('info', {})).body).toEqual({ repo: 'repo', publish_modes: ['simple', 'editorial_workflow'], type: 'local_git' });
  });

  test('when the studio\'s server endpoints are asked without the studio\'s credentials, then they refuse; the page that signs the operator in lets them through', async () => {
    const bare = await get(`${studioBase}/site-api/state`);
    expect(bare.status).toBe(401);
    expect(JSON.parse(bare.text).message).toMatch(/^Нужен вход в студию/);
    const link = await fetch(`${studioBase}/site-api/campaigns/knauf2025/preview-link`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}',
    });
    expect(link.status).toBe(401);
    // The studio's page on the loopback listener signs its visitor in (a cookie), as the Decap app's requests then carry.
    const cookie = String((await get(`${studioBase}/`)).headers['set-cookie']).split(';')[0]!;
    expect((await get(`${studioBase}/site-api/state`, { cookie })).status).toBe(200);
    // Another site's name pointed at 127.0.0.1 (DNS rebinding) gets neither the page's sign-in nor the endpoints
    // (docs/decisions/116-studio-loopback-names.md).
    const rebound = { host: `promo-rebound.example:${new URL(studioBase).port}` };
    const page = await get(`${studioBase}/`, rebound);
    expect(page.status).toBe(421);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect((await get(`${studioBase}/site-api/state`, { ...rebound, cookie })).status).toBe(421);
  });

  test('when an edit is saved as a draft, then the site does not change; when it is published, then the site serves it (its time printed)', async () => {
    const file = 'campaigns/knauf2025.json';
    const edited = { ...JSON.parse(readFileSync(path.join(seed, file), 'utf8')), title: 'Акция Knauf 2025 в студии' };
    const saved = await decap('persistEntry', {
      entry: { slug: 'knauf2025', path: file, raw: `${JSON.stringify(edited, null, 2)}\n` },
      assets: [],
      options: { collectionName: 'campaigns', commitMessage: 'Акция knauf2025: заголовок', useWorkflow: true, status: 'draft' },
    });
    expect(saved.status).toBe(200);
    expect(git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms')).toBe('cms/campaigns/knauf2025');
    expect((await decap('unpublishedEntries', {})).body).toEqual(['campaigns/knauf2025']);
    // The working tree is back on main and the site still serves the published title.
    expect(git('branch', '--show-current')).toBe('main');
    expect(plainSpaces((await get(`${server.base}/promo/knauf2025`)).text)).not.toContain('в студии');

    const ready = await decap('updateUnpublishedEntryStatus', { collection: 'campaigns', slug: 'knauf2025', newStatus: 'pending_publish' });
    expect(ready.status).toBe(200);
    const published = Date.now();
    const reloads = changesSoFar(server);
    expect((await decap('publishUnpublishedEntry', { collection: 'campaigns', slug: 'knauf2025' })).status).toBe(200);
    await server.logLine('content changed: the new content is served', reloads + 1);
    const page = await get(`${server.base}/promo/knauf2025`);
    const ms = Date.now() - published;
    console.info(`studio publish → served in ${ms} ms`);

    expect(plainSpaces(page.text)).toContain('Акция Knauf 2025 в студии');
    expect(git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms')).toBe('');
    expect(git('log', '-1', '--format=%s', 'main')).toBe('Публикация: Акция «knauf2025» — Заголовок страницы');
  });

  test('when the server restarts on the same studio folder, then the repository and its history are kept, not made anew from CONTENT_DIR', async () => {
    const history = git('rev-list', '--count', 'main');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    server = await startServer(studioEnv);
    await server.logLine('студия контента:');

    expect(git('rev-list', '--count', 'main')).toBe(history);
    expect(Number(history)).toBeGreaterThanOrEqual(2);
    expect(plainSpaces((await get(`${server.base}/promo/knauf2025`)).text)).toContain('Акция Knauf 2025 в студии');
  });
});
