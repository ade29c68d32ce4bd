// The client's esbuild options: the boot guard, and one build per page kind. A page's
// build holds its entry (the page start), its islands chunk (its islands, hydrated by
// client/islands.tsx, which the entry imports only when the page holds an island) and the
// client-only islands it loads later, split into as few files as that allows: the store's
// slices and the islands' code sit in the islands chunk or one chunk it shares with the
// client-only islands, and what the page start shares with them in one or two small
// chunks. (One build for all kinds would split by every combination of kinds and lazy
// parts: a dozen small files per page, which compress worse and cost more requests.)
// React, React DOM and the store's libraries are one chunk built before them, which every
// kind's islands chunk imports (shared-libraries.mjs, docs/decisions/064-pages-without-islands.md).
// After the builds: the deferred stylesheets, then dist/client/manifest.json.
//
// The web-vitals reporter (client/web-vitals-report.ts, docs/product.md §10) is built first, on its
// own: as a dynamic import of the page builds, esbuild's code splitting would move its
// runtime helpers out of every page's first-load files into one more chunk each page
// loads. The page builds name its hashed file as an external import instead.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_LIBRARIES_EXTERNAL, buildSharedLibraries } from './shared-libraries.mjs';
import { DEFERRED_CSS, DEFERRED_NAMESPACE, PAGE_ENTRY, PAGE_ISLANDS, metDeferredSources, writeClientManifest } from './client-manifest.mjs';

const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad';

/**
 * A kind's entry module exports `islands` when its pages may contain any; they only enhance
 * HTML that works without them, so the chunk loads when the visitor reaches for one
 * (docs/decisions/003-islands.md).
 */
const EXPORTS_ISLANDS = /^export const islands\b/m;

const entryOf = (root, kind) => path.join(root, 'pages', kind, 'client.tsx');

/**
 * A page's first-load script is client/page-start.ts (analytics, link goals, deferred styles,
 * RUM). A kind that exports `islands` from pages/<kind>/client.tsx hands it an import of
 * `page-islands:<kind>`: that entry (its CSS and islands) with client/islands.tsx, a chunk
 * the page loads only when its HTML holds an island. So React and Redux are never part of
 * the first load, and a page of the kind that shows no island (a finished campaign) loads
 * neither (docs/decisions/064-pages-without-islands.md). The hub exports none: its entry
 * (its CSS) is imported statically.
 */
function pageEntryPlugin(root) {
  const virtual = (contents, kind) =>
    ({ contents, resolveDir: path.join(root, 'client'), loader: 'ts', watchFiles: [entryOf(root, kind)] });
  return {
    name: 'page-entry',
    setup(b) {
      for (const namespace of [PAGE_ENTRY, PAGE_ISLANDS]) {
        b.onResolve({ filter: new RegExp(`^${namespace}:`) }, (args) => ({ path: args.path, namespace }));
      }
      b.onLoad({ filter: /.*/, namespace: PAGE_ENTRY }, (args) => {
        const kind = args.path.slice(`${PAGE_ENTRY}:`.length);
        const source = readFileSync(entryOf(root, kind), 'utf8');
        return virtual(EXPORTS_ISLANDS.test(source)
          ? `import { startPage } from './page-start.ts';\nimport { loadIslandsForVisitor } from './load-islands.ts';\n`
            + `startPage(loadIslandsForVisitor(() => import('${PAGE_ISLANDS}:${kind}')));\n`
          : `import '${entryOf(root, kind)}';\nimport { startPage } from './page-start.ts';\nstartPage();\n`, kind);
      });
      b.onLoad({ filter: /.*/, namespace: PAGE_ISLANDS }, (args) => {
        const kind = args.path.slice(`${PAGE_ISLANDS}:`.length);
        return virtual(`import { islands } from '${entryOf(root, kind)}';\nimport { hydrateIslands } from './islands.tsx';\n`
          + 'export const hydrate = (root, serverState, live) => hydrateIslands(islands, root, serverState, live);\n', kind);
      });
    },
  };
}

/**
 * `import './dialog.css?deferred'`: CSS the first paint does not need. Left out of the
 * page's inlined CSS; an empty marker module records who imports it, and each such file
 * is built as a stylesheet of its own that the document loads without blocking.
 */
