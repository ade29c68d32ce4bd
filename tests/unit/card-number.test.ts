// A card number is exactly 7 digits; the same rule guards the form and the proxy.
import { describe, expect, test } from 'vitest';
import {
  cardDigits, isCardNumber, isOverlongCardNumber, maskCardInput, validateCardNumber,
} from '#shared/validation/card-number.js';
import type { SiteTexts } from '#shared/content/site-texts.js';
import { CONTENT } from '../support/content.js';

/** The card field's words in the tests' content, which fixes docs/product.md §5's. */
const CARD_FORM = (CONTENT.kindFiles.site as SiteTexts).cardForm;

describe('isCardNumber', () => {
  test('when the value is exactly 7 ASCII digits, then it is a card number', () => {
    for (const card of ['7012345', '0000000', '9999999']) expect(isCardNumber(card), card).toBe(true);
  });

  test('when the value is shorter, longer, non-digit or padded, then it is not', () => {
    const notCards = [
      '', '701234', '70123456', '701234a', ' 7012345', '7012345 ', '70 12345', '７０１２３４５', '7012345\n', '-701234', '1e+6000',
    ];
    for (const card of notCards) {
      expect(isCardNumber(card), JSON.stringify(card)).toBe(false);
    }
  });
});

describe('maskCardInput', () => {
  test('when the input has separators, then only digits are kept', () => {
    expect(maskCardInput('', '70 12-345')).toBe('7012345');
  });

  test('when an 8th digit is typed into a 7-digit value, then it is refused', () => {
    expect(maskCardInput('7012345', '70123456')).toBe('7012345');
  });

  test('when a value is already longer than 7 (pasted), then edits keep every digit instead of cutting it', () => {
    expect(maskCardInput('79211234567', '7921123456')).toBe('7921123456');
  });

  test('when the input has no digits, then it is empty', () => {
    expect(maskCardInput('', 'abc')).toBe('');
  });
});

describe('cardDigits and isOverlongCardNumber', () => {
  test('when a phone-style or 16-digit number is cleaned, then it keeps all its digits and is too long', () => {
    expect(cardDigits('+7 (921) 123-45-67')).toBe('79211234567');
    expect(cardDigits('4276 3800 1234 5678')).toBe('4276380012345678');
    expect(isOverlongCardNumber('79211234567')).toBe(true);
    expect(isOverlongCardNumber('7012345')).toBe(false);
    expect(validateCardNumber('79211234567')).toBe('incomplete');
  });
});

describe('validateCardNumber', () => {
  test('when empty, then the problem is empty, which the tests\' content says "Введите номер карты" (docs/product.md §5)', () => {
    expect(validateCardNumber('')).toBe('empty');
    expect(CARD_FORM.empty).toBe('Введите номер карты');
  });

  test('when incomplete, then the problem is incomplete, said "Некорректный номер карты"', () => {
    expect(validateCardNumber('70123')).toBe('incomplete');
    expect(CARD_FORM.incomplete).toBe('Некорректный номер карты');
  });

  test('when 7 digits, then there is no problem', () => {
    expect(validateCardNumber('7012345')).toBeNull();
  });

  test('when the focused field is empty, then the helper text is "Обязательное поле"', () => {
    expect(CARD_FORM.required).toBe('Обязательное поле');
  });
});
