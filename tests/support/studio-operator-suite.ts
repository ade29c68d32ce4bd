// The frame the studio's browser test files share: the worker's Chromium (browser.ts's launchBrowser); per test a studio of
// its own (local-studio.ts, on the file's folder prefix and environment) and the operators' pages
// in it (studio-operator.ts). After each test the pages are closed and the studio stopped; a
// failed test prints what the pages met, the server's warnings and errors, and what the file adds
// (`onFailure`: the content repository's branches, say). Tests that only read the studio, or
// whose saves no later test of theirs reads, share one instead (`shared`): started at the first
// of them, stopped after the file; each still opens it in a browser context of its own
// (docs/decisions/970-ci-work-sized-to-its-assertions.md). Tests that only read a shared studio may share its one
// reader's page too (`visit`): signed in at the first, moved by its address's hash for the next, as an operator
// pastes an address, so Decap's page is loaded once for them (docs/decisions/970-ci-work-sized-to-its-assertions.md).
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startLocalStudio, stopLocalStudio, type LocalStudio } from './local-studio.js';
import { removeWrittenFolder } from './server-process.js';
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

export interface SharedStudio {
  openStudio(hash: string): Promise<OpenedStudio>;
  visit(hash: string): Promise<OpenedStudio>;
}

export interface StudioOperatorSuite {
  /** The file's Chromium (a supplier's context of its own is made on it). */
  readonly browser: Browser;
  /** The test's studio, `seedFiles` in its content as if published before; `env` beside the file's. */
  startStudio(seedFiles?: Record<string, string | Buffer>, env?: Record<string, string>): Promise<LocalStudio>;
  /** The test's operators' pages closed and its own studio stopped, before the test's end (to start it again). */
  stopStudio(): Promise<void>;
  /** Another operator's page on the test's studio: a browser context of its own (`timezoneId`: other than the file's). */
  addOperator(options?: { timezoneId?: string }): Promise<StudioPage>;
  /** The test's studio and an operator signed in on its `#/collections/<hash>`. */
  openStudio(hash: string, seedFiles?: Record<string, string | Buffer>, env?: Record<string, string>): Promise<OpenedStudio>;
  /**
   * A studio for several tests of the file, `seedFiles` in its content: started by the first test that opens it,
   * stopped after the file. Its `openStudio` signs a new operator in on it, as the suite's does on a test's own;
   * its `visit` shows `#/collections/<hash>` on its one reader's page, signed in at the first visit and kept to the
   * file's end, for tests that change nothing there (no typing, saving or resizing): the next visit sees what it left.
   */
  shared(seedFiles?: Record<string, string | Buffer>): SharedStudio;
}

const collection = (studio: LocalStudio, hash: string) => `${studio.studioBase}/#/collections/${hash}`;

/** One studio stopped by its server's PID (the file's others keep running), its folder removed. */
async function stopOne(studio: LocalStudio): Promise<void> {
  studio.server.child.kill('SIGKILL');
  await studio.server.exited;
  removeWrittenFolder(studio.dir);
}

export function useStudioOperatorSuite({ prefix, env, timezoneId, onFailure }: StudioOperatorSuiteOptions): StudioOperatorSuite {
  let browser: Browser | undefined;
  /** The studio the running test opened (its own or a shared one), and whether it is the test's own. */
  let studio: LocalStudio | undefined;
  let ownStudio = false;
  const sharedStudios: Array<Promise<LocalStudio>> = [];
  const operators: StudioPage[] = [];
  /** The shared studios' readers' pages (`visit`), closed after the file. */
  const readers: StudioPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 90_000);
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && studio) {
      console.info([
        ...operators.flatMap((operator, n) => [`— operator ${n + 1}'s page:`, ...operator.journal]),
        ...readers.flatMap((reader, n) => [`— shared studio reader ${n + 1}'s page:`, ...reader.journal]),
        '— server warnings and errors:', ...studio.server.logs.filter((line) => line.level >= 40).map((line) => JSON.stringify(line)),
        ...onFailure?.(studio) ?? [],
      ].join('\n'));
    }
    await suite.stopStudio();
  });
  afterAll(async () => {
    for (const reader of readers.splice(0)) await reader.context.close();
    for (const started of sharedStudios.splice(0)) await started.then(stopOne, () => undefined);
    await browser?.close();
  });

  /** `operator` (a new one of the test's by default) on `#/collections/<hash>` of `started`, signed in. */
  async function signedIn(started: LocalStudio, hash: string, operator?: StudioPage): Promise<OpenedStudio> {
    operator ??= await suite.addOperator();
    await operator.page.goto(collection(started, hash));
    await signIn(operator);
    return { page: operator.page, studio: started, operator };
  }

  const suite: StudioOperatorSuite = {
    get browser() {
      return browser!;
    },
    async startStudio(seedFiles = {}, moreEnv = {}) {
      studio = await startLocalStudio(prefix, { ...env, ...moreEnv }, seedFiles);
      ownStudio = true;
      return studio;
    },
    async addOperator(options = { timezoneId }) {
      const operator = await openStudioPage(browser!, options);
      operators.push(operator);
      return operator;
    },
    async stopStudio() {
      for (const operator of operators.splice(0)) await operator.context.close();
      // A file without shared studios stops every server it started, as before; with them, only the test's own.
      if (sharedStudios.length === 0) await stopLocalStudio(studio);
      else if (studio && ownStudio) await stopOne(studio);
      studio = undefined;
      ownStudio = false;
    },
    async openStudio(hash, seedFiles = {}, moreEnv = {}) {
      return signedIn(await suite.startStudio(seedFiles, moreEnv), hash);
    },
    shared(seedFiles = {}) {
      let started: Promise<LocalStudio> | undefined;
      let reader: OpenedStudio | undefined;
      const start = async () => {
        if (!started) sharedStudios.push(started = startLocalStudio(prefix, env, seedFiles));
        return (studio = await started);
      };
      return {
        async openStudio(hash) {
          return signedIn(await start(), hash);
        },
        async visit(hash) {
          const at = await start();
          if (reader) {
            await reader.page.goto(collection(at, hash));
            return reader;
          }
          const operator = await openStudioPage(browser!, { timezoneId });
          readers.push(operator);
          return (reader = await signedIn(at, hash, operator));
        },
      };
    },
  };
  return suite;
}
