// A content file that is not JSON is told with the line and column of its fault, in
// Russian (server/content/json-error.ts), whichever way V8 words the fault.
import { describe, expect, test } from 'vitest';
import { jsonErrorMessage } from '#server/content/json-error.js';

function messageOf(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return jsonErrorMessage(text, error as Error);
  }
  throw new Error('the text parsed');
}

describe('jsonErrorMessage', () => {
  test.each([
    ['a missing comma between lines', '{\n  "a": 1\n  "b": 2\n}', 'ошибка, строка 3, столбец 3'],
    ['a trailing comma', '{\n  "a": 1,\n}', 'ошибка, строка 3, столбец 1'],
    ['an unquoted value (V8 gives no position)', '{\n  "title": Акция\n}', 'ошибка, строка 2, столбец 12'],
    ['a stray bracket after the object', '{ "a": 1 }}', 'ошибка, строка 1, столбец 11'],
  ])('when a file has %s, then the message names its line and column', (_case, text, where) => {
    expect(messageOf(text)).toContain(where);
  });

  test('when a file ends too soon, then the message says so at its end', () => {
    expect(messageOf('{\n  "a": "b')).toBe(
      'не читается как JSON: файл обрывается (строка 2, столбец 10) — не хватает закрывающей скобки или кавычки',
    );
  });
});
