// The content files' JSON as the studio reads and writes it, the format the studio's Decap
// config names (server/studio-listener/decap-config.ts). Reading: an entry gets the marker the
// collections filter on; a generated JSON Schema beside the entries (schema.json) does not, so
// it is never listed. Writing: the marker and the new entry's `id` (the file's name, not a
// field of the file) are left out, and so is every field left empty, since the schemas say
// "unset", never "". Campaigns are read with their state on the site's today (a draft, in the
// archive, or their phase), a field of the form's data only, which the campaigns' list shows; scheduled changes
// with the line their list shows (the campaign's title, the Moscow minute in words, the fields by their labels).
// A campaign a scheduled change is live on is read as its file holds it: the form holds the entry's own values, and a save
// writes only what the operator touched; the preview lays the live changes over them (live-entry.ts, campaign-preview.tsx).
import { campaignStateOn, type CampaignStatus } from '#shared/content/campaign-state-words.js';
import { SCHEDULED_FIELDS } from '#shared/content/scheduled-change-schema.js';
import { moscowMinuteInWords } from './moscow-time.js';
import { formatDay } from '#shared/ui/format-dates.js';

/**
 * The format's name (app.tsx registers it, the config's collections name it) and the marker
 * every entry read carries, which the collections show only entries with.
 */
export const SITE_JSON = {
  format: 'site-json', campaignFormat: 'campaign-json', scheduleFormat: 'schedule-json', experimentFormat: 'experiment-json',
  entryMarker: '__entry', stateField: '__state', summaryField: '__summary',
  // An experiment's form holds another page's version Б in a group of its own (`variant_law`); its file in `variant`.
  pageVariant: 'variant_',
} as const;

const MARKER = SITE_JSON.entryMarker;
const NOT_IN_FILE = new Set<string>([MARKER, SITE_JSON.stateField, SITE_JSON.summaryField, 'id']);

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

const isStatus = (value: Json | undefined): value is CampaignStatus => value === 'draft' || value === 'published' || value === 'archived';
const text = (value: Json | undefined) => (typeof value === 'string' ? value : undefined);

/** What the scheduled changes live on a campaign set («Состояние сайта»'s `scheduledLive`, server/studio/site-state.ts). */
export interface LiveChanges {
  values: Record<string, Json>;
  /** Which changes, in words: «Заголовок к распродаже» с 10 ноября 2025, 10:00 (Заголовок страницы). */
  changes: string;
  note: string;
}

/**
 * A campaign's `data` with the fields a scheduled `change` sets (an empty one of the form's is unset) over it, a phase's
 * texts merged phase by phase, as the site applies it (server/content/schedule.ts).
 */
export function withScheduled<T extends { texts?: unknown }>(data: T, change: { [key in (typeof SCHEDULED_FIELDS)[number]]?: unknown }): T {
  const set = Object.fromEntries(SCHEDULED_FIELDS.flatMap((field) => ((change[field] ?? '') === '' ? [] : [[field, change[field]]])));
  return { ...data, ...set, ...(set.texts ? { texts: { ...data.texts as object | undefined, ...set.texts as object } } : {}) };
}

/** The campaigns' format: the site's JSON, read with the campaign's state on `today` (ISO, Moscow). */
export function campaignJson(today: string): typeof siteJson {
  return {
    fromFile(source: string) {
      const read = siteJson.fromFile(source);
      if (!(MARKER in read)) return read;
      const [starts, ends] = [text(read.starts), text(read.ends)];
      if (!starts || !ends) return read;
      const campaign = { starts, ends, announce: text(read.announce), endedEarly: text(read.endedEarly) };
      const state = campaignStateOn({ ...campaign, ...(isStatus(read.status) ? { status: read.status } : {}) }, today);
      return { ...read, [SITE_JSON.stateField]: state };
    },
    toFile: siteJson.toFile,
  };
}

/** What the scheduled changes' list says of a change: its campaign's title (by file name) and its fields' labels (by key). */
export interface ScheduleWords {
  titles: ReadonlyMap<string, string>;
  labels: ReadonlyMap<string, string>;
}

/** «Баннер к выходным» — 25 ноября 2026, 22:22, «Акция Knauf 2025»: Баннер-картинка, Главное место баннера. */
export function scheduleSummary(data: Record<string, Json>, { titles, labels }: ScheduleWords): string {
  const [name, campaign, at] = [text(data.name), text(data.campaign) ?? '', text(data.at) ?? ''];
  const when = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(at) ? moscowMinuteInWords(`${at}:00+03:00`) : at;
  const fields = SCHEDULED_FIELDS.filter((field) => data[field] !== undefined).map((field) => labels.get(field) ?? field);
  const line = `${when}, «${titles.get(campaign) ?? campaign}»: ${fields.join(', ')}${data.cancelled === true ? ' (отменено)' : ''}`;
  return name ? `«${name}» — ${line}` : line;
}

/** «Заголовок с баллами» — «Акция Rockwool: …», 15 октября 2025 — 20 ноября 2025: an experiment by its page's title. */
export function experimentSummary(data: Record<string, Json>, { titles }: Pick<ScheduleWords, 'titles'>): string {
  const page = text(data.page) ?? text(data.campaign) ?? '';
  const days = [text(data.starts), text(data.ends)].map((day) => (day ? formatDay(day) : '…')).join(' — ');
  return `«${text(data.name) ?? ''}» — «${titles.get(page) ?? page}», ${days}`;
}

/**
 * The experiments' format: each read with the line its list shows, and another page's version Б in that page's group of the
 * form (`pages`: those pages; server/studio-listener/decap-config.ts's PAGE_VARIANTS); siteJson writes it back as `variant`.
 */
export function experimentJson(facts: Pick<ScheduleWords, 'titles'> & { pages: ReadonlySet<string> }): typeof siteJson {
  const read = summarisedJson((data) => experimentSummary(data, facts));
  return {
    fromFile(source: string) {
      const { variant, ...data } = read.fromFile(source);
      const page = text(data.page);
      const group = page && facts.pages.has(page) ? `${SITE_JSON.pageVariant}${page}` : 'variant';
      return variant === undefined ? data : { ...data, [group]: variant };
    },
    toFile: siteJson.toFile,
  };
}

/** A format of the site's JSON read with the line its list shows (`summary`: the entry's line). */
export function summarisedJson(summary: (data: Record<string, Json>) => string): typeof siteJson {
  return {
    fromFile(source: string) {
      const data = siteJson.fromFile(source);
      return SITE_JSON.entryMarker in data ? { ...data, [SITE_JSON.summaryField]: summary(data) } : data;
    },
    toFile: siteJson.toFile,
  };
}
