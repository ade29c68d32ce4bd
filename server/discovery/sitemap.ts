// A host's sitemap (docs/product.md §9): the canonical URL of every public page whose canonical
// address is on that host, read from the same route table and calendar the pages are
// served by, so no page can be served without being listed or listed without being
// served (a hidden campaign is neither; an archived one is served, not listed). law and sert are listed by the host their
// canonical is on (public-location.ts). lastmod is when what the page shows last changed:
// its content file or its phase, whichever is later, and never after the clock.
import type { Site } from '#shared/pages/sites.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import { moscowDateTime, phaseStarts } from '#shared/content/calendar.js';
import { listedPages } from '../content/site-content.js';
import type { Discovery } from './discovery.js';
import { canonicalLocation } from '../pages/public-location.js';
// The same five escapes XML needs (&#39; is XML's too).
import { escapeHtml } from '../answers/escape-html.js';

export interface SitemapEntry {
  url: string;
  /** Epoch milliseconds. */
  lastModified?: number;
}


/** The instants the page's calendar changes what it shows (the same dates its phase is read from). */
const phaseChanges = (page: PageEntry): number[] => (page.dates ? Object.values(phaseStarts(page.dates)) : []);

/** The latest change at or before `instant`; a content file newer than the clock (a rehearsal clock) does not count. */
function lastModified(page: PageEntry, discovery: Discovery, instant: number): number | undefined {
  const contentChanged = discovery.contentChanged.get(page.id);
  const changes = [...phaseChanges(page), ...(contentChanged === undefined ? [] : [contentChanged])]
    .filter((at) => at <= instant);
  return changes.length > 0 ? Math.max(...changes) : undefined;
}

/** A page listing the others (the hub) shows every public page's phase: it changed when the latest of them did. */
function hubLastModified(pages: readonly PageEntry[], discovery: Discovery, instant: number): number | undefined {
  const changes = pages.map((page) => lastModified(page, discovery, instant)).filter((at) => at !== undefined);
  return changes.length > 0 ? Math.max(...changes) : undefined;
}

/** The host's public pages at `instant`; empty when the host has no configured origin. */
export function sitemapEntries(site: Site, discovery: Discovery, instant: number): SitemapEntry[] {
  const pages = listedPages(discovery.site, instant);
  return pages.flatMap((page) => {
    if (page.paths[site] === undefined) return [];
    const location = canonicalLocation(page, site, discovery.origins);
    const changed = page.descriptor.content?.listsPages
      ? hubLastModified(pages, discovery, instant) : lastModified(page, discovery, instant);
    return location?.site === site ? [{ url: location.url, lastModified: changed }] : [];
  });
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ url, lastModified: at }) => {
    const lastmod = at === undefined ? '' : `<lastmod>${moscowDateTime(at)}</lastmod>`;
    return `<url><loc>${escapeHtml(url)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    `${urls.join('\n')}\n</urlset>\n`;
}
