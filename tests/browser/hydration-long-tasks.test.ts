// Hydration never blocks the main thread: on a phone-like CPU, four times slower than this
// machine's, no task longer than 50 ms runs while a page's islands come to life, on every page
// kind. The window is the page's own marks, from 'islands:start' (hydration begins, after the
// page's modules were evaluated and the page painted) to 'islands:live' (every island hydrated
// or mounted); the tasks are the renderer main thread's in a Chromium trace of the load.
//
// Each task is judged by its thread's CPU time (the trace's `tdur`), four times over: the work
// a phone four times slower would spend on it. Its wall time is no measure here: on a shared
// machine another process stretches any task, and Chromium's own 4× throttling (DevTools'
// Emulation.setCPUThrottlingRate) stretched such tasks further: throttled, karta-elektrika's
// first load read tasks of 53–101 ms at a load of 17, none at rest. Work that really runs long
// (an unsliced hydration, an island too big for one slice) is CPU time, and fails the same on
// any machine.
import { describe, expect, test } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';
import { openPage, reachForIslands } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { ONE_PAGE_PER_KIND } from '../support/content.js';

const PAGES = ONE_PAGE_PER_KIND;
const LONG_TASK_MS = 50;
/** How much slower the phone's CPU is than this machine's. */
const PHONE_SLOWER = 4;

const suite = useBrowserSuite();

/** A Chromium trace event (ts, dur and tdur in microseconds). */
interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number }

/** One load of the page, traced: its hydration window and the CPU time of each of its main thread's tasks in it, in ms. */
async function loadTraced(path: string): Promise<{ hydrationMs: number; taskCpuMs: number[]; problems: string[] }> {
  const watched = await openPage(suite.browser, 375);
  suite.opened.push(watched);
  const { page, context, problems } = watched;
  await stubOutsideNetwork(context);
  await context.addCookies([{ name: 'cookie-accepted', value: '1', url: suite.t.url }]);
  await suite.browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  // The page's module scripts have run by DOMContentLoaded; hydration starts in a later task.
  await page.goto(suite.t.url + path, { waitUntil: 'domcontentloaded' });
  await reachForIslands(page);
  await page.waitForSelector('#root[data-hydrated="true"]', { state: 'attached' });
  const { traceEvents } = JSON.parse((await suite.browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const start = traceEvents.find((event) => event.name === 'islands:start');
  const live = traceEvents.find((event) => event.name === 'islands:live');
  expect(start, 'islands:start mark').toBeDefined();
  expect(live, 'islands:live mark').toBeDefined();
  expect(live!.ts).toBeGreaterThanOrEqual(start!.ts);
  // The tasks of the thread that set the marks, ending after 'islands:start' (the mark is set inside the task that starts it).
  const tasks = traceEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === start!.pid
    && event.tid === start!.tid && event.ts + event.dur! > start!.ts && event.ts < live!.ts);
  expect(tasks.length, 'the hydration window holds tasks').toBeGreaterThan(0);
  for (const task of tasks) expect(task.tdur, 'a task\'s thread time').toBeTypeOf('number');
  return { hydrationMs: Math.round((live!.ts - start!.ts) / 1000), taskCpuMs: tasks.map((task) => task.tdur! / 1000), problems };
}

describe(`hydration on a CPU ${PHONE_SLOWER}× slower`, () => {
  test.each(PAGES)('when %s hydrates, then no task longer than 50 ms runs until every island is live', async (path) => {
    const { hydrationMs, taskCpuMs, problems } = await loadTraced(path);
    const onPhone = taskCpuMs.map((ms) => Math.round(ms * PHONE_SLOWER));
    console.info(`${path}: hydration ${hydrationMs} ms, ${onPhone.length} tasks, the longest ${Math.max(...onPhone)} ms on the phone`);

    expect(onPhone.filter((ms) => ms > LONG_TASK_MS)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
