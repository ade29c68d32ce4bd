// Where a long Russian word of the page may break, as a typesetter would (shared/typography/hyphenate.ts,
// docs/decisions/489-hyphens-as-a-typesetter-would.md), what is left whole, how the breaks are drawn
// (marks, shared/typography/hyphen-marks.ts) and what they cost. The elements here are made by the server's
// JSX runtime (shared/typography/jsx-runtime.ts, as vitest.config.ts loads it).
import { describe, expect, test, vi } from 'vitest';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import russian from 'hyphen/ru/index.js';
import Typograf from 'typograf';
import { hyphenated, withPageWords } from '#shared/typography/hyphenate.js';
import { SOFT_HYPHEN } from '#shared/typography/hyphen-marks.js';
import { typeset } from '#shared/typography/typeset.js';

/** Soft hyphens shown as «~», to read. */
const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '~');

describe('hyphenated', () => {
  test('when a text has long common Russian words, then each gets a soft hyphen at its syllable breaks that leave 3 letters or more on each side', () => {
    expect(shown(hyphenated('удобная гидроизоляция строительных материалов')))
      .toBe('удоб~ная гид~ро~изо~ля~ция стро~и~тель~ных мате~ри~а~лов');
    expect(shown(hyphenated('Юридическим лицам'))).toBe('Юри~ди~че~ским лицам');
  });

  test('when words have fewer than 7 letters, are Latin, or hold digits, then they stay whole', () => {
    for (const text of ['баллы по карте, акции и кровлю', 'ROCKWOOL Knauf', 'Лист 5х1200х2500 мм', 'Knaufгипсокартон']) {
      expect(hyphenated(text)).toBe(text);
    }
  });

  test('when a month follows its day, then it stays whole; the same word alone may break', () => {
    for (const text of ['с 1 сентября по 31 октября 2025', '1\u00a0декабря 2026', '15 февраля']) expect(hyphenated(text)).toBe(text);
    expect(shown(hyphenated('весь сентябрь'))).toBe('весь сен~тябрь');
  });

  test('when a word is taken away its soft hyphens, then it is the word as written', () => {
    const text = 'Ленинградской области — электротоваров и сертификатов';
    expect(hyphenated(text).replaceAll(SOFT_HYPHEN, '')).toBe(text);
  });
});

describe('the cost of a text with a word of 100,000 letters (an upstream review)', () => {
  const huge = 'гидроизоляция'.repeat(7_693).slice(0, 100_000);

  test('when it is hyphenated, then the patterns are given none of its letters and it stays whole', () => {
    const patterns = vi.spyOn(russian, 'hyphenateSync');
    const result = hyphenated(`Отзыв: ${huge} — отличная теплоизоляция`);
    const given = patterns.mock.calls.map(([word]) => word);
    patterns.mockRestore();
    expect(result.startsWith(`Отзыв: ${huge} — `)).toBe(true);
    expect(shown(result.slice(-30))).toMatch(/отлич~ная теп~ло~изо~ля~ция$/);
    expect(given.every((word) => word.length <= 40)).toBe(true);
  });

  test('when it is typeset, then Typograf is given only the text around the word, no run longer than a word, and the word stays as written', () => {
    const typograf = vi.spyOn(Typograf.prototype, 'execute');
    const text = `Отзыв - ${huge} - хороший. Цена 1500 руб.`;
    const result = typeset(text);
    const given = typograf.mock.calls.map(([part]) => String(part));
    typograf.mockRestore();
    expect(result.includes(huge)).toBe(true);
    expect(result.startsWith('Отзыв\u00a0— ')).toBe(true);
    expect(given.length).toBeGreaterThan(0);
    expect(given.every((part) => !/[а-яё]{41}/i.test(part))).toBe(true);
    expect(given.join('').length).toBeLessThanOrEqual(text.length - huge.length);
  });

  test('when a text of 100,000 letters in common words is hyphenated, then the patterns are given each distinct word once, at most its length', () => {
    const patterns = vi.spyOn(russian, 'hyphenateSync');
    const letters = 'абвгдежзиклмнопрстуфхцчшщэюя';
    const words = Array.from({ length: 10_000 }, (_, index) => `строитель${letters[index % 28]}${letters[Math.floor(index / 28) % 28]}`);
    hyphenated(words.join(' '));
    const given = patterns.mock.calls.map(([word]) => word);
    patterns.mockRestore();
    expect(given.length).toBeLessThanOrEqual(new Set(words).size);
    expect(given.join('').length).toBeLessThanOrEqual(words.join('').length);
  });
});

/** The markup of the component `Page` rendered as the page's own (inside withPageWords), or as an island's (`on` false). */
const rendered = (Page: () => ReactElement, on = true) => withPageWords(() => renderToString(<Page />), on);
/** A mark in the markup shown as «~», to read. */
const marks = (html: string) => html.replaceAll('<i></i>', '~');

