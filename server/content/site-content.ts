// The content as the running server uses it: the route table built from the campaigns,
// the calendar of each page, the clock, and the campaigns by apiSlug for the proxy. Made
// once at start-up (server/create-server.ts); every instance derives the same phases from
// the same content and clock, so no state is shared between instances.
import type { Campaign } from '#shared/content/campaign-schema.js';
import { campaignPhase } from '#shared/content/calendar.js';
import { createRouteTable, type PageEntry, type RouteTable } from '#shared/pages/registry.js';
import type { Config } from '../config.js';
import type { Clock } from '../calendar/clock.js';
import { createPageCalendar, type PageCalendar } from '../calendar/page-calendar.js';
import { loadContent, type Content } from './load-content.js';

export interface SiteContent {
  content: Content;
  /** The folder it was read from (config.contentDir): banners and brand logos are served from it. */
  contentDir: string;
  routes: RouteTable;
  calendar: PageCalendar;
  clock: Clock;
  /** The campaign the upstream knows by `apiSlug`, hidden or not. */
  campaignBySlug(apiSlug: string): Campaign | undefined;
}

/** Loads and checks the configured content folder (CONTENT_DIR, default the build's copy); throws ContentError listing every problem. */
export const loadConfiguredContent = (config: Pick<Config, 'contentDir'>): Content => loadContent({ contentDir: config.contentDir });

type SiteConfig = Pick<Config, 'lovecategoryFinished' | 'contentDir'>;

export function createSiteContent(content: Content, config: SiteConfig, clock: Clock): SiteContent {
  const bySlug = new Map(content.campaigns.map((campaign) => [campaign.apiSlug, campaign]));
  return {
    content,
    contentDir: config.contentDir,
    routes: createRouteTable(content.campaigns),
    calendar: createPageCalendar(content.campaigns, content.lovecategory, config.lovecategoryFinished),
    clock,
    campaignBySlug: (apiSlug) => bySlug.get(apiSlug),
  };
}

/** Every page a visitor may see at `instant`: no hidden campaign. */
export function publicPages(site: SiteContent, instant: number): PageEntry[] {
  return site.routes.pages.filter((page) => !page.campaign || campaignPhase(page.campaign, instant) !== 'hidden');
}

/** The pages the sitemap lists at `instant`: the public ones but archived campaigns (docs/content.md "Статус"). */
export function listedPages(site: SiteContent, instant: number): PageEntry[] {
  return publicPages(site, instant).filter((page) => page.campaign?.status !== 'archived');
}
