// nginx from deploy/nginx.conf, run from a throwaway prefix directory (its pid, logs and
// temp files), so it needs no system configuration and leaves nothing behind.
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answersOk, startProcess } from './child-process.mjs';

const TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/nginx.conf');
/** nginx's own error pages (its `root errors;`, under the prefix). */
const ERROR_PAGES = path.resolve(import.meta.dirname, '../../deploy/nginx-errors');
const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

/**
 * How a failed try (refused, reset, timed out: deploy/nginx.conf's proxy_next_upstream)
 * takes an instance out: three in 5 s, for 5 s. One was enough before and a lone reset of
 * a keep-alive socket then cost a healthy instance its share for 5 s; a dead instance
 * refuses every try, so three come within the first few requests.
 */
const SERVER_PARAMETERS = 'max_fails=3 fail_timeout=5s';

/** Fills the template: `listen` is host:port, `servers` the instances' host:port. */
function renderNginxConf({ listen, servers }) {
  const serverLines = servers.map((address) => `server ${address} ${SERVER_PARAMETERS};`).join('\n        ');
  return readFileSync(TEMPLATE, 'utf8').replaceAll('{{LISTEN}}', listen).replaceAll('{{SERVERS}}', serverLines);
}

/** Starts nginx on 127.0.0.1:port in front of `servers`; ready once /healthz answers through it. */
export async function startNginx({ port, servers, onLine }) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'promo-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user, who must be able to
  // reach the temp directories inside the prefix.
  chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir));
  cpSync(ERROR_PAGES, path.join(prefix, 'errors'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, renderNginxConf({ listen: `127.0.0.1:${port}`, servers }));
  const url = `http://127.0.0.1:${port}`;
  const started = await startProcess({
    name: 'nginx',
    command: NGINX,
    args: ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'logs/error.log'), '-g', 'daemon off;'],
    onLine,
    isReady: () => answersOk(`${url}/healthz`),
  }).catch((error) => {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  });
  return { ...started, url, prefix, accessLog: path.join(prefix, 'logs/access.log'), errorLog: path.join(prefix, 'logs/error.log') };
}
