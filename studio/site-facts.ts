// What the studio's code knows of the site when it starts: today as the site sees it (the Moscow day of the
// site's own clock, «Состояние сайта»'s `at`, which PROMO_NOW may set; the browser's clock only when the site
// cannot say), the campaigns' titles on the site, what the scheduled changes live on a campaign set (by its apiSlug,
// the one field of its file that names it), and the labels of the fields a scheduled change sets
// (Decap's config, made from the schemas: server/studio-listener/decap-config.ts).
import { moscowDay } from '#shared/content/calendar.js';
import { readSiteState } from './site-state-path.js';
import type { LiveChanges } from './site-json.js';

interface ConfigField {
  name: string;
  label: string;
  fixed_pages?: Array<{ slug: string; title: string }>;
}

interface ConfigFacts {
  collections?: Array<{ name: string; fields?: ConfigField[] }>;
}

export async function siteFacts(config: ConfigFacts) {
  const state = await readSiteState();
  const fields = config.collections?.find((collection) => collection.name === 'schedule')?.fields ?? [];
  // The pages besides the campaigns an experiment may name, by their titles (decap-config.ts's experiment «Страница»).
  const fixed = config.collections?.find((collection) => collection.name === 'experiments')?.fields
    ?.find((field) => field.name === 'page')?.fixed_pages ?? [];
  return {
    today: moscowDay(state.at ? Date.parse(state.at) : Date.now()),
    titles: new Map([...(state.campaigns ?? []).map((campaign) => [campaign.id, campaign.title] as const),
      ...fixed.map((page) => [page.slug, page.title] as const)]),
    /** The pages besides the campaigns an experiment may name: each one's version Б is a group of the form of its own. */
    pages: new Set(fixed.map((page) => page.slug)),
    // The first of live-entry.ts's, which it keeps up to date.
    live: new Map<string, LiveChanges>((state.campaigns ?? [])
      .flatMap((campaign) => (campaign.scheduledLive ? [[campaign.apiSlug, campaign.scheduledLive]] : []))),
    labels: new Map(fields.map((field) => [field.name, field.label])),
  };
}
