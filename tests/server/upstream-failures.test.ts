// Whatever the upstream does, knauf2025 still answers 200 with the leaderboard footer
// hidden, nothing rejects unhandled, and the warning logged for the failed call carries
// no credential.
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { DEMO_CREDENTIALS, type OverrideHandler } from '../support/demo-upstream.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { refusingPort } from '../support/free-port.js';
import { asWritten } from '../support/plain-spaces.js';

const CAMPAIGN_CALLS = /^\/api\/v1\/promo\/(products|result)\/knauf2025\/$/;
const SECRETS = [
  DEMO_CREDENTIALS.password,
  Buffer.from(DEMO_CREDENTIALS.password).toString('base64'),
  Buffer.from(`${DEMO_CREDENTIALS.user}:${DEMO_CREDENTIALS.password}`).toString('base64'),
];

const send = (res: ServerResponse, status: number, type: string, body: string) => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};

const MISBEHAVIOURS: Record<string, OverrideHandler> = {
  'answers 500': (_req, res) => send(res, 500, 'application/json', '{"message":"Internal error"}'),
  'answers a body that is not JSON': (_req, res) => send(res, 200, 'text/html', '<html>502 Bad Gateway</html>'),
  'answers JSON of the wrong shape': (_req, res) => send(res, 200, 'application/json', '{"data":{"spb":"nope","msk":42}}'),
  'resets the connection': (req) => void req.socket.destroy(),
  'is slower than the timeout': async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (!res.destroyed) send(res, 200, 'application/json', '{"data":[]}');
  },
};

let rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeAll(() => void process.on('unhandledRejection', onRejection));
afterAll(() => void process.off('unhandledRejection', onRejection));

/** Lets any stray promise settle, so an unhandled rejection would have fired by now. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function expectPageWithoutFooter(res: request.Response): void {
  expect(res.status).toBe(200);
  expect(res.text).toContain('<h1 class="campaign-header__title">');
  expect(res.text).not.toContain('id="leaderboard-title"');
  expect(asWritten(res.text)).not.toContain('Таблица лидеров');
  expect(res.text).not.toContain('<td>');
}

function expectWarningsWithoutSecrets(logs: string[]): void {
  const warnings = logs.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level === 40);
  expect(warnings.length).toBeGreaterThan(0);
  expect(warnings.every((w) => w.msg === 'upstream call failed')).toBe(true);
  for (const line of logs) for (const secret of SECRETS) expect(line).not.toContain(secret);
}

describe('GET /promo/knauf2025 when the upstream fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_TIMEOUT_MS: '200' } });
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.demo.reset();
    t.logs.length = 0;
    rejections = [];
  });

  for (const [what, handler] of Object.entries(MISBEHAVIOURS)) {
    test(`when the upstream ${what}, then the page answers 200 with the footer hidden and no unhandled rejection`, async () => {
      t.demo.override('GET', CAMPAIGN_CALLS, handler);

      const res = await request(t.listener).get('/promo/knauf2025');
      await settle();

      expectPageWithoutFooter(res);
      expect(res.text).toContain('"leaderboard":{"status":"failed"');
      expect(rejections).toEqual([]);
      expectWarningsWithoutSecrets(t.logs);
    });
  }
});

// The products answer on an app with the default deadline: under the 200 ms above, a busy machine's answer could miss it.
describe('GET /promo/knauf2025 when the rating alone fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when only the rating fails, then the products still render and only the footer is hidden', async () => {
    t.demo.override('GET', /^\/api\/v1\/promo\/result\//, MISBEHAVIOURS['answers 500']!);

    const res = await request(t.listener).get('/promo/knauf2025');

    expectPageWithoutFooter(res);
    expect(res.text).toContain('class="products__item"');
  });
});

describe('GET /promo/knauf2025 when the upstream is down', () => {
  test('when the connection is refused, then the page answers 200 with the footer hidden and no unhandled rejection', async () => {
    const t = await startApp({ upstreamUrl: `http://127.0.0.1:${await refusingPort()}` });
    try {
      rejections = [];
      const res = await request(t.listener).get('/promo/knauf2025/');
      await settle();

      expectPageWithoutFooter(res);
      expect(rejections).toEqual([]);
      expectWarningsWithoutSecrets(t.logs);
    } finally {
      await t.close();
    }
  });
});
