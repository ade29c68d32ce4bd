// Writes the JSON Schemas of the content files from their zod schemas, as
// pages/content-files.ts lists them: content/campaigns/schema.json, content/brands/schema.json
// and each kind's own file's `<name>.schema.json` (content/lovecategory.schema.json), which
// each file names in `$schema` so an editor checks and completes its fields. tests/unit/content.test.ts fails while they are stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './ts-module.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** File (from the root) → its text, as this script writes it. */
export async function contentSchemaFiles() {
  const { contentJsonSchemas } = await importTs('pages/content-files.ts');
  return Object.fromEntries(Object.entries(contentJsonSchemas()).map(([file, schema]) => [file, `${JSON.stringify(schema, null, 2)}\n`]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, text] of Object.entries(await contentSchemaFiles())) {
    // A kind's folder may not exist yet (a copy of the code without content, a new folder kind).
    mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
    writeFileSync(path.join(ROOT, file), text);
    console.log(`wrote ${file}`);
  }
}
