// Who made each commit of the embedded studio's repository (docs/decisions/117-studio-history.md): Decap commits as
// one identity, so the name the operator gave the studio (server/studio/operator-name.ts) signs every commit of their
// calls in a git note (refs/notes/studio-authors), read from the repository itself; the commits stay as Decap made them.
import { git } from './content-repo.js';
import type { RepoLock } from './repo-lock.js';

export const AUTHOR_NOTES = 'refs/notes/studio-authors';

const heads = async (repo: string) =>
  (await git(repo, ['for-each-ref', '--format=%(objectname)', 'refs/heads'])).split('\n').filter(Boolean);

/** Signs `commits` with `who` (a note per commit; a later note replaces an earlier one). */
export async function signCommits(repo: string, commits: string[], who: string): Promise<void> {
  for (const commit of commits) await git(repo, ['notes', `--ref=${AUTHOR_NOTES}`, 'add', '-f', '-m', who, commit]);
}

/**
 * The repository's lock (repo-lock.ts) that, for work done on behalf of a named operator, signs
 * every commit the work added to any branch: Decap's calls make them on its own branches and the
 * published one. A failure to sign never fails the work.
 */
export function signingLock(lock: RepoLock, repo: string): RepoLock {
  return {
    run(work, turn) {
      const who = turn?.who;
      if (who === undefined) return lock.run(work, turn);
      return lock.run(async (deadline) => {
        const before = await heads(repo).catch(() => undefined);
        try {
          return await work(deadline);
        } finally {
          if (before) {
            const after = await heads(repo).catch(() => before);
            const added = after.some((head) => !before.includes(head))
              ? (await git(repo, ['rev-list', ...after, '--not', ...before, '--']).catch(() => '')).split('\n').filter(Boolean)
              : [];
            await signCommits(repo, added, who).catch(() => undefined);
          }
        }
      }, turn);
    },
    onOverrun: (recover) => lock.onOverrun(recover),
  };
}
