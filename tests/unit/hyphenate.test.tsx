// Soft hyphens in the rendered page's words (shared/typography/hyphenate.ts): where a long
// Russian word may break, and what is left as it is. The elements here are made by the server's
// JSX runtime (shared/typography/jsx-runtime.ts, as vitest.config.ts loads it).
import { describe, expect, test } from 'vitest';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hyphenated, SOFT_HYPHEN, withPageWords } from '#shared/typography/hyphenate.js';

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

/** The markup of the component `Page` rendered as the page's own (inside withPageWords), or as an island's (`on` false). */
const rendered = (Page: () => ReactElement, on = true) => withPageWords(() => renderToString(<Page />), on);

describe('the page\'s own elements (withPageWords)', () => {
  test('when the page is rendered, then only the words of its texts change: attributes, scripts, styles, a text area\'s and an option\'s text and a picture\'s as they are', () => {
    const html = rendered(() => (
      <div>
        <h1 title="Юридическим лицам" aria-label="гидроизоляция">{'Юридическим\u00a0лицам'}</h1>
        <script>{'const гидроизоляция = 1;'}</script><style>{'.гидроизоляция{}'}</style><textarea name="x" defaultValue="гидроизоляция" />
        <svg><title>гидроизоляция</title></svg><select><option>гидроизоляция</option></select>
        <>гидроизоляция</><p>{['гидроизоляция', ' & ', 'теплоизоляция']}</p>
      </div>
    ));
    expect(shown(html)).toBe('<div><h1 title="Юридическим лицам" aria-label="гидроизоляция">Юри~ди~че~ским\u00a0ли~цам</h1>'
      + '<script>const гидроизоляция = 1;</script><style>.гидроизоляция{}</style><textarea name="x">гидроизоляция</textarea>'
      + '<svg><title>гидроизоляция</title></svg><select><option>гидроизоляция</option></select>'
      + 'гид~ро~изо~ля~ция<p>гид~ро~изо~ля~ция<!-- --> &amp; <!-- -->теп~ло~изо~ля~ция</p></div>');
  });

  test('when a text gives a size («12,5х1200х2500 мм»), then a line may end after each «х» between its numbers, and the text itself is unchanged', () => {
    expect(rendered(() => <span>{'Лист 12,5х1200х2500\u00a0мм, 600x1200'}</span>))
      .toBe('<span>Лист 12,5х<wbr/>1200х<wbr/>2500\u00a0мм, 600x<wbr/>1200</span>');
    expect(rendered(() => <span>Дом 5 х 3, код x1</span>)).toBe('<span>Дом 5 х 3, код x1</span>');
  });

  test('when an island is rendered inside the page, or an element outside it, then its words stay whole (the browser renders it again)', () => {
    expect(rendered(() => <p>гидроизоляция</p>, false)).toBe('<p>гидроизоляция</p>');
    const Page = () => <p>гидроизоляция</p>;
    expect(renderToString(<Page />)).toBe('<p>гидроизоляция</p>');
  });
});
