// The open editorial changes of a content repository on a git host, for a supplier's link
// (docs/decisions/242-supplier-link-shows-change-under-review.md): a git-sync checkout never holds Decap's
// `cms/campaigns/<id>` branches, so when a link is looked at the site fetches them into a bare repository of its own
// and reads them as review-branches.ts reads the embedded studio's. One fetch at a time, none within FRESH_MS of the
// last, each stopped after FETCH_TIMEOUT_MS, none for RETRY_MS after a failure; the read-only token reaches git in its
// environment only.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ContentGit } from '../config.js';
import type { Logger } from '../observability/log.js';
import type { ReviewBranches } from '../preview/changes-under-review.js';
import { reviewBranches } from './review-branches.js';
import { gitEnv } from './content-repo.js';

const run = promisify(execFile);

/** A link looked at within this time of the last fetch reads what that fetch brought. */
const FRESH_MS = 2_000;
/** A fetch still running after this is stopped: the link shows what was fetched before. */
const FETCH_TIMEOUT_MS = 10_000;
/** After a failed fetch (the host away, the token refused) the next waits this long: links do not each wait on a dead host. */
const RETRY_MS = 30_000;
/**
 * Decap's branches of pending changes (a campaign's, a landing's, an experiment's: each collection's), each as the host has
 * it (one the host no longer has is removed here), and the host's HEAD: a shallow fetch none of whose refspecs matches
 * fails, so with no change open the branches gone would stay; the published tree it brings is the one
 * the changes share most of their files with.
 */
const REFSPECS = ['+HEAD:refs/host-head', '+refs/heads/cms/*:refs/heads/cms/*'];

/** git's environment: no GIT_ variable of the process's, never a prompt for a password, the token as an HTTP header. */
function gitEnvironment(credentials: ContentGit['credentials']): NodeJS.ProcessEnv {
  const quiet = { ...gitEnv(), GIT_TERMINAL_PROMPT: '0' };
  if (!credentials) return quiet;
  const basic = Buffer.from(`${credentials.user}:${credentials.token}`).toString('base64');
  return { ...quiet, GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'http.extraHeader', GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}` };
}

/** git's own words of a failure (its first line), else the error's. */
function failure(error: unknown): string {
  const said = typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr).trim().split('\n')[0] : '';
  return said || (error instanceof Error ? error.message : String(error));
}

export function hostReviewBranches(source: ContentGit, log: Logger, now: () => number = Date.now): ReviewBranches {
  const env = gitEnvironment(source.credentials);
  const git = (cwd: string, args: string[]) => run('git', args, { cwd, env, timeout: FETCH_TIMEOUT_MS, killSignal: 'SIGKILL' });
  const place = (async () => {
    const dir = source.dir ?? await mkdtemp(path.join(tmpdir(), 'promo-review-branches-'));
    const repo = path.join(dir, 'branches.git');
    const review = path.join(dir, 'review');
    // Checkouts a stopped process left behind, and git's list of them.
    await rm(review, { recursive: true, force: true });
    await mkdir(repo, { recursive: true });
    await git(repo, ['init', '--quiet', '--bare']);
    await git(repo, ['worktree', 'prune']);
    return { repo, read: reviewBranches({ repo, review }) };
  })();
  let fetching: Promise<void> | undefined;
  let nextAt = 0;

  async function fetchBranches(): Promise<void> {
    try {
      const { repo } = await place;
      await git(repo, ['fetch', '--quiet', '--prune', '--no-tags', '--depth=1', source.url, ...REFSPECS]);
      nextAt = now() + FRESH_MS;
    } catch (error) {
      nextAt = now() + RETRY_MS;
      const said = 'review branches not fetched from the content git host: links show those fetched before';
      log.warn({ err: failure(error), retryInMs: RETRY_MS }, said);
    }
  }

  return async (campaignId, collection) => {
    if (!fetching && now() >= nextAt) fetching = fetchBranches().finally(() => (fetching = undefined));
    await fetching;
    const { read } = await place.catch(() => ({ read: undefined }));
    return read?.(campaignId, collection);
  };
}
