// esbuild: the client (a tiny boot guard + per page kind an entry, pages/<kind>/client.tsx,
// that hydrates the page's islands, its chunks and its client-only islands; content-hashed,
// CSS bundled per kind; scripts/build/client-build.mjs) and the server bundle. Writes
// dist/client/manifest.json, which the server reads to emit exactly a page's tags and
// inline its CSS.
// `--watch` (npm run dev) rebuilds on change and, once every bundle exists, runs the app
// behind a proxy that reloads open tabs (scripts/build/dev-server.mjs): the app restarts
// after any rebuild, client or server, since it reads the manifest once.
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPageLibraries, buildRumReporter, clientBuildOptions, finishClient } from './scripts/build/client-build.mjs';
import { buildPreviewImages } from './scripts/build/preview-images.mjs';
import { checkContentOrExit, contentDirOf } from './scripts/content.mjs';
import { createDevServer } from './scripts/build/dev-server.mjs';
import { importTs } from './scripts/ts-module.mjs';
import { studioBuildOptions } from './scripts/build/studio-build.mjs';

const watch = process.argv.includes('--watch');
const production = !watch;
const root = path.dirname(new URL(import.meta.url).pathname);
const out = path.join(root, 'dist');

/**
 * The page kinds: one folder each under pages/ with its kind.ts (docs/decisions/090-page-kinds.md),
 * whose client.tsx is the kind's client build, named after the folder; a folder without
 * kind.ts holds what a family of kinds shares (pages/business/) and has no build. A kind
 * folder without its client entry stops the build (the server's kinds are checked against
 * the manifest by tests/slow/bundle-budget.test.ts).
 */
function readPageKinds() {
  const folders = readdirSync(path.join(root, 'pages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'pages', entry.name, 'kind.ts')));
  const missing = folders.filter((folder) => !existsSync(path.join(root, 'pages', folder.name, 'client.tsx')));
  if (missing.length > 0) throw new Error(`pages/<kind>/client.tsx is missing for: [${missing.map((folder) => folder.name)}]`);
  return folders.map((folder) => folder.name);
}
const pageKinds = readPageKinds();
// A bad content file stops the build, one line per problem (docs/content.md). The content is
// content/, or the folder CONTENT_DIR names (npm test builds on the tests' own,
// tests/fixtures/content): its link-preview pictures and encoded raster banners are made
// here. The server reads the content folder itself (config.contentDir) at start-up and on
// each change, and checks it again then: the build keeps no copy of it.
const contentDir = contentDirOf(root);
await checkContentOrExit(root);

const devServer = watch ? createDevServer({ out }) : undefined;
let restartTimer;
/** Set by SIGINT/SIGTERM: no app may start after the watcher has begun to stop. */
let stopping = false;
/** What has been built without errors at least once: the app starts only when all of it has. */
const builtOnce = new Set();
let buildCount = Infinity;
/** Client and server builds end close together: one restart for all of them. */
function restartServer(name) {
  builtOnce.add(name);
  if (builtOnce.size < buildCount) return;
  clearTimeout(restartTimer);
  restartTimer = setTimeout(() => stopping || devServer.rebuilt(), 100);
}
const restartOnEnd = (name) => ({ name: 'restart', setup: (b) => b.onEnd((r) => r.errors.length === 0 && restartServer(name)) });

/**
 * The texts of the pages' code typeset once, as each file is loaded for a bundle
 * (shared/typography/typeset-source.ts, docs/decisions/140-typography.md): client and
 * server bundles hold the same texts, and nothing typesets per request.
 */
const { typesetSource, typesetsFile, TYPESET_FILES } = await importTs('shared/typography/typeset-source.ts');
/**
 * Each file's typeset code by its path, kept while its source is unchanged: a file the
 * kinds' client builds and the server build all bundle is typeset once, not once per build.
 */
const typesetFiles = new Map();
function typesetFile(file) {
  const code = readFileSync(file, 'utf8');
  let known = typesetFiles.get(file);
  if (known?.code !== code) typesetFiles.set(file, (known = { code, contents: typesetSource(code, file) }));
  return known.contents;
}
const typesetTexts = {
  name: 'typeset',
  setup: (b) => b.onLoad({ filter: TYPESET_FILES }, (args) => (typesetsFile(args.path) ? {
    contents: typesetFile(args.path),
    loader: args.path.endsWith('x') ? 'tsx' : 'ts',
  } : undefined)),
};

/** Each client build's last metafile: the manifest is written from all of them. */
const clientMetafiles = new Map();
const recordClient = (name) => ({
  name: 'manifest',
  setup: (b) => b.onEnd(async (r) => {
    if (!r.metafile) return;
    clientMetafiles.set(name, r.metafile);
    // In watch mode each build ends on its own; the manifest waits until all have run once.
    if (clientMetafiles.size === pageKinds.length + 1) {
      await finishClient({ root, out, production, metafiles: [rum.metafile, libraries.metafile, ...clientMetafiles.values()] });
      // The app reads the manifest at start-up: it restarts once the manifest is written, not
      // when the last client build ends (writing it may take longer than the restart's wait).
      if (watch && r.errors.length === 0) restartServer('client');
    }
  }),
});
// `--clean` empties dist first. Not the default: hashed names never collide, and a
// rebuild must not pull files from under a running server or test run.
if (process.argv.includes('--clean')) rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'client'), { recursive: true });
// Built once, before the page builds that name their files (in watch mode too: a change to
// the reporter or a new shared library needs a restart of npm run dev).
const [rum, libraries] = await Promise.all([buildRumReporter({ out, production }), buildPageLibraries({ root, out, production })]);
const clientBuilds = clientBuildOptions({ root, out, production, pageKinds, rumFile: rum.file, libraries }).map(([name, options]) => ({
  ...options,
  plugins: [typesetTexts, ...options.plugins, recordClient(name)],
}));
/** The client (its manifest written) and the server. */
buildCount = 2;

