// A content file's field as the studio's form names it (docs/decisions/241-studio-one-validation.md):
// `texts.running.title` of a campaign is «Тексты по фазам › Идёт › Заголовок», `accentText` of a
// brand «Цвет текста на фирменном». Read from the studio's own generated config
// (decap-config.ts), so the names are the form's, whatever the labels are made from. The
// studio's refusals and «Состояние сайта» speak to the operator in these words.
import type { StudioConfig } from '../config.js';
import type { DecapField } from './studio-fields.js';
import { decapConfig } from './decap-config.js';
import { labelsAlong } from '../../studio/change-words.js';

interface Collection {
  name: string;
  label_singular?: string;
  folder?: string;
  fields?: DecapField[];
  files?: Array<{ file: string; label: string; fields: DecapField[] }>;
}

/** The studio's name of a problem's "field" that is the file as a whole. */
const WHOLE_FILE: Record<string, string> = {
  '(баннер)': 'Баннер-картинка', '(имя файла)': 'Адрес страницы', '(файл)': 'Запись целиком',
};

export interface StudioLabels {
  /** The form's name of `field` (a dotted path) in the content file `file`; the path itself when the form has no such field. */
  fieldLabel(file: string, field: string): string;
  /** What the studio calls the file's entry: «Акция zima», «Бренд knauf», «Главная акций /promo/». */
  entryLabel(file: string): string;
}

export function studioLabels(collections: readonly Collection[]): StudioLabels {
  function formOf(file: string): { fields: DecapField[]; label: string } | undefined {
    const [folder, name] = file.split('/');
    if (name !== undefined) {
      const collection = collections.find((candidate) => candidate.folder === folder);
      const singular = collection?.label_singular ?? folder!;
      return collection?.fields && { fields: collection.fields, label: `${singular} ${name.replace(/\.json$/, '')}` };
    }
    for (const collection of collections) {
      const form = collection.files?.find((candidate) => candidate.file === file);
      if (form) return { fields: form.fields, label: form.label };
    }
    return undefined;
  }
  return {
    fieldLabel(file, field) {
      if (WHOLE_FILE[field]) return WHOLE_FILE[field];
      const form = formOf(file);
      return form ? labelsAlong(form.fields, field.split('.')).join(' › ') : field;
    },
    entryLabel: (file) => formOf(file)?.label ?? file,
  };
}

/** The labels of the studio's form as `studio` generates it. */
export function formLabels(studio: StudioConfig): StudioLabels {
  const { collections } = decapConfig(studio);
  return studioLabels(Array.isArray(collections) ? collections : []);
}
