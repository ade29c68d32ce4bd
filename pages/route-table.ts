// The project's page registry (server/pages/page-registry.ts) made from the kinds
// registered in pages/kinds.ts: the entry points (server/main.ts, the scripts, the tests'
// start-app) pass it into the server; no server module imports this file
// (docs/decisions/092-layers.md). The scripts and the tests read its kinds, fixed pages and
// route tables as its members (PAGE_REGISTRY.kinds, .fixedPages, .routeTable).
import { createPageRegistry, type PageRegistry } from '#server/pages/page-registry.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import * as KINDS from './kinds.js';
import { siteTextsContent } from './site-texts.js';

export type { Site } from '#shared/pages/sites.js';
export type { PageEntry };

export const PAGE_REGISTRY: PageRegistry = createPageRegistry(Object.values(KINDS), siteTextsContent);
