// Request bodies of the /api proxy. Over 64 KB is 413 before the upstream.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startApp, type TestApp } from '../support/start-app.js';
import { rawRequest } from '../support/raw-http.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

const raw = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
  rawRequest(t.url, { method, path, headers, chunks: body === undefined ? [] : [body] });

describe('/api request bodies', () => {
  test('when a body over the 64kb limit is posted, then it answers 413 JSON before the upstream', async () => {
    const big = JSON.stringify({ name: 'Иван', phone: '79110000000', value: 'delivery', msg: 'x'.repeat(70 * 1024) });

    const res = await raw('POST', '/api/v1/business/feedback/', big, { 'content-type': 'application/json' });

    expect(res.status).toBe(413);
    expect(res.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ message: expect.any(String) });
    expect(t.demo.requests).toEqual([]);
  });

  test('when a chunked body (no Content-Length) grows over the limit, then it answers 413 JSON before the upstream', async () => {
    const res = await rawRequest(t.url, {
      method: 'POST', path: '/api/v2/promo_categories/participants/add/', chunks: ['x'.repeat(40 * 1024), 'x'.repeat(40 * 1024)],
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });

    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: expect.any(String) });
    expect(t.demo.requests).toEqual([]);
  });

  test('when a body just under the limit is posted, then it is accepted and forwarded rebuilt', async () => {
    const boundary = 'test-boundary-1';
    // A long part header pads the form: every field of it is one the call knows.
    const fits =
      `--${boundary}\r\nContent-Disposition: form-data; name="cardNumber"\r\nX-Pad: ${'x'.repeat(60 * 1024)}\r\n\r\n` +
      `7012345\r\n--${boundary}--\r\n`;

    const res = await raw('POST', '/api/v2/promo_categories/participants/add/', fits, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });

    expect(res.status).toBe(200);
    expect(t.demo.requests).toHaveLength(1);
    expect(t.demo.requests[0]!.body.toString('utf8')).toMatch(/name="cardNumber"\r\n\r\n7012345\r\n/);
    expect(t.demo.requests[0]!.body.toString('utf8')).not.toContain('X-Pad');
  });

  test('when the JSON is malformed or the media type is wrong, then it answers 400/415 JSON before the upstream', async () => {
    const malformed = await raw('POST', '/api/v1/business/feedback/', '{"name":', { 'content-type': 'application/json' });
    const wrongType = await raw('POST', '/api/v1/business/feedback/', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    const notMultipart = await raw('POST', '/api/v2/promo_categories/participants/add/', '{"cardNumber":"7012345"}', {
      'content-type': 'application/json',
    });

    expect(malformed.status).toBe(400);
    expect(wrongType.status).toBe(415);
    expect(notMultipart.status).toBe(415);
    for (const res of [malformed, wrongType, notMultipart]) expect(res.contentType).toMatch(/^application\/json/);
    expect(t.demo.requests).toEqual([]);
  });
});
