// What a saved editorial change's commit says, in Russian: the entry by the studio's name for it
// and every field the save changed by its form label («Правка: Акция «knauf2025» — Баннер-картинка,
// Тексты по фазам › Идёт › Заголовок»), so the repository's log and a git host's history read like
// «История» (docs/decisions/280-studio-form-words.md). Decap writes only its template
// (decap-config.ts's commit_messages, «Правка: Акция «knauf2025»»); the listener compares the saved
// files with what the entry's pending branch, else the published branch, holds, and puts the
// fields into the message before the call reaches the local backend. A message that is not the
// studio's template (a client's own) is left as it is.
import { fieldChanges, type Json } from '../studio/field-changes.js';
import { pluralForm } from '#shared/ui/plural.js';
import type { BackendCall } from './backend-guard.js';
import { git } from './content-repo.js';
import { fieldLabel, fileTitle } from './field-labels.js';

/** Changes a call before it reaches the local backend (here: its commit message). */
export type CallWords = (call: BackendCall) => Promise<void>;

/** At most this many fields are named; the rest are counted. */
const NAMED = 6;
const MORE = { one: 'поле', few: 'поля', many: 'полей', other: 'поля' };

/** What decap-config.ts's commit_messages make of a save: «Новая запись: Акция «…»», «Правка: Бренд «…»». */
const STUDIO_TEMPLATE = /^(Новая запись|Правка): /;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(text: string | undefined): Json | undefined {
  if (text === undefined) return undefined;
  try {
    const value: Json = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

/** The fields named, in the form's words, the rest counted: «Заголовок страницы, Описание и ещё 2 поля». */
export function namedFields(labels: string[]): string {
  const unique = [...new Set(labels)];
  const named = unique.slice(0, NAMED).join(', ');
  const rest = unique.length - NAMED;
  return rest > 0 ? `${named} и ещё ${rest} ${pluralForm(rest, MORE)}` : named;
}

export function createCommitWords({ repo, branch }: { repo: string; branch: string }): CallWords {
  /** The file as the entry's pending branch holds it, else as published; undefined: a new file. */
  async function before(file: string, pending: string): Promise<string | undefined> {
    for (const ref of [`refs/heads/${pending}`, `refs/heads/${branch}`]) {
      const text = await git(repo, ['show', `${ref}:${file}`]).catch(() => undefined);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  return async (call) => {
    const { params } = call;
    const options = isRecord(params) ? params.options : undefined;
    if (call.action !== 'persistEntry' || !isRecord(params) || !isRecord(options)) return;
    // Only the studio's own template is told further; a message a client wrote itself stays its own.
    if (typeof options.commitMessage !== 'string' || !STUDIO_TEMPLATE.test(options.commitMessage)) return;
    const files = (Array.isArray(params.dataFiles) ? params.dataFiles : [params.entry]).filter(isRecord);
    const collection = typeof options.collectionName === 'string' ? options.collectionName : '';
    const lines: string[] = [];
    for (const { path: file, raw, slug } of files) {
      if (typeof file !== 'string' || typeof raw !== 'string') continue;
      const old = await before(file, `cms/${collection}/${typeof slug === 'string' ? slug : ''}`);
      const changes = fieldChanges(parsed(old), parsed(raw)).filter(({ path }) => path[0] !== '$schema');
      const fields = namedFields(changes.map(({ path }) => fieldLabel(file, path)));
      const what = old === undefined ? 'Новая запись' : 'Правка';
      lines.push(`${what}: ${fileTitle(file)}${fields ? ` — ${fields}` : ''}`);
    }
    if (lines.length > 0) options.commitMessage = lines.join('\n');
  };
}
