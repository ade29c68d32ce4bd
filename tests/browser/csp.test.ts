// The CSP holds without a nonce, in real Chromium, on a page served from the render cache
// (compressed, the same bytes for everyone): upstream data carrying script runs nothing,
// and an inline script added to the page is refused by the policy.
import { describe, expect, test } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';
import { openPage, waitForHydration } from '../support/browser.js';

const PAYLOAD = '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';

const suite = useBrowserSuite({ env: { UPSTREAM_CACHE_TTL_MS: '60000' } });

describe('/promo/knauf2025 in Chromium with hostile upstream data', () => {
  test('when products and the leaderboard carry script, then nothing runs, and an injected inline script is blocked by the CSP', async () => {
    suite.t.demo.override('GET', /^\/api\/v1\/promo\/products\/knauf2025\/$/, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        data: [{ id: 1, name: PAYLOAD, url: 'javascript:window.__pwned=3', image: 'x" onerror="window.__pwned=4' }],
      }));
    });
    suite.t.demo.override('GET', /^\/api\/v1\/promo\/result\/knauf2025\/$/, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        data: { spb: [{ cardId: PAYLOAD, sum: 1 }], msk: [] },
      }));
    });
    const watched = await openPage(suite.browser, 1280);
    suite.opened.push(watched);
    const { page } = watched;

    const response = await page.goto(`${suite.t.url}/promo/knauf2025`);
    await waitForHydration(page);

    expect(response!.headers()['content-encoding']).toBe('br');
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    await expect(page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    const violation = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.__inline = 1';
          document.body.append(script);
        }),
    );
    expect(violation).toMatch(/^script-src/);
    await expect(page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).resolves.toBeUndefined();
  });

  test('when a page with its JSON-LD block loads, then the policy refuses nothing: a data block never executes, so it needs no hash', async () => {
    const watched = await openPage(suite.browser, 1280);
    suite.opened.push(watched);
    const { page } = watched;
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });

    // Another campaign than the test above's, whose hostile data the render cache still holds.
    await page.goto(`${suite.t.url}/promo/rockwool2025`);
    await waitForHydration(page);

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)['@type']).toBe('SaleEvent');
    await expect(page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).resolves.toEqual([]);
    expect(watched.problems).toEqual([]);
  });
});

