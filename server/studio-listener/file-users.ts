// Which entries of a content folder show a file (a picture), by the studio's words: a restore
// never removes a file another entry, a scheduled change or an upcoming campaign still names
// (docs/decisions/331-history-of-live-versions.md). An entry names a picture by its file name
// in one of its fields (a campaign's «Баннер-картинка», a brand's logo, a scheduled change's
// banner), so every string of every JSON file is compared with the file's name and path.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTitle, formFieldLabel } from './field-labels.js';

/** The dotted paths of `data`'s strings equal to one of `names`. */
function namingPaths(data: unknown, names: Set<string>, at: string[] = []): string[] {
  if (typeof data === 'string') return names.has(data) ? [at.join('.')] : [];
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => namingPaths(value, names, [...at, key]));
}

/** «Акция «tehnonikol2025» (поле «Баннер-картинка»)» for each entry under `dir` that names `file`. */
export async function usersOf(dir: string, file: string): Promise<string[]> {
  const names = new Set([file, path.posix.basename(file)]);
  const entries = (await readdir(dir, { recursive: true }))
    .filter((entry) => entry.endsWith('.json') && !entry.split(path.sep).includes('.git')).sort();
  const users: string[] = [];
  for (const entry of entries) {
    const content = entry.split(path.sep).join('/');
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path.join(dir, entry), 'utf8'));
    } catch {
      continue;
    }
    const fields = namingPaths(data, names).map((field) => `«${formFieldLabel(content, field)}»`);
    if (fields.length) users.push(`${fileTitle(content)} (${fields.length > 1 ? 'поля' : 'поле'} ${fields.join(', ')})`);
  }
  return users;
}
