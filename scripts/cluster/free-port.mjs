// A loopback port nobody listens on right now, for a process that must be told its port before
// it starts (redis-server, nginx, an instance behind nginx); the app itself can listen on port 0
// and name the port in its start-up line. Drawn below the kernel's ephemeral range (Linux:
// 32768–60999), where no process lands by asking for port 0 or by connecting out, and from a
// block of its own for each vitest worker (VITEST_POOL_ID; block 0 outside the tests; FREE_PORT_BLOCK
// for a project that runs beside another vitest run, vitest.config.ts): two test files running at
// once never draw the same port. A process outside the tests may still take it
// between the draw and the bind: onFreePort starts again on another. Never a port that fetch and
// Chromium refuse to reach (the Fetch standard's «bad ports»): a test's fetch or page on it fails.
import { randomInt } from 'node:crypto';
import net from 'node:net';

const FIRST = 10_000;
const BLOCK = 1000;
/** 10000–31999: below the ephemeral range. */
const BLOCKS = 22;
/** The Fetch standard's bad ports (fetch.spec.whatwg.org, «port blocking») that lie in 10000–31999. */
const REFUSED_BY_BROWSERS = new Set([10080]);

/** @returns {Promise<boolean>} */
function bindable(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Ports this process has handed out: a cluster draws its instances' ports together, before any
 * of them binds, so a port still free could be drawn twice (9 draws from a block of 1,000: about one
 * cluster start in 28 by count; CI saw an instance's probes fail with EADDRINUSE).
 */
const drawn = new Set();

/** @returns {Promise<number>} */
export async function freePort() {
  const worker = Number(process.env.FREE_PORT_BLOCK ?? process.env.VITEST_POOL_ID ?? 0);
  const start = FIRST + (Number.isInteger(worker) ? worker % BLOCKS : 0) * BLOCK;
  for (let tries = 0; tries < 50; tries += 1) {
    const port = start + randomInt(BLOCK);
    if (drawn.has(port) || REFUSED_BY_BROWSERS.has(port)) continue;
    // Held while it is probed: a draw beside this one must not take it meanwhile.
    drawn.add(port);
    if (await bindable(port)) return port;
    drawn.delete(port);
  }
  throw new Error(`no free loopback port in ${start}–${start + BLOCK - 1}`);
}

/**
 * `start` on a port from freePort, and again on another (at most `tries` in all) while its error
 * says the port was taken meanwhile (EADDRINUSE, "Address already in use").
 * @template T
 * @param {(port: number) => Promise<T>} start
 * @returns {Promise<T>}
 */
export async function onFreePort(start, tries = 3) {
  for (let tried = 1; ; tried += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (tried >= tries || !/EADDRINUSE|Address already in use/.test(String(error instanceof Error ? error.message : error))) throw error;
    }
  }
}
