// A content field's name as the studio's form shows it (the form's fields as decap-config.ts
// generates them from the schemas' titles and its label maps), for «История» and its restores
// (docs/decisions/117-studio-history.md): «Акция › Тексты по фазам › Идёт › Заголовок», never a
// JSON path. A field the form does not name (the editor's `$schema`) keeps its key. The studio's refusals and
// «Состояние сайта» name a problem's field by the same words (docs/decisions/240-studio-media-never-overwrite.md).
import path from 'node:path';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';
import { formatDay } from '#shared/ui/format-dates.js';
import { fieldAt, labelsAlong } from '#shared/content/change-words.js';
import { FOLDER_FORMS, KIND_FORMS } from './decap-config.js';
import type { DecapField } from './studio-fields.js';
import type { FormWords } from '../studio/site-state.js';

interface FileForm {
  /** What the file is, as the studio's collections name it. */
  title: string;
  fields: DecapField[];
}

const isFolder = (name: string | undefined): name is string => name !== undefined && Object.hasOwn(FOLDER_FORMS, name);

/**
 * An entry of a folder, `campaigns/knauf2025.json`: a file named by an id.
 * Not the folder's generated JSON Schema (`schema.json`, which the loader skips: server/content/load-content.ts), nor any other file.
 */
function folderEntry(file: string): { folder: string; id: string } | undefined {
  const [, folder, id] = /^([^/]+)\/([^/]+?)\.json$/.exec(file) ?? [];
  if (!isFolder(folder) || id === undefined || id === 'schema' || !SLUG_PATTERN.test(id)) return undefined;
  return { folder, id };
}

/** The folders whose entries the operator names in words (`name`), their files' names made of them: an experiment, a scheduled change. */
const NAMED: ReadonlySet<string> = new Set(['experiments', 'schedule']);

/** An entry as the operator names it: by its name in words (`data`: its file as read), else by its file's id. */
function entryName({ folder, id }: NonNullable<ReturnType<typeof folderEntry>>, data: unknown): string {
  const named = NAMED.has(folder) && typeof data === 'object' && data !== null ? (data as { name?: unknown }).name : undefined;
  return typeof named === 'string' && named ? named : id;
}

/**
 * The form a content entry is edited with; undefined: a file that is no entry (a picture, a schema, a note). `data`: the
 * entry's file as read, whose `name` titles an entry named in words.
 */
export function formOf(file: string, data?: unknown): FileForm | undefined {
  const entry = folderEntry(file);
  if (entry) {
    const form = FOLDER_FORMS[entry.folder]!;
    return { title: `${form.singular} «${entryName(entry, data)}»`, fields: form.fields };
  }
  const form = KIND_FORMS.get(file);
  return form && { title: form.label, fields: form.fields };
}

/** The field's label path within its file's form: «Тексты по фазам › Идёт › Заголовок» (the walk of shared/content/change-words.ts). */
export function fieldLabel(file: string, path: string[]): string {
  return labelsAlong(formOf(file)?.fields ?? [], path).join(' › ') || 'весь файл';
}

/**
 * A field the studio sets itself and shows no one (an experiment's key, the digest a decision keeps), its values no words:
 * «История» leaves it out.
 */
export function studioOwnField(file: string, path: string[]): boolean {
  const field = fieldAt(formOf(file)?.fields ?? [], path) as (DecapField & { options?: unknown }) | undefined;
  return field?.widget === 'hidden' && !Array.isArray(field.options);
}

/** A choice field's words for its values, as the form shows them («Черновик» for `draft`); undefined: the field offers no named choices. */
export function fieldChoices(file: string, path: string[]): Record<string, string> | undefined {
  const options = fieldAt(formOf(file)?.fields ?? [], path)?.options;
  if (!Array.isArray(options)) return undefined;
  const named = options.filter((option): option is { value: string; label: string } =>
    typeof option === 'object' && option !== null && typeof option.value === 'string' && typeof option.label === 'string');
  return named.length ? Object.fromEntries(named.map(({ value, label }) => [value, label])) : undefined;
}

const PICTURE = /\.(?:png|jpe?g|webp|gif|avif|svg)$/i;

