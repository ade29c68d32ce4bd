// Which entries of a content folder show a file (a picture), by the studio's words: a restore
// never removes a file another entry, a scheduled change or an upcoming campaign still names
// (docs/decisions/331-history-of-live-versions.md). An entry names a picture by its file name
// in one of its fields (a campaign's «Баннер-картинка», a brand's logo, a scheduled change's
// banner), so every string of every JSON file is compared with the file's name and path.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fieldLabel, fileTitle, formOf, namingPaths } from './field-labels.js';

/** «Акция «tehnonikol2025» (поле «Баннер-картинка»)» for each entry under `dir` that names `file`. */
export async function usersOf(dir: string, file: string): Promise<string[]> {
  const names = new Set([file, path.posix.basename(file)]);
  const entries = (await readdir(dir, { recursive: true }))
    .filter((entry) => entry.endsWith('.json') && !entry.split(path.sep).includes('.git')).sort();
  const users: string[] = [];
  for (const entry of entries) {
    const content = entry.split(path.sep).join('/');
    // Only an entry is read by the site: a schema or a note naming the picture shows nothing.
    if (!formOf(content)) continue;
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path.join(dir, entry), 'utf8'));
    } catch {
      continue;
    }
    const fields = namingPaths(data, names).map((field) => `«${fieldLabel(content, field)}»`);
    if (fields.length) users.push(`${fileTitle(content)} (${fields.length > 1 ? 'поля' : 'поле'} ${fields.join(', ')})`);
  }
  return users;
}
