// Preloaded into a spawned server (`node --import`): on SIGUSR2 the main event loop is held
// busy for STUCK_LOOP_MS (3,000 unset), as an endless loop or a stuck synchronous call
// would hold it, after one line on standard output saying so. Worker threads get no signals.
const stuckMs = Number(process.env.STUCK_LOOP_MS ?? 3000);
process.on('SIGUSR2', () => {
  process.stdout.write('main loop stuck\n');
  const until = Date.now() + stuckMs;
  while (Date.now() < until) {
    // Nothing: the loop turns no more until the time is over.
  }
});
