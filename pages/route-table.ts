// The project's page registry made from the kinds registered in pages/kinds.ts: the entry points pass it into the
// server; no server module imports this file (docs/decisions/092-layers.md).
import { createPageRegistry, type PageRegistry } from '#server/pages/page-registry.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import * as KINDS from './kinds.js';
import { siteTextsContent } from './site-texts.js';

export type { Site } from '#shared/pages/sites.js';
export type { PageEntry };

export const PAGE_REGISTRY: PageRegistry = createPageRegistry(Object.values(KINDS), siteTextsContent);
