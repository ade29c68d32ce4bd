// node bench/socket-attacks.mjs (after `npm run build:fixture`): the connection floods of
// the app exposed directly, each against a fresh server on loopback, with the visitors'
// figures printed as one JSON line per attack:
//   silent:  8,000 sockets from 40 /24s (200 each, under the per-block cap) that never send
//            a byte, each reopened as soon as it is dropped; then 200 page requests of
//            visitors, 10 at a time, each on a new connection: the share answered 200;
//   trickle: the same 8,000 sockets, each sending a request line and then a header line
//            every 2 s; the same visitors;
//   probes:  32 reconnecting silent sockets from one client on HEALTH_PORT; 36 liveness
//            probes from another, each with the kubelet's 1 s timeout, and the same visitors
//            on the main port meanwhile: the shares answered 200.
// The sockets come from bench/silent-sockets.mjs, a process of its own.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/cluster/free-port.mjs';
import { startProcess, stopProcess } from '../scripts/cluster/child-process.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BLOCKS = Array.from({ length: 40 }, (_, i) => `127.1.${i + 1}.1`);
const PER_BLOCK = 200;
const VISITS = 200;
const VISITORS_AT_ONCE = 10;

async function startServer() {
  const [port, healthPort] = [await freePort(), await freePort()];
  const env = {
    PATH: process.env.PATH, NODE_ENV: 'production', PROMO_NOW: '2025-10-15T12:00:00+03:00', TRUST_PROXY: 'false',
    CONTENT_DIR: path.join(ROOT, 'tests/fixtures/content'), HOST: '127.0.0.1', PORT: String(port), HEALTH_PORT: String(healthPort),
    LOG_LEVEL: 'warn',
  };
  const child = await startProcess({
    name: 'server', command: process.execPath, args: [path.join(ROOT, 'dist/server/index.js')], env,
    isReady: () => get(`http://127.0.0.1:${healthPort}/readyz`, 1000).then((s) => s === 200), timeoutMs: 60_000,
  });
  return { child, port, healthPort };
}

function get(url, timeoutMs, localAddress = '127.0.0.1') {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, localAddress, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve('error'));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve(error.code ?? error.message));
  });
}

function attackers(port, addresses, count, mode = 'silent') {
  const script = path.join(ROOT, 'bench/silent-sockets.mjs');
  const args = [script, String(port), String(count), addresses.join(','), mode];
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise((resolve) => child.once('exit', () => resolve(out ? JSON.parse(out) : {})));
  return { stop: () => (child.stdin.end(), exited) };
}

const tally = (answers) => {
  const counts = {};
  for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  return { answered: `${(100 * (counts[200] ?? 0) / answers.length).toFixed(1)} %`, counts };
};

async function visitors(port) {
  const answers = [];
  let next = 0;
  const visitor = async () => {
    while (next++ < VISITS) answers.push(await get(`http://127.0.0.1:${port}/promo/knauf2025`, 10_000, '127.0.0.1'));
  };
  await Promise.all(Array.from({ length: VISITORS_AT_ONCE }, visitor));
  return answers;
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function pageAttack(mode) {
  const server = await startServer();
  try {
    const flood = attackers(server.port, BLOCKS, PER_BLOCK, mode);
    await settle(8000); // the sockets open; the trickle sends its first lines
    const answers = await visitors(server.port);
    const sockets = await flood.stop();
    return { attack: mode, visitors: tally(answers), sockets };
  } finally {
    await stopProcess(server.child, { signal: 'SIGKILL' });
  }
}

async function probeAttack() {
  const server = await startServer();
  try {
    const flood = attackers(server.healthPort, ['127.2.0.1'], 32);
    await settle(3000);
    const answers = [];
    const probing = (async () => {
      for (let i = 0; i < 36; i++) {
        answers.push(await get(`http://127.0.0.1:${server.healthPort}/healthz`, 1000));
        await settle(250);
      }
    })();
    // The main loop also pays for the attacker's reconnects: the visitors meanwhile, on the main port.
    const [pages] = await Promise.all([visitors(server.port), probing]);
    const sockets = await flood.stop();
    return { attack: 'probes', liveness: tally(answers), visitors: tally(pages), sockets };
  } finally {
    await stopProcess(server.child, { signal: 'SIGKILL' });
  }
}

/** `node bench/socket-attacks.mjs probes`: that attack alone. */
const only = process.argv[2];
const attacks = { silent: () => pageAttack('silent'), trickle: () => pageAttack('trickle'), probes: probeAttack };
for (const [name, run] of Object.entries(attacks)) if (!only || only === name) console.log(JSON.stringify(await run()));
