// A page text's drawn form is written as markup once (shared/typography/drawn-markup.ts): the page's bytes are
// React's own writing of the marks, boxes and `<wbr>`s it replaces.
import { describe, expect, test, vi } from 'vitest';
import type { ReactNode } from 'react';
import { remembered } from '#shared/remembered.js';
import { renderToString } from 'react-dom/server';
import { hyphenated, withPageWords } from '#shared/typography/hyphenate.js';
import { shownHyphens } from '#shared/typography/hyphen-marks.js';

const texts = [
  'Акция «Технониколь» & <гидроизоляция> "строительных" \'материалов\' с\u00a01\u00a0ноября по\u00a031\u00a0декабря',
  'Лист 12,5х1200х2500\u00a0мм: удобная теплоизоляция',
];

describe('a page text drawn as markup', () => {
  test.each(texts)('when «%s» is rendered as the page\'s own, then its bytes are React\'s of the same marks and boxes', (text) => {
    for (const [Tag, heading] of [['p', false], ['h2', true]] as const) {
      const asPage = withPageWords(() => renderToString(<Tag>{text}</Tag>));
      const asElements = renderToString(<Tag>{shownHyphens(hyphenated(text), { heading })}</Tag>);
      expect(asPage).toContain('<span class="words">');
      expect(asPage).toBe(asElements);
      // The text beside another child: its own span, not the tag's markup.
      const besideOther = withPageWords(() => renderToString(<Tag>{text}<b>!</b></Tag>));
      expect(besideOther).toBe(renderToString(<Tag>{shownHyphens(hyphenated(text), { heading })}<b>!</b></Tag>));
    }
  });
});

/**
 * A leaderboard's rows, texts beside numbers, a box of words beside a plain tag, void tags: each tag of a class alone
 * but the section and the link. `draw` gives a text its marks where the page's runtime would (none in a table's cell itself).
 */
function Plain({ rank, text, draw = (words) => words }: { rank: number; text: string; draw?: (words: string) => ReactNode }) {
  return (
    <section className="a&quot;b" aria-label="Таблица">
      <table className="table">
        <tbody>
          <tr><td><span className="medal">{rank}</span></td><td>{'7512634'}</td><td>1 372 821,00 ₽</td></tr>
          <tr><td>{rank}{' из '}{50}</td><td>{null}{false}{''}</td><td><b>{draw(text)}</b>{' & '}{[text, 'ещё', [rank]]}</td></tr>
        </tbody>
      </table>
      <p>{draw('Петрович')}<span className="visually-hidden">{draw(` ${text}`)}</span><br />{draw(text)}<hr className="rule" /></p>
      <ul><li>{draw(text)}</li><li><a href="/law">{draw(text)}</a></li><li><em>{draw(text)}</em><wbr /></li></ul>
    </section>
  );
}
const drawn = (words: string) => shownHyphens(hyphenated(words));

describe('a page tag of texts and tags of a class alone, written as markup when it is made', () => {
  const text = 'Участники на местах с\u00a01 по\u00a050 получают дополнительные баллы <на> «клубную» карту';

  test('when the page is rendered, then its bytes are React\'s own writing of the same elements, texts parted as React parts them', () => {
    const asPage = withPageWords(() => renderToString(<Plain rank={1} text={text} />));
    expect(asPage).toContain('<!-- -->');
    expect(asPage).toBe(renderToString(<Plain rank={1} text={text} draw={drawn} />));
  });

  test('when the content changes (the studio publishes new words), then the next render draws the new words, none of the old', () => {
    const before = withPageWords(() => renderToString(<Plain rank={1} text={text} />));
    const changed = 'Победители получают сертификаты на строительные материалы';
    const after = withPageWords(() => renderToString(<Plain rank={2} text={changed} />));
    expect(before).toContain('допол<i></i>ни<i></i>тель<i></i>ные');
    expect(after).not.toMatch(/допол|Участ|медал|>1</);
    expect(after).toContain('сер<i></i>ти<i></i>фи<i></i>каты');
    expect(after).toBe(renderToString(<Plain rank={2} text={changed} draw={drawn} />));
  });

  test('when a tag of more classes than are kept is rendered, then each is written with its own class', () => {
    const classes = Array.from({ length: 2_500 }, (_, at) => `c${at}`);
    const page = withPageWords(() => renderToString(<div>{classes.map((name) => <i key={name} className={name}>x</i>)}</div>));
    expect(page).toBe(`<div>${classes.map((name) => `<i class="${name}">x</i>`).join('')}</div>`);
  });
});

describe('the drawn forms kept (shared/remembered.ts)', () => {
  test('when more texts are drawn than the 1,000,000 characters kept, then the first is drawn again: what is kept is bounded', () => {
    const run = vi.fn((words: string) => words.length);
    const kept = remembered(run);
    kept('гидроизоляция');
    kept('гидроизоляция');
    expect(run).toHaveBeenCalledTimes(1);
    for (let at = 0; at < 300; at++) kept(`${'теплоизоляция '.repeat(285)}${at}`);
    kept('гидроизоляция');
    expect(run).toHaveBeenCalledTimes(302);
  });
});
