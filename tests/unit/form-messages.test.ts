// The content check's messages as the studio's form says them (server/studio-listener/field-labels.ts): another field
// named by its label in the form, never its key; a missing banner said as what to pick, never a file's path.
import { describe, expect, test } from 'vitest';
import { fieldChoices, fileTitle, formMessage } from '../../server/studio-listener/field-labels.js';
import { changedFiles } from '../../server/studio-listener/commit-changes.js';

describe('a problem\'s message in the form\'s words', () => {
  test('when the announce is after the first day, then the message names the first day by its label and says what to do', () => {
    expect(formMessage('campaigns/zima.json', 'не может быть позже starts'))
      .toBe('позже, чем «Первый день»: анонс начинается не позже первого дня акции');
    expect(formMessage('campaigns/zima.json', 'не может быть раньше starts')).toMatch(/^раньше, чем «Первый день»: поставьте /);
  });

  test('when a brand\'s text colour is too close to its colour, then the message names «Фирменный цвет» and the ratio in Russian', () => {
    const said = formMessage('brands/knauf.json', 'контраст с accent 1.85:1, нужно не меньше 4.5:1 (WCAG AA), иначе текст не прочесть');
    expect(said).toContain('«Фирменный цвет»');
    expect(said).toContain('1,85:1');
    expect(said).not.toMatch(/accent/);
  });

  test('when a new campaign has no banner, then the message asks for a picture in «Баннер-картинка», naming no file', () => {
    const said = formMessage('campaigns/zima.json', 'нет файла /tmp/promo-check/banners/zima-small.svg');
    expect(said).toBe('у акции нет баннера: выберите картинку в поле «Баннер-картинка»');
  });

  test('when a message names another field by its key, then the key becomes the label; other words and quoted names stay', () => {
    expect(formMessage('brands/knauf.json', 'нужно что-то одно: wordmark или logo'))
      .toBe('нужно что-то одно: «Знак текстом» или «Логотип»');
    expect(formMessage('campaigns/zima.json', 'брендом «knauf» — WCAG')).toBe('брендом «knauf» — WCAG');
  });

  test('when a message names a day, a brand\'s file or another campaign\'s file, then it says the day in words and what to pick, no path', () => {
    expect(formMessage('campaigns/zima.json', 'все даты акции в прошлом (последний день 2025-10-31): проверьте год'))
      .toBe('все даты акции в прошлом (последний день 31\u00a0октября 2025): проверьте год');
    expect(formMessage('campaigns/zima.json', 'нужна дата в виде 2025-03-01 (год-месяц-день), и такой день должен существовать'))
      .toBe('такого дня нет: выберите день в календаре поля');
    expect(formMessage('campaigns/zima.json', 'нет бренда «knaf» — нужен файл brands/knaf.json (или он с ошибками, см. выше)'))
      .toBe('нет бренда «knaf»: выберите бренд из списка в поле «Бренд»');
    expect(formMessage('campaigns/zima.json', '«knauf25» уже указан в knauf2025.json — у каждой акции свой'))
      .toBe('код «knauf25» уже у акции «knauf2025»: у каждой акции свой — поставьте другой в поле «Код акции в учётной системе»');
  });

  test('when an experiment is named in «История», then by its name, and its decision in words, never a file name or a key', () => {
    const file = 'experiments/zagolovok-s-ballami.json';
    expect(fileTitle(file, { name: 'Заголовок с баллами', page: 'rockwool25' })).toBe('Эксперимент «Заголовок с баллами»');
    expect(fileTitle(file)).toBe('Эксперимент «zagolovok-s-ballami»');
    expect(fieldChoices(file, ['decision'])).toEqual({ a: 'оставили как было', b: 'оставили вариант Б' });
    // «Оставить вариант Б»'s commit: the decision in words; the digest it keeps is the studio's own, not shown.
    const before = { name: 'Заголовок с баллами', page: 'rockwool25', key: 'abcdef123456', goal: 'check-bonus' };
    const after = { ...before, decision: 'b', keptOver: 'f'.repeat(64) };
    const blobs = new Map([['1'.repeat(40), JSON.stringify(before)], ['2'.repeat(40), JSON.stringify(after)]]);
    const [changed] = changedFiles([{ file, before: '1'.repeat(40), after: '2'.repeat(40) }], blobs);
    expect(changed!.title).toBe('Эксперимент «Заголовок с баллами»');
    expect(changed!.fields.map(({ label, after: value, choices }) => [label, choices?.[value as string] ?? value]))
      .toEqual([['Решение', 'оставили вариант Б']]);
  });
});
