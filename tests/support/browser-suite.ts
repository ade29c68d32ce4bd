// The frame most browser test files share: one app on the demo upstream and one Chromium
// per file; before each test the demo's state is reset, after it the pages it opened
// (registered in `opened`) are closed.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp, type StartAppOptions, type TestApp } from './start-app.js';
import { launchBrowser, type WatchedPage } from './browser.js';

export interface BrowserSuite {
  readonly t: TestApp;
  readonly browser: Browser;
  readonly opened: WatchedPage[];
}

export function useBrowserSuite(options?: StartAppOptions): BrowserSuite {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  const opened: WatchedPage[] = [];
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(options), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  beforeEach(() => {
    app!.demo.reset();
    return async () => {
      await Promise.all(opened.splice(0).map((w) => w.context.close()));
    };
  });
  return {
    get t() {
      return app!;
    },
    get browser() {
      return browser!;
    },
    opened,
  };
}
