// How long `npm run dev` takes from an edit to the open tab showing it, for a CSS edit
// and a TSX edit: on a copy of the project (the working tree is never touched),
// with Debian's Chromium. `node scripts/dev-reload-time.mjs [rounds]`.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BUILD_INPUTS } from './build/build-inputs.mjs';
import { freePort } from './cluster/free-port.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COPIED = [...BUILD_INPUTS, 'content'];
const LEADERBOARD = 'pages/campaign/ui/leaderboard.tsx';
const rounds = Number(process.argv[2] ?? 3);

const copy = mkdtempSync(path.join(tmpdir(), 'promo-dev-time-'));
for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
const port = await freePort();
const watcher = spawn(process.execPath, ['build.mjs', '--watch'], {
  cwd: copy,
  env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const lines = readline.createInterface({ input: watcher.stdout });
await new Promise((resolve) => lines.on('line', (line) => line.startsWith('npm run dev: http:') && resolve()));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${port}/promo/knauf2025`);
await page.waitForSelector('#root[data-hydrated="true"]', { state: 'attached' });

/** Makes the edit, then waits for the reload and for `shows` to hold in the new page: milliseconds. */
async function editToVisible(edit, shows, arg) {
  const started = performance.now();
  const reloaded = page.waitForEvent('load', { timeout: 60_000 });
  edit();
  await reloaded;
  await page.waitForFunction(shows, arg, { timeout: 60_000 });
  return Math.round(performance.now() - started);
}

const css = [];
const tsx = [];
for (let round = 1; round <= rounds; round++) {
  const width = `${round + 3}px`;
  css.push(await editToVisible(
    () => appendFileSync(
      path.join(copy, 'pages/campaign/ui/campaign.css'),
      `\nbody { border-top: ${width} solid rgb(10, 27, 44); }\n`,
    ),
    (w) => getComputedStyle(document.body).borderTopWidth === w, width,
  ));
  const title = `Таблица лидеров ${round}`;
  const file = path.join(copy, LEADERBOARD);
  tsx.push(await editToVisible(
    () => writeFileSync(file, readFileSync(file, 'utf8').replace(/Таблица лидеров[^<]*</, `${title}<`)),
    (t) => document.getElementById('leaderboard-title')?.textContent === t, title,
  ));
}
console.log(JSON.stringify({ cssEditToVisibleMs: css, tsxEditToVisibleMs: tsx }));

await browser.close();
watcher.kill('SIGTERM'); // it stops the app and the demo upstream first
await once(watcher, 'exit');
rmSync(copy, { recursive: true, force: true });
