// The open editorial changes of the embedded studio's repository, for a supplier's link
// (docs/decisions/242-supplier-link-shows-change-under-review.md): an entry's unpublished change lives on Decap's
// `cms/<collection>/<id>` branch (a campaign's, a landing's, an experiment's), lent as a detached checkout under the
// studio's `review/` folder and removed once read (Decap switches the repository's own working tree). A git host's
// fetched branches are read the same way.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ReviewBranches } from '../preview/changes-under-review.js';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';
import { git, pendingBranch, type ContentRepoPaths } from './content-repo.js';

import type { RepoLock } from './repo-lock.js';

/**
 * `lock`: the lock of the repository's other writers (Decap's local backend): the lent checkout is a
 * worktree, made and removed holding it, as the published checkout is (content-repo.ts's
 * followPublishedBranch); its reading holds nothing.
 */
export function reviewBranches(paths: Pick<ContentRepoPaths, 'repo' | 'review'>, lock?: RepoLock): ReviewBranches {
  const holding = <T>(work: () => Promise<T>) => (lock ? lock.run(work) : work());
  return async (campaignId, collection = 'campaigns') => {
    // Only an id a content file can have, of a collection a folder can be, reaches git.
    if (!SLUG_PATTERN.test(campaignId) || !SLUG_PATTERN.test(collection)) return undefined;
    const commit = await git(paths.repo, ['rev-parse', '--verify', '--quiet', `${pendingBranch(collection, campaignId)}^{commit}`])
      .catch(() => '');
    if (!commit) return undefined;
    return {
      commit,
      async read(use) {
        await mkdir(paths.review, { recursive: true });
        const dir = await mkdtemp(path.join(paths.review, `${campaignId}-`));
        try {
          await holding(() => git(paths.repo, ['worktree', 'add', '--quiet', '--detach', dir, commit]));
          return await use(dir);
        } finally {
          await holding(() => git(paths.repo, ['worktree', 'remove', '--force', dir])).catch(() => undefined);
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  };
}
