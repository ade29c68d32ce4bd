// The one typography step (shared/typography/typeset.ts) and its build half, which typesets
// the texts written in the pages' code (shared/typography/typeset-source.ts).
import { describe, expect, test } from 'vitest';
import { numbersKept, typeset, typesetAll } from '#shared/typography/typeset.js';
import { typesetsFile, typesetSource } from '#shared/typography/typeset-source.js';

const NBSP = '\u00a0';

describe('typeset', () => {
  test('when a text has short words, then each is bound to the next by a non-breaking space', () => {
    expect(typeset('Больше баллов за покупки в любимых категориях')).toBe(`Больше баллов за${NBSP}покупки в${NBSP}любимых категориях`);
  });

  test('when a spaced hyphen stands between words, then it becomes a dash kept with the word before it, the words and capital as written', () => {
    expect(typeset('Юридическим лицам - Удобная покупка')).toBe(`Юридическим лицам${NBSP}— Удобная покупка`);
  });

  test('when a text is a fragment before a value, then its edge spaces stay and a short word at its end keeps its space unbreakable', () => {
    expect(typeset('Акция проходила с ')).toBe(`Акция проходила с${NBSP}`);
    expect(typeset(' и не только')).toBe(` и${NBSP}не${NBSP}только`);
  });

  test('when a text has no Cyrillic (an id, a URL, a colour), then it comes back as it is', () => {
    for (const text of ['knauf2025', 'https://petrovich.ru/a - b', '#0071b9', '2025-03-01']) expect(typeset(text)).toBe(text);
  });

  test('when a number has digit groups, a ₽ or a unit, or counts a word, then no-break spaces hold them together', () => {
    const text = typeset('приз 30 000 ₽ за 30 кг и 1 500 баллов');
    for (const figure of [`30${NBSP}000${NBSP}₽`, `30${NBSP}кг`, `1${NBSP}500${NBSP}баллов`]) expect(text).toContain(figure);
  });

  test('when a product name is kept, then only its numbers are bound to their units: nothing else changes', () => {
    expect(numbersKept('Штукатурка "Ротбанд" 30 кг, лист 12,5 мм - 2500х1200 мм')).toBe(
      `Штукатурка "Ротбанд" 30${NBSP}кг, лист 12,5${NBSP}мм - 2500х1200${NBSP}мм`,
    );
  });

  test('when a phone number is written, then it stays as the retailer prints it', () => {
    expect(typeset('Звоните +7 812 334-88-88')).toContain('+7 812 334-88-88');
  });

  test('when typeset twice, then nothing more changes', () => {
    const once = typeset('Напишите нам - менеджер по работе с юридическими лицами ответит в рабочее время.');
    expect(typeset(once)).toBe(once);
  });

  test('when a text is asked again, or is longer than the texts remembered, then it is typeset all the same', () => {
    const line = 'Скидка в магазине - только для юридических лиц.';
    const long = Array.from({ length: 200 }, () => line).join(' ');

    expect(typeset(line)).toBe(`Скидка в${NBSP}магазине${NBSP}— только для${NBSP}юридических${NBSP}лиц.`);
    expect(typeset(line)).toBe(`Скидка в${NBSP}магазине${NBSP}— только для${NBSP}юридических${NBSP}лиц.`);
    expect(long.length).toBeGreaterThan(4_000);
    expect(typeset(long)).toBe(Array.from({ length: 200 }, () => typeset(line)).join(' '));
    expect(typeset(long)).toBe(typeset(long));
  });

  test('when a content object is typeset, then its strings are, in nested objects and arrays, and its other values are kept', () => {
    expect(typesetAll({ title: 'Баллы за покупки', places: 50, flag: true, list: ['и так'], nested: { starts: '2025-03-01' } }))
      .toEqual({ title: `Баллы за${NBSP}покупки`, places: 50, flag: true, list: [`и${NBSP}так`], nested: { starts: '2025-03-01' } });
  });
});

describe('typesetSource: the texts of the pages\' code at build', () => {
  test('when a file is the pages\' code, then it is typeset; content checks, validation and the server are not', () => {
    expect(typesetsFile('/r/shared/features/business/business-header.tsx')).toBe(true);
    expect(typesetsFile('/r/shared/ui/site-footer.tsx')).toBe(true);
    expect(typesetsFile('/r/pages/law/kind.ts')).toBe(true);
    expect(typesetsFile('/r/shared/content/phase-texts.ts')).toBe(true);
    expect(typesetsFile('/r/shared/content/campaign-schema.ts')).toBe(false);
    expect(typesetsFile('/r/pages/lovecategory/content.ts')).toBe(false);
    expect(typesetsFile('/r/pages/lovecategory/ui/lovecategory-schema.ts')).toBe(false);
    expect(typesetsFile('/r/pages/site-texts.ts')).toBe(false);
    expect(typesetsFile('/r/pages/lovecategory/kind.ts')).toBe(true);
    expect(typesetsFile('/r/shared/validation/feedback.ts')).toBe(false);
    expect(typesetsFile('/r/server/answers/error-page.ts')).toBe(false);
  });

  test('when JSX text spans lines, then it reads as React reads it, typeset, and the file keeps its line count', () => {
    const code = 'export const A = () => (\n  <p>\n    Покупки в\n    любимых категориях\n  </p>\n);\n';
    const out = typesetSource(code, 'a.tsx');
    expect(out).toContain(`{${JSON.stringify(`Покупки в${NBSP}любимых категориях`)}`);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  test('when JSX text meets a value, then its edge spaces stay', () => {
    const out = typesetSource('export const A = ({ d }: { d: string }) => <p>Акция проходила с {d} и не только</p>;\n', 'a.tsx');
    expect(out).toContain(JSON.stringify(`Акция проходила с${NBSP}`));
    expect(out).toContain(JSON.stringify(` и${NBSP}не${NBSP}только`));
  });

  test('when a template holds values, then its parts are typeset as one text, the values untouched', () => {
    const out = typesetSource('export const f = (d: string, n: number) => `С ${d} по ${n} в месяц`;\n', 'a.ts');
    expect(out).toBe(`export const f = (d: string, n: number) => \`С${NBSP}\${d} по${NBSP}\${n} в${NBSP}месяц\`;\n`);
  });

  test('when a string is a JSX attribute, then it becomes an expression (attribute strings know no escapes)', () => {
    const out = typesetSource('export const A = () => <img alt="Карта для стройки" />;\n', 'a.tsx');
    expect(out).toContain(`alt={${JSON.stringify(`Карта для${NBSP}стройки`)}}`);
  });

  test('when a string is a key, a type, an import, a pattern or a tagged template, then it is left as written', () => {
    const code = [
      "import x from './в и.js';",
      "type T = 'в и';",
      "const o = { 'в и': 1 };",
      "const r = new RegExp('в и');",
      'const s = String.raw`в и`;',
      '',
    ].join('\n');
    expect(typesetSource(code, 'a.ts')).toBe(code);
  });

  test('when a file has no Cyrillic, then it is returned as it is', () => {
    const code = 'export const a = "x - y";\n';
    expect(typesetSource(code, 'a.ts')).toBe(code);
  });
});
