// npm run bench:banner: save-to-live of a new raster banner. The built server (dist/, the
// embedded demo upstream) runs on a copy of the tests' content with an empty banner cache
// (TMPDIR of its own); once it listens, a designer's art (a 3000×2000 JPEG of noise, the
// slowest kind to encode) is saved as banners/knauf2025.jpg, and the page is asked for
// every 25 ms until it names an encoded banner (live), then until it names all three
// formats (complete). Printed: both times from the save, in ms, for BANNER_RUNS runs
// (default 3) and their median. The machine is shared: compare runs made together.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { freePort } from '../scripts/cluster/free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BANNER_RUNS ?? 3);
const PROMO_NOW = '2025-10-15T12:00:00+03:00';

const art = await sharp({ create: { width: 3000, height: 2000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
  .jpeg({ quality: 90 }).toBuffer();

/** Starts dist/server/index.js on `contentDir`; resolves with its port and process once it listens. */
async function startServer(contentDir, tmp) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/index.js')], {
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', CONTENT_DIR: contentDir, TMPDIR: tmp, PROMO_NOW,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening on') && resolve());
    child.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  child.stdout.resume();
  return { port, child };
}

async function page(port) {
  const response = await fetch(`http://127.0.0.1:${port}/promo/knauf2025`);
  return response.text();
}

async function oneRun() {
  const dir = mkdtempSync(path.join(tmpdir(), 'banner-live-'));
  const contentDir = path.join(dir, 'content');
  cpSync(path.join(ROOT, 'tests/fixtures/content'), contentDir, { recursive: true });
  const { port, child } = await startServer(contentDir, dir);
  try {
    const saved = performance.now();
    writeFileSync(path.join(contentDir, 'banners/knauf2025.jpg'), art);
    let live;
    for (;;) {
      const html = await page(port);
      if (live === undefined && html.includes('/assets/banners/')) live = performance.now() - saved;
      if (html.includes('.avif') && html.includes('.webp') && html.includes('.jpg"')) return { live, complete: performance.now() - saved };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

const runs = [];
for (let i = 0; i < RUNS; i += 1) runs.push(await oneRun());
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
for (const run of runs) console.log(`live ${Math.round(run.live)} ms, every format ${Math.round(run.complete)} ms`);
const [live, complete] = [median(runs.map((r) => r.live)), median(runs.map((r) => r.complete))];
console.log(`median: live ${Math.round(live)} ms, every format ${Math.round(complete)} ms`);
