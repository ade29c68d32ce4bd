// Content goes live without a deploy: the server looks at its content folder every half
// second (the names, sizes and times of its files, and where the folder really is, so a
// git-sync symlink swap counts), and once a change has held still for one look it has the
// folder read again (server/create-server.ts's reloadContent: checked by the loader, every
// good file swapped in at once, a broken one held back with its last good version serving
// on, one log line per problem); the same folder is not read again until it changes.
// Polling rather than fs.watch:
// watchers do not follow a symlink swapped over the folder, nor every network volume.
// It runs beside the requests, never in them: no request does any of this work.
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export const CONTENT_POLL_MS = 500;

export interface ContentWatchOptions {
  contentDir: string;
  /** Reads the changed folder and serves what of it is good (server/create-server.ts); never throws. */
  reload(): Promise<void>;
  /** The folder's contentFingerprint when the content now served was read. */
  seen: string;
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

/** Looks at the folder until stopped; a change from `seen` is read again. */
export function watchContent(options: ContentWatchOptions): ContentWatch {
  const { contentDir, reload, seen: served, pollMs = CONTENT_POLL_MS } = options;
  let seen = served;
  /** One look (and read) at a time: a change seen during a read is taken by the next look. */
  let reading = false;
  /** A change seen once: loaded when the next look finds the folder the same (an editor or git still writing). */
  let settling: string | undefined;

  async function look(): Promise<void> {
    const now = await contentFingerprint(contentDir);
    if (now === seen) return void (settling = undefined);
    if (now !== settling) return void (settling = now);
    seen = now;
    settling = undefined;
    await reload();
  }

  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    void look().finally(() => (reading = false));
  }, pollMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
