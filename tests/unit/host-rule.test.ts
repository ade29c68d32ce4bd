// A Host containing "business" is the business site (base `/`); any other host is the
// promo site (base `/promo/`).
import { describe, expect, test } from 'vitest';
import { resolveHostRule } from '#server/request/host-rule.js';

describe('resolveHostRule', () => {
  test('when the host contains "business", then the site is business with base /', () => {
    for (const host of ['business.example.ru', 'business.example.ru:8080', 'b2b-business.petrovich.ru', 'BUSINESS.EXAMPLE.RU']) {
      expect(resolveHostRule(host), host).toMatchObject({ site: 'business', base: '/' });
    }
  });

  test('when the host has no "business", then the site is promo with base /promo/', () => {
    for (const host of ['promo.example.ru', 'localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'busines.example.ru']) {
      expect(resolveHostRule(host), host).toMatchObject({ site: 'promo', base: '/promo/' });
    }
  });

  test('when the Host header is missing or empty, then the site is promo', () => {
    expect(resolveHostRule(undefined)).toEqual({ site: 'promo', base: '/promo/' });
    expect(resolveHostRule('')).toEqual({ site: 'promo', base: '/promo/' });
  });

  test('when a hostile host contains "business", then only the site changes: the facts carry no part of the header', () => {
    expect(resolveHostRule('business.evil.com"><script>')).toEqual({ site: 'business', base: '/' });
  });
});
