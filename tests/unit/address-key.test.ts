import { describe, expect, test } from 'vitest';
import { addressKey, limitedAddressKey, networkKey } from '#server/rate-limit/address-key.js';

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

describe('the zero-fill of compressed IPv6', () => {
  test('when `::` stands for one group or for six, then exactly that many zero groups are filled in', () => {
    expect(addressKey('1::3:4:5:6:7:8')).toBe('1:0:3:4::/64');
    expect(addressKey('1:2::8')).toBe('1:2:0:0::/64');
    expect(addressKey('1:2:3::5:6:7:8')).toBe('1:2:3:0::/64');
  });

  test('when `::` is the whole address or its end, then the network key is all zeros where it stands', () => {
    expect(networkKey('::')).toBe('0:0:0::/48');
    expect(networkKey('2001:db8::')).toBe('2001:db8:0::/48');
    expect(networkKey('::2:3:4:5:6:7:8')).toBe('0:2:3::/48');
  });

  test('when groups carry leading zeros or upper case, then they are written short and in lower case', () => {
    expect(networkKey('2001:0DB8:00AB:0001::1')).toBe('2001:db8:ab::/48');
    expect(addressKey('2001:0DB8:00AB:0001::1')).toBe('2001:db8:ab:1::/64');
  });

  test('when the address is IPv4, then its network is the /24', () => {
    expect(networkKey('203.0.113.77')).toBe('203.0.113.0/24');
  });

});

describe('limitedAddressKey', () => {
  test('when IPv6 addresses share a /56 (one customer\'s 256 /64s), then the rate limits count them as one address; IPv4 is itself', () => {
    expect(limitedAddressKey('2001:db8:1:2aa:1::1')).toBe('2001:db8:1:200::/56');
    expect(limitedAddressKey('2001:db8:1:2ff::1')).toBe(limitedAddressKey('2001:db8:1:200::7'));
    expect(limitedAddressKey('2001:db8:1:300::1')).toBe('2001:db8:1:300::/56');
    expect(limitedAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/56');
    expect(limitedAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });
});
