// A campaign's JSON-LD (docs/product.md §9): a SaleEvent with its real dates, organised by
// the retailer under the legal name its legal text gives, held in the retailer's stores.
// Nothing in schema.org's EventStatusType says "over": a finished campaign stays
// EventScheduled and its endDate tells it is past (Google's event guidelines read it so).
import type { SaleEvent } from 'schema-dts';
import { RETAILER_NAME, STORES_URL } from '#shared/ui/site-links.js';
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { StructuredDataParts } from '#server/pages/page-kind.js';

export function saleEvent({ page, location, imageUrl, retailer }: StructuredDataParts<Campaign>): SaleEvent {
  const campaign = page.data;
  return {
    '@type': 'SaleEvent',
    name: campaign.title,
    description: page.description,
    startDate: campaign.starts,
    endDate: campaign.ends,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: `Магазины «${RETAILER_NAME}»`, url: STORES_URL },
    organizer: retailer(campaign.organiser),
    ...(location ? { url: location.url } : {}),
    ...(imageUrl ? { image: imageUrl } : {}),
  };
}
