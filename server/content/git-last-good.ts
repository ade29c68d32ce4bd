// A process started on a folder with a broken file has no content served before it to keep that file's last good
// version from (and a new Pod's first checkout replaces its image's older content). When the folder is a git
// checkout (git-sync's), the newest commit in which the held-back files pass is read with `git archive` into a
// temporary folder and becomes the content served before; the commits tried are those that changed a held-back file,
// newest first (docs/decisions/351-content-history-in-the-pod.md). git runs in child processes. No git, not a
// checkout, or no good version in the history: undefined.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContentKeeping, type Content, type ContentPlaces, type HeldBackFile, type LoadedContent } from './load-content.js';

/** Each git call at most: a start-up never waits long on it. */
const GIT_TIMEOUT_MS = 10_000;

const run = promisify(execFile);
const git = async (dir: string, args: string[]): Promise<string> =>
  (await run('git', ['-C', dir, ...args], { timeout: GIT_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 })).stdout;

/** The content as commit `commit` had it, its paths those of `contentDir` (so a kept entry names today's files). */
async function contentAt(places: ContentPlaces, commit: string): Promise<LoadedContent | undefined> {
  const dir = mkdtempSync(path.join(tmpdir(), 'promo-content-history-'));
  try {
    // Run in the content folder, git archives that folder alone, its paths relative to it.
    await git(places.contentDir, ['archive', '--format=tar', `--output=${path.join(dir, 'content.tar')}`, commit]);
    await run('tar', ['-x', '-f', 'content.tar', '-C', dir], { cwd: dir, timeout: GIT_TIMEOUT_MS });
    rmSync(path.join(dir, 'content.tar'));
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
 * The newest content of the checkout's history in which none of `held` is held back, or
 * undefined: tried at each commit that changed one of them (one of their versions), newest first.
 */
export async function lastGoodFromHistory(places: ContentPlaces, held: readonly HeldBackFile[]): Promise<Content | undefined> {
  if (held.length === 0) return undefined;
  const files = held.map((file) => path.relative(places.contentDir, file.file));
  let commits: string[];
  // Fails where the folder is no checkout with a history (or there is no git): nothing to read.
  try {
    commits = (await git(places.contentDir, ['log', '--format=%H', 'HEAD', '--', ...files])).split('\n').filter(Boolean);
  } catch {
    return undefined;
  }
  const wanted = new Set(held.map((file) => file.file));
  for (const commit of commits) {
    const then = await contentAt(places, commit);
    if (then && !then.heldBack.some((file) => wanted.has(file.file))) return then.content;
  }
  return undefined;
}
