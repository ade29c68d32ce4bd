// Reads dist/client/manifest.json (written by build.mjs) and the page styles it names once
// at start-up, and answers per page kind exactly what its document needs: its CSS to
// inline, the styles that may wait, the module scripts (the boot guard, then the page's
// entry) and a modulepreload for every chunk the entry imports, so the browser fetches
// them all at once from the HTML instead of discovering them one import after another.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageKind } from '#shared/pages/registry.js';

export interface ManifestEntry {
  file: string;
  /** Styles of what the server renders: inlined into the document. */
  css: string[];
  /** Styles of what only a script shows (dialogs): loaded without blocking. */
  deferredCss: string[];
  /** Every chunk the entry imports, directly or not. */
  imports: string[];
  /** Chunks the page loads later, by dynamic import (client-only islands). */
  lazy: string[];
}

export interface AssetManifest {
  boot: { file: string };
  /** The web-vitals reporter, which the page scripts import by name once idle (client/rum-loader.ts). */
  rum: { file: string };
  pages: Partial<Record<PageKind, ManifestEntry>>;
  /** File name → contents, for the styles that are inlined. */
  inlineCss: Record<string, string>;
}

export interface PageAssets {
  /** In order: the boot guard first, then the page's entry. */
  scripts: string[];
  preloads: string[];
  /**
   * The page's CSS as its <style> element, already UTF-8: the largest part of the head is
   * the same in every render, so it is encoded once instead of in each page's bytes.
   */
  inlineStyle: Buffer;
  deferredStyles: string[];
}

export function readManifest(manifestPath: string): AssetManifest {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Omit<AssetManifest, 'inlineCss'>;
  const inlineCss: Record<string, string> = {};
  for (const page of Object.values(manifest.pages)) {
    for (const file of page?.css ?? []) {
      // Its source-map comment names the map relative to the CSS file; pageAssets names it anew.
      const css = readFileSync(path.join(path.dirname(manifestPath), file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      // Inside <style>, only this sequence could end the element early.
      if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
      inlineCss[file] = css;
    }
  }
  return { ...manifest, inlineCss };
}

function assetsOf(manifest: AssetManifest, kind: PageKind, assetsBase: string): PageAssets {
  const page = manifest.pages[kind];
  const url = (file: string) => assetsBase + file;
  const css = (page?.css ?? []).map((file) => `${manifest.inlineCss[file]}/*# sourceMappingURL=${url(file)}.map */`).join('');
  return {
    scripts: [url(manifest.boot.file), ...(page ? [url(page.file)] : [])],
    preloads: (page?.imports ?? []).map(url),
    inlineStyle: Buffer.from(css ? `<style>${css}</style>` : ''),
    deferredStyles: (page?.deferredCss ?? []).map(url),
  };
}

/** Per manifest, kind and base: the same for every render, so built once. */
const known = new WeakMap<AssetManifest, Map<string, PageAssets>>();

/** File names are relative to the assets folder; `assetsBase` is `/promo/assets/` or `/assets/`. */
export function pageAssets(manifest: AssetManifest, kind: PageKind, assetsBase: string): PageAssets {
  let byPage = known.get(manifest);
  if (!byPage) known.set(manifest, (byPage = new Map()));
  const key = `${kind} ${assetsBase}`;
  let assets = byPage.get(key);
  if (!assets) byPage.set(key, (assets = assetsOf(manifest, kind, assetsBase)));
  return assets;
}
