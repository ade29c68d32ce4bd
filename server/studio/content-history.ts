// The published branch's history as the studio shows it (docs/decisions/117-studio-history.md):
// what the history page and its endpoints need from the content repository. The embedded
// studio's repository provides it (server/studio-listener/content-history.ts); a studio on a
// git host has that host's history instead, and none of this.

/** One commit of the published branch. */
export interface HistoryEntry {
  commit: string;
  /** ISO instant the commit was made. */
  at: string;
  author: string;
  message: string;
  /** The content files the commit changed (paths in the content folder), as its first parent saw them. */
  files: string[];
  /** Whether «Вернуть как было до этой правки» can apply: not the repository's first commit. */
  restorable: boolean;
}

export type RestoreOutcome =
  | { restored: true; commit: string; revertOf: string }
  | { restored: false; status: number; message: string };

export interface ContentHistory {
  /** The latest commits of the published branch, newest first. */
  list(): Promise<HistoryEntry[]>;
  /** A new commit on the published branch undoing `commit`'s change; never rewrites the branch. */
  restore(commit: string): Promise<RestoreOutcome>;
}
