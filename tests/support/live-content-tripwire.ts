// A setup file of the suite: a test that reads the project's content/ (the live content)
// fails, whatever reads it, the test or the code it drives (docs/decisions/162-suite-on-changed-live-content.md).
// node:fs's reading functions are wrapped once per worker: their ESM exports are synced,
// so modules that imported them by name are caught too. The JSON Schemas kept in content/
// are code output (npm run content:schema), which tests/unit/content.test.ts compares.
// Existence and stat calls stay free: they read no content.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { syncBuiltinESMExports } from 'node:module';
import { ROOT } from './project-root.js';

/** The project's live content folder, which no test reads. */
export const LIVE_CONTENT = path.join(ROOT, 'content');
const LIVE = LIVE_CONTENT;
const ARMED = Symbol.for('promo.liveContentTripwire');

/** The live content file `target` names (a schema is code output, not content), or undefined. */
export function liveContentPath(target: unknown): string | undefined {
  const name = typeof target === 'string' ? target
    : target instanceof URL ? fileURLToPath(target)
      : Buffer.isBuffer(target) ? target.toString() : undefined;
  if (name === undefined) return undefined;
  const file = path.resolve(name);
  return (file === LIVE || file.startsWith(LIVE + path.sep)) && !file.endsWith('schema.json') ? file : undefined;
}

function refusal(file: string): Error {
  const name = path.relative(ROOT, file);
  return new Error(`a test read the live content (${name}): tests read tests/fixtures/content (tests/support/content.ts)`);
}

type Reader = (target: unknown, ...rest: unknown[]) => unknown;

/** Wraps `holder`'s readers; `refused` says how a refusal reaches the caller (a throw, or a rejected promise). */
function wrap<T extends object>(holder: T, names: readonly (keyof T & string)[], refused: (error: Error) => unknown): void {
  for (const name of names) {
    const read = holder[name] as Reader;
    (holder as Record<string, unknown>)[name] = function guarded(this: unknown, target: unknown, ...rest: unknown[]) {
      const file = liveContentPath(target);
      return file ? refused(refusal(file)) : read.call(this, target, ...rest);
    };
  }
}

const armed = globalThis as { [ARMED]?: boolean };
if (!armed[ARMED]) {
  armed[ARMED] = true;
  const thrown = (error: Error) => {
    throw error;
  };
  const readers = [
    'readFileSync', 'readdirSync', 'openSync', 'opendirSync', 'createReadStream', 'readFile', 'readdir', 'open', 'opendir',
  ] as const;
  wrap(fs, readers, thrown);
  wrap(fs.promises, ['readFile', 'readdir', 'open', 'opendir'], (error) => Promise.reject(error));
  syncBuiltinESMExports();
}
