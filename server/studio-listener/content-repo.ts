// The embedded studio's content git repository and its published checkout (docs/decisions/100-content-studio.md):
// Decap switches the repository's own working tree between branches, so the site reads a detached worktree per
// published commit behind one symlink swapped by a rename, which the content watcher follows, as git-sync publishes in
// production (docs/decisions/021-content-without-deploy.md).
import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Json } from '#shared/content/field-changes.js';
import type { Logger } from '../observability/log.js';
import { holderDeadline, type RepoLock } from './repo-lock.js';

const run = promisify(execFile);

/**
 * The studio's folders under STUDIO_DIR: the git repository Decap's local backend edits; a symlink to the checkout of the
 * published branch (what the site serves as its content folder); the checkouts it points at, one per published commit;
 * and the checkouts of the open editorial changes a supplier's link shows, while read (review-branches.ts).
 */
export const contentRepoPaths = (dir: string) => ({
  repo: path.join(dir, 'repo'), published: path.join(dir, 'published'),
  checkouts: path.join(dir, 'checkouts'), review: path.join(dir, 'review'),
});
export type ContentRepoPaths = ReturnType<typeof contentRepoPaths>;

/** git's environment: no hooks' or a parent repository's GIT_ variables leaking in. */
export const gitEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')));

/** git in `cwd` (an argument list, no shell) in gitEnv; its output is bounded by `maxBuffer` (past it the call fails). */
export async function git(cwd: string, args: string[], maxBuffer = 16 * 1024 * 1024): Promise<string> {
  return (await gitBytes(cwd, args, maxBuffer)).toString('utf8').trim();
}

/** Whether the work (a git) ended without an error. */
export const succeeded = (work: Promise<unknown>) => work.then(() => true, () => false);

/**
 * git's output as bytes (a picture `git show` prints), as `git` runs it. Run by a holder of the
 * repository's lock, git is stopped at the lock's deadline (repo-lock.ts).
 */
export async function gitBytes(cwd: string, args: string[], maxBuffer = 64 * 1024 * 1024): Promise<Buffer> {
  const { stdout } = await run('git', args, { cwd, env: gitEnv(), maxBuffer, encoding: 'buffer', signal: holderDeadline() });
  return stdout;
}

export const isRecord = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON object of `file` at `ref`; undefined: none there, or no object. */
export async function jsonObjectAt(repo: string, ref: string, file: string): Promise<Record<string, Json> | undefined> {
  const data = await git(repo, ['show', `${ref}:${file}`]).then((text): unknown => JSON.parse(text)).catch(() => undefined);
  return isRecord(data) ? data : undefined;
}

/** Decap's branch of an entry's pending change: `cms/<collection>/<slug>` (a campaign's slug is its id). */
export const pendingBranch = (collection: unknown, slug: unknown) => `refs/heads/cms/${String(collection)}/${String(slug)}`;

const exists = (file: string) => stat(file).then(() => true, () => false);

/**
 * The repository, made on first start from the content folder `seedDir` (CONTENT_DIR or the
 * project's content/) as one commit on `branch`; an existing repository is kept as it is,
 * with every edit and pending branch.
 */
export async function ensureContentRepo(paths: ContentRepoPaths, seedDir: string, branch: string): Promise<void> {
  if (await exists(path.join(paths.repo, '.git'))) return;
  await mkdir(paths.repo, { recursive: true });
  await git(paths.repo, ['init', '--quiet', `--initial-branch=${branch}`]);
  // Decap commits as the studio; a machine without a git identity must still be able to publish.
  await git(paths.repo, ['config', 'user.name', 'Студия контента']);
  await git(paths.repo, ['config', 'user.email', 'studio@localhost']);
  await git(paths.repo, ['config', 'commit.gpgsign', 'false']);
  for (const entry of await readdir(seedDir)) {
    if (entry.startsWith('.')) continue;
    await cp(path.join(seedDir, entry), path.join(paths.repo, entry), { recursive: true });
  }
  await git(paths.repo, ['add', '--all']);
  await git(paths.repo, ['commit', '--quiet', '--allow-empty', '--no-verify', '-m', 'Контент сайта: начало истории студии']);
}

/** How long each git of the working tree's repair may take. */
const REPAIR_GIT_MS = 10_000;

/**
 * Decap's working tree as it rests between its calls: on the published branch, its files as
 * committed, nothing half-done. After a git stopped in the middle (repo-lock.ts's deadline):
 * the lock files a killed git left, a rebase or merge under way, the files of a save that
 * never committed (they would ride into the next save's commit) are undone. Run outside the
 * lock's holder, each git bounded by its own time.
 */
