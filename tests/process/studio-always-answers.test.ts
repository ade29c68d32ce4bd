// The studio always answers (docs/decisions/330-studio-always-answers.md): through the real
// studio listener of `npm start` (tests/support/local-studio.ts), with Decap's real local
// backend on a content repository of its own.
// 1. A reload while the editor loads: the browser gives up its calls still queued. 40 calls at
//    once, each given up after 120 ms; then a call listing the campaigns answers.
// 2. A git of Decap's that hangs (a post-checkout hook that sleeps): at the repository lock's
//    deadline (STUDIO_GIT_DEADLINE_MS, 4 s here) it is stopped with its hook, its operator is
//    told in Russian that nothing was saved, the server logs it, the working tree is back on
//    the published branch, a call listing the campaigns answers and the next save works.
// The product's budget for the listing is 2 s once the callers left (printed); the tests wait
// for the answer and fail only when none comes in FAILS_AFTER_MS, as none did before.
import { chmodSync, existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { type LocalStudio, startLocalStudio, stopLocalStudio, studioGit } from '../support/local-studio.js';

/** How long a call may go unanswered before the test fails: far past any budget, short of never. */
const FAILS_AFTER_MS = 30_000;
/** The product's budget for the studio's answer once the callers that left are gone. */
const BUDGET_MS = 2_000;
const DEADLINE_MS = 4_000;
const GIVEN_UP_AFTER_MS = 120;
const LIST_CAMPAIGNS = { action: 'entriesByFolder', params: { branch: 'main', folder: 'campaigns', extension: 'json', depth: 1 } };

let studio: LocalStudio | undefined;
afterEach(async () => {
  await stopLocalStudio(studio);
  studio = undefined;
});

/** A call of Decap's local backend API as the studio app makes it; `signal` gives it up. */
const call = (body: object, signal?: AbortSignal) => fetch(`${studio!.studioBase}/api/v1`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal,
});

/** Lists the campaigns, waiting at most FAILS_AFTER_MS; prints how long the answer took. */
async function listCampaigns(what: string): Promise<{ ms: number; names: string[] }> {
  const asked = Date.now();
  const answer = await call(LIST_CAMPAIGNS, AbortSignal.timeout(FAILS_AFTER_MS)).catch((error: Error) => {
    throw new Error(`${what}: the studio did not answer the campaigns' list in ${FAILS_AFTER_MS} ms (${error.message})`);
  });
  const entries = await answer.json() as Array<{ file: { path: string } }>;
  const ms = Date.now() - asked;
  console.info(`${what}: the campaigns' list answered in ${ms} ms (budget ${BUDGET_MS} ms)`);
  expect(answer.status).toBe(200);
  return { ms, names: entries.map((entry) => entry.file.path) };
}

const git = (...args: string[]) => studioGit(studio!.dir)(...args);

/** The hook's sleeps: processes `sleep 300` whose working folder is `dir` (git runs a hook there). */
const sleepsIn = (dir: string) => readdirSync('/proc').filter((pid) => /^\d+$/.test(pid)).filter((pid) => {
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === dir && readFileSync(`/proc/${pid}/cmdline`, 'utf8') === 'sleep\u0000300\u0000';
  } catch {
    return false;
  }
});

