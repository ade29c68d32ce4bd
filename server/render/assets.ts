// Reads dist/client/manifest.json (written by build.mjs) once at start-up and answers,
// per page kind, exactly the tags it needs: its stylesheet, the hydrate entry, and a
// modulepreload for the page chunk and the chunks it imports.
import { readFileSync } from 'node:fs';
import type { PageKind } from '#shared/pages/registry.js';

export interface ManifestEntry {
  file: string;
  css: string[];
  imports: string[];
}

export interface AssetManifest {
  hydrate: ManifestEntry;
  pages: Partial<Record<PageKind, ManifestEntry>>;
}

export interface PageAssets {
  scripts: string[];
  preloads: string[];
  styles: string[];
}

export function readManifest(path: string): AssetManifest {
  return JSON.parse(readFileSync(path, 'utf8')) as AssetManifest;
}

/** File names are relative to the assets folder; `assetsBase` is `/promo/assets/` or `/assets/`. */
export function pageAssets(manifest: AssetManifest, kind: PageKind, assetsBase: string): PageAssets {
  const page = manifest.pages[kind];
  const url = (file: string) => assetsBase + file;
  const preloads = new Set<string>([...manifest.hydrate.imports]);
  if (page) [page.file, ...page.imports].forEach((file) => preloads.add(file));
  return {
    scripts: [url(manifest.hydrate.file)],
    preloads: [...preloads].map(url),
    // hydrate's own CSS bundle would repeat every page's styles (esbuild folds in the
    // dynamic imports), so a page links only its own bundle.
    styles: (page?.css ?? []).map(url),
  };
}
