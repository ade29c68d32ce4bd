// Changes to Decap CMS's code made as the studio's build bundles it (scripts/build/studio-build.mjs):
// each is a text replacement in one of Decap's modules, and the build fails when the text is not
// found exactly once, so an upgrade of Decap is looked at again rather than losing a fix. The
// reasons are in the modules that list them (decap-publish-reload.mjs, decap-media-names.mjs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A module of Decap's core, by its path under dist/esm/. */
export const decapCore = (file) => new RegExp(
  String.raw`decap-cms-core[\\/]dist[\\/]esm[\\/]` + file.replaceAll('/', String.raw`[\\/]`).replaceAll('.', String.raw`\.`) + '$',
);

/**
 * Every plugin's patches: esbuild loads a module by the first plugin that answers for it, so that
 * plugin applies the others' patches of the same module too (decap-commit-fields.mjs and
 * decap-publish-words.mjs both change backend.js).
 */
const everyPatch = [];

/** An esbuild plugin applying `patches` ({ module, from, to }) to the modules they name. */
export function decapPatches(name, patches) {
  everyPatch.push(...patches.map((patch) => ({ ...patch, name })));
  return {
    name,
    setup(build) {
      const modules = [...new Set(patches.map((patch) => patch.module))];
      for (const module of modules) {
        build.onLoad({ filter: module }, async (args) => {
          let source = await readFile(args.path, 'utf8');
          for (const patch of everyPatch.filter((p) => p.module.test(args.path))) {
            const found = source.split(patch.from).length - 1;
            if (found !== 1) return { errors: [{ text: `${patch.name}: «${patch.from}» is in ${args.path} ${found} times, not once` }] };
            source = source.replace(patch.from, () => patch.to);
          }
          return { contents: source, loader: 'js', resolveDir: path.dirname(args.path) };
        });
      }
    },
  };
}
