// `npm run dev` (build.mjs --watch) on a copy of the project: the app starts once every
// bundle exists, behind a proxy whose event stream tells open tabs to reload after each
// rebuild (scripts/build/dev-server.mjs); a CSS edit reaches the page served after that
// event, and a server edit restarts the app while the demo upstream keeps running.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, test } from 'vitest';
import { BUILD_INPUTS } from '../../scripts/build/build-inputs.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The tests' own content (tests/support/content.ts), for the build and the app alike. */
const CONTENT_DIR = path.join(ROOT, 'tests/fixtures/content');
const MARKER = '#0a1b2c';
/** A copy of the project built and rebuilt twice: 47 s at a load of 20. */
const TEST_TIMEOUT_MS = 180_000;
/**
 * Each wait of the test (a line, an answer, a reload event) is bounded by what is left of
 * the test's own time, less this margin: a wait that would never end fails naming itself,
 * with the watcher's lines, rather than as a bare timeout — and no step has a deadline of
 * its own that a loaded machine could miss while the test as a whole would still pass.
 */
const REPORT_MARGIN_MS = 5000;

let copy: string | undefined;
let watcher: ChildProcess | undefined;
let events: AbortController | undefined;
/** When the waits stop (bounded), and the lines to show then. */
let waitsEnd = Infinity;
let watcherLines: string[] = [];

afterAll(async () => {
  events?.abort();
  if (watcher && watcher.exitCode === null) {
    const exited = new Promise((resolve) => watcher!.once('exit', resolve));
    watcher.kill('SIGTERM'); // the watcher stops the app and the demo upstream before it exits
    await exited;
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** `wait`, given a signal that aborts it, until waitsEnd: past that, a failure that names it. */
async function bounded<T>(what: string, wait: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      const lines = watcherLines.join('\n');
      const when = `${REPORT_MARGIN_MS / 1000} s before the test's timeout`;
      reject(new Error(`${what}: still waiting ${when}. The watcher's and its processes' lines:\n${lines}`));
    }, Math.max(waitsEnd - performance.now(), 0));
  });
  try {
    return await Promise.race([wait(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The watcher's output, line by line, and a way to await the first line that matches. */
function watchLines(child: ChildProcess) {
  const lines: string[] = [];
  const waiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const w of waiting.filter((x) => x.pattern.test(line))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(line);
    }
  });
  const next = (pattern: RegExp) => bounded(
    `the watcher's line matching ${pattern}`,
    () => new Promise<string>((resolve) => waiting.push({ pattern, resolve })),
  );
  return { lines, next };
}

/** The dev event stream: each call to `nextReload` resolves at the next `reload` event. */
async function openEvents(base: string) {
  events = new AbortController();
  const response = await bounded('the dev event stream\'s headers', () => fetch(`${base}/__dev/events`, { signal: events!.signal }));
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  return {
    contentType: response.headers.get('content-type'),
    nextReload: (after: string) => bounded(`the reload event after ${after}`, async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the dev event stream ended');
        seen += value;
        if (seen.includes('event: reload')) return void (seen = '');
      }
    }),
  };
}

const pageHtml = (base: string, when: string) => bounded(
  `the page ${when}`,
  async (signal) => (await fetch(`${base}/promo/knauf2025`, { signal })).text(),
);
const status = (url: string, what: string) => bounded(what, async (signal) => {
  const response = await fetch(url, { signal });
  await response.body?.cancel();
  return response.status;
});
const inlineCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('npm run dev', () => {
  test('when the CSS and then the server change, then open tabs are told to reload after each rebuild, the new CSS is served, and the demo upstream keeps running', { timeout: TEST_TIMEOUT_MS }, async () => {
    waitsEnd = performance.now() + TEST_TIMEOUT_MS - REPORT_MARGIN_MS;
    copy = mkdtempSync(path.join(tmpdir(), 'promo-dev-'));
    for (const entry of BUILD_INPUTS) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
    watcher = spawn(process.execPath, ['build.mjs', '--watch'], {
      cwd: copy,
      env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', CONTENT_DIR },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const output = watchLines(watcher);
    watcherLines = output.lines;
    const demoLine = output.next(/^\{"url":/);
    void demoLine.catch(() => undefined); // awaited below: a wait that fails before that reports it
    // PORT=0: the port the proxy bound, from its line.
    const base = `http://127.0.0.1:${/^npm run dev: http:\/\/localhost:(\d+)\//.exec(await output.next(/^npm run dev: http:/))![1]!}`;
    const demoUrl = (JSON.parse(await demoLine) as { url: string }).url;

    const before = await pageHtml(base, 'before any edit');
    expect(inlineCss(before)).not.toContain(MARKER);
    // On a failure, the watcher's and the app's own lines say why.
    expect(before, output.lines.join('\n')).toContain('<script src="/__dev/reload.js" defer></script></body>');
    const stream = await openEvents(base);
    expect(stream.contentType).toBe('text/event-stream');

    appendFileSync(path.join(copy, 'pages/campaign/ui/campaign.css'), `\n.dev-watch-marker { color: ${MARKER}; }\n`);
    await stream.nextReload('the CSS edit');
    expect(inlineCss(await pageHtml(base, 'after the CSS edit'))).toMatch(new RegExp(`\\.dev-watch-marker \\{\\s*color: ${MARKER};`));

    appendFileSync(path.join(copy, 'server/routes/health.ts'), '\n// a server edit\n');
    await stream.nextReload('the server edit');
    expect(await status(`${base}/healthz`, 'the app\'s /healthz after the server edit')).toBe(200);
    expect(await status(demoUrl, 'the demo upstream after the server edit')).toBeGreaterThan(0);
    expect(output.lines.filter((line) => line.startsWith('{"url":'))).toEqual([await demoLine]);
  });
});
