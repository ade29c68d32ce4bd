// Before the main port listens, every public page is asked for once through the process's own listener on a loopback
// port of its own, so each page is in the render cache and every kind's code has run: nginx has no readiness, and cold
// instances answered 504 after a restart (docs/decisions/170-health-on-the-main-loop.md; kept, measured: 753). Bounded by
// WARM_UP_MS: a slow upstream delays the listening that long at most.
import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'undici';
import type { Logger } from '../observability/log.js';
import type { BornRequests } from '../request/born-requests.js';
import { bind } from './listen.js';

export interface WarmUpPage {
  path: string;
  /** The Host header that picks its site (server/request/host-rule.ts). */
  host: string;
}

export interface WarmUpOptions {
  listener: RequestListener;
  born?: Pick<BornRequests, 'IncomingMessage' | 'ServerResponse'>;
  pages: readonly WarmUpPage[];
  deadlineMs: number;
  log: Logger;
}

/** Resolves once every page answered, or at the deadline; never rejects. */
export async function warmUp({ listener, born, pages, deadlineMs, log }: WarmUpOptions): Promise<void> {
  if (deadlineMs === 0 || pages.length === 0) return;
  const started = performance.now();
  const server = await bind(http.createServer({ ...born }, listener), 0, '127.0.0.1');
  const client = new Client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const signal = AbortSignal.timeout(deadlineMs);
  let answered = 0;
  try {
    for (const [index, { path, host }] of pages.entries()) {
      if (signal.aborted) break;
      const headers = { host, 'x-request-id': `warm-up-${index + 1}` };
      const failed = await client.request({ method: 'GET', path, headers, signal }).then(({ body }) => body.dump(), () => true);
      if (!failed) answered += 1;
    }
  } finally {
    void client.destroy();
    server.close();
    server.closeAllConnections();
  }
  const ms = Math.round(performance.now() - started);
  log.info({ pages: answered, of: pages.length, ms }, `warmed up: ${answered} of ${pages.length} pages rendered before listening`);
}
