// PRODUCT.md §6: the visitor IP is the first X-Forwarded-For address, else X-Real-IP,
// else the socket address; only a syntactically valid IP is ever used.
import { describe, expect, test } from 'vitest';
import { resolveVisitorIp } from '#server/request/visitor-ip.js';

describe('resolveVisitorIp', () => {
  test('when X-Forwarded-For lists several addresses, then the first one wins', () => {
    expect(resolveVisitorIp('203.0.113.7, 10.0.0.1, 127.0.0.1', '198.51.100.4', '127.0.0.1')).toBe('203.0.113.7');
  });

  test('when the first address has spaces around it, then it is trimmed', () => {
    expect(resolveVisitorIp('  203.0.113.7  ,10.0.0.1', undefined, undefined)).toBe('203.0.113.7');
  });

  test('when X-Forwarded-For is absent, then X-Real-IP is used', () => {
    expect(resolveVisitorIp(undefined, '198.51.100.4', '127.0.0.1')).toBe('198.51.100.4');
  });

  test('when both headers are absent, then the socket address is used', () => {
    expect(resolveVisitorIp(undefined, undefined, '192.0.2.1')).toBe('192.0.2.1');
  });

  test('when X-Forwarded-For is malformed, then the next source is tried', () => {
    expect(resolveVisitorIp('unknown', '198.51.100.4', '127.0.0.1')).toBe('198.51.100.4');
    expect(resolveVisitorIp('<script>', 'nope', '127.0.0.1')).toBe('127.0.0.1');
    expect(resolveVisitorIp('', '', '127.0.0.1')).toBe('127.0.0.1');
    expect(resolveVisitorIp('999.1.1.1', undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(resolveVisitorIp('1.2.3.4\r\nX-Evil: 1', undefined, '127.0.0.1')).toBe('127.0.0.1');
  });

  test('when the only good address is later in X-Forwarded-For, then it is not picked (the first address is the visitor)', () => {
    expect(resolveVisitorIp('bogus, 203.0.113.7', undefined, '127.0.0.1')).toBe('127.0.0.1');
  });

  test('when the address is IPv6, then it is kept as is', () => {
    expect(resolveVisitorIp('2001:db8::1', undefined, undefined)).toBe('2001:db8::1');
    expect(resolveVisitorIp(undefined, undefined, '::1')).toBe('::1');
  });

  test('when the socket address is IPv4-mapped IPv6, then the ::ffff: prefix is stripped', () => {
    expect(resolveVisitorIp(undefined, undefined, '::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(resolveVisitorIp('::FFFF:203.0.113.7', undefined, undefined)).toBe('203.0.113.7');
  });

  test('when nothing is valid, then it answers undefined', () => {
    expect(resolveVisitorIp('x', 'y', 'z')).toBeUndefined();
    expect(resolveVisitorIp(undefined, undefined, undefined)).toBeUndefined();
  });
});
