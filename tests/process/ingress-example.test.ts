// deploy/kubernetes/ingress.example.yaml's header settings, run in Debian's nginx as
// ingress-nginx's template (rootfs/etc/nginx/template/nginx.tmpl) writes them: the $req_id
// map (the visitor's X-Request-Id, else $request_id when generate-request-id is on), then in
// each location `proxy_set_header X-Request-ID $req_id`, one `proxy_set_header` per key of
// the ConfigMap named by proxy-set-headers, the Ingress's timeout and retry annotations, its
// per-address limits (limit-rps × limit-burst-multiplier, limit-connections, with the
// controller's status codes for them, keyed by its limit-conn-zone-variable from its http-snippet),
// one location per Ingress path (the files' and photos' Ingresses without limits, the photos' hashed
// by upstream-hash-by), the controller's location-snippet, and its logs (error-log-level for the main and
// http error logs, log-format-upstream for the access log). The app behind the controller trusts it for the request
// id and the trace context, so what reaches the instance must be the controller's id alone
// and no trace context of the visitor's; as deploy/nginx.conf, an app's own answer is
// never retried on another instance (docs/operations.md), and no log line holds a card number.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { onFreePort } from '../support/free-port.js';

const EXAMPLE = path.resolve(import.meta.dirname, '../../deploy/kubernetes/ingress.example.yaml');
const NGINX = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

interface Path { path: string }
interface Example {
  kind: string; metadata: { name: string; annotations?: Record<string, string> }; data: Record<string, string>;
  spec?: { rules: { host: string; http: { paths: Path[] } }[] };
}

const objects = () => parseAllDocuments(readFileSync(EXAMPLE, 'utf8')).map((document) => document.toJS() as Example);

function configMaps(): Map<string, Example> {
  return new Map(objects().filter((object) => object.kind === 'ConfigMap').map((object) => [object.metadata.name, object]));
}

const ingresses = () => objects().filter((object) => object.kind === 'Ingress');

const mainIngress = () => ingresses().find((object) => object.metadata.name === 'promo-pages')!;

/** The ingress-nginx annotation `name` of `ingress` (unless named, the site's main one), or the controller's default. */
function annotation(name: string, byDefault: string, ingress = mainIngress()): string {
  return ingress.metadata.annotations?.[`nginx.ingress.kubernetes.io/${name}`] ?? byDefault;
}

/** One Ingress's location for `path` (on promo.example.ru), with its annotations, as the controller's template writes it. */
function location(ingress: Example, path: string, index: number, controller: Record<string, string>, custom: string[]): string {
  const rps = Number(annotation('limit-rps', '0', ingress));
  const burst = rps * Number(annotation('limit-burst-multiplier', '5', ingress));
  const connections = Number(annotation('limit-connections', '0', ingress));
  const hashBy = annotation('upstream-hash-by', '', ingress);
  return `
        location ${path === '/' ? '/' : `${path}/`} {
          ${rps ? `limit_req zone=promo_rps_${index} burst=${burst} nodelay;` : ''}
          ${connections ? `limit_conn promo_conn_${index} ${connections};` : ''}
          proxy_set_header X-Request-ID $req_id;
          ${custom.join('\n          ')}
          proxy_connect_timeout ${annotation('proxy-connect-timeout', '5', ingress)}s;
          proxy_read_timeout ${annotation('proxy-read-timeout', '60', ingress)}s;
          proxy_next_upstream ${annotation('proxy-next-upstream', 'error timeout', ingress)};
          proxy_next_upstream_tries ${annotation('proxy-next-upstream-tries', '3', ingress)};
          ${controller['location-snippet'] ?? ''}
          proxy_pass http://${hashBy ? 'promo_hashed' : 'promo'};
        }`;
}

