// Every content file's schema in one list (docs/content.md): the campaigns' folders, then each kind's folder of page
// files and own file as its descriptor declares them, so a kind with a file or a folder of its own needs no line here.
// The JSON Schemas are written from it.
import { z } from 'zod';
import { brandFileSchema, campaignFileSchema } from '#shared/content/campaign-schema.js';
import type { KindContentFile } from '#server/pages/page-registry.js';
import { PAGE_REGISTRY } from './route-table.js';

/** One content schema: a single file, or every `<id>.json` of a folder. */
export interface ContentSchema {
  /** The kind whose pages it makes. */
  kind: string;
  /** In the content folder: a file ('lovecategory.json') or a folder ('campaigns/'). */
  place: string;
  schema: z.ZodType;
  title: string;
  /** Where its JSON Schema is written, from the project's root. */
  schemaFile: string;
}

/** The kinds' own content files, one per kind that declares one. */
export const KIND_CONTENT_FILES: readonly KindContentFile[] = PAGE_REGISTRY.contentFiles;

/** Every content schema: the campaigns' folders, then the kinds' own files. */
export const CONTENT_SCHEMAS: readonly ContentSchema[] = [
  {
    kind: 'campaign', place: 'campaigns/', schema: campaignFileSchema, schemaFile: 'content/campaigns/schema.json',
    title: 'Акция: content/campaigns/<id>.json (docs/content.md)',
  },
  {
    kind: 'campaign', place: 'brands/', schema: brandFileSchema, schemaFile: 'content/brands/schema.json',
    title: 'Бренд поставщика: content/brands/<id>.json (docs/content.md)',
  },
  ...PAGE_REGISTRY.pageFolders.map(({ kind, folder, schema, title }) => ({
    kind, place: `${folder}/`, schema, title, schemaFile: `content/${folder}/schema.json`,
  })),
  ...KIND_CONTENT_FILES.map(({ kind, file, schema, title }) => ({
    kind, place: file, schema, title, schemaFile: `content/${file.replace(/\.json$/, '.schema.json')}`,
  })),
];

/** The content schemas as JSON Schema (draft 2020-12); what it cannot state (ends not before starts) is the loader's alone. */
export function contentJsonSchemas(): Record<string, object> {
  return Object.fromEntries(CONTENT_SCHEMAS.map(({ schema, title, schemaFile }) =>
    [schemaFile, { title, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) }]));
}
