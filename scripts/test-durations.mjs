// Each test file's time in a run of the tests, read from the log vitest's default reporter printed
// (`.ci/run`'s, say), written to tests/file-durations.json, which the sequencer of vitest.config.ts
// reads to start the longest files first on a fresh clone, where vitest has no results of its own
// (docs/decisions/065-test-projects.md). Usage: node scripts/test-durations.mjs <log>
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const log = process.argv[2];
if (!log) {
  process.stderr.write('usage: node scripts/test-durations.mjs <log of a vitest run>\n');
  process.exit(2);
}
// «✓ suite tests/<folder>/<name>.test.ts (3 tests) 1234ms», colours removed.
const line = /^\s*[✓❯×]\s+(\S+)\s+(tests\/\S+\.test\.tsx?)\s+\(\d+ tests?(?:\s*\|[^)]*)?\)\s+(\d+)ms\s*$/;
const durations = {};
for (const text of stripVTControlCharacters(readFileSync(log, 'utf8')).split('\n')) {
  const found = line.exec(text);
  if (found) durations[`${found[1]}:${found[2]}`] = Number(found[3]);
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([, a], [, b]) => b - a));
const out = path.resolve(import.meta.dirname, '../tests/file-durations.json');
writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
process.stdout.write(`${Object.keys(sorted).length} files' times written to ${path.relative(process.cwd(), out)}\n`);
