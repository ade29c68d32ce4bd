// Load beside the measured browser, the same on every machine: LIGHTHOUSE_BUSY_LOOPS=2 starts
// two processes that only spin, at the default priority, for the whole measurement, so a page
// is scored as it would be on a phone whose cores are also busy with something else (a score
// that holds only on an idle machine is no promise, docs/performance.md «Lighthouse»).
// Each is stopped by its PID when the measurement ends.
import { spawn } from 'node:child_process';

/** How many spinning processes run beside the browser (0: none). */
export const BUSY_LOOPS = Number(process.env.LIGHTHOUSE_BUSY_LOOPS ?? 0);

/** Starts `count` spinning processes; the returned function stops each by its PID. */
export function startBusyLoops(count = BUSY_LOOPS) {
  const loops = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return () => {
    for (const loop of loops) if (loop.exitCode === null) loop.kill('SIGKILL');
  };
}
