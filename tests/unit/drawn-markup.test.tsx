// A page text's drawn form is written as markup once (shared/typography/drawn-markup.ts): the page's bytes are
// React's own writing of the marks, boxes and `<wbr>`s it replaces.
import { describe, expect, test } from 'vitest';
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
