// npm run lighthouse: Lighthouse (the npm package) with Debian's Chromium, mobile and
// desktop presets, on every page kind of the production build (the built server with the
// demo upstream, on a free loopback port). Prints the four category scores and
// FCP / LCP / TBT / CLS of every run with the machine's load, then per page the
// performance min / median / max. LIGHTHOUSE_RUNS=3 measures every page three times, in
// turns (all pages, then all again); LIGHTHOUSE_FORM_FACTORS=mobile (or desktop) runs
// one preset. The browser runs at a raised priority (scripts/lighthouse/priority.mjs;
// LIGHTHOUSE_NICE=0 measures without). Each report's JSON is kept in dist/lighthouse/ for
// the audits' details. LIGHTHOUSE_BUSY_LOOPS=2 spins two processes beside the browser for
// the whole measurement (scripts/lighthouse/busy-loops.mjs); LIGHTHOUSE_PAGES=lovecategory,law
// measures only the pages whose path holds one of those words, any page of the route table (a
// landing's that runs on the day measured, when the kind's first one does not).
// The public origins are passed through from the environment (PUBLIC_ORIGIN,
// PUBLIC_BUSINESS_ORIGIN; unset: none, as in development); LIGHTHOUSE_ORIGIN=self sets
// PUBLIC_ORIGIN to the served site's own URL, so each canonical is the page measured.
import { loadavg } from 'node:os';
import { loadPages, onePromoPathPerKind } from './route-table.mjs';
import { startBuiltSite } from './built-site.mjs';
import { BUSY_LOOPS, startBusyLoops } from './lighthouse/busy-loops.mjs';
import { record } from './lighthouse/record.mjs';
import { pageSummary, resultRow } from './lighthouse/summary.mjs';

const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const PAGES = ONLY
  ? (await loadPages()).flatMap((page) => page.paths.promo ?? []).filter((page) => ONLY.some((word) => page.includes(word)))
  : await onePromoPathPerKind();
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',');
const REPORTS = 'dist/lighthouse';

// Simulated blocking time scales with the wall time the unthrottled trace observed: on a
// shared machine another process's load shows up as blocking time, so say how busy it was,
// for every recording: the 1-minute load average after it, and Lighthouse's own CPU
// benchmark of the browser before it (its `benchmarkIndex`; Lighthouse warns below 1000).
const load = () => loadavg().map((avg) => avg.toFixed(2)).join(' ');

const reportPath = (formFactor, page, run) => `${REPORTS}/${formFactor}-${page.replaceAll('/', '_').replace(/^_+|_+$/g, '')}-${run}.json`;

/**
 * Run `run`'s order of the pages: every page once, each run starting one page further, so
 * no kind always meets the same moment of a load that drifts.
 */
const orderOfRun = (run) => PAGES.map((_, i) => PAGES[(i + run - 1) % PAGES.length]);

async function measure(base, formFactor) {
  const rows = [];
  let rerecordings = 0;
  const priorities = new Set();
  for (let run = 1; run <= RUNS; run++) {
    for (const page of orderOfRun(run)) {
      const { lhr, error, rerecorded, priority } = await record(base + page, formFactor, reportPath(formFactor, page, run));
      rerecordings += rerecorded;
      priorities.add(priority.replace(/autogroup-\d+/, 'autogroup'));
      rows.push({ page, ...(RUNS > 1 ? { run } : {}), ...resultRow(lhr, error), load: Number(loadavg()[0].toFixed(1)) });
    }
  }
  rows.sort((a, b) => PAGES.indexOf(a.page) - PAGES.indexOf(b.page) || (a.run ?? 0) - (b.run ?? 0));
  return { rows, rerecordings, priorities: [...priorities] };
}

const site = await startBuiltSite((url) => (process.env.LIGHTHOUSE_ORIGIN === 'self' ? { PUBLIC_ORIGIN: url } : {}));
// Each page once before it is measured, as a visitor after the first finds it: from the render
// cache (the production default). A recording's document would otherwise be the page's first
// render, a cost npm run bench measures, counted here as the visitor's time to first byte.
for (const page of PAGES) await (await fetch(site.url + page)).arrayBuffer();
const stopBusyLoops = startBusyLoops();
try {
  const origin = process.env.LIGHTHOUSE_ORIGIN === 'self' ? site.url : process.env.PUBLIC_ORIGIN;
  console.log(`PUBLIC_ORIGIN ${origin ?? 'unset'}, PUBLIC_BUSINESS_ORIGIN ${process.env.PUBLIC_BUSINESS_ORIGIN ?? 'unset'}`);
  console.log(`${BUSY_LOOPS} busy loop(s) beside the browser (LIGHTHOUSE_BUSY_LOOPS)`);
  for (const formFactor of FORM_FACTORS) {
    const loadBefore = load();
    const { rows, rerecordings, priorities } = await measure(site.url, formFactor);
    console.log(`\nLighthouse ${formFactor} (${formFactor === 'mobile' ? 'simulated slow 4G, CPU ×4' : 'desktop preset'})`);
    console.table(rows);
    console.log(
      `${formFactor}: ${RUNS} run(s) per page, in turns; ${rerecordings} recording(s) made again after a trace error; ` +
      `load average ${loadBefore} before, ${load()} after; the browser at ${priorities.join(', ')}`,
    );
    console.table(pageSummary(rows));
  }
  console.log(`\nJSON reports: ${REPORTS}/`);
} finally {
  await site.stop();
  stopBusyLoops();
}
