// The production shape on one machine, from the built output (npm run build first):
// Redis for the shared rate limits and another for the experiments' counts (with a password, as
// shipped), one demo upstream shared by every instance (so they all serve the same data), N app
// instances signing their experiment cookies with one secret, and nginx in front.
// `npm run cluster` and the cluster tests both start it here.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { answersOk, startProcess, stopProcess } from './child-process.mjs';
import { freePort } from './free-port.mjs';
import { startNginx } from './nginx.mjs';
import { startRedis } from './redis.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The line the demo upstream announces itself with: `{"url":…,"user":…,"password":…}`. */
const ANNOUNCED = /^\{"url":/;

/**
 * Every part's port: from `port` on when it is given (nginx `port`, the demo upstream +1,
 * Redis +2, the experiments' Redis +3, instance i (from 1) +10·i, its metrics +10·i+1 and its probes (HEALTH_PORT)
 * +10·i+2: 8080, 8081, 8082, 8090-8092, 8100-8102… for `npm run cluster`), else free ones.
 */
function portsFrom(port) {
  const at = (offset) => (port === undefined ? freePort() : Promise.resolve(port + offset));
  return {
    nginx: () => at(0),
    upstream: () => at(1),
    redis: () => at(2),
    experimentsRedis: () => at(3),
    instance: async (number) => ({ port: await at(10 * number), metrics: await at(10 * number + 1), health: await at(10 * number + 2) }),
  };
}

async function startDemoUpstream({ root, port, onLine }) {
  let announced;
  const started = await startProcess({
    name: 'upstream', command: process.execPath, args: [path.join(root, 'dist/demo-upstream/main.js')],
    env: { ...process.env, PORT: String(port) }, readyLine: ANNOUNCED,
    onLine: (name, line) => {
      if (!announced && ANNOUNCED.test(line)) announced = JSON.parse(line);
      onLine(name, line);
    },
  });
  return { ...started, url: announced.url, credentials: { UPSTREAM_USER: announced.user, UPSTREAM_PASSWORD: announced.password } };
}

export async function startInstance({ root, number, ports, upstream, redisUrl, experiments, env, onLine }) {
  const url = `http://127.0.0.1:${ports.port}`;
  const started = await startProcess({
    name: `app-${number}`, command: process.execPath, args: [path.join(root, 'dist/server/index.js')], cwd: root, onLine,
    env: {
      ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(ports.port),
      METRICS_PORT: String(ports.metrics), HEALTH_PORT: String(ports.health),
      UPSTREAM_URL: upstream.url, ...upstream.credentials, REDIS_URL: redisUrl, ...experiments,
      // nginx runs on loopback: its X-Forwarded-For is the visitor's address.
      TRUST_PROXY: 'loopback',
      ...env,
    },
    isReady: () => answersOk(`${url}/readyz`),
  });
  return {
    ...started, port: ports.port, url,
    metricsUrl: `http://127.0.0.1:${ports.metrics}/metrics`, healthUrl: `http://127.0.0.1:${ports.health}`,
  };
}

/** nginx first (no new requests), then the instances, then what they depend on. */
async function stopAll({ nginx, instances = [], upstream, redis, experimentsRedis }) {
  if (nginx) await stopProcess(nginx);
  // An instance serves SHUTDOWN_DELAY_MS more, then drains (at most its grace, 45 s by default).
  await Promise.all(instances.map((instance) => stopProcess(instance, { timeoutMs: 60_000 })));
  if (upstream) await stopProcess(upstream);
  for (const store of [redis, experimentsRedis]) if (store) await stopProcess(store);
  for (const dir of [nginx?.prefix, redis?.dir, experimentsRedis?.dir]) if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts the cluster; `port` is nginx's, and every other part's follows from it (portsFrom;
 * free ones when unset), `env` is added to every instance's environment and `instanceEnv[i]`
 * to instance i's after it, `onLine(name, line)` receives every process's output. `root` is
 * the built checkout to run (this one by default), `nginx` more options for its startNginx.
 */
export async function startCluster({ port, instances = 3, env = {}, instanceEnv = [], onLine = () => {}, root = ROOT, nginx = {} } = {}) {
  for (const file of ['dist/server/index.js', 'dist/demo-upstream/main.js']) {
    if (!existsSync(path.join(root, file))) throw new Error(`${path.join(root, file)} is missing: run npm run build first`);
  }
  const ports = portsFrom(port);
  const parts = { instances: [] };
  try {
    parts.redis = await startRedis({ port: await ports.redis(), onLine });
    parts.experimentsRedis = await startRedis({ port: await ports.experimentsRedis(), onLine, name: 'experiments-redis' });
    parts.upstream = await startDemoUpstream({ root, port: await ports.upstream(), onLine });
    // One secret for every instance: each verifies the visitor ids the others signed.
    parts.experiments = { EXPERIMENT_REDIS_URL: parts.experimentsRedis.url, EXPERIMENT_SECRET: randomBytes(32).toString('hex') };
    const starting = Array.from({ length: instances }, async (_, i) => startInstance({
      root, number: i + 1, ports: await ports.instance(i + 1), upstream: parts.upstream, redisUrl: parts.redis.url,
      experiments: parts.experiments,
      env: { ...env, ...instanceEnv[i] }, onLine,
    }));
    const results = await Promise.allSettled(starting);
    parts.instances = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    parts.nginx = await startNginx({
      ...nginx, port: await ports.nginx(), servers: parts.instances.map((i) => `127.0.0.1:${i.port}`), onLine, root,
    });
  } catch (error) {
    await stopAll(parts);
    throw error;
  }
  /** Instance `index` (from 0) started again on its ports with its environment: a restarted Pod. */
  async function restart(index) {
    const old = parts.instances[index];
    const ports = { port: old.port, metrics: Number(new URL(old.metricsUrl).port), health: Number(new URL(old.healthUrl).port) };
    parts.instances[index] = await startInstance({
      root, number: index + 1, ports, upstream: parts.upstream, redisUrl: parts.redis.url, experiments: parts.experiments,
      env: { ...env, ...instanceEnv[index] }, onLine,
    });
    return parts.instances[index];
  }
  return { ...parts, url: parts.nginx.url, restart, stop: () => stopAll(parts) };
}

export { stopProcess };
