// The shipped nginx (deploy/nginx.conf) as the edge, with instances that are loopback
// servers of this test: one that records what reaches it, one that accepts connections and
// never answers (a stalled instance: SIGSTOPped, or its loop stuck). nginx clears the headers
// a visitor could use to name another client, host or trace, and sets the request id itself;
// a stalled instance stops holding page requests (each goes on to the next instance), while
// personal calls keep their long timeout; when no instance answers, the visitor gets the
// site's Russian page saying so, not nginx's English one; no instance is ever taken out of the
// rotation by failed tries (docs/decisions/527-edge-holds-a-crowd-behind-one-address.md), so a slow spell or a
// restart of every instance is over for the visitors as soon as the instances answer again;
// one address gets a crowd's burst of the app's work and 429 past it (logged under the method asked), while files and
// photos are never counted, so 100 visitors behind one IPv4 address or one IPv6 /64 load a page under test whole, and a
// /64 is one address; a photo goes to one instance, which nginx waits for past a page's 2 s and never asks again of
// another (docs/decisions/527-edge-holds-a-crowd-behind-one-address.md,
// 527-edge-holds-a-crowd-behind-one-address.md). With the real app behind it, nginx's page cache stores a page per host,
// address and version read as the app reads it, a first view never, and the replays of a poisoned key find nothing
// (docs/decisions/741-pages-served-by-the-edge.md).
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../support/free-port.js';
import { startNginx } from '../../scripts/cluster/nginx.mjs';
import type { Nginx } from '../../scripts/cluster/start-cluster.mjs';
import { startApp, type TestApp } from '../support/start-app.js';
import { cookiePattern, VERSION_COOKIE } from '#server/experiments/assignment.js';
import { EXPERIMENT_DAY } from '../support/experiments.js';

type Seen = { url: string; headers: http.IncomingHttpHeaders };

interface RecordingInstance {
  address: string;
  seen: Seen[];
  /** While set, requests are held unanswered here until `release()`. */
  holding: boolean;
  held: (() => void)[];
  release(): void;
  close(): Promise<void>;
}

/**
 * An instance that answers every request 200 (and /healthz, nginx's readiness ask), or holds it
 * while `holding`, and keeps what it was sent; on `port` when given (an instance restarted).
 */
