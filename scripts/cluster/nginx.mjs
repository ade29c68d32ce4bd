// nginx from deploy/nginx.conf, run from a throwaway prefix directory (its pid, logs and
// temp files), so it needs no system configuration and leaves nothing behind.
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answersOk, startProcess } from './child-process.mjs';
import { onFreePort } from './free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

/**
 * Each instance's line in the upstream: never marked down by failed tries
 * (docs/decisions/527-edge-holds-a-crowd-behind-one-address.md); a failed try goes on to the next instance.
 */
const SERVER_PARAMETERS = 'max_fails=0';

/**
 * Fills the template: `listen` is host:port, `servers` the instances' host:port, each with
 * `serverParameters`. `realIpFrom` (an address or CIDR): nginx sits behind a balancer there,
 * whose X-Forwarded-For names the visitor (its realip lines, as an operator puts them in
 * edge/*.conf; written in the http block itself, so an older template without the include
 * takes them too). `pageCache` false: the page cache switched off (the cluster bench's edge without it, a test of what
 * reaches the instances).
 */
function renderNginxConf({ template, listen, servers, serverParameters, realIpFrom, pageCache }) {
  const serverLines = servers.map((address) => `server ${address} ${serverParameters};`).join('\n        ');
  const filled = readFileSync(template, 'utf8').replaceAll('{{LISTEN}}', listen).replaceAll('{{SERVERS}}', serverLines);
  const conf = pageCache ? filled : filled.replace(/^(\s*)proxy_cache pages;$/m, '$1proxy_cache off;');
  if (!realIpFrom) return conf;
  return conf.replace(/^http \{$/m, `http {\n    set_real_ip_from ${realIpFrom};\n    real_ip_header X-Forwarded-For;`);
}

/**
 * Starts nginx on 127.0.0.1:port (unset: a free one, scripts/cluster/free-port.mjs) in front of `servers`; ready once
 * /healthz answers through it.
 * `root` is the checkout whose deploy/nginx.conf and deploy/nginx-errors are used (this one
 * by default; the soak measures an older build's with its own), `serverParameters` each
 * instance's upstream parameters.
 */
export async function startNginx({ port, ...options }) {
  return port === undefined ? onFreePort((free) => startNginxOn(free, options)) : startNginxOn(port, options);
}

async function startNginxOn(
  port, { servers, onLine, root = ROOT, serverParameters = SERVER_PARAMETERS, realIpFrom, edgeFiles = {}, pageCache = true },
) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'promo-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user, who must be able to
  // reach the temp directories inside the prefix.
  chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'temp', 'edge']) mkdirSync(path.join(prefix, dir));
  // An operator's own lines at the http level (the conf includes edge/*.conf), e.g. a page cache switched on.
  for (const [name, text] of Object.entries(edgeFiles)) writeFileSync(path.join(prefix, 'edge', name), text);
  cpSync(path.join(root, 'deploy/nginx-errors'), path.join(prefix, 'errors'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  const template = path.join(root, 'deploy/nginx.conf');
  writeFileSync(conf, renderNginxConf({ template, listen: `127.0.0.1:${port}`, servers, serverParameters, realIpFrom, pageCache }));
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
