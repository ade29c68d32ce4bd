// «История» of the embedded studio (docs/decisions/117-studio-history.md): the published
// branch's commits with when, who, which files and the message, and «Вернуть как было до этой
// правки» as a new revert commit the running site takes by its hot reload. A restore a later
// edit conflicts with is refused in Russian and changes nothing; nothing of it answers without
// the studio's credentials. Edits are published through Decap's local backend API, as the
// studio app makes them; the restore is clicked on the page in real Chromium; the server is
// `npm start`'s (tests/support/local-studio.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { plainSpaces } from '../support/plain-spaces.js';
import { get, killServers, type ServerProcess } from '../support/server-process.js';
import { startLocalStudio } from '../support/local-studio.js';
import { launchBrowser } from '../support/browser.js';

const LIVE_WITHIN_MS = 10_000;
const FILE = 'campaigns/knauf2025.json';
const SERVED = 'content changed: the new content is served';
let dir: string;
let seed: string;
let studioBase: string;
let server: ServerProcess & { base: string };
let cookie: string;

const git = (...args: string[]) => execFileSync('git', args, { cwd: path.join(dir, 'studio', 'repo'), encoding: 'utf8' }).trim();

async function decap(action: string, params: Record<string, unknown>): Promise<number> {
  const answer = await fetch(`${studioBase}/api/v1`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
  });
  await answer.arrayBuffer();
  return answer.status;
}

/** Saves the campaign with `title` as a pending edit, marks it ready and publishes it, as the studio does; waits till it serves. */
async function publishTitle(title: string, commitMessage: string): Promise<void> {
  const served = server.logs.filter((line) => line.msg.includes(SERVED)).length;
  const entry = { ...JSON.parse(readFileSync(path.join(seed, FILE), 'utf8')), title };
  expect(await decap('persistEntry', {
    entry: { slug: 'knauf2025', path: FILE, raw: `${JSON.stringify(entry, null, 2)}\n` }, assets: [],
    options: { collectionName: 'campaigns', commitMessage, useWorkflow: true, status: 'draft' },
  })).toBe(200);
  const ready = { collection: 'campaigns', slug: 'knauf2025', newStatus: 'pending_publish' };
  expect(await decap('updateUnpublishedEntryStatus', ready)).toBe(200);
  expect(await decap('publishUnpublishedEntry', { collection: 'campaigns', slug: 'knauf2025' })).toBe(200);
  await server.logLine(SERVED, served + 1);
}

interface Entry { commit: string; at: string; author: string; message: string; files: string[]; restorable: boolean }
async function history(): Promise<Entry[]> {
  const answer = await get(`${studioBase}/site-api/history`, { cookie });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { entries: Entry[] }).entries;
}

function restore(commit: string, headers: Record<string, string> = { cookie, 'content-type': 'application/json' }) {
  return fetch(`${studioBase}/site-api/history/${commit}/restore`, { method: 'POST', headers, body: '{}' });
}

/** What a refused restore must leave as it was: the branch, Decap's working tree, the worktrees. */
const repoState = () => [
  git('rev-parse', 'main'), git('branch', '--show-current'), git('status', '--porcelain'), git('worktree', 'list', '--porcelain'),
];

beforeAll(async () => {
  const studio = await startLocalStudio('promo-history-');
  ({ dir, seed, server, studioBase } = studio);
  cookie = String((await get(`${studioBase}/`)).headers['set-cookie']).split(';')[0]!;
});
afterAll(() => {
  killServers();
  rmSync(dir, { recursive: true, force: true });
});

