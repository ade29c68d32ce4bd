// Preloaded into a spawned server (`node --import`): on SIGUSR2 the main event loop is held
// busy, as an endless loop or a stuck synchronous call would hold it, after one line on standard
// output saying so, until the file STUCK_LOOP_RELEASE names exists (the test makes it): however
// busy the machine, the loop stays stuck for as long as the test needs. Worker threads get no signals.
import { existsSync } from 'node:fs';

const release = process.env.STUCK_LOOP_RELEASE;
const tick = new Int32Array(new SharedArrayBuffer(4));
process.on('SIGUSR2', () => {
  process.stdout.write('main loop stuck\n');
  // Blocked, as a stuck call blocks: the loop turns no more until the file exists.
  while (!existsSync(release)) Atomics.wait(tick, 0, 0, 10);
});
