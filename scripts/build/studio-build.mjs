// The content studio's bundle (docs/decisions/100-content-studio.md): studio/app.tsx, Decap
// CMS and React, into dist/studio/, which only the studio listener serves
// (server/studio-listener/studio-app.ts). An esbuild build of its own: nothing of it is in
// dist/client/ or the manifest the public pages are made from
// (tests/slow/bundle-budget.test.ts).
import path from 'node:path';

export function studioBuildOptions({ root, out, production }) {
  return {
    entryPoints: { studio: path.join(root, 'studio/app.tsx') },
    outdir: path.join(out, 'studio'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: production,
    sourcemap: false,
    jsx: 'automatic',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    // Decap's code reads Node's names in a few places; the browser has neither.
    define: { 'process.env.NODE_ENV': production ? '"production"' : '"development"', global: 'globalThis' },
    loader: { '.wasm': 'file', '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.eot': 'file', '.png': 'file', '.svg': 'file' },
    legalComments: 'none',
    logLevel: 'warning',
  };
}
