// The load generator of the bench's throughput runs: Debian's `wrk` (C, epoll), one thread on the generator's core,
// reading the bytes without decoding them, where autocannon's decoding of every answer cost its core more than a
// render-cache hit costs the server (docs/decisions/139-bench-load-generator.md).
import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SUMMARY = fileURLToPath(new URL('./wrk-summary.lua', import.meta.url));

/** Stops the bench at once, with the command to run, where wrk is missing. */
export function requireWrk() {
  if (spawnSync('wrk', ['--version']).error) {
    throw new Error('wrk is missing: `bash scripts/system-packages.sh bench` installs it (Debian package wrk)');
  }
}

/**
 * `seconds` of load on `url` over `connections` keep-alive connections, on the caller's
 * cores (a child keeps its parent's affinity: the bench's generator core). Resolves to
 * requests per second, latency p50/p99 in ms, the exact requests and bytes read, and the
 * failures: statuses ≥ 400 and socket errors.
 */
export function wrk({ url, connections, seconds, headers = {} }) {
  // An answer slower than 10 s is a failure, as autocannon's default (wrk's own is 2 s).
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', SUMMARY,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { timeout: (seconds + 30) * 1000 }, (error, stdout) => {
      if (error) return reject(new Error(`wrk on ${url}: ${error.message}`));
      const line = stdout.split('\n').find((l) => l.startsWith('{"requests"'));
      if (!line) return reject(new Error(`wrk on ${url} printed no summary`));
      const s = JSON.parse(line);
      resolve({
        rps: s.requests / (s.durationUs / 1e6), p50: s.p50Us / 1000, p99: s.p99Us / 1000,
        requests: s.requests, bytes: s.bytes, non2xx: s.status, errors: s.connect + s.read + s.write + s.timeout,
        errorKinds: `connect ${s.connect}, read ${s.read}, write ${s.write}, timeout ${s.timeout}`,
      });
    });
  });
}
