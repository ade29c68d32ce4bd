// Real Chromium from Debian, driven by playwright-core; no downloaded browsers. Every
// page records console errors/warnings and the /api calls it makes, so tests can assert
// a clean hydration without refetching.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's full browser: what visitors run, and what Lighthouse and the RUM test drive. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The binary the page tests drive: Debian's chromium-headless-shell (the same Chromium
 * build, Blink and V8, without the desktop browser around them, as Playwright itself
 * runs headless tests) when installed, else the full browser. A page load costs it about
 * 0.45 s of CPU against 1.1–1.2 s for the full browser on the 2-core machine, which was
 * half of the suite's time. CHROMIUM_PATH forces one binary for every test.
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL_CHROMIUM);

const CHROMIUM_ARGS = [
  '--no-sandbox', // CI runs as root
  '--disable-gpu',
  '--disable-background-networking', // the machine's network is closed; avoid refused connections
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The worker's Chromium of each binary, launched by the first file that asks (see launchBrowser); kept on the
 * worker's global, so a project that imports this module again for each file (`isolate`) finds it too.
 */
const launched = ((globalThis as { testChromiums?: Map<string, Promise<Browser>> }).testChromiums ??= new Map<string, Promise<Browser>>());

/**
 * A headless Chromium: the page-test binary, or the full browser for a test about what visitors' browsers measure.
 * One per worker and binary, kept for the worker's later files (a launch cost about 0.4 s of CPU, once per browser
 * file: docs/decisions/065-test-projects.md): each file gets a view of it whose `close()` closes the
 * contexts that file opened, so a file meets none of another's, as with a browser of its own. One that disconnected
 * is launched again.
 */
export async function launchBrowser(executablePath: string = TEST_CHROMIUM): Promise<Browser> {
  const known = launched.get(executablePath);
  if (!known || !(await known.then((b) => b.isConnected(), () => false))) {
    launched.set(executablePath, chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS }));
  }
  const browser = await launched.get(executablePath)!;
  const opened = new Set<BrowserContext>();
  const own = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const view: Partial<Browser> = {
    newContext: async (options) => own(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      own(page.context());
      return page;
    },
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
  return new Proxy(browser, {
    get: (target, key) => {
      if (key in view) return view[key as keyof Browser];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console errors and warnings, and uncaught page errors, in order. */
  problems: string[];
  /** Every request the page sent to our /api proxy (path + query). */
  apiCalls: string[];
}

/** A page in a context of its own, as pristine as a first visit. */
export async function openPage(browser: Browser, width: number, height = 900): Promise<WatchedPage> {
  const context = await newPageContext(browser, width, height);
  return watchPage(context, await context.newPage());
}

/**
 * How long a page test's step waits for its event (docs/testing.md: event waits of 20 s):
 * below the test's own 30 s, so a step that never comes fails naming its locator and what
 * it was waiting for, not as a bare test timeout.
 */
const EVENT_WAIT_MS = 20_000;

/** A context for page tests: the viewport, Russian, each step's wait bounded by EVENT_WAIT_MS; `options` add to these. */
export async function newPageContext(
  browser: Browser, width: number, height = 900, options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'ru-RU', ...options });
  context.setDefaultTimeout(EVENT_WAIT_MS);
  return context;
}

/** Starts recording `page`'s problems and /api calls. */
export function watchPage(context: BrowserContext, page: Page): WatchedPage {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  return { page, context, problems, apiCalls };
}

/**
 * On a page whose islands wait for the visitor (client/load-islands.ts), reaches
 * for one: a pointerover event on the first island's content, which moves no pointer,
 * focus or scroll, so the test goes on from the page as it loaded. Nothing elsewhere.
 */
export async function reachForIslands(page: Page): Promise<void> {
  if (await page.locator('#root[data-islands-wait]').count() > 0) await page.dispatchEvent('[data-island] > *', 'pointerover');
}

/**
 * Resolves once every island is live (client/islands.tsx sets data-hydrated on #root), having reached for them if they wait;
 * bounded as any step of the page's context (EVENT_WAIT_MS through newPageContext).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await reachForIslands(page);
  await page.waitForSelector('#root[data-hydrated="true"]', { state: 'attached' });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core with wcag2a + wcag2aa. Evaluated through the DevTools protocol, so the page's CSP is untouched. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Colours are judged once every fade (a dialog's fade-in, a closing one's fade-out) is over: mid-fade,
  // text is translucent. A looping animation (the progress bar) never ends and is not waited for, nor
  // does one driven by scrolling rather than time (a wide table's edge cue, shared/ui/table.css).
  await page.waitForFunction(() => document.getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity || !(a.timeline instanceof DocumentTimeline)));
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}
