// /healthz and /readyz on a port of their own (HEALTH_PORT), served by a worker thread
// (health-thread.ts) so that a probe never waits behind the main event loop's work. The
// main port answers them too (routes/health.ts), for a setup without HEALTH_PORT.
import { Worker } from 'node:worker_threads';
import { HEALTH_SLOT_COUNT, HEALTH_SLOTS, TURN_EVERY_MS, type HealthThreadData } from './health-shared.js';

export interface HealthPort {
  close(): Promise<void>;
}

/** Starts the thread; resolves once it listens, rejects with its listen error. */
export async function startHealthPort(
  { host, port, isReady, isAccepting }: { host: string; port: number; isReady: () => boolean; isAccepting: () => boolean },
): Promise<HealthPort> {
  const shared = new SharedArrayBuffer(HEALTH_SLOT_COUNT * BigInt64Array.BYTES_PER_ELEMENT);
  const slots = new BigInt64Array(shared);
  const turn = () => {
    const now = BigInt(Date.now());
    Atomics.store(slots, HEALTH_SLOTS.lastTurn, now);
    Atomics.store(slots, HEALTH_SLOTS.ready, isReady() ? 1n : 0n);
    if (isAccepting()) Atomics.store(slots, HEALTH_SLOTS.lastAccepting, now);
  };
  turn();
  const turning = setInterval(turn, TURN_EVERY_MS);
  turning.unref();
  const data: HealthThreadData = { shared, host, port };
  const worker = new Worker(new URL('./health-thread.js', import.meta.url), { workerData: data });
  worker.unref();
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: { listening?: true; error?: string }) =>
        (message.listening ? resolve() : reject(new Error(message.error))));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the health thread exited (${code})`)));
    });
  } catch (error) {
    clearInterval(turning);
    await worker.terminate();
    throw error;
  }
  return {
    async close() {
      clearInterval(turning);
      await worker.terminate();
    },
  };
}