describe('the studio always answers', () => {
  test('when 40 calls are given up 120 ms after they were made (a reload while the editor loads), then the next call listing the campaigns answers', async () => {
    studio = await startLocalStudio('promo-studio-answers-');
    const editorLoad = [
      LIST_CAMPAIGNS,
      { action: 'getEntry', params: { branch: 'main', path: 'campaigns/knauf2025.json' } },
      { action: 'unpublishedEntries', params: { branch: 'main' } },
      { action: 'getMedia', params: { branch: 'main', mediaFolder: 'banners', publicFolder: 'banners' } },
    ];
    const calls = Array.from({ length: 40 }, (_, n) => {
      const caller = new AbortController();
      setTimeout(() => caller.abort(), GIVEN_UP_AFTER_MS);
      return call(editorLoad[n % editorLoad.length]!, caller.signal).then((answer) => answer.arrayBuffer());
    });
    const given = await Promise.allSettled(calls);
    expect(given.filter((outcome) => outcome.status === 'rejected').length, 'calls given up').toBeGreaterThan(0);

    const { names } = await listCampaigns('after 40 calls given up');
    expect(names).toContain('campaigns/knauf2025.json');
  }, 90_000);

  test('when a git of Decap\'s hangs, then at the deadline it is stopped, its operator is told in Russian, the server logs it, and the campaigns\' list and the next save answer', async () => {
    studio = await startLocalStudio('promo-studio-hang-', { STUDIO_GIT_DEADLINE_MS: String(DEADLINE_MS) });
    const repo = path.join(studio.dir, 'studio', 'repo');
    const hang = path.join(studio.dir, 'hang-once');
    const asleep = path.join(studio.dir, 'asleep');
    // The next checkout's hook sleeps (once): Decap's save checks out the change's branch. It leaves a mark as it goes to
    // sleep, which stays once the deadline has stopped it: the test need not catch the sleep in its few seconds.
    const hook = path.join(repo, '.git', 'hooks', 'post-checkout');
    writeFileSync(hook, `#!/bin/sh\nif [ -e '${hang}' ]; then rm -f '${hang}'; touch '${asleep}'; exec sleep 300; fi\n`);
    chmodSync(hook, 0o755);
    writeFileSync(hang, '');
    const file = 'campaigns/knauf2025.json';
    const published = () => JSON.parse(git('show', `main:${file}`)) as Record<string, unknown>;
    const save = (title: string) => call({
      action: 'persistEntry',
      params: {
        branch: 'main',
        entry: { slug: 'knauf2025', path: file, raw: `${JSON.stringify({ ...published(), title }, null, 2)}\n` },
        assets: [],
        options: { collectionName: 'campaigns', commitMessage: 'Акция knauf2025: заголовок', useWorkflow: true, status: 'draft' },
      },
    }, AbortSignal.timeout(FAILS_AFTER_MS));
    const hanging = save('Акция Knauf 2025: заголовок, который не сохранится');
    hanging.catch(() => undefined); // awaited below; a test failed before then leaves no rejection unhandled
    await expect.poll(() => existsSync(asleep), { timeout: FAILS_AFTER_MS, message: 'the hook going to sleep' }).toBe(true);
    expect(existsSync(hang)).toBe(false);

    const { names } = await listCampaigns('behind a git that hangs');
    expect(names).toContain('campaigns/knauf2025.json');
    const told = await hanging;
    expect(told.status).toBe(503);
    expect(((await told.json()) as { error: string }).error).toBe(`Хранилище студии не ответило за ${DEADLINE_MS / 1000} с: `
      + 'действие остановлено, ничего не сохранено. Повторите его; если снова не выйдет, '
      + 'сохраните текст правки у себя и перезапустите сервер (npm start)');
    await studio.server.logLine('не уложилась в срок и остановлена');
    // The git and its hook are stopped; Decap's working tree rests on the published branch, nothing half-saved.
    expect(sleepsIn(repo)).toEqual([]);
    expect(git('branch', '--show-current')).toBe('main');
    expect(git('status', '--porcelain')).toBe('');
    expect(git('for-each-ref', 'refs/heads/cms')).toBe('');
    expect(existsSync(path.join(repo, '.git', 'index.lock'))).toBe(false);

    const next = await save('Акция Knauf 2025 после остановки');
    expect(next.status).toBe(200);
    expect(JSON.parse(git('show', `cms/campaigns/knauf2025:${file}`)).title).toBe('Акция Knauf 2025 после остановки');
    expect(readFileSync(path.join(studio.dir, 'studio', 'published', file), 'utf8')).not.toContain('после остановки');
  }, 90_000);
});
