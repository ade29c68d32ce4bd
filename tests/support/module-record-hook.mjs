// A startup hook for process tests (`node --import` this file): every module the process
// loads is written to MODULE_RECORD_FILE, one URL or path a line: ES modules as the
// loader resolves them (module-record-loader.mjs, in the loader's own thread), CommonJS
// ones from require's cache when the process exits.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const file = process.env.MODULE_RECORD_FILE;
register('./module-record-loader.mjs', import.meta.url, { data: { file } });
process.on('exit', () => appendFileSync(file, Object.keys(createRequire(import.meta.url).cache).map((path) => `${path}\n`).join('')));
