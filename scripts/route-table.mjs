// The route table (pages/route-table.ts) for the node scripts, built from the checked
// content as the server builds it, so the bench, Lighthouse and the screenshots visit the
// pages the table has instead of keeping their own lists of paths.
import { importTs } from './ts-module.mjs';
import { checkContentOrExit } from './content.mjs';

/** Every page of the route table: id, kind, paths per site, title, description. */
export async function loadPages() {
  const [{ PAGE_REGISTRY }, content] = await Promise.all([importTs('pages/route-table.ts'), checkContentOrExit()]);
  return PAGE_REGISTRY.routeTable(content).pages;
}

/** The promo-site path of the first page of each kind, in table order: one page per kind to measure. */
export async function onePromoPathPerKind() {
  const kinds = new Set();
  return (await loadPages())
    .filter((page) => page.paths.promo !== undefined && !kinds.has(page.kind) && kinds.add(page.kind))
    .map((page) => page.paths.promo);
}
