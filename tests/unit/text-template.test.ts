// Content texts with placeholders: the schema allows a text its own placeholders only and asks
// for the ones it must have, each refusal with its Russian reason; one helper fills them.
import { describe, expect, test } from 'vitest';
import { fillTemplate } from '#shared/content/text-template.js';
import { templateText } from '#shared/content/template-schema.js';

const reasons = (schema: ReturnType<typeof templateText>, text: string) => {
  const result = schema.safeParse(text);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('templateText', () => {
  const minutes = templateText(['{минут}'], { max: 120 });

  test('when the text has its placeholder, then it passes', () => {
    expect(reasons(minutes, 'Попробуйте через {минут} мин.')).toEqual([]);
  });

  test('when the text lacks a required placeholder, then it is refused, saying which', () => {
    expect(reasons(minutes, 'Попробуйте позже')).toEqual(['нужна подстановка {минут}: без неё текст не назовёт значение']);
  });

  test('when the text has a placeholder not its own (a typo too), then it is refused, naming the allowed ones', () => {
    expect(reasons(minutes, 'Через {минуты} мин.')).toContain('из подстановок в фигурных скобках есть только {минут}');
    expect(reasons(templateText(['{a}', '{b}', '{c}']), '{a}{b}{c}{d}'))
      .toContain('из подстановок в фигурных скобках есть только {a}, {b} и {c}');
  });

  test('when a placeholder is allowed but not required, then a text without it passes', () => {
    expect(reasons(templateText(['{a}', '{b}'], { required: ['{a}'] }), 'только {a}')).toEqual([]);
  });
});

describe('fillTemplate', () => {
  test('when values name the placeholders, then each occurrence is filled; braces not named stay as written', () => {
    expect(fillTemplate('{n} из {n}, {m}', { '{n}': 2 })).toBe('2 из 2, {m}');
  });

  test('when a value itself holds braces, then it is not filled again', () => {
    expect(fillTemplate('{a} {b}', { '{a}': '{b}', '{b}': 'x' })).toBe('{b} x');
  });
});
