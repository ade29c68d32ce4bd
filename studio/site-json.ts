// The content files' JSON as the studio reads and writes it, the format the studio's Decap
// config names (server/studio-listener/decap-config.ts). Reading: an entry gets the marker the
// collections filter on; a generated JSON Schema beside the entries (schema.json) does not, so
// it is never listed. Writing: the marker and the new entry's `id` (the file's name, not a
// field of the file) are left out, and so is every field left empty, since the schemas say
// "unset", never "".

/**
 * The format's name (app.tsx registers it, the config's collections name it) and the marker
 * every entry read carries, which the collections show only entries with.
 */
export const SITE_JSON = { format: 'site-json', entryMarker: '__entry' } as const;

const MARKER = SITE_JSON.entryMarker;
const NOT_IN_FILE = new Set([MARKER, 'id']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isJsonSchema(data: Record<string, Json>): boolean {
  return typeof data.$schema === 'string' && /^https?:/.test(data.$schema) && typeof data.properties === 'object';
}

/** The value without empty strings, empty lists and objects left with no field. */
function withoutEmpty(value: Json): Json | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map(withoutEmpty).filter((item): item is Json => item !== undefined);
    return items.length ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, withoutEmpty(item)] as const)
      .filter((entry): entry is readonly [string, Json] => entry[1] !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

export const siteJson = {
  fromFile(text: string): Record<string, Json> {
    const data = JSON.parse(text) as Record<string, Json>;
    return isJsonSchema(data) ? {} : { ...data, [MARKER]: true };
  },
  toFile(data: Record<string, Json>): string {
    const kept = Object.fromEntries(Object.entries(data).filter(([key]) => !NOT_IN_FILE.has(key)));
    return `${JSON.stringify(withoutEmpty(kept) ?? {}, null, 2)}\n`;
  },
};
