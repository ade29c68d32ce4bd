// The frame the studio's browser test files share: one Chromium per file; per test a studio of
// its own (local-studio.ts, on the file's folder prefix and environment) and the operators' pages
// in it (studio-operator.ts). After each test the pages are closed and the studio stopped; a
// failed test prints what the pages met, the server's warnings and errors, and what the file adds
// (`onFailure`: the content repository's branches, say).
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startLocalStudio, stopLocalStudio, type LocalStudio } from './local-studio.js';
import { openStudioPage, signIn, type StudioPage } from './studio-operator.js';

export interface StudioOperatorSuiteOptions {
  /** The test's folder's name in the system's temporary folder. */
  prefix: string;
  /** What the file's servers are given (PROMO_NOW, PREVIEW_TOKEN…). */
  env: Record<string, string>;
  /** The operators' computers' time zone (unset: the machine's). */
  timezoneId?: string;
  /** More lines for a failed test's report. */
  onFailure?: (studio: LocalStudio) => string[];
}

export interface OpenedStudio {
  page: StudioPage['page'];
  studio: LocalStudio;
  operator: StudioPage;
}

export interface StudioOperatorSuite {
  /** The file's Chromium (a supplier's context of its own is made on it). */
  readonly browser: Browser;
  /** The test's studio, `seedFiles` in its content as if published before. */
  startStudio(seedFiles?: Record<string, string | Buffer>): Promise<LocalStudio>;
  /** Another operator's page on the test's studio: a browser context of its own (`timezoneId`: other than the file's). */
  addOperator(options?: { timezoneId?: string }): Promise<StudioPage>;
  /** The test's studio and an operator signed in on its `#/collections/<hash>`. */
  openStudio(hash: string, seedFiles?: Record<string, string | Buffer>): Promise<OpenedStudio>;
}

export function useStudioOperatorSuite({ prefix, env, timezoneId, onFailure }: StudioOperatorSuiteOptions): StudioOperatorSuite {
  let browser: Browser | undefined;
  let studio: LocalStudio | undefined;
  const operators: StudioPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 90_000);
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && studio) {
      console.info([
        ...operators.flatMap((operator, n) => [`— operator ${n + 1}'s page:`, ...operator.journal]),
        '— server warnings and errors:', ...studio.server.logs.filter((line) => line.level >= 40).map((line) => JSON.stringify(line)),
        ...onFailure?.(studio) ?? [],
      ].join('\n'));
    }
    for (const operator of operators.splice(0)) await operator.context.close();
    stopLocalStudio(studio);
    studio = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  const suite: StudioOperatorSuite = {
    get browser() {
      return browser!;
    },
    startStudio: async (seedFiles = {}) => (studio = await startLocalStudio(prefix, env, seedFiles)),
    async addOperator(options = { timezoneId }) {
      const operator = await openStudioPage(browser!, options);
      operators.push(operator);
      return operator;
    },
    async openStudio(hash, seedFiles = {}) {
      const started = await suite.startStudio(seedFiles);
      const operator = await suite.addOperator();
      await operator.page.goto(`${started.studioBase}/#/collections/${hash}`);
      await signIn(operator);
      return { page: operator.page, studio: started, operator };
    },
  };
  return suite;
}
