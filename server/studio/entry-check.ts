// The site's own check of an entry's change before the studio saves or publishes it
// (docs/decisions/240-studio-media-never-overwrite.md): the published content with the changed files written over it,
// checked by the code every instance and content:check run (check-content.ts) and the banners' size rule
// (art-warnings.ts). Only what the change brings counts; each problem comes back by file and field.
import { cp, mkdtemp, mkdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkContentFolder, ContentError } from '../content/check-content.js';
import { allContentWarnings } from '../content/art-warnings.js';
import { readSchedule } from '../content/schedule.js';
import type { ContentPlaces } from '../content/load-content.js';
import { readExperiments } from '../content/experiments.js';
import { SCHEDULE_FOLDER } from '#shared/content/scheduled-change-schema.js';
import { EXPERIMENTS_FOLDER } from '#shared/content/experiment-schema.js';

/** The changed files of an entry's change, by path in the content folder. */
export type ChangedFiles = ReadonlyMap<string, Buffer>;

export interface EntryProblem {
  /** The content file it is in (`campaigns/zima.json`, `banners/zima-1a2b3c4d.jpg`). */
  file: string;
  /** The field's path in that file (`texts.running.title`); `(баннер)`, `(имя файла)` or `(файл)` for the file as a whole. */
  field: string;
  message: string;
}

export type EntryCheck = (changes: ChangedFiles) => Promise<EntryProblem[]>;

/**
 * Where a changed file may go: a content file's own place (a kind's file at the top, a campaign, a
 * brand, a picture, a scheduled change: docs/decisions/251-scheduled-changes.md, an experiment, a page of a kind's folder:
 * a landing), never outside the folder or into git's.
 */
const contentPath = (pages: ContentPlaces['pages']) => new RegExp(`^(?:(?:${
  ['campaigns', 'brands', 'banners', SCHEDULE_FOLDER, EXPERIMENTS_FOLDER, ...pages.pageFolders.map(({ folder }) => folder)].join('|')
})/)?[a-z0-9][a-z0-9.-]{0,80}$`);

export class ChangeOutsideContent extends Error {}

/** A check line (`<file>: <field>: <message>`) of the folder `dir`, by file and field, paths made relative. */
function problemOf(line: string, dir: string): EntryProblem {
  const relative = line.replaceAll(`${dir}${path.sep}`, '');
  const [file = '', field = '(файл)', ...rest] = relative.split(': ');
  return rest.length === 0 ? { file, field: '(файл)', message: field } : { file, field, message: rest.join(': ') };
}

/**
 * Every problem of the content folder `dir` (its scheduled changes' and experiments' too), and the banners' size warnings (a banner smaller
 * than its largest crop is blurred on every large screen: the studio holds it to the size
 * docs/content.md gives), as lines of its relative paths. A logo's warnings stay warnings.
 */
async function problemsOf(dir: string, pages: ContentPlaces['pages']): Promise<EntryProblem[]> {
  try {
    const content = await checkContentFolder({ contentDir: dir, pages });
    const banners = (await allContentWarnings(content, dir)).filter((warning) => warning.file.startsWith('banners/'));
    // A scheduled change the server would hold back (a campaign or banner that is not there: server/content/schedule.ts).
    // An experiment the server would hold back (no goal, days outside the campaign's, Б equal to А: server/content/experiments.ts).
    const tests = readExperiments(dir, { ...content, kinds: pages.contentFiles, pageFolders: pages.pageFolders });
    const scheduled = [...readSchedule(dir, content.campaigns).heldBack, ...tests.heldBack]
      .flatMap((held) => held.problems.map((problem) => `${held.file}: ${problem}`));
    return [...scheduled, ...banners.map((warning) => `${warning.file}: ${warning.message}`)].map((line) => problemOf(line, dir));
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((line) => problemOf(line, dir));
  }
}

const key = (problem: EntryProblem) => `${problem.file}\n${problem.field}\n${problem.message}`;

/** How many times a check is made again when the published content moved under it. */
const ATTEMPTS = 3;

export function createEntryCheck({ contentDir, pages }: { contentDir: string; pages: ContentPlaces['pages'] }): EntryCheck {
  /** The change written over a copy of `published`, checked; only what it brings counts. */
  async function checkOver(published: string, changes: ChangedFiles): Promise<EntryProblem[]> {
    const dir = await mkdtemp(path.join(tmpdir(), 'promo-studio-check-'));
    try {
      await cp(published, dir, { recursive: true, filter: (source) => path.basename(source) !== '.git' });
      for (const [file, bytes] of changes) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), bytes);
      }
      const [before, after] = await Promise.all([problemsOf(published, pages), problemsOf(dir, pages)]);
      const known = new Set(before.map(key));
      return after.filter((problem) => !known.has(key(problem)));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  const CONTENT_PATH = contentPath(pages);
  return async (changes) => {
    for (const file of changes.keys()) {
      if (!CONTENT_PATH.test(file) || file.includes('..')) throw new ChangeOutsideContent(`«${file}» — не файл контента`);
    }
    // `contentDir` may be a link to the published checkout, which a publish replaces and whose old folder it then
    // removes (server/studio-listener/content-repo.ts): a check that read a folder going away is made again on the new one.
    for (let attempt = 1; ; attempt += 1) {
      const published = await realpath(contentDir);
      const checked = await checkOver(published, changes).then((problems) => ({ problems }), (error: unknown) => ({ error }));
      if (attempt === ATTEMPTS || (await realpath(contentDir)) === published) {
        if ('error' in checked) throw checked.error;
        return checked.problems;
      }
    }
  };
}
