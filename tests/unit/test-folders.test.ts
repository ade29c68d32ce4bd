// A test file's folder alone decides which command runs it (vitest.config.ts): the
// in-process folders (tests/unit, tests/server, tests/slow) run in the worker, so a file
// there that starts a process of its own (a server, redis-server, nginx, java) belongs in
// tests/process.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const IN_PROCESS_FOLDERS = ['tests/unit', 'tests/server', 'tests/slow'];
/** An import that means the file starts processes: the helpers that spawn, or child_process itself. */
const STARTS_PROCESSES = /^import [^;]*from '(?:\.\.\/support\/(?:server-process|redis-server)\.js|node:child_process)'/m;

const testFilesIn = (folder: string) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`);

test('when the in-process folders are read, then none of their test files starts a process of its own', () => {
  const files = IN_PROCESS_FOLDERS.flatMap(testFilesIn);
  expect(files.length).toBeGreaterThan(40);
  const spawning = files.filter((file) => STARTS_PROCESSES.test(readFileSync(path.join(ROOT, file), 'utf8')));
  expect(spawning, 'move these to tests/process').toEqual([]);
});

test('when a file imports the Redis helper, then the guard sees it', () => {
  expect(STARTS_PROCESSES.test("import { startRedis } from '../support/redis-server.js';")).toBe(true);
  expect(STARTS_PROCESSES.test("import { spawn } from 'node:child_process';")).toBe(true);
  expect(STARTS_PROCESSES.test("import { startApp } from '../support/start-app.js';")).toBe(false);
});
