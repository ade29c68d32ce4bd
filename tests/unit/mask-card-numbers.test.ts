// Card numbers never stay whole in a log line: masked in plain text, and in a JSON line
// only inside its strings, so the line stays valid JSON.
import { describe, expect, test } from 'vitest';
import { maskCardNumbers, maskCardNumbersInJson } from '#server/observability/mask-card-numbers.js';

describe('maskCardNumbers', () => {
  test('when a path holds a card number, then only its first and last two digits stay', () => {
    expect(maskCardNumbers('/api/v2/promo/check/knauf2025/7012345/')).toBe('/api/v2/promo/check/knauf2025/70•••45/');
    expect(maskCardNumbers('/api/v1/promo/loyal/check/karta-elektrika/7098765/')).toBe(
      '/api/v1/promo/loyal/check/karta-elektrika/70•••65/',
    );
  });

  test('when several card numbers appear, then each is masked', () => {
    expect(maskCardNumbers('7012345 and 7654321')).toBe('70•••45 and 76•••21');
  });

  test('when a card number follows a percent-escape or punctuation, then it is still masked', () => {
    expect(maskCardNumbers('/check/knauf2025/%207012345/')).toBe('/check/knauf2025/%2070•••45/');
    expect(maskCardNumbers('value=7012345&x')).toBe('value=70•••45&x');
    expect(maskCardNumbers('"7012345"')).toBe('"70•••45"');
  });

  test('when digits are not a card number, then they stay as they are', () => {
    const notCards = [
      'knauf2025', '12345678', '70123456', '1234567', '701234', 'a7012345', '7012345b', '2025-11-01T10:00:00.000Z', 'req-3f2a7012345c',
    ];
    for (const text of notCards) {
      expect(maskCardNumbers(text), text).toBe(text);
    }
  });
});

describe('maskCardNumbersInJson', () => {
  test('when a JSON line has a card in a string, then the string is masked and the line stays valid JSON', () => {
    const entry = { level: 30, bytes: 7340032, path: '/api/v2/promo/check/knauf2025/7012345/', note: 'say "7654321"' };
    const line = JSON.stringify(entry) + '\n';

    const masked = maskCardNumbersInJson(line);

    expect(JSON.parse(masked)).toEqual({
      level: 30, bytes: 7340032, path: '/api/v2/promo/check/knauf2025/70•••45/', note: 'say "76•••21"',
    });
    expect(masked.endsWith('\n')).toBe(true);
  });

  test('when a pino line\'s time in milliseconds holds seven digits from a 7, then only a card in a string is masked', () => {
    const withCard = '{"level":30,"time":1764000000000,"path":"/promo/7012345","msg":"request"}\n';
    const without = '{"level":30,"time":1764000000000,"path":"/promo/knauf2025","status":200,"ms":0.3,"msg":"request"}\n';

    expect(maskCardNumbersInJson(withCard)).toBe('{"level":30,"time":1764000000000,"path":"/promo/70•••45","msg":"request"}\n');
    expect(maskCardNumbersInJson(without)).toBe(without);
  });
});
