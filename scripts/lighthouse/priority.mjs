// The measured browser's share of the CPU on a shared machine. Lighthouse's mobile
// blocking time is the wall time of the page's main-thread tasks, times four: a task of
// 5 ms of CPU that waits 60 ms for a core behind other sessions' work counts as 240 ms, so
// on the 2-core machine other agents' load, not the page, decided the score
// (docs/decisions/138-lighthouse-under-load.md). chrome-launcher starts Chromium as the
// leader of a session of its own (detached), and Linux shares the CPU between sessions
// first (autogroups): raising that session's priority gives the browser the CPU a
// dedicated machine would, and leaves the page's own work measured as it is.
import { readFile, writeFile } from 'node:fs/promises';

/** The browser session's nice value: LIGHTHOUSE_NICE (0 measures at the priority of any other session). */
export const BROWSER_NICE = Number(process.env.LIGHTHOUSE_NICE ?? -10);

/**
 * Sets the nice value of the autogroup of `pid` (the browser's session) to BROWSER_NICE.
 * Returns what the browser runs at: the kernel's own line ("/autogroup-42 nice -10"), or
 * why its priority is the default (no autogroups, not permitted).
 */
export async function raiseBrowserPriority(pid) {
  const file = `/proc/${pid}/autogroup`;
  try {
    if (BROWSER_NICE !== 0) await writeFile(file, String(BROWSER_NICE));
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    return `default priority (${error.code ?? error.message})`;
  }
}
