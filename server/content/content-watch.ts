// Content goes live without a deploy: the server looks at its content folder every half
// second (the names, sizes and times of its files, and where the folder really is, so a
// git-sync symlink swap counts), and once a change has held still for one look it loads
// and checks the folder as a whole (server/content/load-content.ts). Valid: handed on to
// be swapped in at once (server/create-server.ts). Invalid: the last good content keeps
// serving, one log line per problem; the same bad folder is not tried again until it
// changes, and content_reload_failures_total counts it once it has stayed so for
// BROKEN_FOR_MS (a file written in parts is refused once per partial state, and is no
// failure when whole). Polling rather than fs.watch: watchers do not follow a symlink
// swapped over the folder, nor every network volume. It runs beside the requests, never
// in them: no request does any of this work.
//
// The folder is untrusted (docs/operations.md "Папка контента"): the look follows no
// symlink (lstat; a link counts as a change of its own, never as what it points to), goes
// at most MAX_DEPTH folders deep and names at most MAX_ENTRIES entries, so a link to `/`
// or a folder of a million files costs one bounded look; a look slower than its period is logged.
import type { Stats } from 'node:fs';
import { lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../observability/log.js';
import { ContentError } from './load-content.js';
import type { PreparedContent } from './site-content.js';

export const CONTENT_POLL_MS = 500;
/** How long a refused change must stay as it is before it counts as a reload failure. */
export const BROKEN_FOR_MS = 5_000;
/** content/ holds campaigns/, brands/, banners/ and their files: two levels; a few more for a studio's media folder. */
const MAX_DEPTH = 4;
/** Far above a content folder's files (a few per campaign). */
const MAX_ENTRIES = 5_000;

export interface ContentWatchOptions {
  contentDir: string;
  /** Reads, checks and prepares the folder (server/content/site-content.ts's prepareContent); throws ContentError. */
  prepare(): Promise<PreparedContent>;
  log: Logger;
  /** The folder's contentFingerprint when the content now served was read. */
  seen: string;
  /** The change's content, checked. */
  onValid(prepared: PreparedContent): void;
  /** The change was refused (its problems are logged here). */
  onInvalid(problems: readonly string[]): void;
  pollMs?: number;
  brokenForMs?: number;
  /** Real time, for the look's duration and how long a refusal has stood. */
  now?: () => number;
}

export interface ContentWatch {
  stop(): void;
}

const typeOf = (found: Stats) => (found.isSymbolicLink() ? 'link' : found.isFile() ? 'file' : 'other');

/**
 * Every entry under `dir` (leaving out dot files such as .git) with its size and time, a
 * symlink as itself (never followed), within MAX_DEPTH and MAX_ENTRIES, and the folder's
 * real path (`dir` itself may be a symlink: git-sync swaps it). Asynchronous: a slow
 * volume never holds the event loop the requests share.
 */
export async function contentFingerprint(dir: string): Promise<string> {
  const lines: string[] = [];
  const walk = async (folder: string, relative: string, depth: number): Promise<void> => {
    for (const name of (await readdir(folder)).sort()) {
      if (name.startsWith('.')) continue;
      if (lines.length >= MAX_ENTRIES) return;
      const file = path.join(folder, name);
      const found = await lstat(file).catch(() => undefined);
      if (!found) continue;
      if (found.isDirectory() && depth < MAX_DEPTH) await walk(file, `${relative}${name}/`, depth + 1);
      else lines.push(`${relative}${name}:${typeOf(found)}:${found.size}:${found.mtimeMs}`);
    }
  };
  try {
    lines.push(await realpath(dir));
    await walk(dir, '', 0);
  } catch (error) {
    return `unreadable: ${(error as NodeJS.ErrnoException).code ?? 'error'}`;
  }
  return lines.join('\n');
}

/** Looks at the folder until stopped; a change from `seen` is loaded, checked and handed on. */
export function watchContent(options: ContentWatchOptions): ContentWatch {
  const {
    contentDir, prepare, log, seen: served, onValid, onInvalid, pollMs = CONTENT_POLL_MS, brokenForMs = BROKEN_FOR_MS, now = Date.now,
  } = options;
  let seen = served;
  /** The refused change now standing, until it has stood BROKEN_FOR_MS (then counted) or the folder changes. */
  let refused: { since: number; problems: readonly string[] } | undefined;
  /** One look (and read) at a time: a change seen during a read is taken by the next look. */
  let reading = false;
  /** A change seen once: loaded when the next look finds the folder the same (an editor or git still writing). */
  let settling: string | undefined;

  async function load(): Promise<void> {
    refused = undefined;
    try {
      onValid(await prepare());
      log.info({ contentDir }, 'content changed: the new content is served');
    } catch (error) {
      const problems = error instanceof ContentError ? error.problems : [`${contentDir}: ${(error as Error).message}`];
      for (const problem of problems) log.warn({ contentDir }, `content change refused: ${problem}`);
      refused = { since: now(), problems };
    }
  }

  /** A refusal that has stood its time is a reload failure, counted once. */
  function countStanding(): void {
    if (!refused || now() - refused.since < brokenForMs) return;
    log.warn({ contentDir, problems: refused.problems.length }, 'content change still refused: counted as a reload failure');
    onInvalid(refused.problems);
    refused = undefined;
  }

  async function look(): Promise<void> {
    const started = now();
    const found = await contentFingerprint(contentDir);
    const ms = now() - started;
    // Nothing else would say that changes wait: a folder grown huge, a slow volume.
    if (ms > pollMs) log.warn({ contentDir, ms, pollMs }, `content look took ${ms} ms, longer than its period of ${pollMs} ms`);
    if (found === seen) {
      settling = undefined;
      return countStanding();
    }
    if (found !== settling) return void (settling = found);
    seen = found;
    settling = undefined;
    await load();
  }

  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    void look().finally(() => (reading = false));
  }, pollMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
