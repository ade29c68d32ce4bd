// A commit the studio itself makes on the published branch (a restore, «Завершить сейчас», a cancelled scheduled change):
// made in a scratch worktree at the branch's commit, so a refusal leaves Decap's tree, the branch and the site as they
// were; the branch moves by fast-forward only (docs/decisions/117-studio-history.md). The caller holds the lock.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { refusal, type EditOutcome } from '../studio/calendar-edits.js';
import { git, publishedCommit, succeeded, type ContentRepoPaths } from './content-repo.js';

/** Writes a content file's JSON as the studio writes its files (studio/site-json.ts). */
export const writeJsonFile = (file: string, data: unknown) => writeFile(file, `${JSON.stringify(data, null, 2)}\n`);

/**
 * Runs `edit` in a worktree at the published commit (it returns a refusal, or nothing), then
 * commits what it changed with `message` and moves the branch to it. Nothing changed: `unchanged`.
 */
export async function editPublished(options: {
  /** The commit's message; a function: said once the edit is made (it may name what the edit read). */
  paths: ContentRepoPaths; branch: string; workDir: string; message: string[] | (() => string[]); unchanged: string;
  edit: (dir: string, head: string) => Promise<string | undefined>;
}): Promise<EditOutcome> {
  const { paths, branch } = options;
  const repoGit = (args: string[]) => git(paths.repo, args);
  const scratch = path.join(options.workDir, 'restoring');
  const head = await publishedCommit(paths, branch);
  await rm(scratch, { recursive: true, force: true });
  await repoGit(['worktree', 'prune']);
  await repoGit(['worktree', 'add', '--quiet', '--detach', scratch, head]);
  try {
    const refused = await options.edit(scratch, head);
    if (refused) return refusal(409, refused);
    await git(scratch, ['add', '--all']);
    if (await succeeded(git(scratch, ['diff', '--cached', '--quiet']))) return refusal(409, options.unchanged);
    const message = typeof options.message === 'function' ? options.message() : options.message;
    await git(scratch, ['commit', '--quiet', '--no-verify', '--no-gpg-sign', ...message.flatMap((line) => ['-m', line])]);
    const made = await git(scratch, ['rev-parse', 'HEAD']);
    // Decap's working tree rests on the published branch between its calls: a fast-forward moves the
    // branch, its index and its files together; on another branch only the branch's ref moves, and
    // only from the commit the edit was made on.
    const current = await repoGit(['symbolic-ref', '--quiet', '--short', 'HEAD']).catch(() => '');
    const moved = current === branch
      ? repoGit(['merge', '--ff-only', '--quiet', made])
      : repoGit(['update-ref', `refs/heads/${branch}`, made, head]);
    const busy = 'Хранилище студии сейчас занято другой правкой: ничего не изменено, попробуйте ещё раз';
    if (!(await succeeded(moved))) return refusal(409, busy);
    return { done: true, commit: made };
  } finally {
    await repoGit(['worktree', 'remove', '--force', scratch]).catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
    await repoGit(['worktree', 'prune']).catch(() => undefined);
  }
}
