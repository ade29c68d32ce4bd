// The kinds' folders of page files (PageKindDescriptor.content.folder: content/landings/), read as the campaigns' are
// (load-content.ts): each file bounded, parsed and checked by its kind's schema, typeset, made its entry with what no
// single file can say (its brands, an id a campaign has, an apiSlug a file before it has), its problems one Russian line
// each, naming the field as the kind names it; a file with problems keeps its last good entry, when there is one
// (docs/decisions/105-broken-file-holds-back-itself.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { typesetAll } from '#shared/typography/typeset.js';
import type { FolderKnown, PageFolder } from '../pages/page-kind.js';
import { jsonFilesOf, readChecked, type FileProblems } from './checked-file.js';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';

type Entry = { id: string };
type Folder = PageFolder & { kind: string };
/** The entries of each kind's folder, by kind. */
export type FolderEntries = Readonly<Record<string, readonly Entry[]>>;

/** One file's entry, or its problems added to `problems`. */
function readEntry(file: string, folder: Folder, known: FolderKnown, problems: FileProblems, earlier: Entry[]): Entry | undefined {
  const id = path.basename(file, '.json');
  if (!SLUG_PATTERN.test(id)) {
    return void problems.add(file, '(имя файла): это адрес страницы — от 1 до 40 символов, латинские строчные буквы, цифры и дефис');
  }
  const value = readChecked(file, folder.schema, problems, folder.fieldName);
  if (value === undefined) return undefined;
  const fields = { ...value as { $schema?: string } };
  delete fields.$schema;
  const made = folder.entry(typesetAll(fields), id, known, earlier);
  if ('problems' in made) for (const line of made.problems) problems.add(file, line);
  if ('problems' in made) return undefined;
  // Its raster art is in banners/, or the file is refused as a campaign's is (load-content.ts).
  const art = folder.art?.(made);
  if (art?.bannerFile && !existsSync(path.join(known.bannersDir, art.bannerFile))) {
    return void problems.add(file, `${folder.fieldName(art.path, fields)}: нет файла banners/${art.bannerFile}`);
  }
  return made;
}

/** The raster art of the folders' entries (a landing hero's banner), cut and encoded as a campaign's banner is. */
export const folderArts = (folders: readonly Folder[], entries: FolderEntries) =>
  folders.flatMap((folder) => (entries[folder.kind] ?? []).flatMap((entry) => folder.art?.(entry) ?? []));

/** Each folder's entries: a file with problems gives its entry in `previous` (kept), else none. */
export function readPageFolders(
  contentDir: string, folders: readonly Folder[], known: FolderKnown, previous: FolderEntries | undefined,
  problems: FileProblems, kept: Set<string>,
): FolderEntries {
  return Object.fromEntries(folders.map((folder) => {
    const dir = path.join(contentDir, folder.folder);
    const before = new Map((previous?.[folder.kind] ?? []).map((entry) => [entry.id, entry]));
    const entries: Entry[] = [];
    for (const name of jsonFilesOf(dir)) {
      const file = path.join(dir, name);
      const made = readEntry(file, folder, known, problems, entries);
      const last = made ? undefined : before.get(name.slice(0, -'.json'.length));
      if (last) kept.add(file);
      const entry = made ?? last;
      if (entry) entries.push(entry);
    }
    return [folder.kind, entries];
  }));
}
