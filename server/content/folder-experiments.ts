// Experiments on a page that is a folder's file (a landing: PageFolder.experiment, docs/product.md §12, §13): version Б
// sets what its kind lets it, over the file as written, the file with Б over it keeps what Б never changes (a landing's
// block types, order, counts and brands), Б differs from А, and its days lie inside the page's.
import path from 'node:path';
import { z } from 'zod';
import type { PageFolder } from '../pages/page-kind.js';
import type { Experiment } from '#shared/content/experiment-schema.js';
import { sameJson, type Json } from '#shared/content/field-changes.js';
import { FileProblems, readChecked } from './checked-file.js';
import { contentErrorMap } from './content-messages.js';
import type { FolderEntries } from './page-folders.js';

type Folder = PageFolder & { kind: string };
type Dated = { id: string; starts: string; ends: string };
export type FolderPages = { folders?: FolderEntries; pageFolders?: readonly Folder[] };

/** The folder whose file is `page`, with its entry; none for another page. */
export function folderPageOf(page: string, { folders, pageFolders = [] }: FolderPages): { folder: Folder; entry: Dated } | undefined {
  for (const folder of pageFolders) {
    const entry = folders?.[folder.kind]?.find((each) => each.id === page);
    if (entry && folder.experiment) return { folder, entry: entry as Dated };
  }
  return undefined;
}

/** Version Б of a folder's page, its problems added to `file`'s. */
export function folderProblems(
  experiment: Experiment, file: string, contentDir: string, { folder, entry }: { folder: Folder; entry: Dated }, problems: FileProblems,
): void {
  const test = folder.experiment!;
  const checked = test.variant.safeParse(experiment.variant, { error: contentErrorMap });
  for (const issue of checked.error?.issues ?? []) {
    problems.add(file, `variant.${folder.fieldName(issue.path, experiment.variant)}: ${issue.message}`);
  }
  if (experiment.starts < entry.starts) problems.add(file, `starts: раньше первого дня акции (${entry.starts})`);
  if (experiment.ends > entry.ends) problems.add(file, `ends: позже последнего дня акции (${entry.ends})`);
  if (!checked.success) return;
  // The page's file as written, read within its bound as the loader reads it: a file it refuses (told in that file) has
  // its entry served before, and Б is compared with the file once it is read again.
  const written = readChecked(path.join(contentDir, folder.folder, `${entry.id}.json`), z.json(), new FileProblems());
  if (written === undefined) return;
  const fault = test.fixed(written, experiment.variant);
  if (fault) problems.add(file, `variant: ${fault}`);
  else if (!experiment.decision && sameJson(test.over(written, experiment.variant) as Json, written as Json)) {
    problems.add(file, 'variant: как на странице сейчас — вариант Б не отличается от А; измените его');
  }
}

/** The folders' entries with each kept version Б over its page (as a kind's own file is: experiments.ts's withKeptVersions). */
export function withKeptFolderVersions(folders: FolderEntries, pageFolders: readonly Folder[], kept: readonly Experiment[]): FolderEntries {
  return Object.fromEntries(Object.entries(folders).map(([kind, entries]) => {
    const test = pageFolders.find((folder) => folder.kind === kind)?.experiment;
    const over = (id: string) => kept.find((experiment) => experiment.page === id)?.variant;
    return [kind, test ? entries.map((entry) => (over(entry.id) ? test.withVersion(entry, over(entry.id)) : entry)) : entries];
  }));
}