describe('the studio\'s history', () => {
  test('when the studio\'s page opens, then «История» is beside «Состояние сайта»', async () => {
    const page = (await get(`${studioBase}/`)).text;
    expect(page).toMatch(/<a class="site-state-link" href="\/site-state"[^>]*>Состояние сайта<\/a>\s*<a class="history-link" href="\/history"[^>]*>История<\/a>/);
  });

  test('when the history is asked without the studio\'s credentials, then every path of it refuses and a restore changes nothing', async () => {
    const first = git('rev-list', '--max-parents=0', 'main');
    const before = repoState();
    const page = await get(`${studioBase}/history`);
    expect(page.status).toBe(401);
    expect(page.text).toContain('Нужен вход в студию');
    expect((await get(`${studioBase}/site-api/history`)).status).toBe(401);
    const bare = await restore(first, { 'content-type': 'application/json' });
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { message: string }).message).toMatch(/^Нужен вход в студию/);
    // With the cookie, a form post (what another site could make the browser send) is refused too.
    const form = await restore(first, { cookie, 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(repoState()).toEqual(before);
  });

  test('when an edit is published, then the history lists it first with when, its author, its file and its message', async () => {
    await publishTitle('Акция Knauf 2025: первая правка', 'Акция knauf2025: первая правка заголовка');
    const [latest, ...older] = await history();
    expect(latest).toMatchObject({
      commit: git('rev-parse', 'main'), author: git('log', '-1', '--format=%an', 'main'),
      files: [FILE], message: 'Акция knauf2025: первая правка заголовка', restorable: true,
    });
    expect(latest!.author).toBe('Студия контента');
    expect(Date.parse(latest!.at)).toBe(Number(git('log', '-1', '--format=%at', 'main')) * 1000);
    expect(older.at(-1)).toMatchObject({ message: 'Контент сайта: начало истории студии', restorable: false });

    const page = await get(`${studioBase}/history`, { cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<code>${FILE}</code>`);
    expect(page.text).toContain('Акция knauf2025: первая правка заголовка');
    expect(page.text).toContain(`data-commit="${latest!.commit}"`);
    expect(page.text).toContain('Вернуть как было до этой правки');
  });

  test('when a later edit changed the same lines, then restoring the earlier one is refused in Russian and changes nothing', async () => {
    const earlier = git('rev-parse', 'main');
    await publishTitle('Акция Knauf 2025: вторая правка', 'Акция knauf2025: вторая правка заголовка');
    const before = repoState();
    const answer = await restore(earlier);
    expect(answer.status).toBe(409);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toMatch(/^Нельзя вернуть эту правку: позже другая правка изменила те же места \(campaigns\/knauf2025\.json\)\. Ничего не изменено/);
    expect(repoState()).toEqual(before);
    expect(plainSpaces((await get(`${server.base}/promo/knauf2025`)).text)).toContain('Акция Knauf 2025: вторая правка');
  });

  test('when the operator clicks «Вернуть как было до этой правки» on the latest edit in Chromium, then a revert commit is added on the published branch and the site serves the text before it within 10 s', async () => {
    const [latest] = await history();
    const served = server.logs.filter((line) => line.msg.includes(SERVED)).length;
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: studioBase }]);
      const page = await context.newPage();
      expect((await page.goto(`${studioBase}/history`))!.status()).toBe(200);
      const asked: string[] = [];
      page.on('dialog', (dialog) => void (asked.push(dialog.message()), dialog.accept()));
      const clicked = Date.now();
      await page.locator(`button[data-commit="${latest!.commit}"]`).click();
      await page.getByRole('status').filter({ hasText: /^Готово/ }).waitFor();
      await server.logLine(SERVED, served + 1);
      const site = await get(`${server.base}/promo/knauf2025`);
      const ms = Date.now() - clicked;
      console.info(`studio restore: click «Вернуть» → served in ${ms} ms`);
      expect(asked).toEqual(['Вернуть как было до правки «Акция knauf2025: вторая правка заголовка»? ' +
        'Это новая правка: прежние останутся в истории.']);
      expect(plainSpaces(site.text)).toContain('Акция Knauf 2025: первая правка');
      expect(plainSpaces(site.text)).not.toContain('вторая правка');
      expect(ms).toBeLessThan(LIVE_WITHIN_MS);
    } finally {
      await browser.close();
    }
    const outcome = { commit: git('rev-parse', 'main') };
    // A new commit on top: the edit it undoes stays in the history, which was not rewritten.
    expect(git('rev-parse', 'main^')).toBe(latest!.commit);
    expect(git('log', '-1', '--format=%s', 'main')).toBe('Вернуть как было до правки ' +
      `${latest!.commit.slice(0, 7)}: «Акция knauf2025: вторая правка заголовка»`);
    // Decap's working tree is on the published branch with its files: its next edit starts from the restored content.
    expect(git('branch', '--show-current')).toBe('main');
    expect(git('status', '--porcelain')).toBe('');
    expect(git('worktree', 'list', '--porcelain')).not.toContain('restoring');
    expect((await history())[0]).toMatchObject({ commit: outcome.commit, files: [FILE], restorable: true });
  });

  test('when the restore itself is restored through the endpoint, then the edit it undid is served again: nothing of the history is lost', async () => {
    const revert = git('rev-parse', 'main');
    const served = server.logs.filter((line) => line.msg.includes(SERVED)).length;
    const answer = await restore(revert);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ restored: true, revertOf: revert, commit: git('rev-parse', 'main') });
    await server.logLine(SERVED, served + 1);
    expect(plainSpaces((await get(`${server.base}/promo/knauf2025`)).text)).toContain('Акция Knauf 2025: вторая правка');
    expect(git('rev-list', '--count', 'main')).toBe('5');
  });
});
