// Each page's one JSON-LD block (docs/product.md §9): what the page shows, said in schema.org
// terms for search engines. By default a WebPage published by the retailer; a kind says
// more in its descriptor (pages/<kind>/kind.ts: a campaign's SaleEvent, sert's trail, the
// hub's list) from the parts made here. URLs and the picture only when the origin is known
// (absolute or nothing). Typed with schema-dts (types only: a misspelt property or a
// wrong enumeration fails the compiler).
import type { Organization, Thing, WebPage, WithContext } from 'schema-dts';
import type { PageEntry, StructuredDataInput, StructuredDataParts } from '#server/pages/page-kind.js';
import { RETAILER_NAME, RETAILER_SITE_URL } from '#shared/ui/site-links.js';
import { serializeState } from './serialize-state.js';
import { canonicalLocation, type PublicLocation } from '../pages/public-location.js';

function retailer(location: PublicLocation | undefined, legalName?: string): Organization {
  return {
    '@type': 'Organization',
    name: RETAILER_NAME,
    ...(legalName ? { legalName } : {}),
    url: RETAILER_SITE_URL,
    ...(location ? { logo: location.fileUrl('static/icons/icon-512.png') } : {}),
  };
}

function webPage({ page, imageUrl }: StructuredDataInput, location: PublicLocation | undefined): WebPage {
  return {
    '@type': 'WebPage',
    name: page.title,
    description: page.description,
    inLanguage: 'ru',
    publisher: retailer(location),
    ...(location ? { url: location.url } : {}),
    ...(imageUrl ? { primaryImageOfPage: { '@type': 'ImageObject', url: imageUrl } } : {}),
  };
}

/** The page's JSON-LD, escaped for a script element like the preloaded state. */
export function structuredData(input: StructuredDataInput, pageById: (id: string) => PageEntry | undefined): string {
  const location = canonicalLocation(input.page, input.site, input.origins);
  const parts: StructuredDataParts = {
    ...input,
    location,
    retailer: (legalName) => retailer(location, legalName),
    webPage: () => webPage(input, location),
    urlOf: (pageId) => {
      const target = pageById(pageId);
      return target && canonicalLocation(target, input.site, input.origins)?.url;
    },
  };
  const thing: Thing = input.page.descriptor.discovery?.structuredData?.(parts) ?? parts.webPage();
  const document = { '@context': 'https://schema.org', ...(thing as object) } as WithContext<Thing>;
  return serializeState(document);
}
