// The one walk of the content folder, for the watcher's look (content-watch.ts) and for the
// content check (check-content.ts). The folder is untrusted (docs/operations.md «Папка
// контента»): the walk follows no symlink (lstat: a link is an entry of its own, never what it
// points to), goes at most MAX_DEPTH folders deep and names at most MAX_ENTRIES entries, so a
// link to `/` or a folder of a million files costs one bounded walk, and says when it stopped
// at a bound. Asynchronous: a slow volume never holds the event loop the requests share.
import type { Stats } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** content/ holds campaigns/, brands/, banners/ and their files: two levels; a few more for a studio's media folder. */
export const MAX_DEPTH = 4;
/** Far above a content folder's files (a few per campaign). */
export const MAX_ENTRIES = 5_000;

export interface ContentEntry {
  /** The path under the walked folder, with `/` between names. */
  relative: string;
  /** As lstat found it: a folder here is one at MAX_DEPTH, not walked into. */
  found: Stats;
}

/**
 * Every entry under `dir` whose name `leaveOut` does not leave out (with everything under it),
 * bounded as the header says. `dir` itself may be a symlink (a git-sync checkout). Throws
 * when `dir` cannot be read; an entry gone between its folder's listing and its look is skipped.
 */
export async function walkContent(dir: string, leaveOut: (name: string) => boolean) {
  /** In name order, folders walked into left out. */
  const entries: ContentEntry[] = [];
  /** The walk stopped at MAX_ENTRIES: entries past it are not named. */
  let cut = false;
  const walk = async (folder: string, relative: string, depth: number): Promise<void> => {
    for (const name of (await readdir(folder)).sort()) {
      if (leaveOut(name)) continue;
      if (entries.length >= MAX_ENTRIES) return void (cut = true);
      const file = path.join(folder, name);
      const found = await lstat(file).catch(() => undefined);
      if (!found) continue;
      if (found.isDirectory() && depth < MAX_DEPTH) await walk(file, `${relative}${name}/`, depth + 1);
      else entries.push({ relative: `${relative}${name}`, found });
    }
  };
  await walk(dir, '', 0);
  return { entries, cut };
}
