import { describe, expect, test } from 'vitest';
import { addressKey } from '#server/rate-limit/address-key.js';

describe('addressKey', () => {
  test('when the address is IPv4, then it is its own key', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  test('when two IPv6 addresses share a /64, then they share a key', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  });

  test('when IPv6 is compressed inside the first four groups, then the zeros are filled in', () => {
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:5::')).toBe('2001:db8:5:0::/64');
  });

  test('when IPv6 addresses differ in the first 64 bits, then their keys differ', () => {
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });
});
