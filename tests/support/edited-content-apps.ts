// Two apps for one test file, started before its tests and closed after them: one on the
// tests' content as it is, one with some kind files replaced. The texts-as-content tests
// (docs/decisions/108-page-texts-as-content.md) ask both the same thing and compare what
// a visitor gets from each.
import { afterAll, beforeAll } from 'vitest';
import type { Content } from '#server/content/load-content.js';
import { CONTENT } from './content.js';
import { startApp, type StartAppOptions, type TestApp } from './start-app.js';

export interface ShippedAndChanged {
  /** The tests' content unchanged. */
  shipped: TestApp;
  /** The same content with the edited kind files. */
  changed: TestApp;
}

/** Both apps with `options` (a clock, an environment); `kindFiles` replaces those files of the tests' content. */
export function appsWithEditedContent(
  kindFiles: Partial<Content['kindFiles']>, options: Omit<StartAppOptions, 'content'> = {},
): ShippedAndChanged {
  const apps = {} as ShippedAndChanged;
  beforeAll(async () => {
    [apps.shipped, apps.changed] = await Promise.all([
      startApp(options), startApp({ ...options, content: { ...CONTENT, kindFiles: { ...CONTENT.kindFiles, ...kindFiles } } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([apps.shipped?.close(), apps.changed?.close()]);
  });
  return apps;
}
