// law and sert in real Chromium, as a visitor meets them: the banner's button inside the
// banner, the law title's dash never starting a line, 'позвонить' opening a callback
// request, and the phone mask keeping a local code's leading 8 (812555 → +7 (812) 555).
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration } from '../support/browser.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { MIN_GRAPHIC_CONTRAST, contrastRatio } from '#shared/content/contrast.js';

const LAW_TITLE = 'Юридическим лицам — удобная покупка строительных материалов по выгодным ценам';

const suite = useBrowserSuite();
let base: string;
beforeAll(() => {
  base = `http://business.localhost:${new URL(suite.t.url).port}`;
});

/** A business page with the cookie notice already accepted (it is not under test here). */
async function open(path: string, width: number): Promise<Page> {
  const watched = await suite.openPage(width);
  await watched.context.addCookies([{ name: 'cookie-accepted', value: '1', url: base }]);
  await watched.page.goto(base + path);
  await waitForHydration(watched.page);
  return watched.page;
}

async function openFeedback(page: Page) {
  await page.getByRole('button', { name: 'позвонить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Обратная связь' });
  await dialog.waitFor();
  return dialog;
}

describe('law and sert banners', () => {
  test.each([['/', 375], ['/', 1440], ['/sert/', 375], ['/sert/', 1440]] as const)('when %s is shown %i px wide, then the scroll-to button sits inside the banner', async (path, width) => {
    const page = await open(path, width);
    const panel = await page.locator('.biz-banner__panel').boundingBox();
    const button = await page.locator('.biz-banner__action').boundingBox();

    expect(button!.x).toBeGreaterThanOrEqual(panel!.x);
    expect(button!.y).toBeGreaterThanOrEqual(panel!.y);
    expect(button!.x + button!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
    expect(button!.y + button!.height).toBeLessThanOrEqual(panel!.y + panel!.height);
  });

  test.each([320, 375, 768, 1024, 1440])('when the law title wraps %i px wide, then the dash stays on the line of "лицам"', async (width) => {
    const page = await open('/', width);
    const title = page.getByRole('heading', { level: 1 });
    expect(plainSpaces(await title.textContent())).toBe(LAW_TITLE);

    const lines = await title.evaluate((h) => {
      // The text that holds the dash (the headline's words are in boxes and marks: shared/typography/hyphen-marks.ts).
      const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode() as Text;
      while (!text.data.includes('—')) text = walker.nextNode() as Text;
      const dash = text.data.indexOf('—');
      const top = (from: number) => {
        const range = document.createRange();
        range.setStart(text, from);
        range.setEnd(text, from + 1);
        return Math.round(range.getBoundingClientRect().top);
      };
      return { word: top(dash - 2), dash: top(dash), before: text.data[dash - 1] };
    });
    expect(lines.before).toBe('\u00a0');
    expect(lines.dash).toBe(lines.word);
  });
});

describe('the feedback form', () => {
  test('when "позвонить" is pressed, then the form opens as a callback request, and the link’s underline is right under the word', async () => {
    const page = await open('/', 1440);
    const callback = page.getByRole('button', { name: 'позвонить' });
    const style = await callback.evaluate((el) => {
      const s = getComputedStyle(el);
      return { line: s.textDecorationLine, border: s.borderBottomStyle, offset: parseFloat(s.textUnderlineOffset) };
    });
    expect(style).toMatchObject({ line: 'underline', border: 'none' });
    expect(style.offset).toBeLessThanOrEqual(6);

    const dialog = await openFeedback(page);

    await expect(dialog.getByLabel('Сообщение').inputValue()).resolves.toBe('Перезвоните мне');
  });

  test.each([
    ['812555', '+7 (812) 555'],
    ['88125555555', '+7 (812) 555-55-55'],
    ['89210000000', '+7 (921) 000-00-00'],
    ['9210000000', '+7 (921) 000-00-00'],
  ])('when %s is typed into the phone, then the field shows %s', async (keys, shown) => {
    const page = await open('/sert/', 375);
    const dialog = await openFeedback(page);

    await dialog.getByLabel('Телефон').pressSequentially(keys);

    await expect(dialog.getByLabel('Телефон').inputValue()).resolves.toBe(shown);
  });
});

describe('the reviews\' rating stars', () => {
  test('when a review rates under five, then its empty stars stand out from their card at least 3:1 (WCAG 1.4.11), as its filled ones do', async () => {
    const page = await open('/', 1440);
    // Each star's colour and the first opaque background behind it, as #rrggbb.
    const colours = await page.locator('.biz-review__rating').evaluateAll((ratings) => ratings.map((rating) => {
      const hex = (css: string) => `#${(css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Math.round(Number(v)).toString(16).padStart(2, '0')).join('')}`;
      const behind = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) return hex(bg);
        }
        return '#ffffff';
      };
      const empty = rating.querySelector('.biz-review__star-empty');
      const filled = rating.querySelector('[aria-hidden]')!;
      return {
        filled: { colour: hex(getComputedStyle(filled).color), background: behind(filled) },
        empty: empty && { colour: hex(getComputedStyle(empty).color), background: behind(empty) },
      };
    }));
    const withEmpty = colours.filter((c) => c.empty !== null);
    expect(withEmpty.length, 'the demo\'s reviews include a rating under five').toBeGreaterThan(0);
    for (const { filled, empty } of withEmpty) {
      const ratio = contrastRatio(empty!.colour, empty!.background);
      expect(ratio, `${empty!.colour} on ${empty!.background}`).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
      expect(contrastRatio(filled.colour, filled.background)).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
    }
  });
});