const deferredCssPlugin = {
  name: 'deferred-css',
  setup(b) {
    b.onResolve({ filter: DEFERRED_CSS }, (args) => ({
      path: path.join(args.resolveDir, args.path.replace(/\?deferred$/, '')),
      namespace: DEFERRED_NAMESPACE,
    }));
    b.onLoad({ filter: /.*/, namespace: DEFERRED_NAMESPACE }, () => ({ contents: '', loader: 'js' }));
  },
};

/** What every client build shares: the boot guard's, the reporter's, the shared libraries' and the kinds'. */
function commonOptions({ out, production }) {
  return {
    outdir: path.join(out, 'client'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    minify: production,
    // Licence texts in a .LEGAL.txt beside each file (linked from it), not in the bytes every visitor loads.
    legalComments: 'linked',
    // Linked maps of client code only; the server bundle is never under the served folder.
    sourcemap: 'linked',
    metafile: true,
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    jsx: 'automatic',
    logLevel: 'warning',
  };
}

/** Builds the web-vitals reporter: its metafile, and its file's name for the page builds. */
export async function buildRumReporter({ out, production }) {
  const { metafile } = await esbuild.build({
    ...commonOptions({ out, production }),
    entryPoints: { 'vitals-reporter': 'client/web-vitals-report.ts' },
  });
  const file = Object.keys(metafile.outputs).find((name) => name.endsWith('.js'));
  return { metafile, file: path.basename(file) };
}

/** Options of the files the kinds' page code runs, the shared libraries' included. */
function pageCodeOptions({ out, production }) {
  const common = commonOptions({ out, production });
  // V8's compile hint (Chrome 136+; other engines read a comment): compile every function
  // of the page's files while they stream in, off the main thread. Without it, React DOM's
  // module body (one function of ~200 KB, esbuild's CommonJS wrapper) was compiled on the
  // main thread when first called: a 20-35 ms task (80-140 ms on a phone-class CPU) before
  // any island could hydrate. Nearly all of it runs at load.
  return { ...common, banner: { js: COMPILE_EAGERLY } };
}

/** Builds React, React DOM and the store's libraries into their chunk: its metafile, file and the kinds' plugin. */
export function buildPageLibraries({ root, out, production }) {
  return buildSharedLibraries({ root, options: pageCodeOptions({ out, production }), production });
}

/**
 * The client builds: `[name, options]`, boot first. `plugins` are added to each; `rumFile`
 * is the reporter's built file, `libraries` what buildPageLibraries returned.
 */
export function clientBuildOptions({ root, out, production, pageKinds, rumFile, libraries, plugins = [] }) {
  const common = commonOptions({ out, production });
  const pageCode = pageCodeOptions({ out, production });
  return [
    ['boot', { ...common, entryPoints: { boot: 'client/boot.ts' }, plugins }],
    ...pageKinds.map((kind) => [kind, {
      ...pageCode,
      entryPoints: { [kind]: `${PAGE_ENTRY}:${kind}` },
      splitting: true,
      // client/rum-loader.ts imports it by this name, beside the page's own files.
      define: { ...common.define, __RUM_SCRIPT__: JSON.stringify(`./${rumFile}`) },
      external: ['./vitals-reporter-*.js', SHARED_LIBRARIES_EXTERNAL],
      plugins: [pageEntryPlugin(root), deferredCssPlugin, libraries.plugin, ...plugins],
    }]),
  ];
}

/** One metafile of several builds (a chunk two builds share has the same entry in both). */
function mergeMetafiles(metafiles) {
  return {
    inputs: Object.assign({}, ...metafiles.map((m) => m.inputs)),
    outputs: Object.assign({}, ...metafiles.map((m) => m.outputs)),
  };
}

/** Builds the deferred stylesheets the client builds met, then writes the manifest. */
export async function finishClient({ root, out, production, metafiles }) {
  const metafile = mergeMetafiles(metafiles);
  const sources = metDeferredSources(metafile);
  const built = sources.length === 0 ? { metafile: { outputs: {} } } : await esbuild.build({
    entryPoints: sources, outdir: path.join(out, 'client'), bundle: true, minify: production, entryNames: '[name]-[hash]',
    metafile: true, logLevel: 'warning',
  });
  const outputs = new Map(Object.entries(built.metafile.outputs)
    .filter(([, o]) => o.entryPoint)
    .map(([file, o]) => [path.join(root, o.entryPoint), file]));
  writeClientManifest(metafile, path.join(out, 'client'), outputs);
}
