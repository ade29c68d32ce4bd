// How many entries the render cache needs: every page once per site it is on, and a page
// that varies (law, sert) once per variant of the cities list it was rendered with. The
// list is the upstream's, so the bound is first computed for one city and raised when a
// longer list is seen (a fixed 500 entries held about 63 cities' variants). A page under test
// is stored once per version (docs/decisions/710-experiments-on-any-page.md), so it counts twice.
// The byte bound stays the memory ceiling; evictions show in /metrics when it binds.
import type { PageEntry } from '#server/pages/page-kind.js';
import { VERSIONS } from '#shared/experiments/versions.js';
import type { Experiment } from '#shared/content/experiment-schema.js';

export const RENDER_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The forms' stored answers (server/forms/posted-refusal.ts, card-form-page.ts), kept apart from the pages so that a
 * flood of them never pushes a page out: per page a refusal per wait (1-10 minutes) and choice, and the answers against
 * a form's rules; at about 70 KB each (a page's identity, gzip and brotli bytes).
 */
export const FORM_ANSWERS_BOUNDS = { maxEntries: 256, maxBytes: 16 * 1024 * 1024 };

/** What the bound reads of the site: its route table's pages (campaigns come and go with the content) and its experiments. */
interface SiteShape {
  routes: { pages: readonly PageEntry[] };
  content: { experiments?: readonly Pick<Experiment, 'page' | 'decision'>[] };
}

/** The entries `site` needs with `cityCount` cities: each undecided experiment's page twice. */
export function renderCacheEntries({ routes, content }: SiteShape, cityCount: number): number {
  const tested = new Set((content.experiments ?? []).filter((experiment) => !experiment.decision).map((experiment) => experiment.page));
  let entries = 0;
  for (const page of routes.pages) {
    const perSite = page.descriptor.variant?.count(Math.max(1, cityCount)) ?? 1;
    entries += perSite * Object.keys(page.paths).length * (tested.has(page.id) ? VERSIONS.length : 1);
  }
  return entries;
}
