// The content studio's listener (docs/decisions/100-content-studio.md), started by main.ts
// beside the site when STUDIO is set. Local mode first makes the content repository and its
// published checkout (content-repo.ts): the site's content folder becomes that checkout, so
// a publish in the studio (a merge into the published branch) reaches the site by its live
// reload.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import type { RequestHandler } from 'express';
import type { Config, StudioConfig } from '../config.js';
import type { Logger } from '../observability/log.js';
import { bind } from '../lifecycle/listen.js';
import {
  contentRepoPaths, ensureContentRepo, followPublishedBranch, git, publishCheckout, publishedCommit, settleWorkingTree,
} from './content-repo.js';
import { startDecapBackend, type DecapBackend } from './start-decap-backend.js';
import { createStudioApp } from './studio-app.js';
import { createContentHistory } from './content-history.js';
import { createRepoLock } from './repo-lock.js';
import { signingLock } from './studio-authors.js';
import { createBackendGuard } from './backend-guard.js';
import { createCommitWords } from './commit-words.js';
import type { EntryCheck } from '../studio/entry-check.js';
import { localPreviewKey } from './local-preview-key.js';
import { reviewBranches } from './review-branches.js';
import { createCalendarEdits } from './calendar-edits.js';
import { createExperimentEdits } from './experiment-edits.js';
import type { PageRegistry } from '../pages/page-registry.js';

export type LocalContent = Awaited<ReturnType<typeof prepareLocalContent>>;

/**
 * Local mode: the repository (made from `config.contentDir` on first start) and the checkout
 * of its published branch, followed from now on.
 */
export async function prepareLocalContent(
  config: Config, studio: StudioConfig & { backend: { kind: 'local' } }, log: Logger, pageFolders: PageRegistry['pageFolders'],
) {
  const paths = contentRepoPaths(studio.backend.dir);
  const { branch } = studio.backend;
  await ensureContentRepo(paths, config.contentDir, branch);
  // Decap's own publish, should the listener not have merged first (commit-words.ts), is a merge commit too.
  await git(paths.repo, ['config', 'merge.ff', 'false']);
  const commit = await publishedCommit(paths, branch);
  // Checkouts of changes under review a stopped process left behind (review-branches.ts); the publish prunes git's list.
  await rm(paths.review, { recursive: true, force: true });
  await publishCheckout(paths, commit);
  // The one writer at a time in the repository: Decap's calls, the restores, the calendar's edits, and the
  // published checkout's moves, which write the repository's list of worktrees (content-repo.ts).
  const lock = signingLock(createRepoLock({ deadlineMs: studio.backend.gitDeadlineMs, log }), paths.repo);
  const stop = followPublishedBranch(paths, branch, commit, log, lock);
  return {
    /** What the site serves: the published checkout (a symlink swapped on each publish). */
    contentDir: paths.published,
    repo: paths.repo, branch, lock, stop,
    history: createContentHistory({ paths, branch, lock, workDir: studio.backend.dir }),
    calendarEdits: createCalendarEdits({ paths, branch, lock, workDir: studio.backend.dir }),
    experimentEdits: createExperimentEdits({ paths, branch, lock, workDir: studio.backend.dir, pageFolders }),
    /** The preview key kept in the studio's folder, for a server started without PREVIEW_TOKEN (local-preview-key.ts). */
    previewKey: await localPreviewKey(studio.backend.dir),
    /** The open editorial changes a supplier's link shows (review-branches.ts). */
    reviewBranches: reviewBranches(paths, lock),
  };
}

export interface RunningStudio {
  url: string;
  close(): Promise<void>;
}

export async function startStudio(options: {
  studio: StudioConfig;
  distDir: string;
  log: Logger;
  local?: LocalContent;
  endpoints?: RequestHandler[];
  /** The site's check of an entry's change (server/studio/entry-check.ts): the local backend takes no save or publish it refuses. */
  check?: EntryCheck;
}): Promise<RunningStudio> {
  const { studio, distDir, log, local, endpoints, check } = options;
  const backend: DecapBackend | undefined = local ? await startDecapBackend(local.repo, log) : undefined;
  // After a holder overran the lock's deadline (repo-lock.ts): Decap's child and its gits stopped and started anew,
  // and its working tree put back as it rests between calls.
  if (local) local.lock.onOverrun(async () => {
    await backend?.restart();
    await settleWorkingTree(local.repo, local.branch);
  });
  const backendGuard = local && createBackendGuard({ repo: local.repo, branch: local.branch, check });
  const callWords = local && createCommitWords({ repo: local.repo, branch: local.branch });
  const app = createStudioApp({
    studio, distDir, backendGuard, callWords, endpoints,
    backend: backend && local && { socketPath: () => backend.socketPath, lock: local.lock },
  });
  const server: Server = await bind(
    (await import('node:http')).createServer(app),
    studio.port,
    studio.host,
  ).catch(async (error: Error) => {
    await backend?.stop();
    throw error;
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address === '127.0.0.1' || address === '::1' || address === '0.0.0.0' || address === '::' ? 'localhost' : address;
  return {
    url: `http://${host}:${port}/`,
    close: async () => {
      local?.stop();
      await new Promise<void>((done) => server.close(() => done()));
      await backend?.stop();
    },
  };
}
