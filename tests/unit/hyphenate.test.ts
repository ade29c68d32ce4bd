// Soft hyphens in the rendered page's words (shared/typography/hyphenate.ts): where a long
// Russian word may break, and what is left as it is.
import { describe, expect, test } from 'vitest';
import { hyphenated, hyphenateHtml, SOFT_HYPHEN } from '#shared/typography/hyphenate.js';

/** Soft hyphens shown as «~», to read. */
const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '~');

describe('hyphenated', () => {
  test('when a text has long Russian words, then each gets a soft hyphen at its syllable breaks (the TeX Russian patterns)', () => {
    expect(shown(hyphenated('Юридическим лицам удобная гидроизоляция'))).toBe('Юри~ди~че~ским ли~цам удоб~ная гид~ро~изо~ля~ция');
  });

  test('when words are short, Latin, or hold digits, then they stay whole', () => {
    for (const text of ['Цена до 31 мая', 'ROCKWOOL Knauf', 'Лист 5х1200х2500 мм', 'Knaufгипсокартон']) expect(hyphenated(text)).toBe(text);
  });

  test('when a word is taken away its soft hyphens, then it is the word as written', () => {
    const text = 'Ленинградской области — электротоваров и сертификатов';
    expect(hyphenated(text).replaceAll(SOFT_HYPHEN, '')).toBe(text);
  });
});

describe('hyphenateHtml', () => {
  test('when rendered markup is hyphenated, then only its text nodes change: tags, attributes, comments, scripts, styles, a text area\'s and an option\'s text and a picture\'s as they are', () => {
    const html = '<h1 title="Юридическим лицам" aria-label="гидроизоляция">Юридическим&nbsp;лицам</h1><!-- гидроизоляция -->'
      + '<script>const гидроизоляция = 1;</script><style>.гидроизоляция{}</style><textarea name="x">гидроизоляция</textarea>'
      + '<svg><title>гидроизоляция</title></svg><select><option>гидроизоляция</option></select><p>гидроизоляция &amp; теплоизоляция</p>';
    expect(shown(hyphenateHtml(html))).toBe('<h1 title="Юридическим лицам" aria-label="гидроизоляция">Юри~ди~че~ским&nbsp;ли~цам</h1>'
      + '<!-- гидроизоляция -->'
      + '<script>const гидроизоляция = 1;</script><style>.гидроизоляция{}</style><textarea name="x">гидроизоляция</textarea>'
      + '<svg><title>гидроизоляция</title></svg><select><option>гидроизоляция</option></select>'
      + '<p>гид~ро~изо~ля~ция &amp; теп~ло~изо~ля~ция</p>');
  });

  test('when a text gives a size («12,5х1200х2500 мм»), then a line may end after each «х» between its numbers, and the text itself is unchanged', () => {
    expect(hyphenateHtml('<span>Лист 12,5х1200х2500&nbsp;мм, 600x1200</span>'))
      .toBe('<span>Лист 12,5х<wbr>1200х<wbr>2500&nbsp;мм, 600x<wbr>1200</span>');
    expect(hyphenateHtml('<span>Дом 5 х 3, код x1</span>')).toBe('<span>Дом 5 х 3, код x1</span>');
  });
});
