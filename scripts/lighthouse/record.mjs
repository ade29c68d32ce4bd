// One Lighthouse recording of one page, in a Chromium of its own: a browser reused for
// every audit carried the previous page's renderer and caches into the next trace, and
// whole pages came back with NO_NAVSTART ("Something went wrong with recording the
// trace") and no score. A fresh browser makes that rare, not impossible (about one
// recording in fifteen on the shared machine), so such a run is recorded again. The
// browser's session runs at a raised priority (priority.mjs says why).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { raiseBrowserPriority } from './priority.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-quic',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
/** How often one run is recorded again before its error is printed as the result. */
const MAX_RECORDINGS = 4;

/** Why a report is no measurement (a trace Lighthouse could not read), or undefined. */
function recordingError(lhr) {
  if (lhr.runtimeError) return lhr.runtimeError.code;
  const missing = CATEGORIES.find((id) => lhr.categories[id]?.score == null);
  if (missing) return `no ${missing} score`;
  const metric = METRICS.find((id) => lhr.audits[id]?.numericValue === undefined);
  return metric && `${metric}: ${lhr.audits[metric].errorMessage ?? 'no value'}`;
}

async function recordOnce(url, formFactor) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const priority = await raiseBrowserPriority(chrome.pid);
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    return { lhr: result.lhr, json: result.report, priority };
  } finally {
    await chrome.kill();
  }
}

/**
 * Records `url` until the trace is readable (at most MAX_RECORDINGS times): a failed
 * recording is not a score. Keeps the JSON report in `reportPath` for the audits' details.
 * Returns the report, how many recordings were thrown away and the browser's priority.
 */
export async function record(url, formFactor, reportPath) {
  for (let attempt = 1; ; attempt++) {
    const { lhr, json, priority } = await recordOnce(url, formFactor);
    const error = recordingError(lhr);
    if (!error || attempt === MAX_RECORDINGS) {
      await mkdir(path.dirname(reportPath), { recursive: true });
      await writeFile(reportPath, json);
      return { lhr, error, rerecorded: attempt - 1, priority };
    }
    console.warn(`  ${url} (${formFactor}): ${error}; recording it again`);
  }
}
