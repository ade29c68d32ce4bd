// Content goes live without a deploy: the folder is looked at every CONTENT_POLL_MS (its files' names, sizes and
// times, and where the folder really is, so a git-sync symlink swap counts) by content-walk.ts's bounded walk,
// which follows no symlink; a change that held still for one look has the folder read again
// (create-server.ts's reloadContent). A change that left a file refused counts as a reload failure
// (content_reload_failures_total) once it stood so for BROKEN_FOR_MS: a file written in parts is no failure once
// whole. Polling, not fs.watch nor chokidar: docs/decisions/170-health-on-the-main-loop.md.
// It runs beside the requests, never in them; a look slower than its period is logged.
import type { Stats } from 'node:fs';
import { realpath } from 'node:fs/promises';
import type { Logger } from '../observability/log.js';
import { walkContent } from './content-walk.js';

export const CONTENT_POLL_MS = 500;
/** How long a refused change must stand as it is before it counts as a reload failure. */
export const BROKEN_FOR_MS = 5_000;
export interface ContentWatchOptions {
  contentDir: string;
  /** Reads the changed folder and serves what of it is good (server/create-server.ts); never throws; true: a file was refused. */
  reload(): Promise<boolean>;
  /** A refused change has stood BROKEN_FOR_MS: one reload failure. */
  onStandingFailure(): void;
  log: Logger;
  /** The folder's contentFingerprint when the content now served was read. */
  seen: string;
  pollMs?: number;
}

const typeOf = (found: Stats) => (found.isSymbolicLink() ? 'link' : found.isFile() ? 'file' : 'other');

/**
 * Every entry under `dir` (leaving out dot files such as .git) with its size and time, as
 * content-walk.ts finds them, and the folder's real path (`dir` itself may be a symlink:
 * git-sync swaps it).
 */
export async function contentFingerprint(dir: string): Promise<string> {
  try {
    const { entries } = await walkContent(dir, (name) => name.startsWith('.'));
    const lines = entries.map(({ relative, found }) => `${relative}:${typeOf(found)}:${found.size}:${found.mtimeMs}`);
    return [await realpath(dir), ...lines].join('\n');
  } catch (error) {
    return `unreadable: ${(error as NodeJS.ErrnoException).code ?? 'error'}`;
  }
}

/** Looks at the folder until stopped; a change from `seen` is read again. */
export function watchContent(options: ContentWatchOptions) {
  const { contentDir, reload, onStandingFailure, log, seen: served, pollMs = CONTENT_POLL_MS } = options;
  let seen = served;
  /** Since when the refused change now standing has stood; cleared when counted or when the folder changes. */
  let refusedSince: number | undefined;
  /** One look (and read) at a time: a change seen during a read is taken by the next look. */
  let reading = false;
  /** A change seen once: loaded when the next look finds the folder the same (an editor or git still writing). */
  let settling: string | undefined;

  /** A refusal that has stood its time is a reload failure, counted once. */
  function countStanding(): void {
    if (refusedSince === undefined || Date.now() - refusedSince < BROKEN_FOR_MS) return;
    refusedSince = undefined;
    log.warn({ contentDir }, 'content change still refused: counted as a reload failure');
    onStandingFailure();
  }

  async function look(): Promise<void> {
    const started = Date.now();
    const found = await contentFingerprint(contentDir);
    const ms = Date.now() - started;
    // Nothing else would say that changes wait: a folder grown huge, a slow volume.
    if (ms > pollMs) log.warn({ contentDir, ms, pollMs }, `content look took ${ms} ms, longer than its period of ${pollMs} ms`);
    if (found === seen) {
      settling = undefined;
      return countStanding();
    }
    if (found !== settling) return void (settling = found);
    seen = found;
    settling = undefined;
    refusedSince = (await reload()) ? Date.now() : undefined;
  }

  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    void look().finally(() => (reading = false));
  }, pollMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
