// The result page's buttons in the embedded studio (docs/decisions/486-experiments-in-the-studio.md), under the
// repository's lock, signed by who clicked. «Оставить как было»: `decision` "a" committed on the published branch
// (published-edit.ts), the test ends at once. «Оставить вариант Б»: first the page's change opened for review as Decap
// opens one (its `cms/…` branch carrying Б's fields, «На проверке» in the branch's description), then `decision` "b"
// with the digest of the page's file as published (`keptOver`): every visitor sees Б until that file changes
// (server/content/experiments.ts).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';
import { EXPERIMENTS_FOLDER } from '#shared/content/experiment-schema.js';
import { withFieldsOver } from '#shared/content/field-changes.js';
import { fileDigest } from '../content/experiments.js';
import { withScheduled } from '../../studio/site-json.js';
import { refusal, type EditOutcome } from '../studio/calendar-edits.js';
import type { ExperimentEdits } from '../studio/experiment-edits.js';
import {
  git, gitBytes, isRecord, jsonObjectAt, pendingBranch, publishedCommit, succeeded, type ContentRepoPaths,
} from './content-repo.js';
import { editPublished, writeJsonFile } from './published-edit.js';
import { overrunAnswer, type RepoLock } from './repo-lock.js';
import type { Version } from '#shared/experiments/versions.js';
import type { PageFolder } from '../pages/page-kind.js';

/** The state a change opened by the studio starts in: «На проверке» (Decap's label: its prefix and the status). */
const UNDER_REVIEW = 'decap-cms/pending_review';

export function createExperimentEdits(options: {
  paths: ContentRepoPaths; branch: string; lock: RepoLock; workDir: string;
  /** The kinds' folders of pages (the landings'): a page there takes Б as its kind puts it over its file. */
  pageFolders?: readonly Pick<PageFolder, 'folder' | 'form' | 'experiment'>[];
}): ExperimentEdits {
  const { paths, branch, lock, workDir, pageFolders = [] } = options;
  /** The folders a page's file may be in, each with its name in a commit and how Б is put over the file. */
  type Over = (file: unknown, variant: unknown) => unknown;
  const places = [{ folder: 'campaigns', label: 'Акции', over: withScheduled as Over },
    ...pageFolders.flatMap(({ folder, form, experiment }) => (experiment ? [{ folder, label: form.label, over: experiment.over }] : []))];
  const fileOf = (id: string) => `${EXPERIMENTS_FOLDER}/${id}.json`;

  /** The decision written into the published experiment's file; `keptOver`: Б kept over the page's file with this digest. */
  const decide = (id: string, decision: Version, keptOver?: string) => {
    let name = id;
    return editPublished({
      paths, branch, workDir,
      message: () => [`Эксперимент «${name}»: ${decision === 'b' ? 'оставлен вариант Б' : 'оставлено как было'}`],
      unchanged: 'Решение по этому эксперименту уже принято.',
      edit: async (dir, head) => {
        const experiment = await jsonObjectAt(paths.repo, head, fileOf(id));
        if (!experiment) return `Нет эксперимента «${id}» в опубликованном контенте`;
        if (typeof experiment.name === 'string') name = experiment.name;
        if (experiment.decision) return 'Решение по этому эксперименту уже принято.';
        await writeJsonFile(path.join(dir, fileOf(id)), { ...experiment, decision, ...(keptOver ? { keptOver } : {}) });
        return undefined;
      },
    });
  };

  /**
   * A change opened for review as Decap opens one: the branch `cms/<collection>/<slug>` from the published commit `head`
   * with `file` written as `value`, «На проверке»; refused when the entry has a change under review already.
   */
  async function openChange(
    head: string, change: { collection: string; slug: string; file: string }, value: unknown, message: string,
  ): Promise<EditOutcome> {
    const { collection, slug, file } = change;
    const review = pendingBranch(collection, slug);
    if (await succeeded(git(paths.repo, ['rev-parse', '--verify', '--quiet', review]))) {
      return refusal(409, `${collection === 'campaigns' ? 'У акции' : 'У страницы'} уже есть правка на согласовании: опубликуйте `
        + 'или удалите её в «Процессе работы», затем нажмите «Оставить вариант Б» снова. Ничего не изменено.');
    }
    const scratch = path.join(workDir, 'opening-change');
    const short = review.replace('refs/heads/', '');
    await rm(scratch, { recursive: true, force: true });
    await git(paths.repo, ['worktree', 'prune']);
    await git(paths.repo, ['worktree', 'add', '--quiet', '-b', short, scratch, head]);
    try {
      await writeJsonFile(path.join(scratch, file), value);
      await git(scratch, ['add', '--all']);
      await git(scratch, ['commit', '--quiet', '--no-verify', '--no-gpg-sign', '-m', message]);
      await git(paths.repo, ['config', `branch.${short}.description`, UNDER_REVIEW]);
      return { done: true, commit: await git(scratch, ['rev-parse', 'HEAD']) };
    } finally {
      await git(paths.repo, ['worktree', 'remove', '--force', scratch]).catch(() => undefined);
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /**
   * The page's change with Б's fields, on its review branch, and the digest of the page's file as published; a refusal
   * when it cannot be opened. The page is a file of a folder (a campaign's, a landing's), else a kind's own (`<kind>.json`,
   * Decap's «Страницы»).
   */
  async function openReviewChange(id: string): Promise<EditOutcome & { keptOver?: string }> {
    const head = await publishedCommit(paths, branch);
    const experiment = await jsonObjectAt(paths.repo, head, fileOf(id));
    if (!experiment) return refusal(404, `Нет эксперимента «${id}» в опубликованном контенте`);
    if (experiment.decision) return refusal(409, 'Решение по этому эксперименту уже принято.');
    const name = typeof experiment.name === 'string' ? experiment.name : id;
    const pageId = String(experiment.page ?? experiment.campaign);
    const valid = SLUG_PATTERN.test(pageId) && isRecord(experiment.variant);
    const files = valid ? await Promise.all(places.map(({ folder }) => jsonObjectAt(paths.repo, head, `${folder}/${pageId}.json`))) : [];
    const at = files.findIndex(Boolean);
    const place = places[at] ?? { folder: 'pages', label: 'Страницы', over: withFieldsOver as Over };
    const file = at < 0 ? `${pageId}.json` : `${place.folder}/${pageId}.json`;
    const own = files[at] ?? (valid ? await jsonObjectAt(paths.repo, head, file) : undefined);
    if (!own || !isRecord(experiment.variant)) return refusal(404, `Нет страницы «${pageId}» в опубликованном контенте`);
    const change = { collection: place.folder, slug: pageId, file };
    const message = `Правка: ${place.label} «${pageId}» — вариант Б эксперимента «${name}»`;
    const withB = place.over(own, experiment.variant);
    const opened = await openChange(head, change, withB, message);
    return opened.done ? { ...opened, keptOver: fileDigest(await gitBytes(paths.repo, ['show', `${head}:${file}`])) } : opened;
  }

  const run = (id: string, who: string | undefined, work: () => Promise<EditOutcome>) => {
    if (!SLUG_PATTERN.test(id)) return Promise.resolve(refusal(404, 'Нет такого эксперимента'));
    return lock.run(work, { who }).catch(overrunAnswer((told) => refusal(503, told)));
  };

  return {
    keepA: (id, who) => run(id, who, () => decide(id, 'a')),
    keepB: (id, who) => run(id, who, async () => {
      const opened = await openReviewChange(id);
      return opened.done ? decide(id, 'b', opened.keptOver) : opened;
    }),
  };
}
