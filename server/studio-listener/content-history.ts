// The embedded studio's history and restore (docs/decisions/117-studio-history.md): the
// published branch's commits, read from the content repository, and «Вернуть как было до этой
// правки» as a new revert commit on that branch, which the published checkout follows like any
// publish (content-repo.ts). The revert is made in a worktree of its own, so a conflict leaves
// Decap's working tree, the branch and the site exactly as they were; the branch then moves by
// a fast-forward only, never rewritten. Every step holds the repository's lock (repo-lock.ts).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ContentHistory, HistoryEntry, RestoreOutcome } from '../studio/content-history.js';
import { git, publishedCommit, type ContentRepoPaths } from './content-repo.js';
import type { RepoLock } from './repo-lock.js';

/** How many commits the history page lists, and how far back a restore may reach. */
const LISTED = 50;
/** git's answer for the listing is bounded: 50 commits with their messages and file names fit well under it. */
const LISTING_BYTES = 2 * 1024 * 1024;
const RECORD = '\x1e';
const FIELD = '\x1f';

const FULL_COMMIT = /^[0-9a-f]{40}$/;

function parseEntry(record: string): HistoryEntry | undefined {
  const [commit, parents, at, author, message, names] = record.split(FIELD);
  if (!commit || names === undefined) return undefined;
  return {
    commit, at: at ?? '', author: author ?? '', message: (message ?? '').trim(),
    files: names.split('\n').map((line) => line.trim()).filter(Boolean),
    restorable: (parents ?? '').trim() !== '',
  };
}

const refusal = (status: number, message: string): RestoreOutcome => ({ restored: false, status, message });
const failed = (work: Promise<unknown>) => work.then(() => false, () => true);

export function createContentHistory(options: {
  paths: ContentRepoPaths; branch: string; lock: RepoLock; workDir: string;
}): ContentHistory {
  const { paths, branch, lock } = options;
  const repoGit = (args: string[]) => git(paths.repo, args);
  /** The worktree a revert is made in, beside the repository; one at a time (the lock). */
  const scratch = path.join(options.workDir, 'restoring');

  async function list(): Promise<HistoryEntry[]> {
    const out = await git(paths.repo, [
      '-c', 'core.quotepath=off', 'log', '--first-parent', '--diff-merges=first-parent', '--name-only', `-n${LISTED}`,
      `--format=${RECORD}%H${FIELD}%P${FIELD}%aI${FIELD}%an${FIELD}%B${FIELD}`, `refs/heads/${branch}`, '--',
    ], LISTING_BYTES);
    return out.split(RECORD).map(parseEntry).filter((entry): entry is HistoryEntry => entry !== undefined);
  }

  async function revertIn(head: string, commit: string, parents: string[], subject: string): Promise<RestoreOutcome | string> {
    await rm(scratch, { recursive: true, force: true });
    await repoGit(['worktree', 'prune']);
    await repoGit(['worktree', 'add', '--quiet', '--detach', scratch, head]);
    const inScratch = (args: string[]) => git(scratch, args);
    // A publish merged into the branch is undone against its first parent: the branch as it was before it.
    const mainline = parents.length > 1 ? ['-m', '1'] : [];
    if (await failed(inScratch(['revert', '--no-commit', ...mainline, commit]))) {
      const conflicted = await inScratch(['-c', 'core.quotepath=off', 'diff', '--name-only', '--diff-filter=U']).catch(() => '');
      const files = conflicted.split('\n').filter(Boolean);
      return refusal(409, 'Нельзя вернуть эту правку: позже другая правка изменила те же места' +
        `${files.length ? ` (${files.join(', ')})` : ''}. Ничего не изменено. Откатите сначала более поздние правки ` +
        'или исправьте запись в студии вручную.');
    }
    if (!(await failed(inScratch(['diff', '--cached', '--quiet'])))) {
      return refusal(409, 'Эта правка уже отменена: на сайте и так то, что было до неё. Ничего не изменено.');
    }
    await inScratch(['commit', '--quiet', '--no-verify', '--no-gpg-sign',
      '-m', `Вернуть как было до правки ${commit.slice(0, 7)}: «${subject}»`, '-m', `Отменяет ${commit}.`]);
    return inScratch(['rev-parse', 'HEAD']);
  }

  async function restore(commit: string): Promise<RestoreOutcome> {
    if (!FULL_COMMIT.test(commit)) return refusal(400, 'Правка не указана (нужен полный номер коммита)');
    return lock.run(async () => {
      const head = await publishedCommit(paths, branch);
      const line = (await repoGit(['rev-list', '--first-parent', `-n${LISTED}`, head])).split('\n');
      if (!line.includes(commit)) return refusal(404, 'Такой правки нет среди последних в истории опубликованного контента');
      const [, ...parents] = (await repoGit(['rev-list', '--parents', '-n1', commit])).split(' ');
      if (parents.length === 0) return refusal(409, 'Это начало истории студии: до него вернуть нечего');
      const subject = (await repoGit(['log', '-1', '--format=%s', commit])).trim();
      try {
        const made = await revertIn(head, commit, parents, subject);
        if (typeof made !== 'string') return made;
        // Decap's working tree rests on the published branch between its calls: a fast-forward moves the
        // branch, its index and its files together; on another branch only the branch's ref moves, and
        // only from the commit the revert was made on.
        const current = await repoGit(['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '');
        const moved = current === branch
          ? repoGit(['merge', '--ff-only', '--quiet', made])
          : repoGit(['update-ref', `refs/heads/${branch}`, made, head]);
        if (await failed(moved)) {
          return refusal(409, 'Хранилище студии сейчас занято другой правкой: ничего не изменено, попробуйте ещё раз');
        }
        return { restored: true, commit: made, revertOf: commit };
      } finally {
        await repoGit(['worktree', 'remove', '--force', scratch]).catch(() => undefined);
        await rm(scratch, { recursive: true, force: true });
        await repoGit(['worktree', 'prune']).catch(() => undefined);
      }
    });
  }

  return { list, restore };
}
