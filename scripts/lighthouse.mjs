// npm run lighthouse: Lighthouse (the npm package) with Debian's Chromium, mobile and
// desktop presets, on every page kind of the production build (the built server with the
// demo upstream, on a free loopback port). Prints the four category scores and
// FCP / LCP / TBT / CLS per page; LIGHTHOUSE_RUNS=3 repeats each page and prints each run.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { onePromoPathPerKind } from './route-table.mjs';

const PAGES = await onePromoPathPerKind();
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',');

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startSite() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // PUBLIC_ORIGIN as production sets it: without it the canonical link is a relative
  // path, which Lighthouse's SEO audit rightly refuses.
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '0', RATE_LIMITS: 'off', PUBLIC_ORIGIN: base },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the site exited before it was ready');
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// An audit that failed in one run (a trace Lighthouse could not read) says so in its cell
// instead of stopping the whole table.
const failed = (audit) => (audit.numericValue === undefined ? `error: ${audit.errorMessage ?? 'no value'}` : undefined);
const ms = (audit) => failed(audit) ?? `${Math.round(audit.numericValue)} ms`;

async function audit(chrome, url, formFactor) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const { categories: c, audits: a } = result.lhr;
  return {
    performance: c.performance.score, accessibility: c.accessibility.score, 'best-practices': c['best-practices'].score, seo: c.seo.score,
    FCP: ms(a['first-contentful-paint']), LCP: ms(a['largest-contentful-paint']), TBT: ms(a['total-blocking-time']), CLS: failed(a['cumulative-layout-shift']) ?? a['cumulative-layout-shift'].numericValue.toFixed(3),
  };
}

const site = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
try {
  for (const formFactor of FORM_FACTORS) {
    const rows = [];
    for (const page of PAGES) {
      for (let run = 1; run <= RUNS; run++) rows.push({ page, ...(RUNS > 1 ? { run } : {}), ...(await audit(chrome, site.base + page, formFactor)) });
    }
    console.log(`\nLighthouse ${formFactor} (${formFactor === 'mobile' ? 'simulated slow 4G, CPU ×4' : 'desktop preset'})`);
    console.table(rows);
  }
} finally {
  await chrome.kill();
  site.child.kill('SIGTERM');
}
