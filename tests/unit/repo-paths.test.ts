// The comments and docs name files of this repository, and only files it holds: a reader
// who follows a path like `server/<folder>/<file>.ts` or `docs/decisions/<NNN>-<name>.md`
// finds it. A reason lives in
// docs/product.md or docs/decisions/; what is not in the repository cannot be cited.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where comments and docs are read: every text the team writes, not generated output. */
const SCANNED = [
  'server', 'shared', 'pages', 'client', 'scripts', 'tests', 'docs', 'deploy', 'demo-upstream', 'bench',
  'README.md', 'build.mjs', 'Dockerfile',
];
const CODE = /\.(?:ts|tsx|mjs|js|cjs|css)$/;
const DOC = /\.(?:md|ya?ml|conf)$|^Dockerfile$/;
/** The repository's top-level folders and files a path may start with. */
const TOP = [
  'server', 'shared', 'pages', 'client', 'scripts', 'tests', 'docs', 'deploy', 'demo-upstream', 'bench', 'content', 'public', '.ci',
];
const ROOT_FILES = new Set([
  'build.mjs', 'README.md', 'Dockerfile', 'package.json', 'tsconfig.json', 'vitest.config.ts', 'vitest.mutation.config.ts',
  'eslint.config.js', 'knip.json', 'stryker.config.json',
]);
// A path starts a word (not inside a URL, `dist/…`, `#server/…` or `../x/…`) and runs on
// path characters, globs and placeholders included; a line number (`:118`) or a space ends it.
const TOP_ALTERNATIVES = TOP.map((t) => t.replace('.', String.raw`\.`)).join('|');
const PATH = new RegExp(String.raw`(?<![\w./#@~-])((?:${TOP_ALTERNATIVES})/[\w./*<>{}\[\]…$-]*|[\w.-]+\.(?:mjs|json|md|ts)\b)`, 'g');
/** Not one path but a pattern or an example: a glob, a placeholder, a template. */
const PATTERN = /[*<>{}[\]…$]/;

function filesIn(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => `${entry}/${file.split(path.sep).join('/')}`)
    .filter((file) => !file.includes('/node_modules/') && !file.includes('/screenshots/') && statSync(path.join(ROOT, file)).isFile());
}

/** The comments of a code file; the whole text of a doc. */
function prose(file: string, text: string): string[] {
  if (DOC.test(path.basename(file))) return [text];
  const comments = [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  for (const line of text.split('\n')) {
    const at = line.search(/(?:^|\s)\/\/(?!\/)/);
    if (at !== -1) comments.push(line.slice(at));
  }
  return comments;
}

/** What the token names, if the repository holds it: `x.js` may name its source `x.ts`/`x.tsx`. */
function exists(token: string): boolean {
  const bare = token.replace(/\/$/, '');
  const candidates = [bare, bare.replace(/\.js$/, '.ts'), bare.replace(/\.js$/, '.tsx'), bare.replace(/\.mjs$/, '.mts')];
  return candidates.some((candidate) => existsSync(path.join(ROOT, candidate)));
}

interface Reference { file: string; token: string }

function references(): Reference[] {
  const found: Reference[] = [];
  for (const file of SCANNED.flatMap(filesIn)) {
    if (!CODE.test(file) && !DOC.test(path.basename(file))) continue;
    for (const block of prose(file, readFileSync(path.join(ROOT, file), 'utf8'))) {
      for (const match of block.matchAll(PATH)) {
        const token = match[1]!.replace(/[.-]+$/, '');
        if (PATTERN.test(token)) continue;
        if (!token.includes('/') && !ROOT_FILES.has(token)) continue;
        found.push({ file, token });
      }
    }
  }
  return found;
}

describe('paths named in comments and docs', () => {
  const all = references();

  test('when the comments and docs are read, then they name many repository paths (the reader works)', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContainEqual({ file: 'README.md', token: 'server/config.ts' });
  });

  test('when a comment or doc names a repository path, then the repository holds it', () => {
    const dangling = all.filter(({ token }) => !exists(token)).map(({ file, token }) => `${file}: ${token}`);
    expect(dangling).toEqual([]);
  });
});

/** `PRODUCT.md`, `SPEC.md` (not docs/product.md), and issue numbers such as `issue #21`. */
const OUTSIDE_CITATION = /(?<![\w/])(?:PRODUCT|SPEC|UPSTREAM-API)\.md\b|(?<![\w&#])#\d{1,3}(?![\w-])/g;

function outsideCitations(): string[] {
  const found: string[] = [];
  for (const file of SCANNED.flatMap(filesIn)) {
    if (file === 'tests/unit/repo-paths.test.ts' || (!CODE.test(file) && !DOC.test(path.basename(file)))) continue;
    for (const block of prose(file, readFileSync(path.join(ROOT, file), 'utf8'))) {
      for (const match of block.matchAll(OUTSIDE_CITATION)) found.push(`${file}: ${match[0]}`);
    }
  }
  return found;
}

describe('reasons cited from outside the repository', () => {
  test('when the citation reader meets each kind, then it finds it, and not a colour or a path', () => {
    const sample = '// docs/product.md §4; PRODUCT.md §4; (issue #21); SPEC.md; #fff; a&#10; docs/PRODUCT.md';
    expect([...sample.matchAll(OUTSIDE_CITATION)].map((m) => m[0])).toEqual(['PRODUCT.md', '#21', 'SPEC.md']);
  });

  test('when a comment or doc gives a reason, then it cites docs/product.md or docs/decisions/', () => {
    expect(outsideCitations()).toEqual([]);
  });
});
