// npm run cluster: Redis (with a password), a shared demo upstream, 3 app instances and nginx
// on loopback, from Debian's nginx and redis-server and the built output. nginx listens on
// CLUSTER_PORT (8080) and every other part on a port that follows from it (8081 the upstream,
// 8082 Redis, 8090/8091/8092 the first instance's page, metrics and probe ports (HEALTH_PORT),
// 8100… the second's: scripts/cluster/start-cluster.mjs); every other variable of the app's
// configuration is passed on to the instances (e.g. LOG_LEVEL=warn, RATE_LIMITS=off).
// SIGINT/SIGTERM stops it all.
import { startCluster } from './cluster/start-cluster.mjs';

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
const print = (name, line) => console.log(`[${name}] ${line}`);

const cluster = await startCluster({ port, instances, onLine: print });
let stopping = false;
for (const part of [cluster.redis, cluster.experimentsRedis, cluster.upstream, ...cluster.instances, cluster.nginx]) {
  void part.exited.then(({ code, signal }) => !stopping && print(part.name, `exited (${signal ?? code})`));
}

console.log(`
cluster ready:
  nginx      ${cluster.url}/promo/knauf2025   (logs: ${cluster.nginx.prefix}/logs)
${cluster.instances.map((i) => `  ${i.name}      ${i.url} (pid ${i.pid}), metrics ${i.metricsUrl}, probes ${i.healthUrl}`).join('\n')}
  upstream   ${cluster.upstream.url} (demo)
  redis      ${cluster.redis.url.replace(/:[^:@/]+@/, ':…@')} (its password in each instance's REDIS_URL)
  experiments-redis ${cluster.experimentsRedis.url.replace(/:[^:@/]+@/, ':…@')} (EXPERIMENT_REDIS_URL)
Ctrl-C stops everything.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    stopping = true;
    console.log(`${signal}: stopping nginx, then the instances (each serves SHUTDOWN_DELAY_MS more, then drains), the upstream and Redis`);
    await cluster.stop();
    process.exit(0);
  });
}
