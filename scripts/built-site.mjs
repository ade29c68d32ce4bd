// The production build (dist/server/index.js) with its embedded demo upstream, on a free
// loopback port, for the scripts that measure or photograph the site: started and stopped
// by its PID, ready once /readyz answers.
import { fileURLToPath } from 'node:url';
import { freePort } from './cluster/free-port.mjs';
import { answersOk, startProcess, stopProcess } from './cluster/child-process.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `envFor(url)`: extra variables, given the site's own URL (e.g. PUBLIC_ORIGIN). */
export async function startBuiltSite(envFor = () => ({})) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: '0',
    RATE_LIMITS: 'off', ...envFor(url),
  };
  delete env.UPSTREAM_URL; // the demo upstream: the same data every run
  const site = await startProcess({
    name: 'site', command: process.execPath, args: ['dist/server/index.js'], cwd: ROOT, env,
    onLine: (_name, line) => console.error(line),
    isReady: () => answersOk(`${url}/readyz`),
  });
  return { url, port, stop: () => stopProcess(site) };
}
