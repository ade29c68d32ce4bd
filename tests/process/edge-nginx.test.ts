// The shipped nginx (deploy/nginx.conf) as the edge, with instances that are loopback
// servers of this test: one that records what reaches it, one that accepts connections and
// never answers (a stalled instance: SIGSTOPped, or its loop stuck). nginx clears the headers
// a visitor could use to name another client, host or trace, and sets the request id itself;
// a stalled instance stops holding page requests (each goes on to the next instance), while
// personal calls keep their long timeout; when no instance answers, the visitor gets the
// site's Russian busy page, not nginx's English one.
import { rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { startNginx } from '../../scripts/cluster/nginx.mjs';
import type { Nginx } from '../../scripts/cluster/start-cluster.mjs';
import { freePort } from '../support/free-port.js';

type Seen = { url: string; headers: http.IncomingHttpHeaders };

/** An instance that answers every request 200 (and /healthz, nginx's readiness ask) and keeps what it was sent. */
async function recordingInstance(): Promise<{ address: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!DOCTYPE html><title>ok</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
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

const edge = async (servers: string[]) => (nginx = await startNginx({ port: await freePort(), servers }));

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

  test('when one instance stalls, then every page request is answered by the other within 3 s: none waits out the personal calls\' 30 s', async () => {
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
    expect(Math.max(...waited)).toBeLessThan(3000);
    expect(healthy.seen.filter((s) => s.url.startsWith('/promo/knauf2025')).length).toBe(6);
  });

  test('when no instance answers, then the visitor gets the site\'s busy page in Russian, never nginx\'s English one', async () => {
    // nginx is ready once /healthz answers through it: started on a live instance, which then goes away.
    const instance = await recordingInstance();
    const { url } = await edge([instance.address]);
    await instance.close();
    const res = await fetch(`${url}/promo/knauf2025`);
    const page = await res.text();

    expect([502, 503, 504]).toContain(res.status);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(page).toContain('<html lang="ru">');
    expect(page).toContain('<h1>Сайт перегружен</h1>');
    expect(page).not.toMatch(/nginx|Bad Gateway|Gateway Time-out/i);
  });
});
