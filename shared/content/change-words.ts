// What a change of a content file says in a commit, in Russian: the fields it changed by their labels in the studio's
// form (docs/decisions/117-studio-history.md). One module for every writer of a commit: the embedded
// studio's listener (server/studio-listener/commit-words.ts) and Decap's code on a git host (studio/commit-fields.ts).
import { fieldChanges, type Json } from '#shared/content/field-changes.js';
import { pluralForm } from '#shared/ui/plural.js';

/** A field of the studio's form as Decap's config holds it: its name, its label, the fields inside it. */
export interface FormField {
  name: string;
  label: string;
  /** An object's fields, or a list's items' when they are objects. */
  fields?: FormField[];
  /** A list of texts' one field per item. */
  field?: unknown;
  /** A choice field's values, each with its words or not. */
  options?: unknown;
}

/** At most this many fields are named; the rest are counted. */
const NAMED = 6;
const MORE = { one: 'поле', few: 'поля', many: 'полей', other: 'поля' };

const isField = (value: unknown): value is FormField => typeof value === 'object' && value !== null && 'name' in value && 'label' in value;

const nested = (field: FormField): FormField[] => field.fields ?? (isField(field.field) ? [field.field] : []);

/** The labels along `names` through `fields` (a list's index reads «№ 2»); from a name the form lacks on, the names stay as they are. */
export function labelsAlong(fields: readonly FormField[], names: readonly string[]): string[] {
  const [name, ...rest] = names;
  if (name === undefined) return [];
  if (/^\d+$/.test(name)) return [`№ ${Number(name) + 1}`, ...labelsAlong(fields, rest)];
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) return [...names];
  return [field.label, ...labelsAlong(nested(field), rest)];
}

/** The form's field at `names` (a list's index reads as its items' fields); undefined: the form has none there. */
export function fieldAt(fields: readonly FormField[], names: readonly string[]): FormField | undefined {
  const [name, ...rest] = names.filter((part) => !/^\d+$/.test(part));
  const field = fields.find((candidate) => candidate.name === name);
  return field && rest.length ? fieldAt(nested(field), rest) : field;
}

/** The fields named, in the form's words, the rest counted: «Заголовок страницы, Описание и ещё 2 поля». */
export function namedFields(labels: string[]): string {
  const unique = [...new Set(labels)];
  const named = unique.slice(0, NAMED).join(', ');
  const rest = unique.length - NAMED;
  return rest > 0 ? `${named} и ещё ${rest} ${pluralForm(rest, MORE)}` : named;
}

/** A file's text as JSON; undefined: no file, or not JSON. */
export function parsedJson(text: string | undefined): Json | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    const value: Json = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

/** The fields a file's change from `before` to `after` changed, named by `label`; `$schema` is no field of the form. */
export function changedFieldWords(before: string | undefined, after: string | undefined, label: (path: string[]) => string): string {
  const changes = fieldChanges(parsedJson(before), parsedJson(after)).filter(({ path }) => path[0] !== '$schema');
  return namedFields(changes.map(({ path }) => label(path)));
}

/** A commit's line: what and which entry («Правка: Акция «knauf2025»»), then its fields, if any. */
export const withFields = (line: string, fields: string): string => (fields ? `${line} — ${fields}` : line);
