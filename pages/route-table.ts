// The project's page registry (server/pages/page-registry.ts) made from the kinds
// registered in pages/kinds.ts: the entry points (server/main.ts, the scripts, the tests'
// start-app) pass it into the server; no server module imports this file
// (docs/decisions/092-layers.md). The names below are the registry's, for the scripts and
// the tests.
import { createPageRegistry, type PageRegistry, type TableContent } from '#server/pages/page-registry.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import * as KINDS from './kinds.js';
import { siteTextsContent } from './site-texts.js';

export type { Site } from '#shared/pages/sites.js';
export type { PageEntry };

export const PAGE_REGISTRY: PageRegistry = createPageRegistry(Object.values(KINDS), siteTextsContent);

/** Every kind, by name (the table lists their pages in that order: the campaigns first). */
export const PAGE_KINDS = PAGE_REGISTRY.kinds;

/** The pages that are code, not content. */
export const FIXED_PAGES = PAGE_REGISTRY.fixedPages;

/** The route table of the kinds' pages for this content. */
export const createRouteTable = (content: TableContent, config?: Parameters<PageRegistry['routeTable']>[1]) =>
  PAGE_REGISTRY.routeTable(content, config);