/** The lines of the controller's template for headers, limits, retries and balancing, filled from the example. */
function controllerConf(listen: string, instances: string[]): string {
  const maps = configMaps();
  const controller = maps.get('ingress-nginx-controller')!.data;
  const customHeaders = maps.get(controller['proxy-set-headers']!.split('/')[1]!)!.data;
  const generated = controller['generate-request-id'] === 'true' ? '"" $request_id;' : '';
  const custom = Object.entries(customHeaders).map(([name, value]) => `proxy_set_header ${name} ${JSON.stringify(value)};`);
  // Each Ingress with limits has zones of its own, keyed by limit-conn-zone-variable (the controller's $limit_<id> map).
  const zoneKey = controller['limit-conn-zone-variable'] ?? '$binary_remote_addr';
  const all = ingresses();
  const zones = all.map((ingress, index) => {
    const rps = Number(annotation('limit-rps', '0', ingress));
    const connections = Number(annotation('limit-connections', '0', ingress));
    return `${rps ? `limit_req_zone ${zoneKey} zone=promo_rps_${index}:5m rate=${rps}r/s;` : ''}
      ${connections ? `limit_conn_zone ${zoneKey} zone=promo_conn_${index}:5m;` : ''}`;
  });
  const locations = all.flatMap((ingress, index) => ingress.spec!.rules.filter((rule) => rule.host === 'promo.example.ru')
    .flatMap((rule) => rule.http.paths.map(({ path }) => location(ingress, path, index, controller, custom))));
  const servers = instances.map((address) => `server ${address};`).join(' ');
  const hashBy = all.map((ingress) => annotation('upstream-hash-by', '', ingress)).find(Boolean);
  const errorLevel = controller['error-log-level'] ?? 'notice';
  return `
    pid nginx.pid;
    error_log logs/error.log ${errorLevel};
    events {}
    http {
      log_format upstreaminfo '${controller['log-format-upstream'] ?? '$remote_addr "$request" $status'}';
      access_log logs/access.log upstreaminfo;
      error_log logs/error.log ${errorLevel};
      map $http_x_request_id $req_id { default $http_x_request_id; ${generated} }
      ${/* the controller's /tmp/nginx/ is the prefix here */ (controller['http-snippet'] ?? '').replace('/tmp/nginx/', '')}
      upstream promo { ${servers} }
      ${hashBy ? `upstream promo_hashed { hash ${hashBy} consistent; ${servers} }` : ''}
      ${zones.join('\n      ')}
      limit_req_status ${controller['limit-req-status-code'] ?? '503'};
      limit_conn_status ${controller['limit-conn-status-code'] ?? '503'};
      server {
        listen ${listen};
        ${locations.join('\n')}
      }
    }`;
}

let seen: http.IncomingMessage[] = [];
/** Two instances that keep what reaches them; a path names the answer the app would give (503 shedding, 502 upstream down). */
const instances = [0, 1].map(() => http.createServer((req, res) => {
  seen.push(req);
  const status = Number(/^\/status\/(\d{3})/.exec(req.url ?? '')?.[1] ?? 200);
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end('<!DOCTYPE html><title>answer</title>');
}));
let prefix: string;
let stopNginx: () => Promise<void>;
let url: string;