/**
 * Files of their own, imported only by a dynamic import, so a process that does not need
 * them never loads them (nor the packages they import): the demo upstream
 * (dist/demo-upstream/server.js, only when UPSTREAM_URL is unset: never part of the
 * production server's code), and OpenTelemetry (dist/server/observability/instrumentation.js, only
 * when tracing is configured), which must be set up before the app's modules (main.js,
 * the benchmark's page-app.js) load. The import paths are the same from the sources and
 * from dist/.
 */
const APART = {
  [path.join('server', 'index.ts')]: ['../demo-upstream/server.js', './observability/instrumentation.js', './main.js'],
  [path.join('bench', 'page-server.ts')]: ['../server/observability/instrumentation.js', './page-app.js'],
};
const filesApart = {
  name: 'files-apart',
  setup: (b) => b.onResolve({ filter: /\.js$/ }, (args) => {
    const importer = Object.keys(APART).find((file) => args.importer.endsWith(file));
    return importer && APART[importer].includes(args.path) ? { path: args.path, external: true } : undefined;
  }),
};

/**
 * The server's elements are made by shared/typography/jsx-runtime.ts: React's runtime, the page's
 * own texts given their soft hyphens (docs/decisions/489-hyphens-as-a-typesetter-would.md).
 * The browser's bundles keep React's own.
 */
const SERVER_JSX = path.join(root, 'shared/typography/jsx-runtime.ts');
const serverJsx = {
  name: 'server-jsx',
  setup: (b) => b.onResolve({ filter: /^react\/jsx(-dev)?-runtime$/ }, (args) => (args.importer === SERVER_JSX ? undefined : { path: SERVER_JSX })),
};

