// Russian typography on every page kind (docs/decisions/140-typography.md): no rendered
// line ends in a short preposition, conjunction or particle, on a phone (390 px) or a
// desktop (1440 px); law's headline has its dash, kept with the word before it.
import { describe, expect, test } from 'vitest';
import { ONE_PAGE_PER_KIND } from '../support/content.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { hangingWords } from '../support/hanging-words.js';
import { asWritten } from '../support/plain-spaces.js';

const suite = useBrowserSuite();

const PATHS = [...ONE_PAGE_PER_KIND, '/promo/no-such-page'];

describe('short words at line ends', () => {
  test.each(PATHS.flatMap((path) => [[path, 390], [path, 1440]] as const))(
    'when %s is shown %i px wide, then no line ends in a short word',
    async (path, width) => {
      const { page } = await suite.openPage(width);
      await page.goto(suite.t.url + path);
      await page.waitForLoadState('load');

      expect(await hangingWords(page)).toEqual([]);
    },
  );
});

describe('law\'s headline', () => {
  test('when law is shown, then its headline reads the specification\'s words with a dash, kept with «лицам»', async () => {
    const { page } = await suite.visit('/promo/law', 390);
    const headline = asWritten(await page.getByRole('heading', { level: 1 }).textContent());
    expect(headline).toBe('Юридическим лицам\u00a0— удобная покупка строительных материалов по\u00a0выгодным ценам');
  });
});
