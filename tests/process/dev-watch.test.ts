// `npm run dev` (build.mjs --watch) on a copy of the project: a CSS edit must reach the
// browser after a reload. The server reads the asset manifest once, so the watcher has to
// restart it after client rebuilds as well as server ones.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { freePort } from '../support/free-port.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const COPIED = ['build.mjs', 'scripts', 'package.json', 'tsconfig.json', 'client', 'shared', 'server', 'demo-upstream', 'bench', 'public'];
const MARKER = '#0a1b2c';

let copy: string | undefined;
let watcher: ChildProcess | undefined;
/** Set once the suite ends, so a poll still running after a timeout stops too. */
let finished = false;

afterAll(async () => {
  finished = true;
  if (watcher && watcher.exitCode === null) {
    const exited = new Promise((resolve) => watcher!.once('exit', resolve));
    watcher.kill('SIGTERM'); // the watcher stops its server before it exits
    await exited;
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The CSS the page has now (inlined in its head), or undefined while the dev server is (re)starting. */
async function servedCss(base: string): Promise<string | undefined> {
  try {
    const html = await (await fetch(`${base}/promo/knauf2025`)).text();
    return /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  } catch {
    return undefined;
  }
}

/** Polls the dev server (it rebuilds and restarts on its own schedule) until `accept` holds. */
async function waitForCss(base: string, accept: (css: string) => boolean): Promise<string> {
  while (!finished) {
    const css = await servedCss(base);
    if (css !== undefined && accept(css)) return css;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the suite ended before the dev server served the CSS');
}

describe('npm run dev', () => {
  test('when a CSS file changes, then the page served after a reload has the new CSS', { timeout: 120_000 }, async () => {
    copy = mkdtempSync(path.join(tmpdir(), 'promo-dev-'));
    for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
    const port = await freePort();
    watcher = spawn(process.execPath, ['build.mjs', '--watch'], {
      cwd: copy,
      env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    const before = await waitForCss(base, () => true);
    expect(before).not.toContain(MARKER);

    appendFileSync(path.join(copy, 'shared/features/campaign/campaign.css'), `\n.dev-watch-marker { color: ${MARKER}; }\n`);

    const after = await waitForCss(base, (css) => css.includes(MARKER));
    expect(after).toContain('.dev-watch-marker');
  });
});
