// What the studio's listener lets through to Decap's local backend (docs/decisions/240-studio-media-never-overwrite.md):
// the published branch is written only by a publish of an entry's editorial change; a direct write, or a change that
// brings a file under a published name with other bytes (it would replace what another entry shows), is refused for
// any client. A save or publish the site would refuse is refused with the site's reasons by the form's field names
// (server/studio/entry-check.ts, docs/decisions/240-studio-media-never-overwrite.md).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { git, gitBytes, pendingBranch } from './content-repo.js';
import type { EntryCheck, EntryProblem } from '../studio/entry-check.js';
import { fileTitle, formFieldLabel, formMessage } from './field-labels.js';

/** A call of Decap's proxy backend as it posts it. */
export interface BackendCall {
  action?: unknown;
  params?: Record<string, unknown>;
  [field: string]: unknown;
}

/** A refusal as Decap's proxy backend reads an error (`{ error }`; the studio shows it in its notice). */
export interface GuardRefusal {
  status: number;
  error: string;
}

export type BackendGuard = (call: BackendCall) => Promise<GuardRefusal | undefined>;

/** An asset (a picture) and a data file of an entry's change, as Decap sends them. */
const asset = z.object({ path: z.string(), content: z.string(), encoding: z.unknown() });
const dataFile = z.object({ path: z.string(), raw: z.string(), slug: z.unknown() });

/** The items of `list` that `schema` reads; none when it is no list. */
const itemsOf = <T>(list: unknown, schema: z.ZodType<T>): T[] =>
  (Array.isArray(list) ? list.flatMap((item) => schema.safeParse(item).data ?? []) : []);

/** The data files of a save: Decap sends them as `dataFiles`, or one as `entry`. */
export const dataFilesOf = (params: Record<string, unknown> | undefined) =>
  itemsOf(Array.isArray(params?.dataFiles) ? params.dataFiles : [params?.entry], dataFile);

/** The calls that write the published branch outside an entry's editorial change. */
const DIRECT_WRITES = new Set(['persistMedia', 'deleteFile', 'deleteFiles']);

const OUTSIDE_WORKFLOW = 'Студия меняет сайт только публикацией правки записи: картинка или файл сохраняются '
  + 'вместе с записью, которая их показывает («Сохранить», затем «Опубликовать»)';

/** Git's id of a file's bytes (what `git hash-object` prints). */
const blobId = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

/** The refusal of a change the site would not take, each problem by the form's field name and the entry as the studio calls it. */
function refusalOf(problems: EntryProblem[]): GuardRefusal {
  const lines = problems.map(({ file, field, message }) =>
    `«${formFieldLabel(file, field)}» (${fileTitle(file)}): ${formMessage(file, message)}`);
  // The three SVG banners missing read as one banner missing: said once.
  return { status: 422, error: `Сайт не примет эту правку — исправьте в форме: ${[...new Set(lines)].join('; ')}` };
}

/** `check`: what an entry's change is checked with; unset: pictures and direct writes only. */
export function createBackendGuard({ repo, branch, check }: { repo: string; branch: string; check?: EntryCheck }): BackendGuard {
  /** The id of the published file at `file`, or undefined when the published branch has none. */
  async function publishedBlob(file: string): Promise<string | undefined> {
    const line = await git(repo, ['ls-tree', `refs/heads/${branch}`, '--', file]).catch(() => '');
    return /^\d+ blob ([0-9a-f]{40})\t/.exec(line)?.[1];
  }

  /** The files an entry's pending branch changes against the published one, with their bytes (a deleted file is left out). */
  async function branchChanges(params: Record<string, unknown> | undefined): Promise<Map<string, Buffer>> {
    const pending = pendingBranch(params?.collection, params?.slug);
    const range = `refs/heads/${branch}...${pending}`;
    const names = await git(repo, ['diff', '--name-only', '--diff-filter=AM', range]).catch(() => '');
    const files = names.split('\n').filter(Boolean);
    const bytes = await Promise.all(files.map((file) => gitBytes(repo, ['show', `${pending}:${file}`])));
    return new Map(files.map((file, n) => [file, bytes[n]!]));
  }

  async function checked(changes: Map<string, Buffer>): Promise<GuardRefusal | undefined> {
    if (!check || changes.size === 0) return undefined;
    const problems = await check(changes);
    return problems.length > 0 ? refusalOf(problems) : undefined;
  }

  return async (call) => {
    const action = typeof call.action === 'string' ? call.action : '';
    if (DIRECT_WRITES.has(action)) return { status: 403, error: OUTSIDE_WORKFLOW };
    if (action === 'publishUnpublishedEntry') return checked(await branchChanges(call.params));
    if (action !== 'persistEntry') return undefined;
    const options = call.params?.options as { useWorkflow?: unknown } | undefined;
    if (options?.useWorkflow !== true) return { status: 403, error: OUTSIDE_WORKFLOW };
    const assets = itemsOf(call.params?.assets, asset)
      .map(({ path, content, encoding }): [string, Buffer] => [path, Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8')]);
    for (const [file, bytes] of assets) {
      const published = await publishedBlob(file);
      if (published !== undefined && published !== blobId(bytes)) {
        return {
          status: 409,
          error: `Файл ${file} уже есть на сайте, и в нём другая картинка: её может показывать другая запись. `
            + 'Загрузите картинку заново — студия даст ей своё имя',
        };
      }
    }
    const changes = new Map<string, Buffer>([
      ...dataFilesOf(call.params).map((file): [string, Buffer] => [file.path, Buffer.from(file.raw, 'utf8')]),
      ...assets,
    ]);
    return checked(changes);
  };
}
