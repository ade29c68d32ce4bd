// The built process with a short REQUEST_TIMEOUT_MS (the deadline is the subject here): a
// request whose headers or body never finish arriving is answered 408 and its socket
// closed at the deadline, not after Node's default 300 s, and the server keeps serving.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { get, killServers, sendAndStall, startServer, type ServerProcess } from '../support/server-process.js';

const REQUEST_TIMEOUT_MS = 1000;
// Node looks for overdue requests on a clock, and the machine may be busy: a drop this
// late still proves the configured deadline (Node's own would be 300 s).
const LATE_BY_AT_MOST_MS = 5000;

let server: ServerProcess & { base: string };
beforeAll(async () => {
  server = await startServer({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
});
afterAll(killServers);

describe('a request that never finishes arriving', () => {
  test('when the headers stop half-way, then it is answered 408 and closed at REQUEST_TIMEOUT_MS', async () => {
    const halfHeaders = 'GET /promo/knauf2025 HTTP/1.1\r\nHost: promo.example.ru\r\nAccept: text/';
    const { answer, ms } = await (await sendAndStall(server.base, halfHeaders)).closed;

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + LATE_BY_AT_MOST_MS);
  });

  test('when a POST body stops half-way, then it is answered 408 and closed at REQUEST_TIMEOUT_MS, and the server keeps serving', async () => {
    const body = '{"name":"Иван","phone":"+7 921 123-45-67","value":"1","message":"Здравствуйте"}';
    const head =
      'POST /api/v1/business/feedback/ HTTP/1.1\r\nHost: promo.example.ru\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

    const { answer, ms } = await (await sendAndStall(server.base, head + body.slice(0, 20))).closed;

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + LATE_BY_AT_MOST_MS);
    expect((await get(`${server.base}/readyz`)).status).toBe(200);
    expect(server.logs.filter((l) => l.level >= 50)).toEqual([]);
  });
});
