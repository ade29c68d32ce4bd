// An upstream answer larger than UPSTREAM_MAX_BYTES (1 MB by default) is a failure of
// its own: the app stops reading it at once, so its memory stays flat whatever the
// upstream sends. Lists within the limit are still cut to what a page shows.
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { OverrideHandler } from '../support/demo-upstream.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { stateOf } from '../support/page-state.js';
import { asWritten } from '../support/plain-spaces.js';

const PRODUCTS = /^\/api\/v1\/promo\/products\/knauf2025\/$/;
const RATING = /^\/api\/v1\/promo\/result\/knauf2025\/$/;
// The public read the browser makes through /api (the loaders' own reads are not there, docs/product.md §6).
const INFO = /^\/api\/v1\/business\/info\/spb\/$/;
const INFO_URL = '/api/v1/business/info/spb/';
const FIFTY_MB = 50 * 1024 * 1024;

const product = (id: number) => ({ id, name: `Товар ${id}`, url: `https://example.ru/catalog/${id}/`, price: 100 + id, unit: 'шт' });
const infoBlock = (id: number) => ({ id, title: `Раздел ${id}`, text: 'Отсрочка платежа для юридических лиц' });

/** What the upstream managed to send before its socket closed. */
interface Outcome { sent: number; finished: boolean }

/**
 * A list answer (of products unless `item` says otherwise) of `total` bytes of valid JSON, chunked (no Content-Length) and
 * written as fast as the socket takes it. `outcome` settles when the socket closes: an
 * aborted read closes it long before the last byte.
 */
function hugeList(total: number, item: (id: number) => object = product): { handler: OverrideHandler; outcome: Promise<Outcome> } {
  const head = '{"data":[';
  const tail = `${JSON.stringify(item(0))}]}`;
  const chunk = Buffer.from(`${JSON.stringify(item(1))},`.repeat(500));
  const chunks = Math.floor((total - head.length - Buffer.byteLength(tail)) / chunk.length);
  let settle!: (outcome: Outcome) => void;
  const outcome = new Promise<Outcome>((resolve) => (settle = resolve));
  const handler: OverrideHandler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    let sent = head.length;
    let written = 0;
    res.on('close', () => settle({ sent, finished: res.writableFinished }));
    res.write(head);
    const pump = () => {
      while (written < chunks) {
        written++;
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end(tail);
    };
    pump();
  };
  return { handler, outcome };
}

const sendJson = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const tooLargeWarnings = (logs: string[]) => logs.filter((line) => line.includes('"kind":"too-large"'));

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
afterEach(() => {
  t.demo.reset();
  t.logs.length = 0;
});

describe('GET /api/v1/business/info/:cityCode/ when the upstream answer is too large', () => {
  test('when a 50 MB answer comes without Content-Length, then the proxy answers 502 and stops reading it', async () => {
    const huge = hugeList(FIFTY_MB, infoBlock);
    t.demo.override('GET', INFO, huge.handler);

    const res = await request(t.listener).get(INFO_URL);
    const { sent, finished } = await huge.outcome;

    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(finished).toBe(false);
    // What the sockets' buffers took before the abort, far below the whole answer.
    expect(sent).toBeLessThan(FIFTY_MB / 4);
    expect(tooLargeWarnings(t.logs)).toHaveLength(1);
  });

  test('when Content-Length declares 50 MB, then the proxy answers 502 without waiting for the body', async () => {
    // Only the first bytes are sent: a reader that waited for the declared body would wait
    // until the upstream deadline (504).
    let closed!: () => void;
    const upstreamClosed = new Promise<void>((resolve) => (closed = resolve));
    t.demo.override('GET', INFO, (_req, res) => {
      res.on('close', closed);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': FIFTY_MB });
      res.write('{"data":[');
    });

    const res = await request(t.listener).get(INFO_URL);
    await upstreamClosed;

    expect(res.status).toBe(502);
    expect(tooLargeWarnings(t.logs)).toHaveLength(1);
  });

  test('when the answer is just under the limit, then it is served', async () => {
    const huge = hugeList(t.config.upstream.maxBytes - 1, infoBlock);
    t.demo.override('GET', INFO, huge.handler);

    const res = await request(t.listener).get(INFO_URL);

    expect(res.status).toBe(200);
    expect((await huge.outcome).finished).toBe(true);
    expect(res.body.data.length).toBeGreaterThan(1000);
  });
});

describe('GET /promo/knauf2025 when the upstream answers too much', () => {
  test('when the products answer is 50 MB, then the page answers 200 without the products and keeps the leaderboard', async () => {
    const huge = hugeList(FIFTY_MB);
    t.demo.override('GET', PRODUCTS, huge.handler);

    const res = await request(t.listener).get('/promo/knauf2025');

    expect(res.status).toBe(200);
    expect(res.text).not.toContain('class="products__item"');
    expect(res.text).toContain('id="leaderboard-title"');
    expect(stateOf(res.text).campaign.products).toEqual([]);
    expect((await huge.outcome).finished).toBe(false);
  });

  test('when the upstream lists 500 products, then the page shows the first 48', async () => {
    t.demo.override('GET', PRODUCTS, (_req, res) => sendJson(res, { data: Array.from({ length: 500 }, (_, i) => product(i + 1)) }));

    const res = await request(t.listener).get('/promo/knauf2025');

    expect(res.status).toBe(200);
    expect(res.text.match(/class="products__item"/g)).toHaveLength(48);
    expect(asWritten(res.text)).toContain('Товар 48<');
    expect(asWritten(res.text)).not.toContain('Товар 49<');
    expect(stateOf(res.text).campaign.products).toHaveLength(48);
  });

  test('when the upstream sends more leaderboard rows than asked for, then the page keeps the campaign limit', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({ cardId: String(7_100_000 + i), sum: 1_000_000 - i }));
    t.demo.override('GET', RATING, (_req, res) => sendJson(res, { data: { spb: rows, msk: rows } }));

    const res = await request(t.listener).get('/promo/knauf2025');

    const { leaderboard } = stateOf(res.text);
    expect(res.status).toBe(200);
    expect([leaderboard.spb.length, leaderboard.msk.length]).toEqual([15, 15]);
    expect(res.text.match(/<td>(?:<span class="leaderboard__medal">)?\d+(?:<\/span>)?<\/td><td>7\d{6}<\/td>/g)).toHaveLength(30);
  });
});
