// The typographic check (shared/typography/typographic-slips.ts): what it finds in a text,
// that the tests' content has none of it as typeset, and that the content check's warnings
// name the file and field of one.
import { describe, expect, test } from 'vitest';
import { typographicSlips } from '#shared/typography/typographic-slips.js';
import { typeset } from '#shared/typography/typeset.js';
import { typographyWarnings } from '#server/content/content-warnings.js';
import { KIND_CONTENT_FILES } from '#pages/content-files.js';
import { CONTENT } from '../support/content.js';

describe('typographic slips', () => {
  test('when a dash inside a sentence is followed by a capital, then that is a slip; a dash that starts a text, a name in capitals or Latin is not', () => {
    expect(typographicSlips(typeset('Юридическим лицам - Удобная покупка')))
      .toEqual(['заглавная после тире внутри предложения: «лицам — Удобная»']);
    expect(typographicSlips(typeset('Юридическим лицам - удобная покупка'))).toEqual([]);
    expect(typographicSlips('— Удобная покупка')).toEqual([]);
    expect(typographicSlips(typeset('Организатор акции - ООО «Петрович»'))).toEqual([]);
    expect(typographicSlips(typeset('Акция 2025 - Knauf'))).toEqual([]);
  });

  test('when a number stands apart from its digit groups, its ₽ or its unit by an ordinary space, then that is a slip; typeset, none is left', () => {
    for (const text of ['до 30 000 баллов', 'приз 5000 ₽', 'мешок 30 кг', 'лист 12,5 мм']) {
      expect(typographicSlips(text), text).toHaveLength(1);
      expect(typographicSlips(typeset(text)), text).toEqual([]);
    }
    expect(typographicSlips('места с 1 по 15 в каждом регионе, 2025 года')).toEqual([]);
  });
});

describe('the tests\' content', () => {
  test('when every text of the campaigns and the kinds\' files is read as typeset, then none has a slip', () => {
    expect(typographyWarnings(CONTENT, KIND_CONTENT_FILES)).toEqual([]);
  });

  test('when a kind\'s file has a capital after a dash, then the warning names the file and the field', () => {
    const law = { ...(CONTENT.kindFiles.law as object), hero: { heading: typeset('Юридическим лицам - Удобная покупка') } };
    const warnings = typographyWarnings({ ...CONTENT, kindFiles: { ...CONTENT.kindFiles, law } }, KIND_CONTENT_FILES);
    expect(warnings).toEqual([{ file: 'law.json', message: 'hero.heading: заглавная после тире внутри предложения: «лицам — Удобная»' }]);
  });
});
