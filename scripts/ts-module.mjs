// A TypeScript module of the project for the node scripts, which run without a TypeScript
// loader: esbuild bundles the project's own code it imports (a page kind's components and
// styles included: styles are left out) into one file under node_modules/.cache/, where
// the packages it imports resolve as they do for the server, so the scripts read the very
// code the server runs.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(ROOT, 'node_modules/.cache/ts-module');

/** Styles, deferred ones (`x.css?deferred`) too, are the browser's: empty here. */
const noStyles = {
  name: 'no-styles',
  setup(b) {
    b.onResolve({ filter: /\.css(\?deferred)?$/ }, (args) => ({ path: args.path, namespace: 'no-styles' }));
    b.onLoad({ filter: /.*/, namespace: 'no-styles' }, () => ({ contents: '', loader: 'js' }));
  },
};

/** The exports of `file` (a path from the project root). */
export async function importTs(file) {
  const { outputFiles } = await esbuild.build({
    entryPoints: [path.join(ROOT, file)], bundle: true, write: false, format: 'esm', platform: 'node', packages: 'external',
    jsx: 'automatic', plugins: [noStyles], logLevel: 'silent',
  });
  const code = outputFiles[0].text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const bundled = path.join(CACHE, `${path.basename(file).replace(/\.\w+$/, '')}-${hash}.mjs`);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(bundled, code);
  return import(pathToFileURL(bundled).href);
}
