// npm run bench: autocannon on loopback against /promo/knauf2025 served by the real
// production server (demo upstream in its own process), and against a bare
// renderToString of the same markup and state. Both run in one go on the same machine,
// so the ratio and the CPU difference per request are what to quote, not absolutes.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// CPU per request is read at a fixed, moderate rate: at saturation the three processes
// (server, upstream, autocannon) fight over two cores and the figure swings widely.
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 200);
const children = [];

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Ready when stdout shows readyText, or, given readyUrl, when that URL answers 200. */
function start(script, env, readyText, readyUrl) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!readyUrl && out.includes(readyText)) resolve({ child, out });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    if (readyUrl) {
      const poll = () => fetch(readyUrl).then((r) => (r.ok ? resolve({ child, out }) : setTimeout(poll, 100)), () => setTimeout(poll, 100));
      poll();
    }
  });
}

/** utime + stime of a process, in ms, from /proc (clock ticks are 100 per second on Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function check(name, result) {
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

async function measure(name, url, pid) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up (JIT, pools)
  const throughput = check(name, await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }));
  const before = cpuMs(pid);
  const paced = check(name, await autocannon({ url, connections: 4, overallRate: CPU_RATE, duration: DURATION_S }));
  const cpuPerRequest = (cpuMs(pid) - before) / paced.requests.total;
  return { name, rps: throughput.requests.average, p50: throughput.latency.p50, p99: throughput.latency.p99, cpuPerRequest };
}

try {
  const demo = await start('dist/bench/demo-upstream-server.js', {}, '\n');
  const upstream = JSON.parse(demo.out);
  const fullPort = await freePort();
  const full = await start('dist/server/index.js', { PORT: String(fullPort), HOST: '127.0.0.1', UPSTREAM_URL: upstream.url, UPSTREAM_USER: upstream.user, UPSTREAM_PASSWORD: upstream.password, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' }, 'listening', `http://127.0.0.1:${fullPort}/readyz`);
  const pageUrl = `http://127.0.0.1:${fullPort}/promo/knauf2025`;
  const html = await (await fetch(pageUrl)).text();
  const state = html.match(/<script id="__state" type="application\/json">(.*?)<\/script>/s)[1];
  const stateFile = path.join(tmpdir(), `bench-state-${process.pid}.json`);
  writeFileSync(stateFile, state);
  const barePort = await freePort();
  const bare = await start('dist/bench/bare-render-server.js', { PORT: String(barePort), STATE_FILE: stateFile }, 'ready');

  const results = [await measure('full server (knauf2025)', pageUrl, full.child.pid), await measure('bare renderToString', `http://127.0.0.1:${barePort}/`, bare.child.pid)];
  console.log(`\n${DURATION_S} s per target at ${CONNECTIONS} connections (req/s, latency), then ${DURATION_S} s at ${CPU_RATE} req/s (CPU), loopback\n`);
  console.table(results.map((r) => ({ target: r.name, 'req/s': Math.round(r.rps), 'p50 ms': r.p50, 'p99 ms': r.p99, 'CPU ms/req': r.cpuPerRequest.toFixed(3) })));
  const [f, b] = results;
  console.log(`throughput ratio full/bare: ${(f.rps / b.rps).toFixed(2)}`);
  console.log(`server CPU beyond bare renderToString: ${(f.cpuPerRequest - b.cpuPerRequest).toFixed(3)} ms per request (budget ~1 ms)`);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
