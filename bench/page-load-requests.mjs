// How many requests of the app's work (what deploy/nginx.conf's per-address limits count: pages, /api, posted forms;
// never files or photos) a visitor's page load under test sends, in real Chromium with a phone's screen: knauf2025 on
// the tests' experiment's day through the shipped nginx, its savings check asked, the page then left (its web-vitals
// beacon is sent on pagehide, counted by the app's /metrics: Chromium reports no request event for a page already left).
// `npm run build:fixture && node bench/page-load-requests.mjs`
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startCluster } from '../scripts/cluster/start-cluster.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const cluster = await startCluster({
  instances: 1,
  env: { CONTENT_DIR: path.join(ROOT, 'tests/fixtures/content'), PROMO_NOW: '2025-10-22T12:00:00+03:00', LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const asked = [];
  context.on('request', (req) => asked.push({ method: req.method(), path: new URL(req.url()).pathname, type: req.resourceType() }));
  const [instance] = cluster.instances;
  const beacons = async () => Number(/^rum_fcp_seconds_count\{page="knauf2025"\} (\d+)/m
    .exec(await (await fetch(instance.metricsUrl)).text())?.[1] ?? 0);
  const beaconsBefore = await beacons();
  await page.goto(`${cluster.url}/promo/knauf2025`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('rum:watching').length > 0);
  const card = page.locator('input[name="card"]').first();
  await card.fill('7000002');
  const checked = page.waitForResponse((res) => res.url().includes('/api/v2/promo/check/'));
  await card.press('Enter');
  await checked;
  await page.waitForLoadState('networkidle');
  const beforeLeaving = asked.length;
  // Leaving the page: its pagehide sends the beacon, which the browser delivers after the page is gone.
  await page.goto('about:blank');
  const deadline = Date.now() + 10_000;
  while ((await beacons()) === beaconsBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (let beacon = beaconsBefore; beacon < await beacons(); beacon++) asked.push({ method: 'POST', path: '/api/rum', type: 'ping' });
  const appWork = asked.filter((r) => r.type === 'document' || r.path.startsWith('/api/') || r.method === 'POST')
    .filter((r) => r.path !== 'blank');
  console.log(JSON.stringify({
    requests: asked.length, beforeLeaving, appWork: appWork.length,
    appWorkRequests: appWork.map((r) => `${r.method} ${r.path}`), files: asked.length - appWork.length,
  }, null, 1));
} finally {
  await browser.close();
  await cluster.stop();
}
