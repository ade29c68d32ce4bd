// The content the tests read instead of naming campaigns (PRODUCT.md §4: adding a campaign
// touches no test): the campaigns of content/campaigns/, checked by the server's own
// loader, and the route table built from them.
import path from 'node:path';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { createRouteTable } from '#shared/pages/registry.js';
import { loadContent } from '#server/content/load-content.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const CONTENT = loadContent({ contentDir: path.join(ROOT, 'content'), bannersDir: path.join(ROOT, 'public/banners') });

/** Every campaign of content/campaigns/, in file-name order. */
export const CAMPAIGNS: readonly Campaign[] = CONTENT.campaigns;

/** Every page of the route table: the campaigns, then the fixed pages. */
export const PAGES = createRouteTable(CAMPAIGNS).pages;

export function campaignById(id: string): Campaign {
  const campaign = CAMPAIGNS.find((c) => c.id === id);
  if (!campaign) throw new Error(`no campaign ${id} in content/campaigns/`);
  return campaign;
}
