// The published branch's history as the studio shows it (docs/decisions/117-studio-history.md,
// docs/decisions/117-studio-history.md): what the history page and its endpoints need from
// the content repository. The embedded studio's repository provides it
// (server/studio-listener/content-history.ts); a studio on a git host has that host's history
// instead, and none of this.
import type { Json } from '#shared/content/field-changes.js';
import { moscowMinuteInWords } from '../../studio/moscow-time.js';
import type { EditOutcome } from './calendar-edits.js';

/** One changed field of a content file: by its studio label, with the values before and after (undefined: absent). */
export interface ChangedField {
  /** The field's key in a restore request (shared/content/field-changes.ts's fieldKey). */
  key: string;
  label: string;
  before?: Json;
  after?: Json;
  /** A choice field's words for its values («Черновик» for `draft`), which the page shows instead of the values. */
  choices?: Record<string, string>;
  /** The file as a whole (no JSON fields to compare): added, removed or changed. */
  whole?: 'added' | 'removed' | 'changed';
}

/** One file a commit changed: a content file's fields, or a file as a whole (a picture, a file added or removed). */
export interface ChangedFile {
  file: string;
  /** The entry it is, as the studio names it («Акция «knauf2025»»). */
  title: string;
  /** The fields changed; a file changed as a whole has one field keyed by the file alone, labelled «весь файл». */
  fields: ChangedField[];
}

/** One commit of the published branch. */
export interface HistoryEntry {
  commit: string;
  /** ISO instant the commit was made (for machines: the page says it in Moscow's words). */
  at: string;
  /** Who made it: the name the operator gave the studio, else the commit's author (on a git host, the signed-in person). */
  author: string;
  message: string;
  /** The content files the commit changed (paths in the content folder), as its first parent saw them. */
  files: string[];
  /** What changed in them, field by field. */
  changes: ChangedFile[];
  /** Whether its fields can be restored: not the repository's first commit, nor a scheduled change. */
  restorable: boolean;
  /**
   * A scheduled change that went live at its minute (`at`), with no commit of its own: `commit` is the
   * publish that brought it (docs/decisions/117-studio-history.md).
   */
  scheduled?: true;
}

/**
 * A version as the operator names it, by when (Moscow's, in words) and who; never by its commit:
 * «от 25 ноября 2026, 14:05 (Анна Петрова)», as in «Вернуть как было до правки от …».
 */
export const versionWords = (entry: Pick<HistoryEntry, 'at' | 'author'>): string =>
  `от ${moscowMinuteInWords(entry.at)} (${entry.author})`;

export interface ContentHistory {
  /** The versions that were live, newest first: the published branch's latest commits and the scheduled changes that went live by `now`. */
  list(now: number): Promise<HistoryEntry[]>;
  /**
   * A new commit on the published branch putting back the values `commit` replaced, in the
   * fields `fields` names (keys of its ChangedField; none: every field it changed), merged into
   * the files as they are now; refused when a later commit changed one of them, or a scheduled change live by `now`
   * sets one on the site (docs/decisions/117-studio-history.md). `who` signs it.
   */
  restore(commit: string, fields?: string[], who?: string, now?: number): Promise<EditOutcome>;
}
