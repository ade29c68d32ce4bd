// A browser path under /api matches one call of the call table, or a call with a bad
// parameter, or nothing; encoded slashes and dot segments match nothing.
import { describe, expect, test } from 'vitest';
import { matchCall } from '#server/proxy/match-call.js';
import { CALLS, buildCallPath } from '#shared/api/calls.js';

describe('matchCall', () => {
  test('when the path is a campaign call with a known slug, then it matches with its parameters', () => {
    expect(matchCall('GET', '/api/v1/promo/products/knauf2025/')).toMatchObject({
      outcome: 'match', name: 'products', params: { slug: 'knauf2025' },
    });
    expect(matchCall('GET', '/api/v2/promo/check/vetonit25/7012345/')).toMatchObject({
      outcome: 'match', name: 'checkSavings', params: { slug: 'vetonit25', value: '7012345' },
    });
    expect(matchCall('GET', '/api/v1/promo/result/rockwool2025/')).toMatchObject({ outcome: 'match', name: 'rating' });
  });

  test('when both card-check forms are asked, then each matches its own call', () => {
    expect(matchCall('GET', '/api/v1/promo/loyal/check/karta-elektrika/7012345/')).toMatchObject({
      outcome: 'match', name: 'cardCheckInCategory', params: { landingCategory: 'loyal', landing: 'karta-elektrika', card: '7012345' },
    });
    expect(matchCall('GET', '/api/v1/promo/check/karta-elektrika/7012345/')).toMatchObject({ outcome: 'match', name: 'cardCheck' });
  });

  test('when the landing or its category is not a known card-check landing, then no card check matches', () => {
    for (const path of [
      '/api/v1/promo/products/check/x/7012345/',
      '/api/v1/promo/loyal/check/other-landing/7012345/',
      '/api/v1/promo/business/check/karta-elektrika/7012345/',
      '/api/v1/promo/karta-elektrika/check/loyal/7012345/',
      '/api/v1/promo/check/loyal/7012345/',
      '/api/v1/promo/check/constructor/7012345/',
    ]) {
      expect(matchCall('GET', path), path).not.toMatchObject({ outcome: 'match' });
    }
  });

  test('when every call of the table is asked with its own method and good parameters, then it matches itself', () => {
    const good: Record<string, string> = {
      slug: 'knauf2025', value: '7012345', card: '7012345', landing: 'karta-elektrika', landingCategory: 'loyal', cityCode: 'spb',
    };
    for (const [name, spec] of Object.entries(CALLS)) {
      const path = spec.template.replace(/:(\w+)/g, (_, p: string) => good[p]!);
      expect(matchCall(spec.method, path), name).toMatchObject({ outcome: 'match', name });
    }
  });

  test('when the slug is malformed, then it is a bad slug parameter (whether a campaign has a well-formed slug now is the calendar step\'s)', () => {
    expect(matchCall('GET', '/api/v1/promo/products/Saint_Gobain25/')).toEqual({ outcome: 'bad-param', name: 'products', param: 'slug' });
    expect(matchCall('GET', `/api/v1/promo/products/${'a'.repeat(41)}/`)).toEqual({
      outcome: 'bad-param', name: 'products', param: 'slug',
    });
  });

  test('when the card is not 7 digits, then it is a bad card parameter', () => {
    for (const card of ['123', '70123456', 'abcdefg']) {
      expect(matchCall('GET', `/api/v2/promo/check/knauf2025/${card}/`), card).toEqual({
        outcome: 'bad-param', name: 'checkSavings', param: 'value',
      });
      expect(matchCall('GET', `/api/v1/promo/check/karta-elektrika/${card}/`), card).toEqual({
        outcome: 'bad-param', name: 'cardCheck', param: 'card',
      });
    }
  });

  test('when the city code breaks [a-z0-9-]{1,32}, then it is a bad cityCode parameter', () => {
    expect(matchCall('GET', '/api/v1/business/info/SPB/')).toEqual({ outcome: 'bad-param', name: 'businessInfo', param: 'cityCode' });
    expect(matchCall('GET', `/api/v1/business/info/${'a'.repeat(33)}/`)).toMatchObject({ outcome: 'bad-param', param: 'cityCode' });
  });

  test('when the method is wrong, then nothing matches', () => {
    expect(matchCall('POST', '/api/v1/promo/products/knauf2025/')).toEqual({ outcome: 'none' });
    expect(matchCall('GET', '/api/v1/business/feedback/')).toEqual({ outcome: 'none' });
    expect(matchCall('HEAD', '/api/v1/business/cities/')).toEqual({ outcome: 'none' });
  });

  test('when the path has an extra, missing or empty segment, then nothing matches', () => {
    const unmatched = [
      '/api/v1/promo/products/knauf2025', '/api/v1/promo/products/knauf2025/x/',
      '/api/v1/business/cities', '/api//v1/business/cities/', '/api/', '',
    ];
    for (const path of unmatched) {
      expect(matchCall('GET', path), path).toEqual({ outcome: 'none' });
    }
  });

  test('when a parameter segment is empty, then it is a bad parameter, never a match', () => {
    expect(matchCall('GET', '/api/v1/promo/products//')).toEqual({ outcome: 'bad-param', name: 'products', param: 'slug' });
  });

  test('when a segment is an encoded slash, backslash or dot segment, then nothing matches (not even a bad parameter)', () => {
    for (const segment of ['%2F', '%2f', 'knauf2025%2F..', '%5C', '%5c', '..', '.', '%2e%2e', '%2E%2E', '%2e', '.%2e']) {
      expect(matchCall('GET', `/api/v1/promo/products/${segment}/`), segment).toEqual({ outcome: 'none' });
    }
  });

  test('when a segment is not valid percent-encoding, then nothing matches and nothing throws', () => {
    for (const segment of ['%', '%E0%A4%A', '%zz']) {
      expect(() => matchCall('GET', `/api/v1/business/info/${segment}/`)).not.toThrow();
      expect(matchCall('GET', `/api/v1/business/info/${segment}/`), segment).toEqual({ outcome: 'none' });
    }
  });

  test('when a literal segment is percent-encoded, then it is decoded before comparing', () => {
    expect(matchCall('GET', '/api/v1/promo/products/knauf%32025/')).toMatchObject({ outcome: 'match', params: { slug: 'knauf2025' } });
  });
});

describe('buildCallPath', () => {
  test('when parameters and a query are given, then the template is filled and the query encoded', () => {
    expect(buildCallPath('rating', { slug: 'knauf2025' }, { limit: '15' })).toBe('/api/v1/promo/result/knauf2025/?limit=15');
    expect(buildCallPath('determineCity', {}, { ip: '2001:db8::1' })).toBe('/api/v1/business/cities/determine/?ip=2001%3Adb8%3A%3A1');
  });

  test('when a parameter holds a slash or ?, then it is encoded and cannot change the path', () => {
    expect(buildCallPath('products', { slug: '../x?y=1' })).toBe('/api/v1/promo/products/..%2Fx%3Fy%3D1/');
  });
});
