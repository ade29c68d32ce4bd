// The words a careful reader checks: «до N категорий» agrees with N, and sums and
// hyphenated names are kept on one line by markup, their characters unchanged.
import { describe, expect, test } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { categoriesAfterUpTo } from '#shared/store/slices/card-categories-rules.js';
import { chooserPrompt } from '#pages/lovecategory/ui/card-status-texts.js';
import { keepTogether } from '#shared/ui/keep-together.js';
import type { LovecategoryContent } from '#pages/lovecategory/ui/lovecategory-schema.js';
import { CONTENT } from '../support/content.js';

/** The prompt the tests' content gives (tests/fixtures/content/lovecategory.json), typeset as loaded. */
const PROMPT = (CONTENT.kindFiles.lovecategory as LovecategoryContent).modals.chooserPrompt;

describe('categoriesAfterUpTo', () => {
  test.each([
    [1, 'категории'], [21, 'категории'], [2, 'категорий'], [4, 'категорий'], [5, 'категорий'], [11, 'категорий'], [111, 'категорий'],
  ])(
    'when up to %i, then «до %i %s»', (count, word) => {
      expect(categoriesAfterUpTo(count)).toBe(word);
    },
  );

  test('when the prompt is made for one category in October, then it reads «Выберите до 1 категории на октябрь», typeset', () => {
    expect(chooserPrompt(PROMPT, 1, 9)).toBe('Выберите до\u00a01 категории на\u00a0октябрь');
  });
});

describe('keepTogether', () => {
  const html = (text: string) => renderToStaticMarkup(<p>{keepTogether(text)}</p>);

  test('when a text holds sums in ₽ and in рублей, then each sum is one nowrap span and the text is unchanged', () => {
    const text = 'Отсрочка до 50 000 рублей, сертификат за каждые 100 000 ₽.';

    expect(html(text)).toBe(
      '<p>Отсрочка до <span class="nowrap">50 000 рублей</span>, сертификат за каждые <span class="nowrap">100 000 ₽</span>.</p>',
    );
  });
});
