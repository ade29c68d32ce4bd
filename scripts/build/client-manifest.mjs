// dist/client/manifest.json from esbuild's metafile: per page kind its entry file (the page
// start), every chunk the entry imports (directly or through other chunks: the document
// preloads them all), its islands chunk with what that imports beyond the first load (the
// document preloads them when the page holds an island), the chunks it may load later
// (client-only and lazy islands), its CSS (inlined by the server) and the deferred styles
// its code imports.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { SHARED_LIBRARIES_PREFIX } from './shared-libraries.mjs';

/** A CSS import marked `?deferred` is needed only once a script shows something (dialogs). */
export const DEFERRED_CSS = /\.css\?deferred$/;
export const DEFERRED_NAMESPACE = 'deferred-css';

/** A kind's build starts at `page-entry:<kind>`, which loads `page-islands:<kind>` (client-build.mjs). */
export const PAGE_ENTRY = 'page-entry';
export const PAGE_ISLANDS = 'page-islands';

/**
 * Each chunk reachable from `file` through static imports, in the order met, the shared
 * libraries' chunk included (another build's file, which the kinds' builds leave external
 * and name relative to the importer: scripts/build/shared-libraries.mjs).
 */
function staticImports(outputs, file, seen = new Set()) {
  for (const i of outputs[file]?.imports ?? []) {
    if (i.kind !== 'import-statement') continue;
    const shared = i.external && i.path.startsWith(`./${SHARED_LIBRARIES_PREFIX}-`);
    const target = !i.external ? i.path : shared ? path.join(path.dirname(file), i.path) : undefined;
    if (!target || seen.has(target)) continue;
    seen.add(target);
    staticImports(outputs, target, seen);
  }
  return [...seen];
}

/**
 * The islands chunk the entry `file` imports dynamically (the output built from
 * `page-islands:<kind>`), then every chunk it imports that `firstLoad` does not hold; none
 * for a kind with no islands.
 */
function islandsFiles(outputs, file, firstLoad) {
  const dynamic = (outputs[file]?.imports ?? []).filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path);
  const chunk = dynamic.find((target) => outputs[target]?.entryPoint?.startsWith(`${PAGE_ISLANDS}:`));
  return chunk ? [chunk, ...staticImports(outputs, chunk)].filter((f) => !firstLoad.includes(f)) : [];
}

/** Chunks loaded later by dynamic import (client-only islands), with what they import beyond `loaded`. */
function lazyImports(outputs, files) {
  const loaded = new Set(files);
  const lazy = new Set();
  for (const file of files) {
    for (const i of outputs[file]?.imports ?? []) {
      if (i.kind !== 'dynamic-import' || i.external) continue;
      for (const chunk of [i.path, ...staticImports(outputs, i.path)]) if (!loaded.has(chunk)) lazy.add(chunk);
    }
  }
  return [...lazy];
}

/**
 * The deferred CSS files (absolute source paths) that the modules bundled into `files`
 * import. Read from the import graph: a marker module is empty, so no output lists it.
 */
function deferredSources(metafile, files) {
  const prefix = `${DEFERRED_NAMESPACE}:`;
  const modules = files.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
  const marked = modules.flatMap((module) =>
    (metafile.inputs[module]?.imports ?? []).map((i) => i.path).filter((p) => p.startsWith(prefix)));
  return [...new Set(marked)].map((p) => p.slice(prefix.length));
}

/**
 * `deferredOutputs` maps a deferred CSS source (absolute path) to its built file. Entry
 * names come from esbuild's entryPoint: `page-entry:<kind>`, `page-islands:<kind>` (a
 * kind's islands chunk, listed under its kind), `client/boot.ts` or the reporter's.
 */
export function writeClientManifest(metafile, clientDir, deferredOutputs) {
  const manifest = { boot: null, pages: {} };
  const rel = (file) => path.relative(clientDir, file);
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    if (output.entryPoint === 'client/boot.ts') {
      manifest.boot = { file: rel(file) };
      continue;
    }
    // The web-vitals reporter, loaded by every page once idle (client/rum-loader.ts).
    if (output.entryPoint === 'client/web-vitals-report.ts') {
      manifest.rum = { file: rel(file) };
      continue;
    }
    // Other entry points are the targets of dynamic imports: a page's islands or `lazy` chunks.
    if (!output.entryPoint.startsWith(`${PAGE_ENTRY}:`)) continue;
    // esbuild names a plugin's module `<namespace>:<path>`, and the path repeats the namespace.
    const kind = output.entryPoint.replace(new RegExp(`^(${PAGE_ENTRY}:)+`), '');
    const imports = staticImports(metafile.outputs, file);
    const islands = islandsFiles(metafile.outputs, file, [file, ...imports]);
    const lazy = lazyImports(metafile.outputs, [file, ...imports, ...islands]);
    manifest.pages[kind] = {
      file: rel(file),
      // The CSS of all the entry reaches, through its dynamic import of the islands chunk too:
      // esbuild gives each entry one CSS file of everything it may load, in order.
      css: output.cssBundle ? [rel(output.cssBundle)] : [],
      deferredCss: deferredSources(metafile, [file, ...imports, ...islands, ...lazy]).map((source) => rel(deferredOutputs.get(source))),
      imports: imports.map(rel),
      // Loaded when the visitor reaches for an island: never preloaded.
      islands: islands.map(rel),
      lazy: lazy.map(rel),
    };
  }
  writeFileSync(path.join(clientDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
}

/** The deferred CSS sources the build met, for their own CSS build. */
export function metDeferredSources(metafile) {
  return deferredSources(metafile, Object.keys(metafile.outputs));
}
