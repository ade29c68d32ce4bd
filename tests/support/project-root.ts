// The project's root folder, for tests that copy the project or read its generated files.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
