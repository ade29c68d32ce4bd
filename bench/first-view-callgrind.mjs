// `npm run build && node bench/first-view-callgrind.mjs [hit|first|returning|returning-hit] [out]`: one bench page server
// (dist/bench/page-server.js, the bench's page with the bench's experiment, counts in a real redis-server) under valgrind's
// callgrind, instrumented only while 2,000 requests run at 4 connections after 10,000 of warm-up (CG_COUNTED, CG_WARM; with
// fewer V8 is still tiering up): `first` a first view each (a browser's User-Agent, no cookie), `hit` the same request to a
// server running no experiment; `returning` a returning visitor's view (the cookies its first view set), `returning-hit` the
// same request to a server running no experiment. Its user-space instructions do not move with the machine's load as CPU time does
// (docs/decisions/490-experiment-assignment.md).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { onePromoPathPerKind } from '../scripts/route-table.mjs';
import { freePort } from '../scripts/cluster/free-port.mjs';
import { startProcess, stopProcess } from '../scripts/cluster/child-process.mjs';
import { startRedis } from '../scripts/cluster/redis.mjs';
import { BROWSER, returningVisitor } from './returning-visitor.mjs';

const [kind = 'first', out = path.join(tmpdir(), `callgrind.${kind}.out`)] = process.argv.slice(2);
const [WARM, COUNTED, CONNECTIONS] = [Number(process.env.CG_WARM ?? 10000), Number(process.env.CG_COUNTED ?? 2000), 4];
const PROMO_NOW = '2025-10-15T12:00:00+03:00';
const page = (await onePromoPathPerKind())[0];
const started = [];
const noLines = () => {};
const dir = mkdtempSync(path.join(tmpdir(), 'cg-experiment-'));
try {
  let announced = '{}';
  started.push(await startProcess({ name: 'upstream', command: process.execPath, args: ['dist/demo-upstream/main.js'], readyLine: /^\{/,
    env: process.env, onLine: (_n, line) => { if (line.startsWith('{')) announced = line; } }));
  const upstream = JSON.parse(announced);
  cpSync('content', dir, { recursive: true, dereference: true });
  mkdirSync(path.join(dir, 'experiments'), { recursive: true });
  writeFileSync(path.join(dir, 'experiments', 'bench.json'), JSON.stringify({
    campaign: page.split('/').filter(Boolean).pop(), name: 'Заголовок', key: 'benchKey1', goal: 'check-bonus',
    starts: '2025-10-15', ends: '2025-10-15', variant: { title: 'Другой заголовок для замера' },
  }));
  const redis = await startRedis({ port: await freePort(), onLine: noLines });
  started.push(redis);
  const port = await freePort();
  const env = {
    ...process.env, NODE_ENV: 'production', PORT: String(port), UPSTREAM_URL: upstream.url, UPSTREAM_USER: upstream.user,
    UPSTREAM_PASSWORD: upstream.password, PROMO_NOW,
    ...!kind.endsWith('hit')
      ? { CONTENT_DIR: dir, EXPERIMENT_REDIS_URL: redis.url, EXPERIMENT_SECRET: 'bench-experiment-secret-0123456789abcdef' } : {},
  };
  const server = await startProcess({
    name: 'server', command: 'valgrind', env, readyLine: /^ready$/, timeoutMs: 300_000, onLine: noLines,
    args: ['--tool=callgrind', '--instr-atstart=no', '--separate-threads=yes', `--callgrind-out-file=${out}`, process.execPath,
      '--perf-basic-prof', path.join(process.env.CG_ROOT ?? '.', 'dist/bench/page-server.js')],
  });
  started.push(server);
  const dispatcher = new Agent({ connections: CONNECTIONS, pipelining: 1 });
  const url = `http://127.0.0.1:${port}${page}`;
  // A returning visitor's cookies as its first view set them; a server running no experiment gets a pair of the same shape.
  const headers = kind === 'returning' ? await returningVisitor(url) : { 'user-agent': BROWSER };
  if (kind === 'returning-hit') {
    headers.cookie = 'promo_ab=AAAAAAAAAAAAAAAA.benchKey1~a~50~20251015.AAAAAAAAAAAAAAAAAAAAAA; promo_v=benchKey1~a';
  }
  const run = async (n) => {
    let next = 0;
    let cookies = 0;
    await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      while (next++ < n) {
        const res = await request(url, { dispatcher, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
        cookies += [res.headers['set-cookie'] ?? []].flat().length;
        await res.body.dump({ limit: Infinity });
      }
    }));
    return cookies / n;
  };
  await run(WARM);
  execFileSync('callgrind_control', ['-i', 'on', String(server.pid)], { stdio: 'ignore' });
  const cookies = await run(COUNTED);
  execFileSync('callgrind_control', ['-i', 'off', String(server.pid)], { stdio: 'ignore' });
  console.log(`${kind}: ${COUNTED} requests after ${WARM}, ${cookies} Set-Cookie a request; JIT names /tmp/perf-${server.pid}.map; ${out}`);
  await dispatcher.close();
} finally {
  for (const child of started.reverse()) await stopProcess(child);
  rmSync(dir, { recursive: true, force: true });
}
