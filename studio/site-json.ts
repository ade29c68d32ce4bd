// The content files' JSON as the studio reads and writes it, the format the studio's Decap
// config names (server/studio-listener/decap-config.ts). Reading: an entry gets the marker the
// collections filter on; a generated JSON Schema beside the entries (schema.json) does not, so
// it is never listed. Writing: the marker and the new entry's `id` (the file's name, not a
// field of the file) are left out, and so is every field left empty, since the schemas say
// "unset", never "". Campaigns are read with their state on the site's today (a draft, in the
// archive, or their phase), a field of the form's data only, which the campaigns' list shows.
import { campaignStateOn, type CampaignStatus } from '#shared/content/campaign-state-words.js';

/**
 * The format's name (app.tsx registers it, the config's collections name it) and the marker
 * every entry read carries, which the collections show only entries with.
 */
export const SITE_JSON = { format: 'site-json', campaignFormat: 'campaign-json', entryMarker: '__entry', stateField: '__state' } as const;

const MARKER = SITE_JSON.entryMarker;
const NOT_IN_FILE = new Set([MARKER, SITE_JSON.stateField, 'id']);

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

const isStatus = (value: Json | undefined): value is CampaignStatus => value === 'draft' || value === 'published' || value === 'archived';
const text = (value: Json | undefined) => (typeof value === 'string' ? value : undefined);

/** The campaigns' format: the site's JSON, read with the campaign's state on `today` (ISO, Moscow). */
export function campaignJson(today: string): typeof siteJson {
  return {
    fromFile(source: string) {
      const data = siteJson.fromFile(source);
      const [starts, ends] = [text(data.starts), text(data.ends)];
      if (!starts || !ends) return data;
      const campaign = { starts, ends, announce: text(data.announce), endedEarly: text(data.endedEarly) };
      const state = campaignStateOn({ ...campaign, ...(isStatus(data.status) ? { status: data.status } : {}) }, today);
      return { ...data, [SITE_JSON.stateField]: state };
    },
    toFile: siteJson.toFile,
  };
}
