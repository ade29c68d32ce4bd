// Which vitest project a test file belongs to (vitest.config.ts), decided by where it
// lives and by what it imports, so a new file lands in the right one without a list:
//   unit     tests/unit/      pure functions, in-process
//   http     tests/server/    the app through supertest on the demo upstream
//   browser  tests/browser/   real Chromium
//   process  tests/process/, tests/deploy/, and any unit or server file that starts a
//            process of its own (a server, redis-server, nginx, java), found by its imports
//   cluster  tests/cluster/   minutes of load; runs alone, after the others
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// (import.meta.url, not import.meta.dirname: vitest bundles its config, and keeps only the former.)
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** An import that means the file starts processes: the helpers that spawn, or child_process itself. */
const STARTS_PROCESSES = /from '(?:\.\.\/support\/(?:server-process|redis-server)\.js|node:child_process)'/;

const testFilesIn = (folder: string) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`);

const startsProcesses = (file: string) => STARTS_PROCESSES.test(readFileSync(path.join(ROOT, file), 'utf8'));

/** The unit and server files that start processes: they run in `process`, not in the fast loop. */
export const SPAWNING_IN_FAST_FOLDERS = ['tests/unit', 'tests/server'].flatMap(testFilesIn).filter(startsProcesses);
