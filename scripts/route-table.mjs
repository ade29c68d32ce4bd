// The route table (shared/pages/registry.ts) for the node scripts, which run without a
// TypeScript loader: esbuild bundles it in memory, so the bench, Lighthouse and the
// screenshots visit the pages the table has instead of keeping their own lists of paths.
import * as esbuild from 'esbuild';
import path from 'node:path';

const REGISTRY = path.resolve(import.meta.dirname, '../shared/pages/registry.ts');

/** Every page of the route table: id, kind, paths per site, title, description. */
export async function loadPages() {
  const { outputFiles } = await esbuild.build({ entryPoints: [REGISTRY], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
  const { PAGES } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  return PAGES;
}

/** The promo-site path of the first page of each kind, in table order: one page per kind to measure. */
export async function onePromoPathPerKind() {
  const kinds = new Set();
  return (await loadPages())
    .filter((page) => page.paths.promo !== undefined && !kinds.has(page.kind) && kinds.add(page.kind))
    .map((page) => page.paths.promo);
}