export async function settleWorkingTree(repo: string, branch: string): Promise<void> {
  const dotGit = path.join(repo, '.git');
  // The main working tree's own (index, HEAD, config) and the branches': the published checkouts' worktrees keep theirs.
  const locks = [...await readdir(dotGit).catch(() => []), ...(await readdir(path.join(dotGit, 'refs'), { recursive: true })
    .catch(() => [])).map((ref) => path.join('refs', ref))].filter((file) => file.endsWith('.lock'));
  for (const lock of locks) await rm(path.join(dotGit, lock), { force: true });
  const repair = (args: string[]) => run('git', args, { cwd: repo, env: gitEnv(), timeout: REPAIR_GIT_MS, killSignal: 'SIGKILL' });
  if (await exists(path.join(dotGit, 'rebase-merge')) || await exists(path.join(dotGit, 'rebase-apply'))) {
    await repair(['rebase', '--abort']).catch(() => undefined);
  }
  await repair(['reset', '--hard', '--quiet']);
  await repair(['checkout', '--force', '--quiet', branch]);
  await repair(['clean', '-d', '--force', '--quiet']);
  // A change's branch a stopped save had just made, with no commit of its own yet: no change to review.
  const { stdout: empty } = await repair(['for-each-ref', `--merged=refs/heads/${branch}`, '--format=%(refname)', 'refs/heads/cms/']);
  for (const ref of empty.split('\n').filter(Boolean)) await repair(['update-ref', '-d', ref]);
}

/** The commit the published branch is at. */
export function publishedCommit(paths: ContentRepoPaths, branch: string): Promise<string> {
  return git(paths.repo, ['rev-parse', '--verify', `refs/heads/${branch}^{commit}`]);
}

/**
 * Points `published` at a checkout of `commit` (made if missing) in one rename, then removes
 * the checkouts of older commits. Returns the checkout's folder. Each checkout is a worktree of
 * the repository: while Decap's local backend runs, it is made and removed holding the
 * repository's lock (followPublishedBranch).
 */
export async function publishCheckout(paths: ContentRepoPaths, commit: string): Promise<string> {
  const target = path.join(paths.checkouts, commit);
  if (!(await exists(target))) {
    await mkdir(paths.checkouts, { recursive: true });
    // A checkout git stopped half-way (the lock's deadline) is not one: the next look makes it again, over
    // the worktree git had begun ("--force" twice: one git left locked while it was being made).
    await git(paths.repo, ['worktree', 'add', '--quiet', '--force', '--force', '--detach', target, commit])
      .catch(async (error: unknown) => {
        await rm(target, { recursive: true, force: true });
        throw error;
      });
  }
  const swap = `${paths.published}.next`;
  await rm(swap, { force: true });
  await symlink(target, swap, 'dir');
  await rename(swap, paths.published);
  for (const old of await readdir(paths.checkouts)) {
    if (old === commit) continue;
    await git(paths.repo, ['worktree', 'remove', '--force', path.join(paths.checkouts, old)]).catch(() => undefined);
    await rm(path.join(paths.checkouts, old), { recursive: true, force: true });
  }
  await git(paths.repo, ['worktree', 'prune']);
  return target;
}

/** How often the published branch is looked at. */
const FOLLOW_MS = 500;

/**
 * Looks at the published branch every FOLLOW_MS and moves the checkout to each new commit after `current`; a failure
 * is logged and tried at the next look. The move holds the repository's lock (repo-lock.ts): `git worktree add` and
 * `remove` write the worktree list every git of Decap's reads
 * (docs/decisions/330-studio-always-answers.md). Returns its stop.
 */
export function followPublishedBranch(paths: ContentRepoPaths, branch: string, current: string, log: Logger, lock: RepoLock): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** Moves the checkout to the branch's commit now, if it is a new one; the lock's holder runs it. */
  const move = async () => {
    const commit = await publishedCommit(paths, branch);
    if (commit === current || stopped) return;
    await publishCheckout(paths, commit);
    current = commit;
    log.info({ commit }, 'студия: опубликовано, сайт читает новую версию контента');
  };
  const look = async () => {
    try {
      // Read outside the lock (git reads no worktree for it): a turn is taken only when there is a commit to move to.
      if ((await publishedCommit(paths, branch)) !== current && !stopped) await lock.run(move);
    } catch (error) {
      if (!stopped) log.warn({ err: (error as Error).message }, 'студия: не удалось обновить опубликованную копию контента');
    }
    if (!stopped) timer = setTimeout(look, FOLLOW_MS);
  };
  timer = setTimeout(look, FOLLOW_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
