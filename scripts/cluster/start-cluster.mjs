// The production shape on one machine, from the built output (npm run build first):
// Redis for the shared rate limits, one demo upstream shared by every instance (so they
// all serve the same data), N app instances, and nginx in front. `npm run cluster` and
// the cluster tests both start it here.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { answersOk, startProcess, stopProcess } from './child-process.mjs';
import { freePort } from './free-port.mjs';
import { startNginx } from './nginx.mjs';
import { startRedis } from './redis.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'dist/server/index.js');
const DEMO_UPSTREAM = path.join(ROOT, 'dist/demo-upstream/main.js');
/** The line the demo upstream announces itself with: `{"url":…,"user":…,"password":…}`. */
const ANNOUNCED = /^\{"url":/;

async function startDemoUpstream(onLine) {
  const port = await freePort();
  let announced;
  const started = await startProcess({
    name: 'upstream', command: process.execPath, args: [DEMO_UPSTREAM],
    env: { ...process.env, PORT: String(port) }, readyLine: ANNOUNCED,
    onLine: (name, line) => {
      if (!announced && ANNOUNCED.test(line)) announced = JSON.parse(line);
      onLine(name, line);
    },
  });
  return { ...started, url: announced.url, credentials: { UPSTREAM_USER: announced.user, UPSTREAM_PASSWORD: announced.password } };
}

async function startInstance({ number, upstream, redisUrl, env, onLine }) {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  const started = await startProcess({
    name: `app-${number}`, command: process.execPath, args: [SERVER], cwd: ROOT, onLine,
    env: {
      ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), METRICS_PORT: String(metricsPort),
      UPSTREAM_URL: upstream.url, ...upstream.credentials, REDIS_URL: redisUrl,
      // nginx runs on loopback: its X-Forwarded-For is the visitor's address.
      TRUST_PROXY: 'loopback',
      ...env,
    },
    isReady: () => answersOk(`${url}/readyz`),
  });
  return { ...started, port, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
}

/** nginx first (no new requests), then the instances, then what they depend on. */
async function stopAll({ nginx, instances = [], upstream, redis }) {
  if (nginx) await stopProcess(nginx);
  // An instance serves SHUTDOWN_DELAY_MS more, then drains (at most its grace, 45 s by default).
  await Promise.all(instances.map((instance) => stopProcess(instance, { timeoutMs: 60_000 })));
  if (upstream) await stopProcess(upstream);
  if (redis) await stopProcess(redis);
  for (const dir of [nginx?.prefix, redis?.dir]) if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts the cluster; `port` is nginx's (a free one when unset), `env` is added to every
 * instance's environment and `instanceEnv[i]` to instance i's after it, `onLine(name, line)`
 * receives every process's output.
 */
export async function startCluster({ port, instances = 3, env = {}, instanceEnv = [], onLine = () => {} } = {}) {
  for (const file of [SERVER, DEMO_UPSTREAM]) {
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run npm run build first`);
  }
  const parts = { instances: [] };
  try {
    parts.redis = await startRedis({ port: await freePort(), onLine });
    parts.upstream = await startDemoUpstream(onLine);
    const starting = Array.from({ length: instances }, (_, i) =>
      startInstance({ number: i + 1, upstream: parts.upstream, redisUrl: parts.redis.url, env: { ...env, ...instanceEnv[i] }, onLine }));
    const results = await Promise.allSettled(starting);
    parts.instances = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    parts.nginx = await startNginx({
      port: port ?? (await freePort()), servers: parts.instances.map((i) => `127.0.0.1:${i.port}`), onLine,
    });
  } catch (error) {
    await stopAll(parts);
    throw error;
  }
  return { ...parts, url: parts.nginx.url, stop: () => stopAll(parts) };
}

export { stopProcess };
