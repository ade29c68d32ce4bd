// React, React DOM and the store's libraries, built once into one content-hashed chunk that
// every kind's islands chunk imports (docs/decisions/064-pages-without-islands.md): a visitor
// moving between kinds downloads them once, and a deploy that changes no library keeps the
// same file in visitors' caches. Each kind's build (client-build.mjs) resolves these
// specifiers to a small module re-exporting the names from that file, which it leaves
// external; nothing else of the libraries goes into a kind's files.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The shared specifiers: `'*'` for a CommonJS package (React's: no tree shaking is possible,
 * every name is shared), or the names the islands import from an ES module package, so the
 * chunk holds only what they use. A name missing here stops the build with esbuild's "No
 * matching export in "shared-library:…"": add it to this list.
 */
export const SHARED_LIBRARIES = {
  react: '*',
  'react/jsx-runtime': '*',
  'react-dom': '*',
  'react-dom/client': '*',
  'react-redux': ['Provider', 'useDispatch', 'useSelector'],
  '@reduxjs/toolkit': ['applyMiddleware', 'combineReducers', 'createAsyncThunk', 'createSlice', 'legacy_createStore'],
};

const NAMESPACE = 'shared-library';
/** The chunk's file name starts with it; the kinds' builds leave such an import external. */
export const SHARED_LIBRARIES_PREFIX = 'shared-libraries';
export const SHARED_LIBRARIES_EXTERNAL = `./${SHARED_LIBRARIES_PREFIX}-*.js`;

/**
 * Every name a CommonJS package exports under `NODE_ENV` (React's development build exports
 * two more than its production build), read by requiring it in a child process of that
 * environment, as the bundle will see it.
 */
function commonJsNames(root, specifier, production) {
  const script = `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(specifier)}))))`;
  const env = { ...process.env, NODE_ENV: production ? 'production' : 'development' };
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, env, encoding: 'utf8' }));
}

/**
 * `[specifier, names]`: the chunk exports the `j`th name of the `i`th specifier as `$i_j`
 * (short: the kinds' chunks name each one they use).
 */
function sharedNames(root, production) {
  return Object.entries(SHARED_LIBRARIES).map(([specifier, names]) => [
    specifier,
    names === '*' ? commonJsNames(root, specifier, production).filter((name) => name !== 'default') : names,
  ]);
}
export const exportedAs = (i, j) => `$${i}_${j.toString(36)}`;

/**
 * Builds the shared chunk with the kinds' common options (`options`, with their compile
 * hint: React DOM is most of it). Returns its metafile, its file's name, and the esbuild
 * plugin that points a kind's build at it.
 */
export async function buildSharedLibraries({ root, options, production }) {
  const shared = sharedNames(root, production);
  const contents = shared.map(([specifier, names], i) =>
    `export { ${names.map((name, j) => `${name} as ${exportedAs(i, j)}`).join(', ')} } from ${JSON.stringify(specifier)};`).join('\n');
  const { metafile } = await esbuild.build({
    ...options,
    stdin: { contents, resolveDir: root, sourcefile: 'shared-libraries.js', loader: 'js' },
    entryNames: `${SHARED_LIBRARIES_PREFIX}-[hash]`,
  });
  const file = path.basename(Object.keys(metafile.outputs).find((name) => name.endsWith('.js')));
  const bySpecifier = new Map(shared.map(([specifier, names], i) => [specifier, { names, i }]));
  const plugin = {
    name: NAMESPACE,
    setup(b) {
      const filter = new RegExp(`^(${[...bySpecifier.keys()].map((s) => s.replace(/[/.@-]/g, '\\$&')).join('|')})$`);
      b.onResolve({ filter }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const { names, i } = bySpecifier.get(args.path);
        // Constants read off the chunk's namespace, not `export { … } from`: esbuild keeps a
        // constant only where it is used, but would import every re-exported name.
        return {
          contents: `import * as shared from './${file}';\n`
            + `export const ${names.map((name, j) => `${name} = shared.${exportedAs(i, j)}`).join(', ')};\n`,
          resolveDir: root,
          loader: 'js',
        };
      });
    },
  };
  return { metafile, file, plugin };
}
