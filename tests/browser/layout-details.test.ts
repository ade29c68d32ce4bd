// Details a careful reader sees, in real Chromium: on a 390 × 844 phone the cookie notice
// stays compact and leaves «Написать нам» clickable; the hub's cards of one row line up
// (status, name, lead) even when one name wraps; law and sert end their last block and
// the footer with one gap, no empty band.
import { beforeAll, describe, expect, test } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration } from '../support/browser.js';

const suite = useBrowserSuite();
let base: string;
beforeAll(() => {
  base = `http://business.localhost:${new URL(suite.t.url).port}`;
});

describe('the cookie notice on a phone', () => {
  test('when law is read at 390 × 844 with the notice, then it takes under an eighth of the screen and «Написать нам» opens the feedback', async () => {
    const { page } = await suite.openPage(390, 844);
    await page.goto(base + '/');
    await waitForHydration(page);
    const notice = page.getByRole('region', { name: 'Уведомление о файлах cookie' });

    const height = await notice.evaluate((el) => el.getBoundingClientRect().height);
    const write = page.getByRole('button', { name: 'Написать нам' });
    await write.scrollIntoViewIfNeeded();
    await write.click({ timeout: 20_000 });

    expect(height).toBeLessThan(844 / 8);
    await page.getByRole('dialog', { name: 'Обратная связь' }).waitFor();
  });
});

describe('the hub’s cards', () => {
  test.each([1440, 1024])('when the hub is %i px wide, then the cards of a row start their status, name and lead at one height', async (width) => {
    const { page } = await suite.openPage(width);
    await page.goto(suite.t.url + '/promo/');
    await waitForHydration(page);
    // A name that wraps in the first card of the first row: the row must still line up.
    await page.locator('.hub__name').first().evaluate((el) => (
      el.textContent = `${el.textContent} — с длинным названием, которое переносится на вторую строку`
    ));

    const rows = await page.evaluate(() => {
      const byRow = new Map<number, Record<string, number[]>>();
      for (const card of document.querySelectorAll('.hub__card')) {
        const top = Math.round(card.getBoundingClientRect().top);
        const row = byRow.get(top) ?? { meta: [], name: [], lead: [] };
        for (const part of ['meta', 'name', 'lead'] as const) {
          row[part]!.push(Math.round(card.querySelector(`.hub__${part}`)!.getBoundingClientRect().top));
        }
        byRow.set(top, row);
      }
      return [...byRow.values()];
    });

    const shared = rows.filter((row) => row.name!.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    for (const row of shared) for (const part of ['meta', 'name', 'lead']) expect(new Set(row[part]).size, part).toBe(1);
  });
});

describe('the end of the business pages', () => {
  /** White space between the last block's content and the footer, at 1440 with the notice accepted. */
  async function gapAboveFooter(path: string): Promise<number> {
    const { page } = await suite.openPage(1440);
    await page.context().addCookies([{ name: 'cookie-accepted', value: '1', url: base }]);
    await page.goto(base + path);
    return page.evaluate(() => {
      const sections = [...document.querySelectorAll('main > section')].filter((el) => el.getBoundingClientRect().height > 0);
      const last = sections.at(-1)!;
      // Where the last block's content ends: the lowest box inside it (law's is the «Остались вопросы?» panel).
      const bottom = Math.max(...[...last.querySelectorAll('*')].map((el) => el.getBoundingClientRect())
        .filter((box) => box.height > 0).map((box) => box.bottom));
      return Math.round(document.querySelector('footer')!.getBoundingClientRect().top - bottom);
    });
  }

  test('when law and sert are read to the end at 1440, then the footer follows their last block after one gap, the same on both', async () => {
    const law = await gapAboveFooter('/');
    const sert = await gapAboveFooter('/sert');

    expect(law).toBeGreaterThanOrEqual(32);
    expect(law).toBeLessThanOrEqual(64);
    expect(law).toBe(sert);
  });
});