/**
 * The packages bundled into the server, every other package left in node_modules. The store's: their ESM builds test
 * `process.env.NODE_ENV` at run time, some 70 times a render, and each test is a call into Node's environment
 * (getenv). Bundled, the test reads NODE_ENV as the process started with it (scripts/build/node-env.mjs): the same
 * answer, none of the calls (docs/decisions/930-render-past-the-release.md). The statistics' @stdlib functions: about
 * 150 files of a few lines each, which Node found, read and wrapped one by one at every start (a start's CPU, median
 * of six alternating runs at rest: 2,140 ms with them in node_modules, 1,875 ms bundled).
 */
const BUNDLED_PACKAGES = /^(redux|@reduxjs\/toolkit|react-redux|immer|reselect|@stdlib\/.+)$/;
const packagesBundled = {
  name: 'packages-bundled',
  setup: (b) => b.onResolve({ filter: BUNDLED_PACKAGES }, (args) => ({ path: fileURLToPath(import.meta.resolve(args.path)) })),
};

const serverOptions = {
  entryPoints: {
    'server/index': 'server/index.ts',
    'server/main': 'server/main.ts',
    'server/observability/instrumentation': 'server/observability/instrumentation.ts',
    'server/encode-banners': 'server/content/encode-banners-cli.ts',
    // Decap's local backend, a child process of the studio (server/studio-listener/start-decap-backend.ts).
    'server/decap-backend': 'server/studio-listener/decap-backend.ts',
    'demo-upstream/server': 'demo-upstream/server.ts',
    'demo-upstream/main': 'demo-upstream/main.ts',
    'bench/bare-render-server': 'bench/bare-render-server.tsx',
    'bench/stack-floor-server': 'bench/stack-floor-server.tsx',
    'bench/hit-floor-server': 'bench/hit-floor-server.ts',
    'bench/page-server': 'bench/page-server.ts',
    'bench/page-app': 'bench/page-app.ts',
    'bench/constant-server': 'bench/constant-server.ts',
    'bench/image-transforms': 'bench/image-transforms.ts',
    'bench/experiment-flip': 'bench/experiment-flip.ts',
  },
  outdir: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  loader: { '.css': 'empty' },
  sourcemap: true,
  jsx: 'automatic',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': 'NODE_ENV_AT_START' },
  // An identifier, not a string, on purpose: the value the injected module read.
  logOverride: { 'suspicious-define': 'silent' },
  inject: [path.join(root, 'scripts/build/node-env.mjs')],
  plugins: [typesetTexts, serverJsx, filesApart, packagesBundled, ...(watch ? [restartOnEnd('server')] : [])],
};

cpSync(path.join(root, 'public'), path.join(out, 'public'), { recursive: true });
buildPreviewImages({ root, out, contentDir });

/** Text files served as they are: compressed here once, served by Accept-Encoding (routes/static.ts). */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

function compressTree(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) compressTree(file);
    else if (COMPRESSIBLE.test(entry.name) && !entry.name.endsWith('manifest.json') && statSync(file).size > 256) {
      const bytes = readFileSync(file);
      const params = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length };
      writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params }));
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    }
  }
}

if (watch) {
  // Before the first build: an app started by an early build must be stopped with the
  // watcher, not left running on its port.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      stopping = true;
      clearTimeout(restartTimer);
      await devServer.stop();
      process.exit(0);
    });
  }
  for (const options of clientBuilds) await (await esbuild.context(options)).watch();
  const server = await esbuild.context(serverOptions);
  await server.watch();
  await (await esbuild.context(studioBuildOptions({ root, out, production }))).watch();
  console.log('watching for changes…');
} else {
  await Promise.all([
    ...clientBuilds.map((options) => esbuild.build(options)),
    esbuild.build(serverOptions),
    esbuild.build(studioBuildOptions({ root, out, production })),
  ]);
  compressTree(path.join(out, 'client'));
  compressTree(path.join(out, 'public'));
  // The content's raster banners, encoded once here (server/content/encode-banners-cli.ts).
  const encoded = spawnSync(process.execPath, [path.join(out, 'server/encode-banners.js'), contentDir], { stdio: 'inherit' });
  if (encoded.status !== 0) process.exit(1);
}
