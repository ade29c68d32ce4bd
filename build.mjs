// esbuild: the client (an entry per page kind + the hydrate entry, split into shared
// chunks, content-hashed, CSS bundled) and the server bundle. Writes
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

/** Maps esbuild's metafile to { hydrate, pages: { kind: { file, css, imports } } }. */
function writeManifest(metafile) {
  const manifest = { hydrate: null, pages: {} };
  const clientDir = path.join(out, 'client');
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    const entry = {
      file: path.relative(clientDir, file),
      css: output.cssBundle ? [path.relative(clientDir, output.cssBundle)] : [],
      imports: output.imports.filter((i) => i.kind === 'import-statement').map((i) => path.relative(clientDir, i.path)),
    };
    const name = path.basename(output.entryPoint).replace(/\.tsx?$/, '');
    if (name === 'hydrate') manifest.hydrate = entry;
    else manifest.pages[name] = entry;
  }
  writeFileSync(path.join(clientDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
}

const define = { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') };

const clientOptions = {
  entryPoints: ['client/hydrate.tsx', ...pageEntries.map((f) => `client/entries/${f}`)],
  outdir: path.join(out, 'client'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  minify: production,
  // Linked maps of client code only; the server bundle is never under the served folder.
  sourcemap: 'linked',
  metafile: true,
  define,
  jsx: 'automatic',
  logLevel: 'warning',
  plugins: [{ name: 'manifest', setup: (b) => b.onEnd((r) => r.metafile && writeManifest(r.metafile)) }],
};

let serverProcess;
function restartServer() {
  serverProcess?.kill('SIGTERM');
  serverProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], { stdio: 'inherit' });
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