describe('the page\'s own elements (withPageWords)', () => {
  test('when the page is rendered, then only the words of its texts get marks, no character: attributes, scripts, styles, a text area\'s and an option\'s text and a picture\'s as they are', () => {
    const html = rendered(() => (
      <div>
        <p title="гидроизоляция" aria-label="гидроизоляция">{'удобная гидроизоляция'}</p>
        <script>{'const гидроизоляция = 1;'}</script><style>{'.гидроизоляция{}'}</style><textarea name="x" defaultValue="гидроизоляция" />
        <svg><title>гидроизоляция</title></svg><select><option>гидроизоляция</option></select>
        <>гидроизоляция</><p>{['гидроизоляция', ' & ', 'теплоизоляция']}</p>
      </div>
    ));
    expect(html).not.toContain(SOFT_HYPHEN);
    expect(marks(html)).toBe('<div><p title="гидроизоляция" aria-label="гидроизоляция">'
      + '<span class="words">удоб~ная гид~ро~изо~ля~ция</span></p>'
      + '<script>const гидроизоляция = 1;</script><style>.гидроизоляция{}</style><textarea name="x">гидроизоляция</textarea>'
      + '<svg><title>гидроизоляция</title></svg><select><option>гидроизоляция</option></select>'
      + '<span class="words">гид~ро~изо~ля~ция</span>'
      + '<p><span class="words">гид~ро~изо~ля~ция</span> &amp; <span class="words">теп~ло~изо~ля~ция</span></p></div>');
  });

  test('when a word has a capital (a name, a brand, an abbreviation, a sentence\'s first word), then it is a box of its own, broken only when the line cannot hold it', () => {
    expect(marks(rendered(() => <p>Акция Технониколь 2025 в Санкт-Петербурге, ИП Петренко А.</p>)))
      .toBe('<p><span class="words">Акция <span class="word">Тех~но~ни~коль</span> 2025 в <span class="word">Санкт-Петер~бурге,</span>'
        + ' ИП <span class="word">Пет~ренко</span> А.</span></p>');
    expect(marks(rendered(() => <p>Юридическим лицам</p>)))
      .toBe('<p><span class="words"><span class="word">Юри~ди~че~ским</span> лицам</span></p>');
  });

  test('when a heading is rendered, then each word that may break is a box of its own', () => {
    expect(marks(rendered(() => <h2>Действующие акции</h2>)))
      .toBe('<h2><span class="words"><span class="word">Дей~ству~ю~щие</span> акции</span></h2>');
    expect(rendered(() => <h2>Все акции</h2>)).toBe('<h2>Все акции</h2>');
  });

  test('when a date follows a short word bound to it, then they are one box, parted after the short word only when the line cannot hold them', () => {
    expect(marks(rendered(() => <li>{'Акция проходит с\u00a01\u00a0ноября по\u00a031\u00a0декабря 2025\u00a0года.'}</li>)))
      .toBe('<li><span class="words">Акция про~хо~дит <span class="word">с\u00a0<wbr/>1\u00a0ноября</span>'
        + ' <span class="word">по\u00a0<wbr/>31\u00a0декабря</span> 2025\u00a0года.</span></li>');
  });

  test('when a text gives a size («12,5х1200х2500 мм»), then it is one box with its unit, parted before a sign between its numbers (a mark drawing the sign) only when the line cannot hold it, and the text itself is unchanged', () => {
    expect(rendered(() => <span>{'Лист 12,5х1200х2500\u00a0мм, 600x1200, 2×3'}</span>))
      .toBe('<span><span class="words">Лист <span class="word">12,5<i class="times"></i>х1200<i class="times"></i>х2500\u00a0мм,</span>'
        + ' <span class="word">600<i class="times"></i>x1200,</span>'
        + ' <span class="word">2<i class="times sign"></i>×3</span></span></span>');
    expect(rendered(() => <span>Дом 5 х 3, код x1</span>)).toBe('<span>Дом 5 х 3, код x1</span>');
  });

  test('when no-break spaces bind words to a word in a box, then they are in its box (a box\'s edge is a place to break), parted before a word only before the box\'s first mark and only when the line cannot hold it; elsewhere the space holds by itself', () => {
    expect(marks(rendered(() => <h1>{'1\u00a0500\u00a0баллов за\u00a0гидроизоляцию'}</h1>)))
      .toBe('<h1><span class="words">1\u00a0500\u00a0баллов <span class="word">за\u00a0<wbr/>гид~ро~изо~ля~цию</span></span></h1>');
    expect(marks(rendered(() => <h2>{'Проверьте, участвуют\u00a0ли ваши покупки'}</h2>)))
      .toBe('<h2><span class="words"><span class="word">Про~верьте,</span> <span class="word">участ~вуют\u00a0ли</span>'
        + ' ваши покупки</span></h2>');
    expect(marks(rendered(() => <p>{'Организатор акции\u00a0— ООО\u00a0«Петрович-Торговый Дом», ИП Петренко\u00a0А.'}</p>)))
      .toBe('<p><span class="words"><span class="word">Орга~ни~за~тор</span> акции\u00a0— '
        + '<span class="word">ООО\u00a0<wbr/>«Пет~ро~вич-Тор~го~вый</span>'
        + ' Дом», ИП <span class="word">Пет~ренко\u00a0А.</span></span></p>');
    expect(marks(rendered(() => <p>{'баллы за\u00a0гидроизоляцию'}</p>)))
      .toBe('<p><span class="words">баллы за\u00a0гид~ро~изо~ля~цию</span></p>');
  });

  test('when an island is rendered inside the page, or an element outside it, then its words stay whole (the browser renders it again)', () => {
    expect(rendered(() => <p>гидроизоляция</p>, false)).toBe('<p>гидроизоляция</p>');
    const Page = () => <p>гидроизоляция</p>;
    expect(renderToString(<Page />)).toBe('<p>гидроизоляция</p>');
  });
});