/** A picture (a banner, a logo) of the content: what «История» shows besides the entries. */
export const isPicture = (file: string): boolean => PICTURE.test(file);

/** What a file is for the operator: the entry's title (`data`: its file as read); else a picture or a file by its name, never its path. */
export function fileTitle(file: string, data?: unknown): string {
  const form = formOf(file, data);
  if (form) return form.title;
  const name = path.posix.basename(file);
  if (isPicture(file)) return `Картинка «${name}»`;
  const folder = file.split('/')[0];
  return isFolder(folder) && file.includes('/') ? `Файл «${name}» в разделе «${FOLDER_FORMS[folder]!.label}»` : `Файл «${name}»`;
}

/** The dotted paths of `data`'s strings equal to one of `names` (a picture is named by its file name in an entry's field). */
export function namingPaths(data: unknown, names: ReadonlySet<string>, at: string[] = []): string[][] {
  if (typeof data === 'string') return names.has(data) ? [at] : [];
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => namingPaths(value, names, [...at, key]));
}

/** The studio's name of a problem's "field" that is the file as a whole. */
const WHOLE_FILE = new Map([['(баннер)', 'Баннер-картинка'], ['(имя файла)', 'Адрес страницы'], ['(файл)', 'Запись целиком']]);

/** The form's name of `field` (a dotted path) in the content file `file`; the path's names where the form has no such field. */
export const formFieldLabel = (file: string, field: string): string => WHOLE_FILE.get(field) ?? fieldLabel(file, field.split('.'));

/** A field of the form as a message names it: «Первый день». */
const named = (file: string, field: string) => `«${fieldLabel(file, [field])}»`;

/**
 * The check's messages that name another field by its key or a file by its path, said as the form says them and with
 * what to do (the check writes them for whoever edits the JSON: server/content/load-content.ts, the schemas' refinements).
 */
const FORM_MESSAGES: ReadonlyArray<[RegExp, (file: string, match: RegExpExecArray) => string]> = [
  [/^не может быть раньше starts$/, (file) => `раньше, чем ${named(file, 'starts')}: поставьте последний день не раньше первого`],
  [/^не может быть позже starts$/, (file) => `позже, чем ${named(file, 'starts')}: анонс начинается не позже первого дня акции`],
  [/^контраст с accent ([\d.]+):1\b.*$/s, (file, [, ratio]) => `текст почти не виден на цвете ${named(file, 'accent')}: контраст `
    + `${ratio!.replace('.', ',')}:1, нужно не меньше 4,5:1 — возьмите текст темнее или светлее`],
  [/^нет файла \S*-(?:small|medium|large)\.svg$/, (file) => `у акции нет баннера: выберите картинку в поле ${named(file, 'bannerFile')}`],
  [/^нет файла \S+$/, () => 'такого файла среди загруженных нет: выберите картинку заново'],
  [/^нужна дата в виде /, () => 'такого дня нет: выберите день в календаре поля'],
  [/^нет бренда «([^»]+)»/, (file, [, brand]) => `нет бренда «${brand!}»: выберите бренд из списка в поле ${named(file, 'brand')}`],
  [/^«([^»]+)» уже указан в ([\w-]+)\.json/, (file, [, code, other]) => `код «${code!}» уже у акции «${other!}»: `
    + `у каждой акции свой — поставьте другой в поле ${named(file, 'apiSlug')}`],
];

/** A day the check writes as ISO (`2025-10-31`), in words. */
const inWords = (message: string) => message.replace(/\b\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/g, (day) => formatDay(day));

/** A problem's message as the form shows it: the fields it names by their labels, what to do where the check says only what is wrong. */
export function formMessage(file: string, message: string): string {
  for (const [pattern, said] of FORM_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return said(file, match);
  }
  const keys = new Set((formOf(file)?.fields ?? []).map((field) => field.name));
  return inWords(message).replace(/(?<![«\w./])([a-zA-Z]+)(?![\w»./])/g, (word, key: string) => (keys.has(key) ? named(file, key) : word));
}

/** The form's words for «Состояние сайта» and the check's answers (server/studio/site-state.ts). */
export const FORM_WORDS: FormWords = { label: formFieldLabel, title: fileTitle, message: formMessage };
