// SPEC.md §5: a card number is exactly 7 digits; the same rule guards the form and the proxy.
import { describe, expect, test } from 'vitest';
import { CARD_NUMBER_MESSAGES, isCardNumber, normaliseCardNumber, validateCardNumber } from '#shared/validation/card-number.js';

describe('isCardNumber', () => {
  test('when the value is exactly 7 ASCII digits, then it is a card number', () => {
    for (const card of ['7012345', '0000000', '9999999']) expect(isCardNumber(card), card).toBe(true);
  });

  test('when the value is shorter, longer, non-digit or padded, then it is not', () => {
    for (const card of ['', '701234', '70123456', '701234a', ' 7012345', '7012345 ', '70 12345', '７０１２３４５', '7012345\n', '-701234', '1e+6000']) {
      expect(isCardNumber(card), JSON.stringify(card)).toBe(false);
    }
  });
});

describe('normaliseCardNumber', () => {
  test('when the input has separators, then only digits are kept', () => {
    expect(normaliseCardNumber('70 12-345')).toBe('7012345');
  });

  test('when the input has more than 7 digits, then it is cut to 7', () => {
    expect(normaliseCardNumber('701234567')).toBe('7012345');
  });

  test('when the input has no digits, then it is empty', () => {
    expect(normaliseCardNumber('abc')).toBe('');
  });
});

describe('validateCardNumber', () => {
  test('when empty, then the message is "Введите номер карты"', () => {
    expect(validateCardNumber('')).toBe('Введите номер карты');
    expect(CARD_NUMBER_MESSAGES.empty).toBe('Введите номер карты');
  });

  test('when incomplete, then the message is "Некорректный номер карты"', () => {
    expect(validateCardNumber('70123')).toBe('Некорректный номер карты');
  });

  test('when 7 digits, then there is no message', () => {
    expect(validateCardNumber('7012345')).toBeNull();
  });

  test('when the focused field is empty, then the helper text is "Обязательное поле"', () => {
    expect(CARD_NUMBER_MESSAGES.required).toBe('Обязательное поле');
  });
});
