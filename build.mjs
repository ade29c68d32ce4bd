// esbuild: the client (a tiny boot script + one self-contained chunk per page kind,
// content-hashed, CSS bundled) and the server bundle. Writes
// dist/client/manifest.json, which the server reads to emit exactly a page's tags.
// `--watch` rebuilds on change and restarts the server (npm run dev).
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const watch = process.argv.includes('--watch');
const production = !watch;
const root = path.dirname(new URL(import.meta.url).pathname);
const out = path.join(root, 'dist');
const pageEntries = readdirSync(path.join(root, 'client/entries')).filter((f) => f.endsWith('.tsx'));

/** Maps esbuild's metafile to { boot, pages: { kind: { file, css, imports } } }. */
function writeManifest(metafile) {
  const manifest = { boot: null, pages: {} };
  const clientDir = path.join(out, 'client');
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    const entry = {
      file: path.relative(clientDir, file),
      css: output.cssBundle ? [path.relative(clientDir, output.cssBundle)] : [],
      imports: output.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => path.relative(clientDir, i.path)),
    };
    const name = output.entryPoint.replace(/^(page-entry:)+/, '').replace(/^client\//, '').replace(/\.tsx?$/, '');
    if (name === 'boot') manifest.boot = entry;
    else manifest.pages[name] = entry;
  }
  writeFileSync(path.join(clientDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
}

/**
 * Each page chunk is a virtual module: its entry (client/entries/<kind>.tsx, exporting
 * Page and importing its CSS) plus the call to hydratePage. Built without code
 * splitting, so a page is exactly one JS file (and one CSS file) with only what it uses.
 */
const pageEntryPlugin = {
  name: 'page-entry',
  setup(b) {
    b.onResolve({ filter: /^page-entry:/ }, (args) => ({ path: args.path, namespace: 'page-entry' }));
    b.onLoad({ filter: /.*/, namespace: 'page-entry' }, (args) => ({
      contents: `import { Page } from './entries/${args.path.slice('page-entry:'.length)}.tsx';\nimport { hydratePage } from './hydrate.tsx';\nhydratePage(Page);\n`,
      resolveDir: path.join(root, 'client'),
      loader: 'tsx',
    }));
  },
};

const define = { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') };

const clientOptions = {
  entryPoints: { boot: 'client/boot.ts', ...Object.fromEntries(pageEntries.map((f) => [f.replace('.tsx', ''), `page-entry:${f.replace('.tsx', '')}`])) },
  outdir: path.join(out, 'client'),
  bundle: true,
  splitting: false,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  minify: production,
  // Linked maps of client code only; the server bundle is never under the served folder.
  sourcemap: 'linked',
  metafile: true,
  define,
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [pageEntryPlugin, { name: 'manifest', setup: (b) => b.onEnd((r) => r.metafile && writeManifest(r.metafile)) }],
};

let serverProcess;
function restartServer() {
  serverProcess?.kill('SIGTERM');
  // No load balancer to wait for in development: the old server frees the port at once,
  // so the new one can bind it.
  const env = { SHUTDOWN_DELAY_MS: '0', ...process.env };
  serverProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], { stdio: 'inherit', env });
}

const serverOptions = {
  entryPoints: { 'server/index': 'server/index.ts', 'bench/bare-render-server': 'bench/bare-render-server.tsx', 'bench/demo-upstream-server': 'bench/demo-upstream-server.ts' },
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
  plugins: watch ? [{ name: 'restart', setup: (b) => b.onEnd((r) => r.errors.length === 0 && restartServer()) }] : [],
};

// `--clean` empties dist first. Not the default: hashed names never collide, and a
// rebuild must not pull files from under a running server or test run.
if (process.argv.includes('--clean')) rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'client'), { recursive: true });
cpSync(path.join(root, 'public'), path.join(out, 'public'), { recursive: true });

if (watch) {
  const client = await esbuild.context(clientOptions);
  await client.watch();
  const server = await esbuild.context(serverOptions);
  await server.watch();
  console.log('watching for changes…');
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      serverProcess?.kill('SIGTERM');
      process.exit(0);
    });
  }
} else {
  await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions)]);
}
