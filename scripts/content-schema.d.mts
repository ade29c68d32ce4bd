/** File (from the project root) → the JSON Schema text scripts/content-schema.mjs writes there. */
export function contentSchemaFiles(): Promise<Record<string, string>>;
