// A host's sitemap (PRODUCT.md §9): the canonical URL of every page whose canonical
// address is on that host, read from the same route table the pages are matched in, so
// no page can be served without being listed or listed without being served. law and
// sert are listed by the host their canonical is on (public-location.ts).
import type { Site } from '#shared/pages/registry.js';
import type { Discovery } from './discovery.js';
import { canonicalLocation } from './public-location.js';

export interface SitemapEntry {
  url: string;
}

/** The host's public pages; empty when the host has no configured origin. */
export function sitemapEntries(site: Site, { pages, origins }: Discovery): SitemapEntry[] {
  return pages.flatMap((page) => {
    if (page.paths[site] === undefined) return [];
    const location = canonicalLocation(page, site, origins);
    return location?.site === site ? [{ url: location.url }] : [];
  });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xmlText = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${xmlText(entry.url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
