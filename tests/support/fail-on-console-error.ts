// epic-stack's rule: an unexpected console.error (a React warning, a hydration
// mismatch rendered on the server) fails the test that caused it. Tests that run side by side
// (`describe.concurrent`) share one spy, set by the first to start and put back by the last to
// end; an error any of them met fails the next of them to end.
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];
/** Tests started and not ended: more than one in a concurrent describe. */
let running = 0;

beforeEach(() => {
  if (running++ > 0) return;
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  if (--running === 0) vi.mocked(console.error).mockRestore();
  const met = errors.splice(0);
  if (met.length > 0) throw new Error(`console.error was called:\n${met.map((e) => e.map(String).join(' ')).join('\n')}`);
});
