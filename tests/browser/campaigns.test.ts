// Every campaign page of the tests' content (tests/fixtures/content) in real Chromium at 375, 768 and 1440 px
// hydrates cleanly, themed for its brand, picks the banner of its width and passes axe; on each, the savings check
// shows both answers, with the campaign's own API slug. The card input every campaign shares (shared/ui/) follows the
// card number rules on one of them: its behaviour reads nothing of the campaign
// (docs/decisions/970-ci-work-sized-to-its-assertions.md).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { CAMPAIGNS } from '../support/content.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { runAxe, waitForHydration, type WatchedPage } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';

const ALL = CAMPAIGNS;
/** Any campaign of the fixture does for the card input, a check's progress and failure, and for the goals: one each, not a named one. */
const [CHECKED, TAGGED] = [CAMPAIGNS[1]!, CAMPAIGNS[CAMPAIGNS.length - 2]!];
const WIDTHS = [[375, 'small'], [768, 'medium'], [1440, 'large']] as const;
/** A brand's accent (#rrggbb, its file in tests/fixtures/content/brands/) as getComputedStyle writes it. */
const rgbOf = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const POSITIVE = 'По карте есть покупки, участвующие в акции. Баллы будут начислены.';
const NEGATIVE = 'По этой карте пока нет покупок, участвующих в акции.';

const suite = useBrowserSuite();

async function open(campaign: Campaign, width: number, app: TestApp = suite.t): Promise<WatchedPage> {
  const watched = await suite.openPage(width);
  await stubOutsideNetwork(watched.context);
  await watched.page.goto(`${app.url}/promo/${campaign.id}`);
  await waitForHydration(watched.page);
  return watched;
}

function form(page: Page) {
  return {
    input: page.getByLabel('Номер клубной карты'),
    submit: page.locator('.savings__submit'),
    clear: page.getByRole('button', { name: 'Очистить номер карты' }),
    message: page.locator('.card-field p[id$="-message"]'),
    result: page.locator('.savings__result'),
  };
}

