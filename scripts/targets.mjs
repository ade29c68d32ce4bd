// The project's budgets, read from the one place that states them: docs/configuration.md's «Targets»
// table (`npm run check` holds the product's lines to one, .ci/run prints its time against the other).
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = new URL('..', import.meta.url);

/** The leading number of the «Targets» row named `name` («26,500» → 26500; «600 s on two cores» → 600). */
export function statedTarget(name, text = readFileSync(new URL('docs/configuration.md', ROOT), 'utf8')) {
  const row = text.split('\n').find((line) => line.startsWith(`| ${name} |`));
  const value = row?.split('|')[2]?.trim().match(/^[\d,]+/)?.[0];
  if (!value) throw new Error(`docs/configuration.md states no target «${name}»`);
  return Number(value.replaceAll(',', ''));
}

/** The product's folders, whose .ts and .tsx lines the budget counts. */
const PRODUCT_FOLDERS = ['server', 'pages', 'shared', 'studio', 'client'];

/** The lines of the product's .ts and .tsx files tracked by git (what a fresh clone holds), as `wc -l` counts them. */
export function productLines(cwd = ROOT) {
  const files = execFileSync('git', ['ls-files', '-z', '--', ...PRODUCT_FOLDERS.flatMap((f) => [`${f}/*.ts`, `${f}/*.tsx`])], { cwd })
    .toString().split('\0').filter(Boolean);
  return files.reduce((sum, file) => sum + (readFileSync(new URL(file, ROOT), 'utf8').match(/\n/g)?.length ?? 0), 0);
}

// `node scripts/targets.mjs <name>`: the target's number, for shell scripts.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${statedTarget(process.argv[2] ?? 'CI')}\n`);
}