/** The controller's nginx on `port`, once it answers; its error log's words if it exits first (a port taken meanwhile too). */
async function startController(port: number): Promise<void> {
  url = `http://127.0.0.1:${port}`;
  prefix = mkdtempSync(path.join(tmpdir(), 'promo-ingress-'));
  chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, controllerConf(`127.0.0.1:${port}`, instances.map((i) => `127.0.0.1:${(i.address() as AddressInfo).port}`)));
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'logs/error.log'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  stopNginx = () => (child.kill('SIGTERM'), exited);
  for (let answered = false; !answered;) {
    if (child.exitCode !== null) {
      const told = readFileSync(path.join(prefix, 'logs/error.log'), 'utf8');
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx exited: ${told}`);
    }
    answered = await fetch(url).then((res) => res.ok, () => false);
    if (!answered) await new Promise((resolve) => setTimeout(resolve, 50)); // nginx tells no readiness but by answering
  }
}

beforeAll(async () => {
  for (const instance of instances) await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
  await onFreePort(startController);
});
afterAll(async () => {
  await stopNginx?.();
  rmSync(prefix, { recursive: true, force: true });
  for (const instance of instances) {
    instance.closeAllConnections();
    await new Promise((resolve) => instance.close(resolve));
  }
});

type HeaderLine = [name: string, value: string];

/** The headers the instance got for one request with `headers`, as sent (repeated lines kept). */
async function reaching(headers: Record<string, string>): Promise<HeaderLine[]> {
  seen = [];
  await (await fetch(`${url}/promo/knauf2025`, { headers })).text();
  const raw = seen[0]!.rawHeaders;
  return raw.flatMap((name, i): HeaderLine[] => (i % 2 === 0 ? [[name.toLowerCase(), raw[i + 1]!]] : []));
}

const ids = (lines: HeaderLine[]) => lines.filter(([name]) => name === 'x-request-id').map(([, value]) => value);

describe('the example ingress-nginx settings', () => {
  test('when a visitor sends a request id and a trace context, then the instance gets one request id, the controller\'s, and no trace context', async () => {
    const lines = await reaching({
      'X-Request-Id': 'visitor-chosen-id', traceparent: '00-80f198ee56343ba864fe8b2a57d3eff7-e457b5a2e4d86bd1-01',
      tracestate: 'vendor=visitor', baggage: 'user=visitor',
    });

    expect(ids(lines)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(lines.filter(([name]) => ['traceparent', 'tracestate', 'baggage'].includes(name))).toEqual([]);
  });

  test('when a visitor sends no request id, then the instance gets one, and a new one for each request', async () => {
    const first = ids(await reaching({}));
    const second = ids(await reaching({}));

    expect(first).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(second).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(second[0]).not.toBe(first[0]);
  });

  test.each([503, 502])('when an instance answers %i (shedding load, or the retailer\'s API down for every instance), then the visitor gets it and no other instance is asked', async (status) => {
    seen = [];
    const res = await fetch(`${url}/status/${status}`);
    await res.text();

    expect(res.status).toBe(status);
    expect(seen).toHaveLength(1);
  });

  // Last: it spends the test's address's burst. Card forms (`?card=`), as a visitor's would be refused.
  test('when one address asks more than a page load\'s burst, then the controller answers it 429 past the burst, and no log line holds its card number', async () => {
    const statuses: number[] = [];
    // The bucket takes back limit-rps asks a second: a fixed count of asks fits in it when a busy
    // machine asks slowly, so ask until the first refusal comes (the cap only stops a controller that never refuses).
    await Promise.all(Array.from({ length: 10 }, async () => {
      while (statuses.every((status): boolean => status === 200) && statuses.length < 2_000) {
        const res = await fetch(`${url}/promo/knauf2025?card=7012345&n=${statuses.length}`);
        await res.text();
        statuses.push(res.status);
      }
    }));
    const refused = statuses.filter((status) => status !== 200);
    // The test's earlier asks from this address are in the bucket too, so the count answered
    // alone cannot say exactly where the burst ended; every refusal a 429, each with its access line.
    const burst = Number(annotation('limit-rps', '0')) * Number(annotation('limit-burst-multiplier', '5'));
    const logs = () => ['error.log', 'access.log'].map((log) => readFileSync(path.join(prefix, 'logs', log), 'utf8'));
    // A refused card check's path too: its card is a path segment.
    await (await fetch(`${url}/api/v1/promo/check/knauf2025/7012346/`)).text();
    // nginx writes a line when its request ends: the last one's is there once the log names its path.
    await expect.poll(() => logs()[1]!.includes('/api/v1/promo/check/knauf2025/7xxxxxx/')).toBe(true);
    const [errorLog, accessLog] = logs();

    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((status) => status === 429)).toBe(true);
    expect(statuses.length - refused.length).toBeGreaterThan(burst - 15);
    expect(accessLog!.match(/"GET \/promo\/knauf2025" 429 /g)).toHaveLength(refused.length);
    expect(errorLog).not.toMatch(/request: "|limiting requests/);
    expect(`${errorLog}${accessLog}`).not.toMatch(/701234[56]|card=/);
  });

  // After the burst above is spent: the address is refused pages, not files nor photos.
  test('when an address is refused pages past its burst, then its files and photos are still answered, each photo by one instance', async () => {
    let page = 200;
    for (let n = 0; page === 200 && n < 2_000; n++) {
      const res = await fetch(`${url}/promo/knauf2025?again=${n}`);
      await res.text();
      page = res.status;
    }
    seen = [];
    const paths = [...Array.from({ length: 60 }, (_, i) => `/promo/assets/chunk-${i}.js`), '/promo/static/favicon.svg',
      ...Array.from({ length: 3 }, () => Array.from({ length: 20 }, (_, i) => `/promo/img/320/cGhvdG8${i}`)).flat()];
    const statuses = await Promise.all(paths.map(async (asked) => {
      const res = await fetch(url + asked);
      await res.text();
      return res.status;
    }));
    const photoPorts = new Map<string, Set<number | undefined>>();
    for (const req of seen.filter((r) => r.url?.startsWith('/promo/img/'))) {
      photoPorts.set(req.url!, (photoPorts.get(req.url!) ?? new Set()).add(req.socket.localPort));
    }

    expect(page).toBe(429);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(photoPorts.size).toBe(20);
    expect([...photoPorts.values()].every((ports) => ports.size === 1)).toBe(true);
  });
});
