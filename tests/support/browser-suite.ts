// The frame most browser test files share: one app on the demo upstream per file and the
// worker's Chromium (browser.ts's launchBrowser, docs/decisions/065-test-projects.md); before
// each test the demo's state is reset. Three ways to a page, from the cheapest (a fresh
// context and a hydrated page cost a second or more per test):
//   visit(path, width)  a loaded, hydrated page kept for the whole file: the tests that
//                       only read a page share one visit of it (they must not click,
//                       type, scroll or navigate it)
//   openPage(width)     a new page in the file's one context, which is reset after each
//                       test (its pages closed, cookies, storage, permissions and routes
//                       cleared): for a test that acts on the page
//   openPage(browser, width) from browser.ts, registered in `opened`: a context of its
//                       own, for a test that needs a pristine browser (an empty cache, a
//                       throttled CPU or line)
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startApp, type StartAppOptions, type TestApp } from './start-app.js';
import { launchBrowser, TEST_CHROMIUM, newPageContext, waitForHydration, watchPage, type WatchedPage } from './browser.js';
import { stubOutsideNetwork } from './outside-network.js';

export interface BrowserSuite {
  readonly t: TestApp;
  readonly browser: Browser;
  /** Pages with contexts of their own (browser.ts's openPage): closed after each test. */
  readonly opened: WatchedPage[];
  openPage(width: number, height?: number): Promise<WatchedPage>;
  visit(path: string, width: number): Promise<WatchedPage>;
}

/** Every page the context has open gets its storage emptied, then closes; the context forgets cookies, permissions and routes. */
async function resetContext(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map(async (page) => {
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => undefined); // about:blank has no storage
    await page.close();
  }));
  await Promise.all([context.clearCookies(), context.clearPermissions(), context.unrouteAll({ behavior: 'ignoreErrors' })]);
}

/** `chromium`: the binary (browser.ts's TEST_CHROMIUM unless a file is about the full browser). */
export function useBrowserSuite(options?: StartAppOptions, chromium: string = TEST_CHROMIUM): BrowserSuite {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let shared: BrowserContext | undefined;
  let visits: BrowserContext | undefined;
  const visited = new Map<string, Promise<WatchedPage>>();
  const opened: WatchedPage[] = [];
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(options), launchBrowser(chromium)]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  beforeEach(() => {
    app!.demo.reset();
    return async () => {
      await Promise.all(opened.splice(0).map((w) => w.context.close()));
      if (shared) await resetContext(shared);
    };
  });

  async function openPage(width: number, height = 900): Promise<WatchedPage> {
    shared ??= await newPageContext(browser!, width, height);
    const page = await shared.newPage();
    await page.setViewportSize({ width, height });
    return watchPage(shared, page);
  }

  async function load(path: string, width: number): Promise<WatchedPage> {
    if (!visits) {
      visits = await newPageContext(browser!, width);
      await stubOutsideNetwork(visits);
    }
    const page = await visits.newPage();
    await page.setViewportSize({ width, height: 900 });
    const watched = watchPage(visits, page);
    await page.goto(app!.url + path);
    await waitForHydration(page);
    return watched;
  }

  return {
    get t() {
      return app!;
    },
    get browser() {
      return browser!;
    },
    opened,
    openPage,
    visit(path, width) {
      const key = `${width} ${path}`;
      if (!visited.has(key)) visited.set(key, load(path, width));
      return visited.get(key)!;
    },
  };
}
