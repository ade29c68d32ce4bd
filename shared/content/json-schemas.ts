// The content schemas as JSON Schema (draft 2020-12), per file they are written to by
// scripts/content-schema.mjs. The zod schema stays the one source: its checks that JSON
// Schema cannot state (ends not before starts) are the loader's alone.
import { z } from 'zod';
import { campaignFileSchema, lovecategoryFileSchema } from './campaign-schema.js';

export function contentJsonSchemas(): Record<string, object> {
  const asJson = (schema: z.ZodType, title: string) => ({ title, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) });
  return {
    'content/campaigns/schema.json': asJson(campaignFileSchema, 'A campaign: content/campaigns/<id>.json (PRODUCT.md §4)'),
    'content/lovecategory.schema.json': asJson(lovecategoryFileSchema, "lovecategory's dates (PRODUCT.md §4)"),
  };
}
