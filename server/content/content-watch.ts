// Content goes live without a deploy: the server looks at its content folder every half
// second (the names, sizes and times of its files, and where the folder really is, so a
// git-sync symlink swap counts), and once a change has held still for one look it loads
// and checks the folder as a whole (server/content/load-content.ts). Valid: handed on to
// be swapped in at once (server/create-server.ts). Invalid: the last good content keeps
// serving, one log line per problem, and content_reload_failures_total counts it; the
// same bad folder is not tried again until it changes. Polling rather than fs.watch:
// watchers do not follow a symlink swapped over the folder, nor every network volume.
// It runs beside the requests, never in them: no request does any of this work.
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../observability/log.js';
import { ContentError } from './load-content.js';
import type { PreparedContent } from './site-content.js';

export const CONTENT_POLL_MS = 500;

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
}

export interface ContentWatch {
  stop(): void;
}

/**
 * Every file under `dir` (following symlinks, leaving out dot files such as .git) with its
 * size and time, and the folder's real path. Asynchronous: a slow volume never holds the
 * event loop the requests share.
 */
export async function contentFingerprint(dir: string): Promise<string> {
  const lines: string[] = [];
  const walk = async (folder: string, relative: string): Promise<void> => {
    for (const name of (await readdir(folder)).sort()) {
      if (name.startsWith('.')) continue;
      const file = path.join(folder, name);
      const found = await stat(file).catch(() => undefined);
      if (!found) continue;
      if (found.isDirectory()) await walk(file, `${relative}${name}/`);
      else lines.push(`${relative}${name}:${found.size}:${found.mtimeMs}`);
    }
  };
  try {
    lines.push(await realpath(dir));
    await walk(dir, '');
  } catch (error) {
    return `unreadable: ${(error as NodeJS.ErrnoException).code ?? 'error'}`;
  }
  return lines.join('\n');
}

/** Looks at the folder until stopped; a change from `seen` is loaded, checked and handed on. */
export function watchContent(options: ContentWatchOptions): ContentWatch {
  const { contentDir, prepare, log, seen: served, onValid, onInvalid, pollMs = CONTENT_POLL_MS } = options;
  let seen = served;
  /** One look (and read) at a time: a change seen during a read is taken by the next look. */
  let reading = false;
  /** A change seen once: loaded when the next look finds the folder the same (an editor or git still writing). */
  let settling: string | undefined;

  async function load(): Promise<void> {
    try {
      onValid(await prepare());
      log.info({ contentDir }, 'content changed: the new content is served');
    } catch (error) {
      const problems = error instanceof ContentError ? error.problems : [`${contentDir}: ${(error as Error).message}`];
      for (const problem of problems) log.warn({ contentDir }, `content change refused: ${problem}`);
      onInvalid(problems);
    }
  }

  async function look(): Promise<void> {
    const now = await contentFingerprint(contentDir);
    if (now === seen) return void (settling = undefined);
    if (now !== settling) return void (settling = now);
    seen = now;
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
