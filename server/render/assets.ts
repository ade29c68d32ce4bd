// Reads dist/client/manifest.json (written by build.mjs) once at start-up and answers,
// per page kind, exactly the tags it needs: its stylesheet, the boot script, and a
// modulepreload for the page's one chunk (which boot imports, named by chunkUrl).
import { readFileSync } from 'node:fs';
import type { PageKind } from '#shared/pages/registry.js';

export interface ManifestEntry {
  file: string;
  css: string[];
  imports: string[];
}

export interface AssetManifest {
  boot: ManifestEntry;
  pages: Partial<Record<PageKind, ManifestEntry>>;
}

export interface PageAssets {
  /** The page's own chunk, imported by the boot script. */
  chunkUrl: string | undefined;
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
  const preloads = new Set<string>(page ? [page.file, ...page.imports] : []);
  return {
    chunkUrl: page && url(page.file),
    scripts: [url(manifest.boot.file)],
    preloads: [...preloads].map(url),
    styles: (page?.css ?? []).map(url),
  };
}
