// Reads dist/client/manifest.json (build.mjs) and the page styles it names once at start-up, and answers per page kind
// what its document needs: the CSS to inline, the module scripts and a modulepreload for every chunk the entry imports,
// and for a page with an island the styles that may wait (docs/decisions/064-pages-without-islands.md). The islands
// chunk is never preloaded (docs/decisions/003-islands.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export interface PageAssets {
  /** In order: the boot guard first, then the page's entry. */
  scripts: string[];
  /** The chunks the entry imports: preloaded on every page of the kind. */
  preloads: string[];
  /**
   * The page's CSS as its <style> element, already UTF-8: the largest part of the head is
   * the same in every render, so it is encoded once instead of in each page's bytes.
   */
  inlineStyle: Buffer;
  /** Styles of what only an island shows (dialogs): loaded only on a page that holds an island. */
  deferredStyles: string[];
}

/** The manifest is missing, not JSON, not the build's shape, or names a style that is not there: start-up stops with this one line. */
export class ManifestError extends Error {}

const entrySchema = z.object({
  file: z.string(),
  /** Styles of what the server renders: inlined into the document. */
  css: z.array(z.string()),
  /** Styles of what only a script shows (dialogs): loaded without blocking. */
  deferredCss: z.array(z.string()),
  /** Every chunk the entry imports, directly or not: the first load of every page of the kind. */
  imports: z.array(z.string()),
  /**
   * The kind's islands chunk (React, the store, its islands) and every chunk it imports
   * that `imports` does not hold; empty for a kind with no islands. The entry imports it
   * dynamically, only on a page whose HTML holds an island, once the visitor reaches for one.
   */
  islands: z.array(z.string()),
  /** Chunks the page loads later, by dynamic import (client-only islands). */
  lazy: z.array(z.string()),
});
const manifestSchema = z.object({
  boot: z.object({ file: z.string() }),
  /** The web-vitals reporter, which the page scripts import by name once idle (client/rum-loader.ts). */
  rum: z.object({ file: z.string() }),
  pages: z.record(z.string(), entrySchema),
});

export type AssetManifest = z.infer<typeof manifestSchema> & {
  /** File name → contents, for the styles that are inlined. */
  inlineCss: Record<string, string>;
};

function readText(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new ManifestError(`${what} ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): run npm run build`);
  }
}

export function readManifest(manifestPath: string): AssetManifest {
  let json: unknown;
  try {
    json = JSON.parse(readText(manifestPath, 'the asset manifest'));
  } catch (error) {
    if (error instanceof ManifestError) throw error;
    throw new ManifestError(`the asset manifest ${manifestPath} is not JSON: run npm run build`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const wrong = parsed.error.issues[0]?.path.join('.') || 'its shape';
    throw new ManifestError(`the asset manifest ${manifestPath} is not the build's (${wrong}): run npm run build`);
  }
  const manifest = parsed.data;
  const inlineCss: Record<string, string> = {};
  for (const page of Object.values(manifest.pages)) {
    for (const file of page.css) {
      // Its source-map comment names the map relative to the CSS file; pageAssets names it anew.
      const css = readText(path.join(path.dirname(manifestPath), file), 'the style').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      // Inside <style>, only this sequence could end the element early.
      if (/<\/style/i.test(css)) throw new ManifestError(`${file} cannot be inlined: it contains </style`);
      inlineCss[file] = css;
    }
  }
  return { ...manifest, inlineCss };
}

function assetsOf(manifest: AssetManifest, kind: string, assetsBase: string): PageAssets {
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
export function pageAssets(manifest: AssetManifest, kind: string, assetsBase: string): PageAssets {
  let byPage = known.get(manifest);
  if (!byPage) known.set(manifest, (byPage = new Map()));
  const key = `${kind} ${assetsBase}`;
  let assets = byPage.get(key);
  if (!assets) byPage.set(key, (assets = assetsOf(manifest, kind, assetsBase)));
  return assets;
}
