// What the last look at the content folder did, for the studio's «Состояние сайта»
// (server/studio/): accepted whole, accepted with files held back (each with its Russian
// reasons and since when it has been held back), or refused whole. Each instance keeps its
// own: every instance reads the same folder with the same loader, so they tell the same.
import path from 'node:path';
import type { HeldBackFile } from './load-content.js';
import type { ContentWarning } from './content-warnings.js';

/** A held-back file (load-content.ts's HeldBackFile) as the studio shows it. */
export interface HeldBackEntry extends Omit<HeldBackFile, 'file'> {
  /** Relative to the content folder (`campaigns/knauf2025.json`). */
  file: string;
  /** When it was first held back, in a row of reloads (epoch ms). */
  since: number;
}

export interface ReloadEntry {
  at: number;
  /** accepted: every file taken; held-back: the others taken; refused: nothing taken (the folder could not be read). */
  outcome: 'accepted' | 'held-back' | 'refused';
  heldBack: readonly HeldBackEntry[];
  /** With refused: why, in Russian. */
  problems: readonly string[];
  /** What only this change can be warned of: a campaign it brought with every date in the past (content-warnings.ts). */
  warnings: readonly ContentWarning[];
}

export type ReloadLog = ReturnType<typeof createReloadLog>;

export function createReloadLog(contentDir: string, startedAt: number) {
  let last: ReloadEntry | undefined;
  const relative = (file: string) => path.relative(contentDir, file).split(path.sep).join('/');
  return {
    /** When the content now served was first read (start-up). */
    startedAt,
    /** The last reload; undefined until the folder first changes. */
    get last(): ReloadEntry | undefined {
      return last;
    },
    taken(at: number, files: readonly HeldBackFile[], warnings: readonly ContentWarning[] = []): ReloadEntry {
      const before = new Map((last?.heldBack ?? []).map((entry) => [entry.file, entry.since]));
      const heldBack = files.map((held) => {
        const file = relative(held.file);
        return { file, problems: held.problems, kept: held.kept, since: before.get(file) ?? at };
      });
      last = { at, outcome: heldBack.length > 0 ? 'held-back' : 'accepted', heldBack, problems: [], warnings };
      return last;
    },
    refused(at: number, problems: readonly string[]): ReloadEntry {
      last = { at, outcome: 'refused', heldBack: last?.heldBack ?? [], problems, warnings: [] };
      return last;
    },
  };
}
