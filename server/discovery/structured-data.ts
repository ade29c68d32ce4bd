// Each page's one JSON-LD block (docs/product.md §9): what the page shows, said in schema.org
// terms for search engines. A campaign is a SaleEvent with its real dates, organised by
// the retailer under the legal name its legal text gives; every other page is a WebPage
// published by the retailer, with sert's BreadcrumbList the trail it shows, and the hub a
// CollectionPage whose ItemList is the cards it shows, in their order. URLs and the
// picture only when the origin is known (absolute or nothing). Typed with schema-dts
// (types only: a misspelt property or a wrong enumeration fails the compiler).
import type { BreadcrumbList, CollectionPage, ItemList, Organization, SaleEvent, Thing, WebPage, WithContext } from 'schema-dts';
import type { PageEntry, Site } from '#shared/pages/registry.js';
import type { HubEntry } from '#shared/store/slices/page.js';
import { SERT_BREADCRUMBS } from '#shared/features/business/sert-page.js';
import { RETAILER_LINKS, RETAILER_NAME, RETAILER_SITE_URL } from '#shared/ui/site-links.js';
import { serializeState } from '../render/serialize-state.js';
import { canonicalLocation, type PublicLocation, type PublicOrigins } from './public-location.js';

export interface StructuredDataInput {
  page: PageEntry;
  /** The site the page is served on (the business copies may point elsewhere). */
  site: Site;
  origins: PublicOrigins;
  /** Absolute URL of the page's link-preview picture, when the origin is known. */
  imageUrl: string | undefined;
  /** The hub's list as the page shows it (its state's). */
  hub?: readonly HubEntry[];
}

/** The place the campaigns' purchases are made: the retailer's stores (its footer links them). */
const STORES_URL = RETAILER_LINKS.find(([label]) => label === 'Магазины')![1];

function retailer(location: PublicLocation | undefined, legalName?: string): Organization {
  return {
    '@type': 'Organization',
    name: RETAILER_NAME,
    ...(legalName ? { legalName } : {}),
    url: RETAILER_SITE_URL,
    ...(location ? { logo: location.fileUrl('static/icons/icon-512.png') } : {}),
  };
}

/** The trail sert shows, each step at its page's canonical URL when that is known. */
function breadcrumbs(site: Site, origins: PublicOrigins, pageById: (id: string) => PageEntry | undefined): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: SERT_BREADCRUMBS.map((step, index) => {
      const target = pageById(step.page);
      const url = target && canonicalLocation(target, site, origins)?.url;
      return { '@type': 'ListItem', position: index + 1, name: step.name, ...(url ? { item: url } : {}) };
    }),
  };
}

/**
 * Nothing in schema.org's EventStatusType says "over": a finished campaign stays
 * EventScheduled and its endDate tells it is past (Google's event guidelines read it so).
 */
function saleEvent(input: StructuredDataInput, location: PublicLocation | undefined): SaleEvent | undefined {
  const { campaign } = input.page;
  if (!campaign) return undefined;
  return {
    '@type': 'SaleEvent',
    name: campaign.title,
    description: input.page.description,
    startDate: campaign.starts,
    endDate: campaign.ends,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: `Магазины «${RETAILER_NAME}»`, url: STORES_URL },
    organizer: retailer(location, campaign.organiser),
    ...(location ? { url: location.url } : {}),
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
  };
}

/** The hub's cards in the order shown, each linking where its card links. */
function hubList(entries: readonly HubEntry[], location: PublicLocation | undefined): ItemList {
  return {
    '@type': 'ItemList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem', position: index + 1, name: entry.name, ...(location ? { url: location.origin + entry.href } : {}),
    })),
  };
}

function webPage(
  input: StructuredDataInput, location: PublicLocation | undefined, pageById: (id: string) => PageEntry | undefined,
): WebPage | CollectionPage {
  const { page } = input;
  return {
    '@type': input.hub ? 'CollectionPage' : 'WebPage',
    name: page.title,
    description: page.description,
    inLanguage: 'ru',
    publisher: retailer(location),
    ...(location ? { url: location.url } : {}),
    ...(input.imageUrl ? { primaryImageOfPage: { '@type': 'ImageObject', url: input.imageUrl } } : {}),
    ...(page.kind === 'sert' ? { breadcrumb: breadcrumbs(input.site, input.origins, pageById) } : {}),
    ...(input.hub ? { mainEntity: hubList(input.hub, location) } : {}),
  };
}

/** The page's JSON-LD, escaped for a script element like the preloaded state. */
export function structuredData(input: StructuredDataInput, pageById: (id: string) => PageEntry | undefined): string {
  const location = canonicalLocation(input.page, input.site, input.origins);
  const thing: Thing = saleEvent(input, location) ?? webPage(input, location, pageById);
  const document = { '@context': 'https://schema.org', ...(thing as object) } as WithContext<Thing>;
  return serializeState(document);
}
