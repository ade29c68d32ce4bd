// A brand and a phase are content (docs/content.md), seen in Chromium: a brand added as
// a file (here a light accent with dark text, on a copy of the tests' content) shows its
// wordmark in its colours, its accent on the page's actions, and axe finds no contrast
// problem; a finished campaign's page no longer invites anyone to buy, in what the visitor
// reads or in its link-preview description.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT_DIR, campaignById } from '../support/content.js';
import { startApp } from '../support/start-app.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { runAxe, waitForHydration } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { plainSpaces } from '../support/plain-spaces.js';

const BRAND = { id: 'ceresit', name: 'Ceresit', wordmark: 'Ceresit', accent: '#ffd200', accentText: '#1a1a1a' };
const CAMPAIGN_ID = 'ceresit2025';
const MODEL = campaignById('knauf2025');

/** A copy of the tests' content with the new brand and its campaign (running on the suite's day, 15 October 2025). */
const contentDir = mkdtempSync(path.join(tmpdir(), 'brand-content-'));
cpSync(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
writeFileSync(path.join(contentDir, 'brands', `${BRAND.id}.json`), JSON.stringify({ ...BRAND, id: undefined }));
const model = JSON.parse(readFileSync(path.join(contentDir, 'campaigns', `${MODEL.id}.json`), 'utf8')) as Record<string, unknown>;
writeFileSync(path.join(contentDir, 'campaigns', `${CAMPAIGN_ID}.json`), JSON.stringify({
  ...model, apiSlug: 'ceresit25', brand: BRAND.id, title: 'Акция Ceresit: баллы за смеси',
  description: 'Покупайте смеси Ceresit по клубной карте и следите за таблицей лидеров.', starts: '2025-09-01', ends: '2025-11-30',
}));
for (const size of ['small', 'medium', 'large']) {
  cpSync(path.join(contentDir, 'banners', `${MODEL.id}-${size}.svg`), path.join(contentDir, 'banners', `${CAMPAIGN_ID}-${size}.svg`));
}
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const suite = useBrowserSuite({ env: { CONTENT_DIR: contentDir } });
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('a brand added as a file', () => {
  test('when its campaign\'s page is opened, then the header shows its wordmark in its colours, the actions wear its accent, and axe finds nothing', async () => {
    const { page, context, problems } = await suite.openPage(1440);
    await stubOutsideNetwork(context);
    await page.goto(`${suite.t.url}/promo/${CAMPAIGN_ID}`);
    await waitForHydration(page);

    const mark = page.getByRole('img', { name: BRAND.name, exact: true });
    await expect(mark.isVisible()).resolves.toBe(true);
    await expect(mark.textContent()).resolves.toBe(BRAND.wordmark);
    const colours = await mark.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, text: getComputedStyle(el).color }));
    expect(colours).toEqual({ background: rgbOf(BRAND.accent), text: rgbOf(BRAND.accentText) });
    const submitColour = page.locator('.savings__submit').evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(submitColour).resolves.toBe(rgbOf(BRAND.accent));
    // No other supplier's mark on the page.
    await expect(page.locator('.brand-mark').count()).resolves.toBe(1);

    const violations = await runAxe(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('a finished campaign', () => {
  test('when its page is opened after its end (15 December 2025), then nothing the visitor reads or the link preview says is a present-tense invitation', async () => {
    const finished = await startApp({ env: { CONTENT_DIR: contentDir, PROMO_NOW: '2025-12-15T12:00:00+03:00' } });
    try {
      const { page, context, problems } = await suite.openPage(1440);
      await stubOutsideNetwork(context);
      await page.goto(`${finished.url}/promo/${CAMPAIGN_ID}`);
      await waitForHydration(page);

      const visible = plainSpaces(await page.locator('body').innerText());
      expect(visible).toContain('Акция завершена 30 ноября 2025');
      expect(visible).toContain('Акция Ceresit прошла с 1 сентября по 30 ноября 2025 года.');
      expect(visible).toContain('Товары Ceresit, участвовавшие в акции');
      for (const invitation of ['Покупайте', 'участвующие в акции', 'Проверить покупки', 'следите за таблицей', 'Акция проводится']) {
        expect(visible, invitation).not.toContain(invitation);
      }
      const description = await page.locator('meta[property="og:description"]').getAttribute('content');
      expect(plainSpaces(description ?? '')).toContain('прошла с 1 сентября по 30 ноября 2025');
      expect(description).not.toContain('Покупайте');
      expect(problems).toEqual([]);
    } finally {
      await finished.close();
    }
  });
});
