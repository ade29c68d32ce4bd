// Lint: typescript-eslint's recommended rules, the import boundaries between the module
// trees, and a few formatting basics that keep the code's existing style (@stylistic
// rather than Prettier, which would rewrap most files).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** A line that opens a vitest test(), it() or describe() call whose title string starts on it. */
const TEST_TITLE_LINE = /^\s*(?:test|it|describe)(?:\.\w+(?:\(.*\))?)*\(\s*['"`]/;

/** Which trees a tree must not import, and why. */
const FORBIDDEN_TREES = {
  shared: {
    targets: ['server', 'client', 'pages', 'demo-upstream'],
    why: 'shared/ runs on the server and in the browser: it imports neither side, nor the page kinds, nor the demo upstream.',
  },
  client: {
    targets: ['server', 'pages', 'demo-upstream'],
    why: 'Browser code never imports server code (nor the demo upstream): it would ship to every visitor.',
  },
  // A page kind's folder holds its server descriptor and its client entry (checked apart below).
  pages: {
    targets: ['client', 'demo-upstream'],
    why: 'A page kind is told to the browser by its client entry alone (pages/<kind>/client.tsx).',
  },
  server: {
    targets: ['client', 'demo-upstream'],
    why: 'Server code never imports browser code, nor the demo upstream, a development tool production does not carry.',
  },
  'demo-upstream': { targets: ['server', 'client'], why: 'The demo upstream stands alone: it imports only shared/.' },
  // The content studio's browser app (docs/decisions/100-content-studio.md), its own bundle on its own listener.
  studio: {
    targets: ['server', 'client', 'demo-upstream'],
    why: 'The studio runs in the operator\'s browser: it imports shared/ (the site\'s components and styles), never server code.',
  },
};

function directoriesUnder(dir) {
  const subdirectories = readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
  return [dir, ...subdirectories];
}

/**
 * The directories a file directly in `dir` must not import from, each with the reason. A kind's
 * browser half is its folder's ui/ (kindUiBlock keeps kinds apart); shared/features/ holds only
 * what two kinds share (docs/decisions/090-page-kinds.md), and shared/ never imports a kind.
 */
function forbiddenFrom(dir) {
  const { targets, why } = FORBIDDEN_TREES[dir.split('/')[0]];
  return targets.map((target) => ({ target, message: why }));
}

/**
 * A specifier that reaches `target` from a file in `dir`: its `#` alias (package.json
 * "imports") or a relative path, climbing to any ancestor of both and down again. The
 * core rules match specifiers as written, not resolved files, hence a pattern per
 * directory. (eslint-plugin-import-x would resolve files, but it brings a native resolver
 * with one package per platform, which left the lock file unusable for `npm ci`.)
 */
function specifierPattern(dir, target) {
  const parts = dir.split('/');
  const relatives = parts
    .map((_, index) => parts.slice(0, index).join('/'))
    .filter((ancestor) => ancestor === '' || target.startsWith(`${ancestor}/`))
    .map((ancestor) => {
      const depth = ancestor ? ancestor.split('/').length : 0;
      return '../'.repeat(parts.length - depth) + path.posix.relative(ancestor || '.', target);
    });
  return `^(${[`#${target}`, ...relatives].map(escapeRegExp).join('|')})/`;
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One block per directory: static imports and re-exports by no-restricted-imports,
 * dynamic import() by no-restricted-syntax (the core rule does not see it). `allowDynamic`
 * lists targets a dynamic import may reach.
 */
function boundaryBlock(dir, files = [`${dir}/*`], allowDynamic = []) {
  const forbidden = forbiddenFrom(dir);
  const dynamic = forbidden.filter(({ target }) => !allowDynamic.includes(target));
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: forbidden.map(({ target, message }) => ({ regex: specifierPattern(dir, target), message })),
      }],
      'no-restricted-syntax': ['error', ...dynamic.map(({ target, message }) => ({
        selector: `ImportExpression[source.value=/${specifierPattern(dir, target).replaceAll('/', '\\/')}/]`,
        message,
      }))],
    },
  };
}

/** pages/<kind>/client.tsx: browser code, as client/ is, and nothing else of its folder but its ui/ and styles. */
function clientEntryBlock(dir) {
  const targets = ['server', 'demo-upstream', 'client'].map((target) => ({ target, message: FORBIDDEN_TREES.client.why }));
  return {
    files: [`${dir}/client.tsx`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...targets.map(({ target, message }) => ({ regex: specifierPattern(dir, target), message })),
          {
            regex: '^\\./(?!ui/|.*\\.css$)',
            message: 'A client entry imports its islands and styles from its ui/ or shared/, never its folder\'s server files.',
          },
          { regex: '^(#pages/|\\.\\./)', message: 'A client entry imports its islands and styles from shared/, never the page kinds.' },
        ],
      }],
    },
  };
}

const KIND_UI_WHY = 'A kind\'s ui/ is its browser half, as a feature of shared/ is: shared/ and its own ui/ only, '
  + 'never server code, the browser\'s client/, its folder\'s server files or another kind.';

/**
 * pages/<kind>/ui/: the kind's page, islands, texts and styles, which its client entry ships to
 * the browser and its descriptor renders: shared/ and its own files only (a schema by `import type`).
 */
function kindUiBlock(dir) {
  const targets = ['server', 'demo-upstream', 'client'];
  return {
    files: [`${dir}/**`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...targets.map((target) => ({ regex: specifierPattern(dir, target), message: KIND_UI_WHY })),
          { regex: `^(#pages/(?!${escapeRegExp(dir.slice('pages/'.length))}/)|\\.\\./)`, message: KIND_UI_WHY },
        ],
      }],
    },
  };
}

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'docs/**', 'public/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { '@stylistic': stylistic },
    rules: {
      // Express tells an error handler by its four parameters, so an unused `_next` stays.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@stylistic/semi': ['error', 'always'],
      '@stylistic/quotes': ['error', 'single', { avoidEscape: true, allowTemplateLiterals: 'always' }],
      '@stylistic/indent': ['error', 2],
      '@stylistic/comma-dangle': ['error', 'always-multiline'],
      // Lines up to 140 characters, strings and templates included: a long message is split
      // or named. A URL or a regex literal is not broken. Nor is a test's title: it is one
      // sentence the runner prints and a reader searches for, so a line that opens a vitest
      // test(), it() or describe() call (with .each(…), .skip and the like) with its title
      // on that line is exempt.
      '@stylistic/max-len': ['error', {
        code: 140,
        ignoreUrls: true,
        ignoreRegExpLiterals: true,
        ignorePattern: TEST_TITLE_LINE.source,
      }],
    },
  },
  ...Object.keys(FORBIDDEN_TREES).flatMap((tree) => directoriesUnder(tree).map((dir) => boundaryBlock(dir))),
  // A kind's client entry ships to every visitor of its pages: shared/ only, never the server's descriptor.
  ...directoriesUnder('pages').slice(1).map((dir) => clientEntryBlock(dir)),
  ...directoriesUnder('pages').filter((dir) => /^pages\/[^/]+\/ui$/.test(dir)).map((dir) => kindUiBlock(dir)),
  // The one place production code reaches the demo upstream: server/index.ts starts it by
  // a dynamic import when UPSTREAM_URL is unset, so the server bundle does not carry it.
  boundaryBlock('server', ['server/index.ts'], ['demo-upstream']),
);
