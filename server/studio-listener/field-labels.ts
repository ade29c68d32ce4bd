// A content field's name as the studio's form shows it (the form's fields as decap-config.ts
// generates them from the schemas' titles and its label maps), for «История» and its restores
// (docs/decisions/250-history-by-fields.md): «Акция › Тексты по фазам › Идёт › Заголовок», never a
// JSON path. A field the form does not name (the editor's `$schema`) keeps its key.
import { brandFileSchema, campaignFileSchema } from '#shared/content/campaign-schema.js';
import { scheduledChangeSchema } from '#shared/content/scheduled-change-schema.js';
import { labelsAlong } from '../../studio/change-words.js';
import { BRAND_LABELS, CAMPAIGN_LABELS, FOLDER_NAMES, KIND_OF_FILE, kindForm, SCHEDULE_LABELS } from './decap-config.js';
import { decapFields, jsonSchemaOf, type DecapField } from './studio-fields.js';

interface FileForm {
  /** What the file is, as the studio's collections name it. */
  title: string;
  fields: DecapField[];
}

/** The folders' entries' fields as their forms show them. */
const FOLDER_FIELDS = {
  campaigns: decapFields(jsonSchemaOf(campaignFileSchema), CAMPAIGN_LABELS),
  brands: decapFields(jsonSchemaOf(brandFileSchema), BRAND_LABELS),
  schedule: decapFields(jsonSchemaOf(scheduledChangeSchema), SCHEDULE_LABELS),
};

/** The form a content file is edited with; undefined: a file the studio has no form for (a picture). */
const isFolder = (name: string | undefined): name is keyof typeof FOLDER_FIELDS => name !== undefined && Object.hasOwn(FOLDER_FIELDS, name);

export function formOf(file: string): FileForm | undefined {
  const [, folder, id] = /^([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (isFolder(folder)) return { title: `${FOLDER_NAMES[folder].singular} «${id!}»`, fields: FOLDER_FIELDS[folder] };
  const kind = KIND_OF_FILE.get(file);
  const form = kind === undefined ? undefined : kindForm(kind);
  return form && { title: form.label, fields: form.fields };
}

/** The field's label path within its file's form: «Тексты по фазам › Идёт › Заголовок» (the walk of studio/change-words.ts). */
export function fieldLabel(file: string, path: string[]): string {
  return labelsAlong(formOf(file)?.fields ?? [], path).join(' › ') || 'весь файл';
}

/** What a file is for the operator: the entry's title, else the file's name. */
export function fileTitle(file: string): string {
  return formOf(file)?.title ?? `Файл ${file}`;
}
