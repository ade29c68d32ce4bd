// What the studio knows of the site when it starts: today as the site sees it (PROMO_NOW may set it; the browser's
// clock only when the site cannot say), and the pages besides the campaigns an experiment may name.
import { moscowDay } from '#shared/content/calendar.js';
import { readSiteState } from './site-state-path.js';

interface ConfigFacts {
  collections?: Array<{ name: string; fields?: Array<{ name: string; fixed_pages?: Array<{ slug: string }> }> }>;
}

export async function siteFacts(config: ConfigFacts) {
  const { at } = await readSiteState();
  const fixed = config.collections?.find((collection) => collection.name === 'experiments')?.fields
    ?.find((field) => field.name === 'page')?.fixed_pages ?? [];
  return { today: moscowDay(at ? Date.parse(at) : Date.now()), pages: new Set(fixed.map((page) => page.slug)) };
}
