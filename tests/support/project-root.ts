// The project's root folder, for tests that copy the project or read its generated files, and the tests' content
// folder in it (tests/support/content.ts), here so that a file starting processes names it without importing the app.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The tests' content folder: what CONTENT_DIR points every app and every cluster of the tests at. */
export const FIXTURE_CONTENT_DIR = path.join(ROOT, 'tests/fixtures/content');
