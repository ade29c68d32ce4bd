// The content check's messages as the studio's form says them (server/studio-listener/field-labels.ts): another field
// named by its label in the form, never its key; a missing banner said as what to pick, never a file's path.
import { describe, expect, test } from 'vitest';
import { formMessage } from '../../server/studio-listener/field-labels.js';

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
    expect(formMessage('campaigns/zima.json', 'нет бренда «knauf» — WCAG')).toBe('нет бренда «knauf» — WCAG');
  });
});
