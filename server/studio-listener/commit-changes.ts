// What each commit of «История» changed, field by field (docs/decisions/250-history-by-fields.md):
// git's raw diff against the first parent names the files and their blobs before and after; the
// content files' JSON is parsed and compared (shared/content/field-changes.ts), each field named by
// its studio label (field-labels.ts). A picture, a file added or removed, or one that is not
// JSON reads as the file as a whole.
import type { ChangedField, ChangedFile } from '../studio/content-history.js';
import { fieldChanges, fieldKey } from '#shared/content/field-changes.js';
import { parsedJson } from '../../studio/change-words.js';
import { fieldLabel, fileTitle } from './field-labels.js';

/** A line of `git log --raw --no-abbrev`: one file's blobs before and after. */
export interface RawChange {
  file: string;
  before: string | undefined;
  after: string | undefined;
}

const NO_BLOB = /^0+$/;
const RAW_LINE = /^:\d+ \d+ ([0-9a-f]{40}) ([0-9a-f]{40}) [A-Z]\d*\t(.+)$/;

export function parseRawLines(text: string): RawChange[] {
  return text.split('\n').flatMap((line) => {
    const match = RAW_LINE.exec(line.trim());
    if (!match) return [];
    const [, before, after, file] = match;
    return [{ file: file!, before: NO_BLOB.test(before!) ? undefined : before, after: NO_BLOB.test(after!) ? undefined : after }];
  });
}

/** The blobs whose JSON the field comparison needs. */
export const jsonBlobs = (changes: RawChange[]): string[] =>
  changes.filter(({ file }) => file.endsWith('.json')).flatMap(({ before, after }) => [before, after].filter((id) => id !== undefined));

/** The file as one field: what restoring it as a whole puts back. */
const wholeFile = (file: string, before: string | undefined, after: string | undefined): ChangedField => ({
  key: file, label: 'весь файл', whole: before === undefined ? 'added' : after === undefined ? 'removed' : 'changed',
});

export function changedFile(change: RawChange, blobs: Map<string, string>): ChangedFile {
  const { file, before, after } = change;
  const title = fileTitle(file);
  const old = before === undefined ? undefined : parsedJson(blobs.get(before));
  const now = after === undefined ? undefined : parsedJson(blobs.get(after));
  if (old === undefined || now === undefined) return { file, title, fields: [wholeFile(file, before, after)] };
  const fields = fieldChanges(old, now).map(({ path, ...values }): ChangedField => ({
    key: fieldKey(file, path), label: fieldLabel(file, path), ...values,
  }));
  // Only its formatting changed: still a change of the file.
  return { file, title, fields: fields.length ? fields : [wholeFile(file, before, after)] };
}
