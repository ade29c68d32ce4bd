// A process started on a content folder with a broken file (a Pod started while a bad commit
// is in the content repository) has no content served before it to keep that file's last
// good version from. When the folder is a git checkout (git-sync's, deploy/kubernetes), its
// history has one: the newest of the last commits in which the held-back files pass is read
// (`git archive`, into a temporary folder: the checkout itself is never written) and becomes
// the "content served before", so the broken file serves its last good version as on a
// reload (docs/decisions/105-broken-file-holds-back-itself.md). No git, not a checkout, or no
// good version within the last commits: undefined, and the file stays out.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContentKeeping, type Content, type ContentPlaces, type HeldBackFile, type LoadedContent } from './load-content.js';

/**
 * How far back the history is read: a bad commit is usually the last one or two. git-sync
 * keeps HEAD and this many more (deploy/kubernetes/content-sync.env's GITSYNC_DEPTH).
 */
export const COMMITS_READ = 10;
/** Each git call at most: a start-up never waits long on it. */
const GIT_TIMEOUT_MS = 10_000;

const git = (dir: string, args: string[]): Buffer =>
  execFileSync('git', ['-C', dir, ...args], { timeout: GIT_TIMEOUT_MS, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });

/** The content as commit `commit` had it, its paths those of `contentDir` (so a kept entry names today's files). */
function contentAt(places: ContentPlaces, commit: string): LoadedContent | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'promo-content-history-'));
  try {
    // Run in the content folder, git archives that folder alone, its paths relative to it.
    const tar = git(places.contentDir, ['archive', '--format=tar', commit]);
    execFileSync('tar', ['-x', '-C', dir], { input: tar, timeout: GIT_TIMEOUT_MS });
    const read = loadContentKeeping({ ...places, contentDir: dir }, undefined);
    const here = (file: string) => path.join(places.contentDir, path.relative(dir, file));
    const svgArt = new Map([...read.content.svgArt].map(([file, bytes]) => [here(file), bytes]));
    const heldBack = read.heldBack.map((held) => ({ ...held, file: here(held.file) }));
    return { content: { ...read.content, svgArt }, heldBack };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The newest content of the checkout's last commits (HEAD's parents first) in which none of
 * `held` is held back, or undefined.
 */
export function lastGoodFromHistory(places: ContentPlaces, held: readonly HeldBackFile[]): Content | undefined {
  if (held.length === 0) return undefined;
  let commits: string[];
  // Fails where the folder is no checkout with a history (or there is no git): nothing to read.
  try {
    commits = git(places.contentDir, ['log', '--format=%H', `-n${COMMITS_READ + 1}`, 'HEAD']).toString('utf8').split('\n').filter(Boolean);
  } catch {
    return undefined;
  }
  const wanted = new Set(held.map((file) => file.file));
  for (const commit of commits) {
    const then = contentAt(places, commit);
    if (then && !then.heldBack.some((file) => wanted.has(file.file))) return then.content;
  }
  return undefined;
}
