// Which entries of a content folder show a file (a picture), by the studio's words: a restore never removes a file
// another entry, a scheduled change or an upcoming campaign still names (docs/decisions/117-studio-history.md).
// Every string of every JSON file is compared with the file's name and path; a campaign also shows its banner by name
// alone (`banners/<id>.jpg`, `<id>-small.svg`: shared/content/banner-files.ts) when no field names a picture of its own.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { rasterArtNames, RASTER_EXTENSIONS, SVG_SIZES } from '#shared/content/banner-files.js';
import { SCHEDULE_FOLDER } from '#shared/content/scheduled-change-schema.js';
import { fieldLabel, fileTitle, formOf, namingPaths } from './field-labels.js';

const SVG_BANNER = new RegExp(`^(.+)-(?:${SVG_SIZES.join('|')})\\.svg$`);
const RASTER_ART = new RegExp(`^(.+)\\.(?:${RASTER_EXTENSIONS.join('|')})$`);

/**
 * The campaign whose banner `file` is by its name (a path of the content folder), and the
 * banners' names that campaign would show first were they there (the raster art before this one,
 * any raster art before a hand-made SVG).
 */
function bannerByName(file: string): { id: string; before: string[] } | undefined {
  const [folder, name, ...deeper] = file.split('/');
  if (folder !== 'banners' || name === undefined || deeper.length > 0) return undefined;
  const svg = SVG_BANNER.exec(name)?.[1];
  if (svg !== undefined) return { id: svg, before: rasterArtNames(svg) };
  const raster = RASTER_ART.exec(name)?.[1];
  if (raster === undefined) return undefined;
  const names = rasterArtNames(raster);
  return { id: raster, before: names.slice(0, names.indexOf(name)) };
}

/** «Акция «knauf2025» (по имени файла)» for the campaign entry under `dir` that shows `file` by its name. */
async function showingByName(dir: string, file: string): Promise<string[]> {
  const banner = bannerByName(file);
  if (!banner || banner.before.some((name) => existsSync(path.join(dir, 'banners', name)))) return [];
  const entry = `campaigns/${banner.id}.json`;
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path.join(dir, entry), 'utf8'));
  } catch {
    return [];
  }
  const named = (data as { bannerFile?: unknown } | null)?.bannerFile;
  return typeof named === 'string' && named !== '' ? [] : [`${fileTitle(entry)} (по имени файла)`];
}

/**
 * The studio's name of an entry (by its id, docs/decisions/117-studio-history.md); a scheduled change by the name the
 * operator gave it, not its file's Latin name the studio made of that name.
 */
function entryTitle(file: string, data: unknown): string {
  const name = typeof data === 'object' && data !== null && 'name' in data && typeof data.name === 'string' ? data.name : undefined;
  return file.startsWith(`${SCHEDULE_FOLDER}/`) && name ? `Запланированное изменение «${name}»` : fileTitle(file);
}

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
    if (fields.length) users.push(`${entryTitle(content, data)} (${fields.length > 1 ? 'поля' : 'поле'} ${fields.join(', ')})`);
  }
  return [...users, ...await showingByName(dir, file)];
}
