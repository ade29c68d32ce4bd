// A promotion's JSON-LD (docs/product.md §9): a SaleEvent with its real dates, organised by the retailer (under the
// legal name its legal text gives, for a campaign), held in the retailer's stores; a campaign's page and a landing's.
// Nothing in schema.org's EventStatusType says "over": a finished one stays EventScheduled and its endDate tells it is
// past (Google's event guidelines read it so).
import type { SaleEvent } from 'schema-dts';
import { RETAILER_NAME, STORES_URL } from '#shared/ui/site-links.js';
import type { StructuredDataParts } from '#server/pages/page-kind.js';

export interface SaleDates { title: string; starts: string; ends: string; organiser?: string }

export function saleEvent({ page, location, imageUrl, retailer }: StructuredDataParts, sale: SaleDates): SaleEvent {
  return {
    '@type': 'SaleEvent',
    name: sale.title,
    description: page.description,
    startDate: sale.starts,
    endDate: sale.ends,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: `Магазины «${RETAILER_NAME}»`, url: STORES_URL },
    organizer: retailer(sale.organiser),
    ...(location ? { url: location.url } : {}),
    ...(imageUrl ? { image: imageUrl } : {}),
  };
}
