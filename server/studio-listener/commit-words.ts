// What the embedded studio's commits say, in Russian (docs/decisions/280-studio-form-words.md,
// docs/decisions/310-studio-commit-words-everywhere.md). A save: the entry by the studio's name for
// it and every field the save changed by its form label («Правка: Акция «knauf2025» — Баннер-картинка,
// Тексты по фазам › Идёт › Заголовок»); Decap writes its template (decap-config.ts's
// commit_messages) and, in the browser, the fields it saw change (studio/commit-fields.ts); the
// listener tells them again from what the entry's pending branch, else the published branch,
// holds, before the call reaches the local backend. A message that is not the studio's template
// (a client's own) is left as it is. A publish: the listener makes the merge itself, always a merge
// commit («Публикация: Акция «…» — fields», never a fast-forward: docs/decisions/331-history-of-live-versions.md),
// and Decap's own merge then finds nothing left to do. So the published branch's first parents are
// the versions that were live, and a change's saves under review stay off that line. The words are
// shared/content/change-words.ts's, as the browser's are.
import { changedFieldWords, parsedJson, withFields } from '#shared/content/change-words.js';
import { dataFilesOf, type BackendCall } from './backend-guard.js';
import { git, isRecord, pendingBranch, succeeded } from './content-repo.js';
import { fileTitle, formFieldLabel } from './field-labels.js';

/** Changes a call before it reaches the local backend (here: its commit message, or a publish's merge). */
export type CallWords = (call: BackendCall) => Promise<void>;

/** What decap-config.ts's commit_messages make of a save: «Новая запись: Акция «…»», «Правка: Бренд «…»». */
const STUDIO_TEMPLATE = /^(Новая запись|Правка): /;

export function createCommitWords({ repo, branch }: { repo: string; branch: string }): CallWords {
  /** The file at `ref`; undefined: none there. */
  const fileAt = (ref: string, file: string) => git(repo, ['show', `${ref}:${file}`]).catch(() => undefined);

  /** «<what>: Акция «knauf2025» — <fields>» for one file's change. */
  const line = (what: string, file: string, before: string | undefined, after: string | undefined) =>
    withFields(`${what}: ${fileTitle(file, parsedJson(after ?? before))}`,
      changedFieldWords(before, after, (path) => formFieldLabel(file, path.join('.'))));

  async function saveWords(params: Record<string, unknown>, options: Record<string, unknown>): Promise<void> {
    // Only the studio's own template is told further; a message a client wrote itself stays its own.
    if (typeof options.commitMessage !== 'string' || !STUDIO_TEMPLATE.test(options.commitMessage)) return;
    const collection = typeof options.collectionName === 'string' ? options.collectionName : '';
    const lines: string[] = [];
    for (const { path: file, raw, slug } of dataFilesOf(params)) {
      const pending = pendingBranch(collection, typeof slug === 'string' ? slug : '');
      const old = (await fileAt(pending, file)) ?? (await fileAt(`refs/heads/${branch}`, file));
      lines.push(line(old === undefined ? 'Новая запись' : 'Правка', file, old, raw));
    }
    if (lines.length > 0) options.commitMessage = lines.join('\n');
  }

  /** A publish, merged here as a merge commit with the studio's words; anything else is left to Decap. */
  async function publishMerge(params: Record<string, unknown>): Promise<void> {
    const pending = pendingBranch(params.collection, params.slug);
    const published = `refs/heads/${branch}`;
    // Decap merges into its working tree, which rests on the published branch between its calls.
    if ((await git(repo, ['symbolic-ref', '--quiet', 'HEAD']).catch(() => '')) !== published) return;
    if (!(await succeeded(git(repo, ['rev-parse', '--verify', '--quiet', pending])))) return;
    const base = await git(repo, ['merge-base', published, pending]);
    // The entry first: its line is the subject «История» names the publish by, its pictures after it.
    const files = (await git(repo, ['diff', '--name-only', base, pending, '--'])).split('\n').filter(Boolean)
      .sort((a, b) => Number(!a.endsWith('.json')) - Number(!b.endsWith('.json')));
    const lines = await Promise.all(files.map(async (file) =>
      line('Публикация', file, await fileAt(base, file), await fileAt(pending, file))));
    const merged = git(repo, ['merge', '--no-ff', '--no-verify', '--no-gpg-sign', '--quiet', '-m', lines.join('\n'), pending]);
    // A merge git cannot make alone is Decap's to fail as it does: nothing of this one stays.
    if (!(await succeeded(merged))) await git(repo, ['merge', '--abort']).catch(() => undefined);
  }

  return async (call) => {
    const { params } = call;
    if (!isRecord(params)) return;
    if (call.action === 'publishUnpublishedEntry') return publishMerge(params);
    if (call.action === 'persistEntry' && isRecord(params.options)) return saveWords(params, params.options);
  };
}
