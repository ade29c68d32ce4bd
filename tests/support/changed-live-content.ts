// The suite's global setup: every run of the tests is a run after marketing changed the
// live content (docs/decisions/162-suite-on-changed-live-content.md). CONTENT_DIR, by
// which the server, the check and the build are pointed at the live content, names a
// copy of the tests' content with marketing's change (marketing-change.ts) in every
// worker, and live-content-tripwire.ts fails a test that reads the project's content/.
// A test that passes so reads its own content (tests/support/content.ts), as every app
// the tests start does (start-app.ts, server-process.ts set CONTENT_DIR to it).
import { rmSync } from 'node:fs';
import { copyFixtureContent } from './content.js';
import { writeMarketingChange } from './marketing-change.js';

export default async function changeLiveContent(): Promise<() => void> {
  const dir = copyFixtureContent('promo-changed-live-content-');
  await writeMarketingChange(dir);
  const before = process.env.CONTENT_DIR;
  // Set before the workers start: they take the main process's environment.
  process.env.CONTENT_DIR = dir;
  return () => {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
    rmSync(dir, { recursive: true, force: true });
  };
}
