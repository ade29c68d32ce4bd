// Upstream data containing `</script><script>alert(1)</script>` renders inert, both in
// the embedded state block and in the HTML around it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { beforeState, stateJsonOf } from '../support/page-state.js';

const PAYLOAD = '</script><script>alert(1)</script>';
const NAME = `Штукатурка ${PAYLOAD} line\u2028sep\u2029end <!-- & "q" 'a'`;
const CARD = `${PAYLOAD}\u2028`;

const products = [
  { id: 1, name: NAME, url: `https://example.ru/?q=${PAYLOAD}`, image: `x" onerror="alert(1)`, price: 10, unit: PAYLOAD },
  { id: 2, name: 'Ссылка', url: 'javascript:alert(1)', image: 'javascript:alert(2)' },
];
const rating = { spb: [{ cardId: CARD, sum: 100 }], msk: [] };

let t: TestApp;
let html: string;
beforeAll(async () => {
  t = await startApp();
  t.demo.override('GET', /^\/api\/v1\/promo\/products\/knauf2025\/$/, (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: products }));
  });
  t.demo.override('GET', /^\/api\/v1\/promo\/result\/knauf2025\/$/, (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: rating }));
  });
  const res = await request(t.listener).get('/promo/knauf2025').expect(200);
  html = res.text;
});
afterAll(() => t.close());

const stateBlock = () => stateJsonOf(html);

describe('GET /promo/knauf2025 with hostile upstream data', () => {
  test('when the data holds </script><script>, then the document has no injected script element', () => {
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toMatch(/onerror="alert/);
    expect(html).not.toMatch(/(href|src)="javascript:alert/);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    // Only the JSON state block, the JSON-LD data block and module scripts from our own
    // assets: nothing inline executes.
    const ours =
      /id="__state" type="application\/json"|^<script type="application\/ld\+json">$|^<script type="module" src="\/promo\/assets\/[\w.-]+\.js" fetchpriority="low">$/;
    for (const tag of scripts) expect(tag).toMatch(ours);
    expect(scripts.filter((tag) => tag.includes('id="__state"'))).toHaveLength(1);
    expect(scripts.filter((tag) => tag.includes('ld+json'))).toHaveLength(1);
  });

  test('when the data holds </script>, then the state block carries it as \\u003c/script\\u003e', () => {
    const block = stateBlock()!;

    expect(block).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(block).not.toMatch(/[<>\u2028\u2029]/);
    expect(block).toContain('\\u2028');
    expect(block).toContain('\\u2029');
  });

  test('when the state block is parsed back, then it round-trips to the original strings', () => {
    const state = JSON.parse(stateBlock()!) as {
      campaign: { products: typeof products };
      leaderboard: { spb: { cardId: string }[] };
    };

    expect(state.campaign.products[0]!.name).toBe(NAME);
    expect(state.campaign.products[0]!.url).toBe(products[0]!.url);
    expect(state.campaign.products[0]!.unit).toBe(PAYLOAD);
    expect(state.leaderboard.spb[0]!.cardId).toBe(CARD);
  });

  test('when the data is rendered as HTML, then it appears as escaped text', () => {
    const body = beforeState(html);

    expect(body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).not.toContain(PAYLOAD);
  });
});

describe('GET /promo/knauf2025 with a hostile Host header', () => {
  test('when Host carries markup, then no canonical URL is made from it and nothing is injected', async () => {
    const res = await request(t.listener).get('/promo/knauf2025').set('Host', 'evil.example"><script>alert(1)</script>');

    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('evil.example');
    expect(res.text).not.toContain('rel="canonical"');
  });
});
