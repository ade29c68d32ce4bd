// The content schemas as JSON Schema (draft 2020-12), per file they are written to by
// scripts/content-schema.mjs. The zod schema stays the one source: its checks that JSON
// Schema cannot state (ends not before starts, a brand's contrast) are the loader's alone.
import { z } from 'zod';
import { brandFileSchema, campaignFileSchema, lovecategoryFileSchema } from './campaign-schema.js';

export function contentJsonSchemas(): Record<string, object> {
  const asJson = (schema: z.ZodType, title: string) => ({ title, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) });
  return {
    'content/campaigns/schema.json': asJson(campaignFileSchema, 'Акция: content/campaigns/<id>.json (docs/content.md)'),
    'content/brands/schema.json': asJson(brandFileSchema, 'Бренд поставщика: content/brands/<id>.json (docs/content.md)'),
    'content/lovecategory.schema.json': asJson(lovecategoryFileSchema, 'Даты программы «Любимые категории» (docs/content.md)'),
  };
}
