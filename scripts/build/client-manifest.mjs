// dist/client/manifest.json from esbuild's metafile: per page kind its entry file, every
// chunk the entry imports (directly or through other chunks: the document preloads them
// all), the chunks it may load later (client-only islands), its CSS (inlined by the
// server) and the deferred styles its code imports.
import path from 'node:path';
import { writeFileSync } from 'node:fs';

/** A CSS import marked `?deferred` is needed only once a script shows something (dialogs). */
export const DEFERRED_CSS = /\.css\?deferred$/;
export const DEFERRED_NAMESPACE = 'deferred-css';

/** Each chunk reachable from `file` through static imports, in the order met. */
function staticImports(outputs, file, seen = new Set()) {
  for (const i of outputs[file]?.imports ?? []) {
    if (i.kind !== 'import-statement' || i.external || seen.has(i.path)) continue;
    seen.add(i.path);
    staticImports(outputs, i.path, seen);
  }
  return [...seen];
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
 * names come from esbuild's entryPoint: `page-entry:<kind>` or `client/boot.ts`.
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
    // Other entry points are the targets of dynamic imports: a page's `lazy` chunks.
    if (!output.entryPoint.startsWith('page-entry:')) continue;
    const kind = output.entryPoint.replace(/^(page-entry:)+/, '');
    const imports = staticImports(metafile.outputs, file);
    const lazy = lazyImports(metafile.outputs, [file, ...imports]);
    manifest.pages[kind] = {
      file: rel(file),
      css: output.cssBundle ? [rel(output.cssBundle)] : [],
      deferredCss: deferredSources(metafile, [file, ...imports, ...lazy]).map((source) => rel(deferredOutputs.get(source))),
      imports: imports.map(rel),
      lazy: lazy.map(rel),
    };
  }
  writeFileSync(path.join(clientDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
}

/** The deferred CSS sources the build met, for their own CSS build. */
export function metDeferredSources(metafile) {
  return deferredSources(metafile, Object.keys(metafile.outputs));
}
