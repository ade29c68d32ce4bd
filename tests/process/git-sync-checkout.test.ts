// The content checkout laid out exactly as git-sync v4 lays it out in the shipped Pod
// (deploy/kubernetes/content-sync.env): the repository's `.git` at GITSYNC_ROOT, fetched to
// GITSYNC_DEPTH, each checkout in `.worktrees/<commit>` whose `.git` file names the root's
// gitdir by a relative path, and the link swapped over it in one rename (git-sync's main.go:
// fetch, createWorktree, configureWorktree, publishSymlink). The volume is then moved to
// another path, as when another container mounts it elsewhere: only what git-sync wrote
// relative still holds. Its newest commit breaks a campaign whose last good version is the
// commit before: a new process on the link serves that version, not the 404 of a file that
// never passed and not an older one (docs/decisions/351-content-history-in-the-pod.md,
// docs/decisions/351-content-history-in-the-pod.md). The day is RUNNING_DAY.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyFixtureContent } from '../support/content.js';
import { ROOT } from '../support/project-root.js';
import { get, startServer, stopServersAndRemove } from '../support/server-process.js';

const BROKEN = 'knauf2025';
const GOOD_TITLE = 'Акция Knauf 2025: последняя хорошая версия';
/** The depth the shipped git-sync fetches (deploy/kubernetes/content-sync.env). */
const DEPTH = /^GITSYNC_DEPTH=(\d+)$/m.exec(readFileSync(path.join(ROOT, 'deploy/kubernetes/content-sync.env'), 'utf8'))![1]!;

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.ru', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    .toString('utf8').trim();

/** The content repository on the git host: the tests' content, a good edit of BROKEN, then a commit that breaks it. */
function contentRepository(): string {
  const repo = copyFixtureContent('promo-git-host-');
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '.');
  git(repo, 'commit', '-qm', 'the content as the image has it');
  const file = path.join(repo, 'campaigns', `${BROKEN}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
  writeFileSync(file, `${JSON.stringify({ ...json, title: GOOD_TITLE }, null, 2)}\n`);
  git(repo, 'commit', '-qam', 'a good edit');
  writeFileSync(file, readFileSync(file, 'utf8').replace('"starts"', '"starts": "tomorrow", "x"'));
  git(repo, 'commit', '-qam', 'a bad commit');
  return repo;
}

/** What git-sync does in `volume` (its GITSYNC_ROOT `repo`, GITSYNC_LINK `current`) for the host's newest commit. */
function syncAsGitSync(volume: string, host: string): void {
  const root = path.join(volume, 'repo');
  mkdirSync(root, { recursive: true });
  git(root, 'init', '-q', '-b', 'git-sync');
  // Depth 0 is git-sync's "the whole history": its fetch then takes no --depth.
  git(root, 'fetch', `file://${host}`, 'main', '--no-progress', '--prune', '--no-auto-gc', ...(DEPTH === '0' ? [] : ['--depth', DEPTH]));
  const hash = git(root, 'rev-parse', 'FETCH_HEAD^{}');
  const worktree = path.join(root, '.worktrees', hash);
  git(root, 'worktree', 'add', '--force', '--detach', worktree, hash, '--no-checkout');
  writeFileSync(path.join(worktree, '.git'), `gitdir: ${path.join('../..', '.git', 'worktrees', hash)}\n`);
  git(worktree, 'reset', '--hard', hash, '--');
  symlinkSync(path.relative(volume, worktree), path.join(volume, 'tmp-link'));
  renameSync(path.join(volume, 'tmp-link'), path.join(volume, 'current'));
}

let host: string;
let mounts: string;
beforeAll(() => {
  host = contentRepository();
  mounts = mkdtempSync(path.join(tmpdir(), 'promo-volume-'));
  syncAsGitSync(path.join(mounts, 'git'), host);
  // The app's container mounts the volume elsewhere: every absolute path git wrote points nowhere.
  renameSync(path.join(mounts, 'git'), path.join(mounts, 'content'));
});
afterAll(() => stopServersAndRemove(host, mounts));

describe('a new Pod: the app starts on the content baked into the image, then git-sync swaps the link to its first checkout', () => {
  test('when the link moves to the checkout whose newest commit breaks the campaign, then its last good version from the history serves, not the image\'s', async () => {
    const volume = mkdtempSync(path.join(tmpdir(), 'promo-pod-'));
    try {
      // deployment.yaml's content-seed: the image's content and the link to it.
      renameSync(copyFixtureContent('promo-baked-'), path.join(volume, 'baked'));
      symlinkSync('baked', path.join(volume, 'current'));
      const server = await startServer({ CONTENT_DIR: path.join(volume, 'current') });
      expect((await get(`${server.base}/promo/${BROKEN}`)).text).not.toContain(GOOD_TITLE);

      syncAsGitSync(volume, host);
      await server.logLine('content change refused');

      const page = await get(`${server.base}/promo/${BROKEN}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(GOOD_TITLE);
    } finally {
      rmSync(volume, { recursive: true, force: true });
    }
  });
});

describe(`a new process on git-sync's checkout (depth ${DEPTH}) whose newest commit breaks a campaign`, () => {
  test('when it starts on the link, then the campaign serves its last good version and /readyz names the file held back', async () => {
    const server = await startServer({ CONTENT_DIR: path.join(mounts, 'content', 'current') });

    const page = await get(`${server.base}/promo/${BROKEN}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(GOOD_TITLE);
    expect((await get(`${server.base}/promo/`)).text).toContain(`/promo/${BROKEN}"`);
    expect(JSON.parse((await get(`${server.base}/readyz`)).text)).toEqual({ status: 'ready', heldBack: [`campaigns/${BROKEN}.json`] });
  });
});
