// A TypeScript module of the project for the node scripts, which run without a TypeScript
// loader: esbuild bundles it (and what it imports, zod included) in memory and it is
// imported from a data: URL, so the scripts read the very code the server runs.
import * as esbuild from 'esbuild';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The exports of `file` (a path from the project root). */
export async function importTs(file) {
  const { outputFiles } = await esbuild.build({
    entryPoints: [path.join(ROOT, file)], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}
