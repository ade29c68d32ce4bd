// What each commit of «История» changed, field by field (docs/decisions/117-studio-history.md):
// git's raw diff against the first parent names the files and their blobs before and after; the
// content files' JSON is parsed and compared (shared/content/field-changes.ts), each field named by
// its studio label (field-labels.ts). A picture, or an entry added or removed, reads as the file as a
// whole; a file that is neither an entry nor a picture (a schema) is not shown.
import type { ChangedField, ChangedFile } from '../studio/content-history.js';
import { fieldChanges, fieldKey, type Json } from '#shared/content/field-changes.js';
import { parsedJson } from '#shared/content/change-words.js';
import { fieldChoices, fieldLabel, fileTitle, formOf, isPicture, studioOwnField } from './field-labels.js';

/** A line of `git log --raw --no-abbrev`: one file's blobs before and after. */
export type RawChange = ReturnType<typeof parseRawLines>[number];

const NO_BLOB = /^0+$/;
const RAW_LINE = /^:\d+ \d+ ([0-9a-f]{40}) ([0-9a-f]{40}) [A-Z]\d*\t(.+)$/;

export function parseRawLines(text: string) {
  return text.split('\n').flatMap((line) => {
    const match = RAW_LINE.exec(line.trim());
    if (!match) return [];
    const [, before, after, file] = match;
    return [{ file: file!, before: NO_BLOB.test(before!) ? undefined : before, after: NO_BLOB.test(after!) ? undefined : after }];
  });
}

/** The blobs whose JSON the field comparison needs: the entries'. */
export const jsonBlobs = (changes: RawChange[]): string[] =>
  changes.filter(({ file }) => formOf(file) !== undefined).flatMap(({ before, after }) => [before, after].filter((id) => id !== undefined));

/** The file as one field: what restoring it as a whole puts back. */
const wholeFile = (file: string, before: string | undefined, after: string | undefined): ChangedField => ({
  key: file, label: 'весь файл', whole: before === undefined ? 'added' : after === undefined ? 'removed' : 'changed',
});

/** The file as one change: its fields, or the file as a whole; `title` what it is for the operator. */
function changedFile(change: RawChange, title: string, old: Json | undefined, now: Json | undefined): ChangedFile {
  const { file, before, after } = change;
  if (old === undefined || now === undefined) return { file, title, fields: [wholeFile(file, before, after)] };
  // The editor's link to the JSON Schema (`$schema`) is not a field of the form (shared/content/change-words.ts); a field the
  // studio sets itself is told only when nothing else changed (a decision's digest).
  const shown = fieldChanges(old, now).filter(({ path }) => path[0] !== '$schema');
  const told = shown.filter(({ path }) => !studioOwnField(file, path));
  const fields = (told.length ? told : shown).map(({ path, ...values }): ChangedField => {
    const choices = fieldChoices(file, path);
    return { key: fieldKey(file, path), label: fieldLabel(file, path), ...values, ...(choices ? { choices } : {}) };
  });
  // Only its formatting changed: still a change of the file.
  return { file, title, fields: fields.length ? fields : [wholeFile(file, before, after)] };
}

/**
 * What a commit changed, file by file, of what the site shows: its entries (field-labels.ts's forms) and pictures, a picture
 * by its file's name («Картинка «x.jpg»»; the history page names one in use by its entry's title: server/studio/content-entry.ts).
 * A folder's JSON Schema or any other file is no version of the site's content and is not shown.
 */
export function changedFiles(changes: RawChange[], blobs: Map<string, string>): ChangedFile[] {
  const parsed = (blob: string | undefined) => (blob === undefined ? undefined : parsedJson(blobs.get(blob)));
  const entries = changes.filter(({ file }) => formOf(file) !== undefined)
    .map((change) => ({ change, old: parsed(change.before), now: parsed(change.after) }));
  return changes.flatMap((change): ChangedFile[] => {
    const entry = entries.find((candidate) => candidate.change === change);
    if (entry) return [changedFile(change, fileTitle(change.file, entry.now ?? entry.old), entry.old, entry.now)];
    if (!isPicture(change.file)) return [];
    return [changedFile(change, fileTitle(change.file), undefined, undefined)];
  });
}
