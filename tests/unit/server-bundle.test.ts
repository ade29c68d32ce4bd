// The server's bundle as build.mjs writes it (npm run build:fixture before the tests): the store's packages inside it,
// their tests of NODE_ENV reading the value the process started with, never Node's environment on each render
// (docs/decisions/930-render-past-the-release.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DIST_DIR } from '../support/start-app.js';

const STORE_PACKAGES = ['redux', '@reduxjs/toolkit', 'react-redux', 'immer', 'reselect'];

test.each(['server/main.js', 'bench/page-app.js'])('when %s is built, then the store is in it and reads no NODE_ENV from the environment', (file) => {
  const code = readFileSync(path.join(DIST_DIR, file), 'utf8');
  const imported = [...code.matchAll(/^import [^;]*? from "([^"]+)";$/gm)].map(([, name]) => name!);
  expect(imported).toContain('react');
  expect(imported.filter((name) => STORE_PACKAGES.includes(name))).toEqual([]);
  expect(code).toContain('configureStore');
  expect(code.match(/process\.env\.NODE_ENV|process\.env\[["']NODE_ENV["']\]/g)).toBeNull();
  expect(code.match(/\bNODE_ENV\b/g)!.length).toBeGreaterThan(50);
});
