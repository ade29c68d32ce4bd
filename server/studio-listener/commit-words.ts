// What the embedded studio's commits say, in Russian (docs/decisions/117-studio-history.md): a save
// names the entry and every field it changed by its form label, told again by the listener from what the entry's
// pending branch, else the published branch, holds (a client's own message is left as it is); a publish is the
// listener's own merge commit, never a fast-forward, so the published branch's first parents are the versions that
// were live (docs/decisions/117-studio-history.md). The words are shared/content/change-words.ts's.
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