async function recordingInstance(port = 0): Promise<RecordingInstance> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const answer = () => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!DOCTYPE html><title>ok</title>');
    if (instance.holding) instance.held.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const instance: RecordingInstance = {
    address: `127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    seen,
    holding: false,
    held: [],
    release: () => {
      instance.holding = false;
      for (const answer of instance.held.splice(0)) answer();
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
  return instance;
}

/** An instance that takes connections and never answers a byte. */
async function stalledInstance(): Promise<{ address: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    close: () => new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

const started: { close(): Promise<void> }[] = [];
let nginx: Nginx | undefined;
afterEach(async () => {
  if (nginx) {
    nginx.child.kill('SIGTERM');
    await nginx.exited;
    rmSync(nginx.prefix, { recursive: true, force: true });
  }
  nginx = undefined;
});
afterAll(async () => {
  await Promise.all(started.splice(0).map((instance) => instance.close()));
});

/** nginx in front of `servers`; `realIpFrom`: behind a balancer there, whose X-Forwarded-For names the visitor. */
const edge = async (servers: string[], realIpFrom?: string) => (nginx = await startNginx({ servers, realIpFrom }));

type Answer = { status: number; retryAfter: string | null; body: string };

/** `count` GETs of a page, `inFlight` at a time (all at once by default); each answer's status and body, in order. */
async function atOnce(url: string, count: number, headers: Record<string, string> = {}, inFlight = count): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: inFlight }, async () => {
    for (let i = next++; i < count; i = next++) {
      const res = await fetch(`${url}/promo/knauf2025?n=${i}`, { headers });
      answers[i] = { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
    }
  }));
  return answers;
}

type Headers = Record<string, string>;

/**
 * GETs of `path` (a page by default), `inFlight` at a time, until the first is refused (at most `cap`): each answer's
 * status and body, in order. `headers` may be a function: each request's own.
 */
async function untilRefused(
  url: string, headers: Headers | (() => Headers), inFlight: number, cap = 2_000, path = '/promo/knauf2025',
): Promise<Answer[]> {
  const answers: Answer[] = [];
  await Promise.all(Array.from({ length: inFlight }, async () => {
    while (answers.every((answer) => answer.status === 200) && answers.length < cap) {
      const res = await fetch(`${url}${path}?n=${answers.length}`, { headers: typeof headers === 'function' ? headers() : headers });
      answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() });
    }
  }));
  return answers;
}

const DOWN_PAGE = '<h1>Сайт временно не отвечает</h1>';

/** deploy/nginx.conf's limits of the app's work per client: the burst, the rate a second, the requests in flight. */
const shipped = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');
const BURST = Number(/limit_req zone=per_address burst=(\d+)/.exec(shipped)![1]);
const RATE = Number(/zone=per_address:\w+ rate=(\d+)r\/s/.exec(shipped)![1]);
const IN_FLIGHT = Number(/limit_conn in_flight_per_address (\d+);/.exec(shipped)![1]);

/**
 * A visitor's page load of a page under test as Chromium makes it (docs/operations.md: 12-15 requests, a few files fewer
 * here): the page, then its script chunks and banner (files) and its 6 photos, six at a time as a browser asks one host,
 * then a card check beside the web-vitals beacon: 3 of the app's work (docs/product.md §8; an experiment has no beacon:
 * docs/decisions/527-edge-holds-a-crowd-behind-one-address.md). Each request's status, `from` the address a balancer at loopback
 * names.
 */
async function pageLoad(url: string, from: string, visitor: number): Promise<number[]> {
  const headers = { 'x-forwarded-for': from };
  const get = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(url + path, { headers, ...init });
    await res.arrayBuffer();
    return res.status;
  };
  const beacon = (path: string, body: object) => get(path, { method: 'POST', body: JSON.stringify(body) });
  const statuses = [await get('/promo/knauf2025')];
  const files = ['/promo/assets/entry-4f2a.js', '/promo/assets/chunk-a1.js', '/promo/assets/banners/knauf-1x.avif',
    ...Array.from({ length: 6 }, (_, photo) => `/promo/img/320/cGhvdG8${visitor}-${photo}`)];
  for (let i = 0; i < files.length; i += 6) statuses.push(...await Promise.all(files.slice(i, i + 6).map((file) => get(file))));
  statuses.push(...await Promise.all([get(`/api/v2/promo/check/knauf2025/${7_300_000 + visitor}/`), beacon('/api/rum', {})]));
  return statuses;
}

/** `count` visitors' page loads, all begun at once (a campaign's push read by everyone behind one address at the same moment). */
const crowd = (url: string, count: number, from: (visitor: number) => string) =>
  Promise.all(Array.from({ length: count }, (_, visitor) => pageLoad(url, from(visitor), visitor)));

describe('the shipped nginx at the edge', () => {
  test('when a visitor sends headers naming another client, host, port, trace or request id, then none reaches the instance, and the request id is nginx\'s own', async () => {
    const instance = await recordingInstance();
    started.push(instance);
    const { url } = await edge([instance.address]);
    const forged = {
      'X-Real-IP': '203.0.113.9', Forwarded: 'for=203.0.113.9;host=evil.example', 'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Port': '8443', 'X-Forwarded-Server': 'evil', b3: '80f198ee56343ba864fe8b2a57d3eff7-e457b5a2e4d86bd1-1',
      'X-B3-TraceId': '80f198ee56343ba864fe8b2a57d3eff7', 'X-B3-Sampled': '1', 'X-Request-Id': 'visitor-chosen-id',
      'X-Forwarded-Prefix': '/evil', 'X-Forwarded-Ssl': 'on', 'X-Client-IP': '203.0.113.9', 'True-Client-IP': '203.0.113.9',
      'uber-trace-id': '80f198ee56343ba864fe8b2a57d3eff7:e457b5a2e4d86bd1:0:1',
    };
    // A page, an /api call, a card form and a posted form: the last three by the personal calls' way through nginx.
    const paths = ['/promo/knauf2025', '/api/v2/promo/check/knauf2025/7000002/', '/promo/knauf2025?card=7000002', '/promo/lovecategory'];
    for (const path of paths) {
      const post = path === '/promo/lovecategory' ? { method: 'POST', body: 'card=7000002' } : {};
      const res = await fetch(url + path, { headers: forged, ...post });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }

    const asked = instance.seen.filter((s) => s.url !== '/healthz');
    expect(asked.map((s) => s.url)).toEqual(paths);
    for (const { headers } of asked) {
      for (const name of Object.keys(forged).filter((header) => header !== 'X-Request-Id')) {
        expect(headers[name.toLowerCase()], name).toBeUndefined();
      }
      expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    }
    expect(asked[0]!.headers['x-request-id']).not.toBe(asked[1]!.headers['x-request-id']);
  });

  test('when one instance stalls, then every page request is answered by the other after the pages\' 2 s: none waits out the personal calls\' 30 s', async () => {
    const [stalled, healthy] = [await stalledInstance(), await recordingInstance()];
    started.push(stalled, healthy);
    // The stalled one first in the list: with round robin every other request tries it.
    const { url } = await edge([healthy.address, stalled.address]);
    const statuses: number[] = [];
    const waited: number[] = [];
    for (let i = 0; i < 6; i++) {
      const begin = performance.now();
      const res = await fetch(`${url}/promo/knauf2025?i=${i}`, { signal: AbortSignal.timeout(20_000) });
      statuses.push(res.status);
      await res.arrayBuffer();
      waited.push(performance.now() - begin);
    }

    expect(statuses).toEqual(Array(6).fill(200));
    // nginx gives up on the stalled one after the pages' 2 s (deploy/nginx.conf); the bound only tells that from the
    // personal calls' 30 s, with room for a busy machine, and the real wait is printed.
    console.info(`a stalled instance: the longest page request waited ${Math.round(Math.max(...waited))} ms`);
    expect(Math.max(...waited)).toBeLessThan(15_000);
    expect(healthy.seen.filter((s) => s.url.startsWith('/promo/knauf2025')).length).toBe(6);
  });

  test('when no instance answers, then the visitor gets the site\'s Russian page saying the site does not answer (not that it is busy), never nginx\'s English one', async () => {
    // nginx is ready once /healthz answers through it: started on a live instance, which then goes away.
    const instance = await recordingInstance();
    const { url } = await edge([instance.address]);
    await instance.close();
    const res = await fetch(`${url}/promo/knauf2025`);
    const page = await res.text();

    expect(res.status).toBe(502);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(page).toContain('<html lang="ru">');
    expect(page).toContain(DOWN_PAGE);
    expect(page).not.toMatch(/посетител|перегруж|nginx|Bad Gateway|Gateway Time-out/i);
  });

  test('when every instance restarts, then the first request after they listen again is answered: none waits out a time marked down', async () => {
    // Ports below the ephemeral range (free-port.ts): while they are down, no connection of another process can take one.
    const first = [await recordingInstance(await freePort()), await recordingInstance(await freePort())];
    const { url } = await edge(first.map((instance) => instance.address));
    await Promise.all(first.map((instance) => instance.close()));
    // While they are down every instance is tried and refuses: more failed tries than any max_fails.
    const whileDown = await atOnce(url, 6);
    const again = await Promise.all(first.map((instance) => recordingInstance(Number(instance.address.split(':')[1]))));
    started.push(...again);
    const res = await fetch(`${url}/promo/knauf2025`);

    expect(whileDown.map((answer) => answer.status)).toEqual(Array(6).fill(502));
    expect(res.status).toBe(200);
  });

  test('when every instance is slower than the page timeout for a while, then the pages of that spell get the Russian page, and the first one after is answered: none is taken out', async () => {
    const instances = [await recordingInstance(), await recordingInstance()];
    started.push(...instances);
    const { url } = await edge(instances.map((instance) => instance.address));
    // Held until nginx has given up on every one (nginx.conf's 2 s for a page), however slow the machine.
    for (const instance of instances) instance.holding = true;
    const slow = await atOnce(url, 4);
    for (const instance of instances) instance.release();
    const res = await fetch(`${url}/promo/knauf2025`);

    expect(slow.map((answer) => answer.status)).toEqual(Array(4).fill(504));
    expect(slow[0]!.body).toContain(DOWN_PAGE);
    expect(res.status).toBe(200);
  });

  test('when one address asks more than a crowd\'s burst, or has more requests in flight than a crowd, then it gets 429 with the Russian page past it, logged under the method asked, while another address\'s page load is answered whole', async () => {
    const instance = await recordingInstance();
    started.push(instance);
    // Behind a balancer at loopback, so the test's requests come from the addresses it names (the host's own are not limited).
    const { url, accessLog } = await edge([instance.address], '127.0.0.1');
    // Ten in flight, as a client with a few connections asks (a browser keeps six per host), until the first 429:
    // the bucket takes back 20 asks a second, so a fixed count of asks fits in it when a busy machine asks slowly.
    const flooded = performance.now();
    const flood = await untilRefused(url, { 'x-forwarded-for': '198.51.100.7' }, 10);
    const floodSeconds = (performance.now() - flooded) / 1000;
    const pageLoad = await atOnce(url, 15, { 'x-forwarded-for': '198.51.100.8' });
    // As many card checks as nginx lets through at once (/api, whose 30 s read timeout outlasts any wait here), each held
    // by the instance, then 16 more: beacons, refused at once.
    instance.holding = true;
    const fromOne = { 'x-forwarded-for': '198.51.100.9' };
    const inFlight = Array.from({ length: IN_FLIGHT }, async (_, i) => {
      const res = await fetch(`${url}/api/v2/promo/check/knauf2025/${7_000_000 + i}/`, { headers: fromOne });
      await res.text();
      return res.status;
    });
    await expect.poll(() => instance.held.length, { timeout: 30_000 }).toBe(IN_FLIGHT);
    const beacons = await Promise.all(Array.from({ length: 16 }, async () => {
      const res = await fetch(`${url}/api/rum`, { method: 'POST', body: '{}', headers: fromOne });
      await res.text();
      return res.status;
    }));
    instance.release();
    const inFlightStatuses = await Promise.all(inFlight);
    const answered = flood.filter((answer) => answer.status === 200).length;
    const refused = flood.filter((answer) => answer.status === 429);

    // 150 at once (the burst) and the one the rate allows, plus the 20 a second it refills while the flood lasts.
    console.info(`a flood from one address: ${answered} answered in ${floodSeconds.toFixed(1)} s before the first 429`);
    expect(answered).toBeGreaterThanOrEqual(BURST + 1);
    expect(answered).toBeLessThanOrEqual(BURST + 1 + Math.ceil(RATE * floodSeconds));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBe(flood.length - answered);
    expect(refused[0]!.retryAfter).toBe('2');
    expect(refused[0]!.body).toContain('<h1>Слишком много запросов</h1>');
    expect(refused[0]!.body).toContain('С вашего адреса');
    expect(pageLoad.map((answer) => answer.status)).toEqual(Array(15).fill(200));
    // More in flight from one address than the limit: the rest refused at once, whatever the rate, each refusal a line of
    // nginx's log under the method asked (a refused beacon is a POST), the edge's page named beside it.
    expect(inFlightStatuses).toEqual(Array(IN_FLIGHT).fill(200));
    expect(beacons).toEqual(Array(16).fill(429));
    const refusedLines = () => readFileSync(accessLog, 'utf8').split('\n')
      .filter((line) => line.includes(' error_page=/__edge-limit.html '));
    await expect.poll(() => refusedLines().filter((line) => line.includes('"POST /api/rum" 429 ')).length).toBe(16);
    expect(refusedLines().filter((line) => line.includes('"GET /api/rum"'))).toEqual([]);
  });

  test('when 100 visitors behind one IPv4 address, and 100 behind one IPv6 /64, each load a page under test with its files and'
    + ' photos, its beacon and a card check at once, then none of their requests is refused; files and photos are never counted',
  async () => {
    const instance = await recordingInstance();
    started.push(instance);
    const { url } = await edge([instance.address], '127.0.0.1');
    const behindNat = await crowd(url, 100, () => '198.51.100.20');
    const behindOneSlash64 = await crowd(url, 100, (visitor) => `2001:db8:20:1:${(visitor + 1).toString(16)}::1`);
    // The same /64 asks files and photos many times a crowd's burst: none is refused.
    const files = await untilRefused(url, { 'x-forwarded-for': '2001:db8:20:1::ffff' }, 10, 2 * BURST, '/promo/img/320/cGhvdG8');

    // None refused by the edge: each answered by the instance. (A page the loaded test machine's instance takes over a
    // page's 2 s to answer is nginx's 504, its timeout, not a limit: printed, never a refusal.)
    const statuses = [...behindNat, ...behindOneSlash64].flat();
    const answered = statuses.filter((status) => status === 200).length;
    console.info(`two crowds of 100 behind one address: ${answered} of ${statuses.length} answered 200`);
    expect(statuses.filter((status) => status !== 200 && status !== 504)).toEqual([]);
    expect(answered).toBeGreaterThan(statuses.length / 2);
    expect(files.length).toBeGreaterThanOrEqual(2 * BURST);
    expect(files.filter((answer) => answer.status !== 200)).toEqual([]);
  });

  test('when one client floods pages from ever new addresses of one IPv6 /64, then it is held as one address: 429 past the burst,'
    + ' while another /64 of its /48 loads its page', async () => {
    const instance = await recordingInstance();
    started.push(instance);
    const { url } = await edge([instance.address], '127.0.0.1');
    let fresh = 0;
    const flooded = performance.now();
    const flood = await untilRefused(url, () => ({ 'x-forwarded-for': `2001:db8:21:1:${(++fresh).toString(16)}::1` }), 10, 10 * BURST);
    const floodSeconds = (performance.now() - flooded) / 1000;
    const neighbour = await pageLoad(url, '2001:db8:21:2::1', 0);

    const answered = flood.filter((answer) => answer.status === 200).length;
    expect(answered).toBeGreaterThanOrEqual(BURST + 1);
    expect(answered).toBeLessThanOrEqual(BURST + 1 + Math.ceil(RATE * floodSeconds));
    expect(flood.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    expect(neighbour).toEqual(Array(neighbour.length).fill(200));
  });

  test('when three instances serve photos, then each photo\'s every ask goes to one instance: made once, not on each', async () => {
    const instances = [await recordingInstance(), await recordingInstance(), await recordingInstance()];
    started.push(...instances);
    const { url } = await edge(instances.map((instance) => instance.address));
    const photos = Array.from({ length: 30 }, (_, i) => `/promo/img/640/cGhvdG8tb25jZS0${i}`);
    // Each round in another order: however nginx picks an instance, it is not the order that keeps a photo on one.
    for (let round = 0; round < 3; round++) {
      const order = [...photos.slice(round), ...photos.slice(0, round)];
      await Promise.all(order.map((photo) => fetch(url + photo).then((res) => res.arrayBuffer())));
    }

    const askedOf = (photo: string) => instances.filter((instance) => instance.seen.some((seen) => seen.url === photo)).length;
    expect(photos.map(askedOf)).toEqual(photos.map(() => 1));
    // Spread over the instances all the same (hashed by URL), not all on one.
    expect(instances.filter((instance) => instance.seen.some((seen) => seen.url.startsWith('/promo/img/'))).length).toBeGreaterThan(1);
  });

  test('when an instance takes longer than a page\'s 2 s to make a photo, then nginx waits for it and asks no other instance', async () => {
    const instances = [await recordingInstance(), await recordingInstance()];
    started.push(...instances);
    const { url } = await edge(instances.map((instance) => instance.address));
    for (const instance of instances) instance.holding = true;
    const photo = '/promo/img/320/c2xvdy1waG90bw';
    const asked = fetch(url + photo);
    await expect.poll(() => instances.reduce((sum, instance) => sum + instance.held.length, 0)).toBe(1);
    // Past a page's read timeout (2 s) with room: a page would have gone to the other instance by then.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const heldMeanwhile = instances.reduce((sum, instance) => sum + instance.held.length, 0);
    for (const instance of instances) instance.release();
    const res = await asked;

    expect(heldMeanwhile, 'asked of one instance only').toBe(1);
    expect(res.status).toBe(200);
    expect(instances.reduce((sum, instance) => sum + instance.seen.filter((seen) => seen.url === photo).length, 0)).toBe(1);
  });

  test('when a request passes, then nginx\'s access line carries the request id the instance got as X-Request-Id', async () => {
    const instance = await recordingInstance();
    started.push(instance);
    const { url, accessLog } = await edge([instance.address]);
    await (await fetch(`${url}/promo/knauf2025?logged=1`)).text();
    const sent = instance.seen.find((seen) => seen.url === '/promo/knauf2025?logged=1')!.headers['x-request-id'];
    // nginx writes its access line once the answer is sent: read it when it is there.
    const line = () => readFileSync(accessLog, 'utf8').split('\n').find((entry) => entry.includes('"GET /promo/knauf2025" 200 '));

    expect(sent).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(line, { message: 'nginx\'s access line of the request' }).toContain(`id=${sent as string}`);
  });
});

describe('pages served by the edge\'s cache (docs/decisions/741-pages-served-by-the-edge.md)', () => {
  const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
  const PAGE = '/promo/knauf2025';
  /** The shipped config as it is, telling whether its cache answered (an operator's line in edge/*.conf). */
  const TELLING = { 'x-cache.conf': 'add_header X-Cache $upstream_cache_status always;\n' };
  let app: TestApp;
  let cached: Nginx;

  type Got = { status: number; cache: string; control: string; version?: string; cookies: string; body: string; ms: number };
  /** A GET through the cached nginx as a browser on `host` sends it; each answer's cache status and version. */
  const get = (path: string, { cookie, host = 'promo.example.ru' }: { cookie?: string; host?: string } = {}) =>
    new Promise<Got>((resolve, reject) => {
      const headers = { host, 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) };
      const begun = performance.now();
      http.get(`${cached.url}${path}`, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({
          status: res.statusCode!, cache: String(res.headers['x-cache']), control: String(res.headers['cache-control']),
          version: /"experiment":\{"version":"([ab])"\}/.exec(body)?.[1],
          cookies: (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; '), body, ms: performance.now() - begun,
        }));
      }).on('error', reject);
    });
  /** An answer of the edge's page cache is `edge` (kept, or stale while it is fetched again); any other as nginx says. */
  const fromEdge = (cache: string) => (['HIT', 'STALE', 'UPDATING'].includes(cache) ? 'edge' : cache);
  /** First views of the page under test until one of each version is drawn: their cookies, by version. */
  const drawn = async () => {
    const cookies: Partial<Record<'a' | 'b', string>> = {};
    for (let visitor = 0; visitor < 64 && !(cookies.a && cookies.b); visitor += 1) {
      const first = await get(PAGE);
      cookies[first.version as 'a' | 'b'] ??= first.cookies;
    }
    return cookies as Record<'a' | 'b', string>;
  };

  beforeAll(async () => {
    app = await startApp({
      env: {
        PROMO_NOW: EXPERIMENT_DAY, UPSTREAM_CACHE_TTL_MS: '600000', PAGE_SHARED_CACHE_S: '2',
        PUBLIC_ORIGIN: 'https://promo.example.ru', PUBLIC_BUSINESS_ORIGIN: 'https://business.example.ru',
      },
    });
    cached = await startNginx({ servers: [new URL(app.url).host], edgeFiles: TELLING });
    // Every page asked below rendered by the app first (its render cache ignores the query), both versions of the page
    // under test among them: a first render on a starved machine may outlast a page's 2 s at nginx (its 504).
    const browser = { headers: { 'user-agent': BROWSER } };
    for (let visitor = 0; visitor < 16; visitor += 1) await (await fetch(app.url + PAGE, browser)).text();
    for (const path of ['/promo/rockwool25', '/promo/law', '/robots.txt']) await (await fetch(app.url + path, browser)).text();
  });
  afterAll(async () => {
    cached?.child.kill('SIGTERM');
    await cached?.exited;
    if (cached) rmSync(cached.prefix, { recursive: true, force: true });
    await app?.close();
  });

  test('when the edge reads a page\'s version, then it reads it with the app\'s own pattern', () => {
    const map = /map \$http_cookie \$edge_version \{\s*"~([^"]+)"/.exec(shipped)?.[1];
    expect(map).toBe(cookiePattern(VERSION_COOKIE).source);
  });

  test('when first views, returning visitors and a page without a test ask, then a first view is never stored, each version is'
    + ' stored apart and a page without a test is stored', async () => {
    // First views: answered with their cookies by the app every time, never stored under the page's cookieless key.
    const firsts = [];
    for (let visitor = 0; visitor < 24; visitor += 1) firsts.push(await get(PAGE));
    expect(new Set(firsts.map((first) => `${first.cache} ${first.control}`))).toEqual(new Set(['MISS private, no-cache']));
    // Each version is stored once and served to its visitors from the edge, never another version.
    for (const version of ['a', 'b'] as const) {
      const visitors = firsts.filter((first) => first.version === version);
      expect(visitors.length).toBeGreaterThan(1);
      const answers = [];
      for (const { cookies } of visitors) answers.push(await get(PAGE, { cookie: cookies }));
      expect(answers.map((answer) => answer.version)).toEqual(visitors.map(() => version));
      // After the first, each from the edge: a HIT, or past the page's s-maxage (2 s here, on a slow machine) the stale
      // page while one request fetches it again.
      expect(answers.map((answer) => fromEdge(answer.cache))).toEqual(['MISS', ...visitors.slice(1).map(() => 'edge')]);
    }
    // A page without a test: stored under its usual key. A page per visitor (law): never looked up nor stored.
    expect([(await get('/promo/rockwool25')).cache, fromEdge((await get('/promo/rockwool25')).cache)]).toEqual(['MISS', 'edge']);
    expect([(await get('/promo/law')).cache, (await get('/promo/law')).cache]).toEqual(['BYPASS', 'BYPASS']);
  });

  test('when a Б visitor hides its promo_v inside another cookie (`x=1 promo_v=…~b`), then nothing is stored under the page\'s'
    + ' cookieless key: a new visitor is still drawn by the app', async () => {
    const { b } = await drawn();
    const path = `${PAGE}?utm_source=replay-1`;
    const hidden = b.replace(/(promo_v=[^;]*)/, 'x=1 $1');
    expect(hidden).toMatch(/; x=1 promo_v=\w+~b/);
    const attacks = [await get(path, { cookie: hidden }), await get(path, { cookie: hidden })];
    const newcomer = await get(path);

    expect(attacks.map((attack) => attack.control)).toEqual(['private, no-cache', 'private, no-cache']);
    expect(newcomer.cache).not.toBe('HIT');
    expect(newcomer.control).toBe('private, no-cache');
    expect(newcomer.cookies).toMatch(/promo_v=\w+~[ab]/);
  });

  test('when an А visitor sends `PROMO_V=…~b; promo_v=…~a`, then a Б visitor is still shown Б', async () => {
    const { a, b } = await drawn();
    const path = `${PAGE}?utm_source=replay-2`;
    const upper = /promo_v=(\w+~)a/.exec(a)![1]!;
    const attack = await get(path, { cookie: `PROMO_V=${upper}b; ${a}` });
    const visitor = await get(path, { cookie: b });

    expect(attack.version).toBe('a');
    expect(visitor.version).toBe('b');
  });

  test('when the promo host\'s /robots.txt is kept, then the business host gets its own', async () => {
    const promo = await get('/robots.txt');
    const business = await get('/robots.txt', { host: 'business.example.ru' });
    const again = await get('/robots.txt', { host: 'business.example.ru' });

    expect(promo.body).toContain('Sitemap: https://promo.example.ru/sitemap.xml');
    expect(business.body).toContain('Sitemap: https://business.example.ru/sitemap.xml');
    expect(fromEdge(again.cache)).toBe('edge');
    expect(again.body).toBe(business.body);
  });

  test('when a page is kept as one browser\'s brotli, then a client asking no encoding gets it plain, and each again from the edge',
    async () => {
      const path = '/promo/rockwool25?utm_source=encodings';
      const ask = (encoding?: string) => new Promise<{ status?: number; encoding?: string; cache: string }>((resolve, reject) => {
        const headers = { host: 'promo.example.ru', 'user-agent': BROWSER, ...(encoding ? { 'accept-encoding': encoding } : {}) };
        http.get(`${cached.url}${path}`, { headers }, (res) => {
          res.resume().on('end', () => resolve({
            status: res.statusCode, encoding: res.headers['content-encoding'], cache: fromEdge(String(res.headers['x-cache'])),
          }));
        }).on('error', reject);
      });
      const answers = [await ask('gzip, deflate, br'), await ask(), await ask('gzip, deflate, br'), await ask()];

      expect(answers).toEqual([
        { status: 200, encoding: 'br', cache: 'MISS' }, { status: 200, encoding: undefined, cache: 'MISS' },
        { status: 200, encoding: 'br', cache: 'edge' }, { status: 200, encoding: undefined, cache: 'edge' },
      ]);
    });

  test('when many ask a page not kept yet at once, then one request reaches the app; past its s-maxage the stale page is served'
    + ' while one request fetches it again', async () => {
    const path = '/promo/rockwool25?utm_source=crowd';
    // The app has the page in its render cache (beforeAll): its answer comes at once, inside the edge's wait for it.
    const crowd = await Promise.all(Array.from({ length: 20 }, () => get(path)));
    const statuses = new Set(crowd.map((answer) => answer.status));
    const misses = crowd.filter((answer) => answer.cache === 'MISS');
    // The others wait for the first's answer up to the config's lock wait; one that took longer (a starved test machine)
    // lets them ask the app on their own, as it should.
    const firstMs = Math.min(...misses.map((miss) => miss.ms));
    const lockWaitMs = Number(/proxy_cache_lock_timeout (\d+)ms;/.exec(shipped)![1]);
    console.info(`${crowd.length} at once for a page not kept: ${misses.length} reached the app, the first in ${Math.round(firstMs)} ms`);
    // Past s-maxage (2 s here): the stale page (STALE: its request set one fetching it in the background), never a wait
    // for the app.
    const seen: string[] = [];
    await expect.poll(async () => (seen.push((await get(path)).cache), seen.at(-1)), { timeout: 20_000, interval: 250 }).toBe('STALE');

    expect(statuses).toEqual(new Set([200]));
    if (firstMs < lockWaitMs) expect(misses.length).toBe(1);
    expect(seen.filter((cache) => !['HIT', 'STALE', 'UPDATING'].includes(cache))).toEqual([]);
  });
});
