// bench/soak.mjs's liveness probe, as a process of its own (the load generator's busy
// event loop would delay its timers and add to what it measures): GET argv[2] every
// argv[3] ms for argv[4] ms, each on a new connection; prints one JSON line of
// [status or "error", ms] pairs.
import http from 'node:http';

const [url, everyMs, forMs] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];

function probe() {
  const begun = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve([res.statusCode, performance.now() - begun]));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(['error', performance.now() - begun]));
  });
}

const pending = [];
const until = performance.now() + forMs;
while (performance.now() < until) {
  pending.push(probe());
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
process.stdout.write(`${JSON.stringify(await Promise.all(pending))}\n`);
