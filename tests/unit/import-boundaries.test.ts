// STYLE.md: dependencies point one way (server → shared ← client), and features do not
// import each other. Without a lint step, this test is the fence.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** Every import specifier of a file, resolved to a path from the project root. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((m) => m[1] ?? m[2]!)
    .map((spec) => (spec.startsWith('.') ? path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec)) : spec.replace(/^#(server|shared|client)\//, '$1/')));
}

describe('import boundaries', () => {
  test('when shared code imports, then it never reaches into server/ or client/', () => {
    const offending = sourceFiles('shared').flatMap((file) => importsOf(file).filter((target) => /^(server|client)\//.test(target)).map((target) => `${file} → ${target}`));

    expect(offending).toEqual([]);
  });

  test('when client code imports, then it never reaches into server/', () => {
    const offending = sourceFiles('client').flatMap((file) => importsOf(file).filter((target) => target.startsWith('server/')).map((target) => `${file} → ${target}`));

    expect(offending).toEqual([]);
  });

  test('when a feature imports, then it never imports another feature', () => {
    const offending = sourceFiles('shared/features').flatMap((file) => {
      const own = file.split('/')[2];
      return importsOf(file)
        .filter((target) => target.startsWith('shared/features/') && target.split('/')[2] !== own)
        .map((target) => `${file} → ${target}`);
    });

    expect(offending).toEqual([]);
  });
});
