// server/observability/mask-digit-runs.ts: what a span or an access-log path keeps of a run of digits.
import { describe, expect, test } from 'vitest';
import { maskDigitRuns, withoutQuery } from '#server/observability/mask-digit-runs.js';

describe('maskDigitRuns', () => {
  test('when 7 digits are percent-encoded, split by separators or start with another digit, then each run is masked', () => {
    expect(maskDigitRuns('/check/x/%37%30%31%32%33%34%35/')).toBe('/check/x/70•••45/');
    expect(maskDigitRuns('/check/x/7012+345/')).toBe('/check/x/70•••45/');
    expect(maskDigitRuns('/check/x/70-12%20345/')).toBe('/check/x/70•••45/');
    expect(maskDigitRuns('/promo/1234567 and 9.8.7.6.5.4.3')).toBe('/promo/12•••67 and 98•••43');
  });

  test('when a percent-escape comes before a card, then the escape stays whole', () => {
    expect(maskDigitRuns('/check/knauf2025/%207000004/')).toBe('/check/knauf2025/%2070•••04/');
  });

  test('when digits are fewer than 7 or split by other characters, then they stay', () => {
    for (const text of ['knauf2025', '/api/v2/promo/check/knauf2025/', '123456', '127.0.0.1:8080', '12/34/567']) {
      expect(maskDigitRuns(text), text).toBe(text);
    }
  });
});

describe('withoutQuery', () => {
  test('when a target has a query or fragment, then only its path stays', () => {
    expect(withoutQuery('http://h/promo/x?preview=secret#top')).toBe('http://h/promo/x');
    expect(withoutQuery('/promo/x')).toBe('/promo/x');
  });
});
