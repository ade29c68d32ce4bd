// The health port's server (HEALTH_PORT), in a worker thread of its own: its event loop
// is not the one a flood keeps busy, so a probe is answered in milliseconds whatever the
// main port carries. What it reports it reads from memory shared with the main thread
// (health-port.ts): the instant the main event loop last turned, and whether it is ready.
// Alive while the main loop turns at all (a busy loop is alive: restarting it would only
// move its load to the peers) and its listener has had room for a connection within the
// stall time; ready when the main thread says so, its loop is not stuck and its listener
// takes connections now (a listener full of sockets turns visitors away: the Pod is not
// healthy however fast this thread answers). The server itself is bounded: a few dozen
// connections, short timeouts (probe-server.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { createProbeServer } from './probe-server.js';
import { HEALTH_SLOTS, STALLED_AFTER_MS, TURN_EVERY_MS, type HealthThreadData } from './health-shared.js';

const { shared, host, port } = workerData as HealthThreadData;
const slots = new BigInt64Array(shared);

const json = (status: number, body: object) => {
  const bytes = Buffer.from(JSON.stringify(body));
  return {
    status,
    bytes,
    headers: { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'content-length': String(bytes.length) },
  };
};
const ALIVE = json(200, { status: 'ok' });
const STALLED = json(503, { status: 'stalled' });
const READY = json(200, { status: 'ready' });
const NOT_READY = json(503, { status: 'not ready' });
const NOT_FOUND = json(404, { status: 'not found' });

/** A few turns: the main thread writes the slot every TURN_EVERY_MS while its listener has room. */
const ACCEPTING_WITHIN_MS = 3 * TURN_EVERY_MS;

function answerOf(path: string) {
  const now = Date.now();
  const turning = now - Number(Atomics.load(slots, HEALTH_SLOTS.lastTurn)) < STALLED_AFTER_MS;
  const sinceAccepting = now - Number(Atomics.load(slots, HEALTH_SLOTS.lastAccepting));
  if (path === '/healthz') return turning && sinceAccepting < STALLED_AFTER_MS ? ALIVE : STALLED;
  if (path === '/readyz') {
    return turning && sinceAccepting < ACCEPTING_WITHIN_MS && Atomics.load(slots, HEALTH_SLOTS.ready) === 1n ? READY : NOT_READY;
  }
  return NOT_FOUND;
}

const server = createProbeServer((req, res) => {
  const answer = req.method === 'GET' || req.method === 'HEAD' ? answerOf(req.url!.split('?', 1)[0]!) : NOT_FOUND;
  res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.bytes);
});
server.on('error', (error: NodeJS.ErrnoException) => parentPort!.postMessage({ error: `${error.code ?? ''} ${error.message}`.trim() }));
server.listen(port, host, () => parentPort!.postMessage({ listening: true }));
