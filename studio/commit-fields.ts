// A save's commit message with the fields it changed by their form labels
// (docs/decisions/117-studio-history.md): on a git host Decap commits from the browser straight
// to the host's API, with no listener between. Called in Decap's save (scripts/build/decap-commit-fields.mjs).
import { changedFieldWords, labelsAlong, withFields, type FormField } from '#shared/content/change-words.js';
import type { ImmutableLike } from './immutable-like.js';

/** A data file of a save, as Decap sends it. */
interface DataFile {
  path: string;
  raw: string;
}

/** A list Decap hands as Immutable.js (or plain), as a plain array; none: no list. */
function listOf<T>(value: unknown): T[] {
  const plain = typeof value === 'object' && value !== null && 'toJS' in value ? (value as ImmutableLike).toJS?.() : value;
  return Array.isArray(plain) ? plain : [];
}

/**
 * The file's text as this page last saved it: Decap's entry keeps the text it was read with
 * (`raw`) until it is read again, so a second save would otherwise name the first one's fields too.
 */
const savedText = new Map<string, string>();

/** The form of the file `slug` of a collection of files (a kind's own file); undefined in a folder collection. */
export function fileForm(collection: ImmutableLike, slug: unknown): { name: string; label: string; fields: FormField[] } | undefined {
  return listOf<{ name: string; label: string; fields: FormField[] }>(collection.get('files')).find(({ name }) => name === slug);
}

/** The form's fields of the entry: a folder collection's, or the file's of a collection of files. */
export function formFields(collection: ImmutableLike, slug: unknown): FormField[] {
  return listOf<FormField>(fileForm(collection, slug)?.fields ?? collection.get('fields'));
}

/** Decap's template message of a save (`template`) with the fields `dataFiles` change in the entry. */
export function changedFieldsMessage(template: string, collection: ImmutableLike, entry: ImmutableLike, dataFiles: DataFile[]): string {
  const [file, ...more] = dataFiles;
  // One file per entry in this studio (no languages): anything else keeps Decap's own words.
  if (!file || more.length > 0) return template;
  const loaded = entry.get('newRecord') === true ? undefined : entry.get('raw');
  const before = savedText.get(file.path) ?? (typeof loaded === 'string' ? loaded : undefined);
  const fields = formFields(collection, entry.get('slug'));
  return withFields(template, changedFieldWords(before, file.raw, (path) => labelsAlong(fields, path).join(' › ')));
}

/** The file's text as this page last saved it; undefined: not saved from this page. */
export const lastSaved = (path: string): string | undefined => savedText.get(path);

/** Notes what a save wrote, as the text its next save is compared with. */
export function noteSaved(dataFiles: DataFile[]): void {
  for (const { path, raw } of dataFiles) savedText.set(path, raw);
}
