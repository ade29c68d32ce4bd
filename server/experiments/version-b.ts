// Version Б of a page (docs/product.md §12), made in one place for the running test (running.ts), the supplier link
// (server/preview/preview-page.ts) and a decision to keep Б (server/content/site-content.ts): a campaign's Б is the
// campaign with Б's fields set (withCampaignFields); another kind's is the page its kind makes of its own file with Б's
// groups over it (field-changes.ts's withFieldsOver), that file carried as the page's `own`, which its render shows.
import type { PageEntry } from '#server/pages/page-kind.js';
import type { Experiment } from '#shared/content/experiment-schema.js';
import { withCampaignFields, type CampaignFields } from '#shared/content/campaign-fields.js';
import { withFieldsOver, type Json } from '#shared/content/field-changes.js';
import { typesetAll } from '#shared/typography/typeset.js';
import { campaignOf, withCampaign } from '../pages/campaign-pages.js';

/** A kind's own file with Б's fields over it, typeset as the served file was (server/content/load-content.ts). */
export const ownWithVariant = (own: unknown, variant: Experiment['variant']): unknown =>
  withFieldsOver(own as Json, typesetAll(variant) as Json);

/** `page` as version Б shows it; `served`: its kind's own file as served (none for a campaign). */
export function versionB(page: PageEntry, variant: Experiment['variant'], served: unknown): PageEntry {
  const campaign = campaignOf(page);
  if (campaign) return withCampaign(page, withCampaignFields(campaign, variant as CampaignFields));
  // A folder's page (a landing): its entry with Б's fields, checked and typeset by its kind, made its page again.
  const test = page.descriptor.content?.folder?.experiment;
  const entries = test ? [test.withVersion(page.data as { id: string }, variant)] : [];
  const own = test ? undefined : ownWithVariant(page.own ?? served, variant);
  // Its head and data as its kind makes them of that file; its dates are never tested (the schema refuses them).
  const made = page.descriptor.pages({ campaigns: [], content: own, entries, config: { lovecategoryFinished: false } })
    .find((route) => route.id === page.id);
  return { ...page, ...made, dates: page.dates, data: made?.data as unknown, own };
}
