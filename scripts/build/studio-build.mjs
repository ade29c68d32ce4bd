// The content studio's bundle (docs/decisions/100-content-studio.md): studio/app.tsx, Decap
// CMS and React, into dist/studio/, which only the studio listener serves
// (server/studio-listener/studio-app.ts). An esbuild build of its own: nothing of it is in
// dist/client/ or the manifest the public pages are made from
// (tests/slow/bundle-budget.test.ts).
import path from 'node:path';
import { decapPublishReload } from './decap-publish-reload.mjs';
import { decapMediaNames } from './decap-media-names.mjs';
import { decapMoscowTime } from './decap-moscow-time.mjs';
import { decapLabels } from './decap-labels.mjs';
import { decapCommitFields } from './decap-commit-fields.mjs';
import { decapPublishWords } from './decap-publish-words.mjs';
import { decapAssetLoaded } from './decap-asset-loaded.mjs';
import { decapRefusedSave } from './decap-refused-save.mjs';

/** `import './dialog.css?deferred'` (the site's deferred styles): in the studio, part of its one stylesheet. */
const deferredCss = {
  name: 'deferred-css',
  setup(b) {
    b.onResolve({ filter: /\.css\?deferred$/ }, (args) => ({ path: path.join(args.resolveDir, args.path.replace(/\?deferred$/, '')) }));
  },
};

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
    // The site's own CSS, imported by the preview (studio/campaign-preview.tsx), bundled into studio.css;
    // Decap's reload after a publish leaving another entry's form alone (decap-publish-reload.mjs), uploads named
    // by their content and no published picture deleted outside a publish (decap-media-names.mjs), and Decap's
    // own times in Moscow's (decap-moscow-time.mjs), labels that name their fields (decap-labels.mjs), and a save's
    // commit naming its fields on every backend (decap-commit-fields.mjs), a publish's merge on a git host too
    // (decap-publish-words.mjs), a published entry's picture shown in its form once fetched (decap-asset-loaded.mjs), and a
    // save kept back by a field's problem saying so (decap-refused-save.mjs).
    plugins: [
      deferredCss, decapPublishReload, decapMediaNames, decapMoscowTime, decapLabels, decapCommitFields, decapPublishWords,
      decapAssetLoaded, decapRefusedSave,
    ],
    logLevel: 'warning',
  };
}
