// The site's check of the entry being edited, asked of the studio's server as the operator
// types (docs/decisions/241-studio-one-validation.md): the entry's file as it would be saved
// (site-json.ts) and the pictures just chosen go to /site-api/check-entry, which runs the
// server's own content check on them; the problems come back by file and field. One check at a
// time per entry's state, half a second after the last change; every field that shows problems
// (checked-widgets.tsx) is told when the answer changes what it should show.
import { siteJson } from './site-json.js';
import type { ImmutableLike } from './immutable-like.js';

export interface SiteProblem {
  file: string;
  field: string;
  label: string;
  message: string;
}

/** What the check says of the entry as it is now: still asking, or its problems. */
export type CheckState = { pending: true } | { pending: false; problems: SiteProblem[] };

/** The entry's file in the content folder: its path, or its collection's folder and the id typed. */
export function entryFile(entry: ImmutableLike, collection: ImmutableLike): string | undefined {
  const saved = entry.get('path');
  if (typeof saved === 'string' && saved) return saved;
  const folder = collection.get('folder');
  const id = entry.getIn(['data', 'id']);
  if (typeof folder !== 'string') return undefined;
  return `${folder}/${typeof id === 'string' && id ? id : 'novaya-zapis'}.json`;
}

const CHECK_PATH = '/site-api/check-entry';
const QUIET_MS = 500;

/** A picture just chosen (not yet saved): its path in the content folder and its bytes. */
export interface ChosenPicture {
  path: string;
  file: Blob;
}

const base64 = async (file: Blob) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
};

type Listener = () => void;

let state: CheckState = { pending: false, problems: [] };
let asked = '';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

export const checkState = (): CheckState => state;

/** Calls `listener` whenever the state changes; returns its removal. */
export function onCheckState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(next: CheckState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the check for the entry as it is now, once the operator has paused; a newer ask replaces an older one. */
export function askCheck(file: string, data: Record<string, unknown>, pictures: ChosenPicture[]): void {
  const text = siteJson.toFile(data as never);
  const ask = `${file}\n${text}\n${pictures.map((picture) => `${picture.path}:${picture.file.size}`).join(',')}`;
  if (ask === asked) return;
  asked = ask;
  clearTimeout(timer);
  settle({ pending: true });
  timer = setTimeout(async () => {
    try {
      const media = await Promise.all(pictures.map(async (picture) => ({ path: picture.path, base64: await base64(picture.file) })));
      const answer = await fetch(CHECK_PATH, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ file, text, media }),
      });
      const body = (await answer.json()) as { problems?: SiteProblem[]; message?: string };
      if (ask !== asked) return;
      const failed = (message: string): SiteProblem[] => [{ file, field: '(файл)', label: '', message }];
      settle({ pending: false, problems: answer.ok ? body.problems ?? [] : failed(body.message ?? 'проверка не удалась') });
    } catch {
      if (ask === asked) settle({ pending: false, problems: [{ file, field: '(файл)', label: '', message: 'нет связи со студией' }] });
    }
  }, QUIET_MS);
}

/** A problem's field as the form's path: a file-wide problem goes to the field that names the file. */
const FORM_FIELD: Record<string, string> = { '(баннер)': 'bannerFile', '(имя файла)': 'id', '(файл)': 'id' };

/** A problem of the entry's own file, of a picture, or of another entry of its folder (an apiSlug another campaign has). */
const concerns = (problem: SiteProblem, file: string) =>
  problem.file === file || !problem.file.endsWith('.json') || problem.file.split('/')[0] === file.split('/')[0] && file.includes('/');

/** The problems the field at `path` (a dotted path of the entry's file `file`) shows, with a list's items under the list. */
export function problemsAt(problems: readonly SiteProblem[], file: string, path: string): string[] {
  const said = problems
    .filter((problem) => concerns(problem, file))
    .filter((problem) => {
      const field = FORM_FIELD[problem.field] ?? (problem.file.startsWith('banners/') ? 'bannerFile' : problem.field);
      return field === path || (field.startsWith(`${path}.`) && /^\d/.test(field.slice(path.length + 1)));
    })
    .map((problem) => problem.message);
  // A message once, however many problems say it.
  return [...new Set(said)];
}