/** A real Ctrl+V of `text` through the system clipboard, as a visitor pastes. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

describe.each(ALL)('/promo/$id in Chromium', (campaign) => {
  test.each(WIDTHS)('when opened at %i px, then it hydrates cleanly, themed, with the %s banner, and axe finds nothing', async (width, size) => {
    const { page, problems, apiCalls } = await open(campaign, width);

    // Theme and lockup.
    const submitColour = page.locator('.savings__submit').evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(submitColour).resolves.toBe(rgbOf(campaign.brand.accent));
    await expect(page.getByRole('img', { name: campaign.brand.name, exact: true }).isVisible()).resolves.toBe(true);
    // The suite.browser picked the banner of this width.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.banner__img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    const currentSrc = await page.locator('img.banner__img').evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(currentSrc).pathname).toBe(`/promo/static/banners/${campaign.id}-${size}.svg`);

    const violations = await runAxe(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  test(`when a card with and then without purchases is checked, then both answers show, asked with slug ${campaign.apiSlug}`, async () => {
    const { page, apiCalls, problems } = await open(campaign, 1440);
    const f = form(page);

    await f.input.fill(DEMO_CARDS.savingsPositive);
    await f.submit.click();
    await f.result.getByText(POSITIVE).waitFor();

    await f.input.fill(DEMO_CARDS.savingsNegative);
    await expect(f.result.textContent()).resolves.toBe('');
    await f.input.press('Enter');
    await f.result.getByText(NEGATIVE).waitFor();

    expect(apiCalls).toEqual([
      `/api/v2/promo/check/${campaign.apiSlug}/${DEMO_CARDS.savingsPositive}/`,
      `/api/v2/promo/check/${campaign.apiSlug}/${DEMO_CARDS.savingsNegative}/`,
    ]);
    expect(problems).toEqual([]);
  });
});

describe(`/promo/${CHECKED.id} savings check in Chromium`, () => {
  test('when the visitor types letters, pastes, clears and submits, then the card input keeps digits only, shows its errors after a submit attempt and sends nothing incomplete', async () => {
    const { page, context, apiCalls, problems } = await open(CHECKED, 375);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.t.url });
    const f = form(page);

    // Helper on a focused empty field, no error before a submit attempt.
    await f.input.focus();
    await expect(f.message.textContent()).resolves.toBe('Обязательное поле');
    await expect(f.message.getAttribute('aria-live')).resolves.toBe('polite');
    await expect(f.input.getAttribute('aria-invalid')).resolves.toBeNull();

    await f.submit.click();
    await expect(f.message.textContent()).resolves.toBe('Введите номер карты');
    await expect(f.input.getAttribute('aria-invalid')).resolves.toBe('true');

    await f.input.pressSequentially('ab7c0Ж1');
    await expect(f.input.inputValue()).resolves.toBe('701');
    await expect(f.message.textContent()).resolves.toBe('Некорректный номер карты');

    // A complete number pasted with spaces and dashes replaces the field, normalised.
    await paste(page, '70 12-345');
    await expect(f.input.inputValue()).resolves.toBe('7012345');
    await expect(f.message.textContent()).resolves.toBe('');
    await expect(f.input.getAttribute('aria-invalid')).resolves.toBeNull();

    // Clearing empties the field, removes the button and keeps the focus in the field.
    await f.clear.click();
    await expect(f.input.inputValue()).resolves.toBe('');
    await expect(f.clear.count()).resolves.toBe(0);
    await expect(f.input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(f.message.textContent()).resolves.toBe('Введите номер карты');

    // A partial paste is inserted at the caret and masked like typing.
    await f.input.pressSequentially('70');
    await paste(page, '0-0 x');
    await expect(f.input.inputValue()).resolves.toBe('7000');
    expect(apiCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('when the check is slow, then the button shows progress and a double submit sends one request', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    suite.t.demo.override('GET', /^\/api\/v2\/promo\/check\//, async (_req, res) => {
      await released;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { count: 0 } }));
    });
    const { page, apiCalls } = await open(CHECKED, 768);
    const f = form(page);

    await f.input.fill(DEMO_CARDS.savingsPositive);
    await f.submit.dblclick();
    await page.getByRole('button', { name: 'Проверяем…' }).waitFor();
    await expect(f.submit.getAttribute('aria-busy')).resolves.toBe('true');
    await f.input.press('Enter');
    release();
    await f.result.getByText(NEGATIVE).waitFor();

    await expect(f.submit.textContent()).resolves.toBe('Проверить');
    expect(apiCalls).toEqual([`/api/v2/promo/check/${CHECKED.apiSlug}/${DEMO_CARDS.savingsPositive}/`]);
  });

  test('when the upstream fails, then the page says the check failed and the form works again', async () => {
    const { page, problems } = await open(CHECKED, 375);
    const f = form(page);

    await f.input.fill(DEMO_CARDS.failure);
    await f.submit.click();
    await f.result.getByText('Не удалось проверить карту, попробуйте ещё раз').waitFor();
    await expect(f.result.getByText(NEGATIVE).count()).resolves.toBe(0);
    await f.input.fill(DEMO_CARDS.savingsPositive);
    await f.submit.click();
    await f.result.getByText(POSITIVE).waitFor();

    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 502 (Bad Gateway)']);
  });
});

describe(`/promo/${TAGGED.id} goals in Chromium`, () => {
  test('when analytics is configured, then a savings check sends check-bonus to the data layer and Metrika', async () => {
    const tagged = await startApp({ env: { GTM_ID: 'GTM-TEST42', YANDEX_METRIKA_ID: '12345678' } });
    try {
      const { page, problems } = await openTagged(tagged);
      const f = form(page);
      await f.input.fill(DEMO_CARDS.savingsPositive);
      await f.submit.click();
      await f.result.getByText(POSITIVE).waitFor();

      const sent = await page.evaluate(() => {
        const w = window as unknown as { dataLayer: { event?: string; eventLabel?: string }[]; ym: { a?: unknown[][] } };
        return { layer: w.dataLayer.filter((e) => e.eventLabel), ym: (w.ym.a ?? []).map((args) => [...args]) };
      });
      expect(sent.layer).toEqual([expect.objectContaining({ event: 'Site event / Behaviour / Button click', eventLabel: 'check-bonus' })]);
      expect(sent.ym).toContainEqual([12345678, 'reachGoal', 'check-bonus']);
      expect(problems).toEqual([]);
    } finally {
      await tagged.close();
    }
  });

  /** The tag hosts answer an empty script: the test needs the page's own calls, not Google's. */
  async function openTagged(app: TestApp): Promise<WatchedPage> {
    const watched = await suite.openPage(1440);
    await stubOutsideNetwork(watched.context);
    await watched.context.route(/^https:\/\/(www\.googletagmanager\.com|mc\.yandex\.ru)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
    await watched.page.goto(`${app.url}/promo/${TAGGED.id}`);
    await waitForHydration(watched.page);
    return watched;
  }
});
