// The content files' JSON as the studio reads and writes it (server/studio-listener/decap-config.ts). A generated JSON
// Schema beside the entries gets no marker, so it is never listed. Every field left empty is left out of the file, since
// the schemas say "unset", never "" (docs/decisions/240-studio-media-never-overwrite.md).
import { SCHEDULED_FIELDS } from '#shared/content/scheduled-change-schema.js';

/** The format's name and the marker every entry read carries, which the collections show only entries with. */
export const SITE_JSON = {
  format: 'site-json', experimentFormat: 'experiment-json', entryMarker: '__entry',
  // An experiment's form holds another page's version Б in a group of its own (`variant_law`); its file in `variant`.
  pageVariant: 'variant_',
} as const;

const MARKER = SITE_JSON.entryMarker;
const NOT_IN_FILE = new Set<string>([MARKER, 'id']);

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
    // An experiment of another page than a campaign's: its form's group of that page is the file's version Б.
    const page = `${SITE_JSON.pageVariant}${String(data.page)}`;
    const kept = Object.fromEntries(Object.entries(data).filter(([key]) => !NOT_IN_FILE.has(key) && !key.startsWith(SITE_JSON.pageVariant))
      .concat(page in data ? [['variant', data[page]!]] : []));
    return `${JSON.stringify(withoutEmpty(kept) ?? {}, null, 2)}\n`;
  },
};

/** A campaign's `data` with a scheduled `change`'s fields over it, as the site applies it (server/content/schedule.ts). */
export function withScheduled<T extends { texts?: unknown }>(data: T, change: { [key in (typeof SCHEDULED_FIELDS)[number]]?: unknown }): T {
  const set = Object.fromEntries(SCHEDULED_FIELDS.flatMap((field) => ((change[field] ?? '') === '' ? [] : [[field, change[field]]])));
  return { ...data, ...set, ...(set.texts ? { texts: { ...data.texts as object | undefined, ...set.texts as object } } : {}) };
}

/** The experiments' format: another page's version Б read into that page's group of the form (`pages`: PAGE_VARIANTS). */
export function experimentJson(pages: ReadonlySet<string>): typeof siteJson {
  return {
    fromFile(source: string) {
      const { variant, ...data } = siteJson.fromFile(source);
      const page = typeof data.page === 'string' ? data.page : undefined;
      const group = page && pages.has(page) ? `${SITE_JSON.pageVariant}${page}` : 'variant';
      return variant === undefined ? data : { ...data, [group]: variant };
    },
    toFile: siteJson.toFile,
  };
}
