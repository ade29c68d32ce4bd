// The visitor IP is what Express resolves under `trust proxy` (req.ip); X-Real-IP only from
// a trusted peer without X-Forwarded-For; only a syntactically valid IP is ever used.
import { describe, expect, test } from 'vitest';
import { pickVisitorIp, validIp, type AddressFacts } from '#server/request/visitor-ip.js';

const facts = (over: Partial<AddressFacts>): AddressFacts => ({
  resolvedIp: '203.0.113.7', forwardedFor: undefined, realIp: undefined, socketAddress: '127.0.0.1', peerTrusted: () => true, ...over,
});

describe('pickVisitorIp', () => {
  test('when Express resolved an address, then it is the visitor', () => {
    expect(pickVisitorIp(facts({ forwardedFor: '198.51.100.1, 203.0.113.7' }))).toBe('203.0.113.7');
  });

  test('when a trusted peer sent X-Real-IP and no X-Forwarded-For, then X-Real-IP is the visitor', () => {
    expect(pickVisitorIp(facts({ resolvedIp: '127.0.0.1', realIp: '198.51.100.4' }))).toBe('198.51.100.4');
  });

  test('when an untrusted peer sent X-Real-IP, then it is ignored', () => {
    const untrustedPeer = facts({ resolvedIp: '192.0.2.9', socketAddress: '192.0.2.9', realIp: '198.51.100.4', peerTrusted: () => false });
    expect(pickVisitorIp(untrustedPeer)).toBe('192.0.2.9');
  });

  test('when X-Forwarded-For is present, then X-Real-IP is ignored even from a trusted peer', () => {
    expect(pickVisitorIp(facts({ forwardedFor: '203.0.113.7', realIp: '198.51.100.4' }))).toBe('203.0.113.7');
  });

  test('when X-Real-IP is malformed, then the resolved address is used', () => {
    expect(pickVisitorIp(facts({ resolvedIp: '127.0.0.1', realIp: 'localhost' }))).toBe('127.0.0.1');
  });

  test('when a trusted proxy forwarded garbage, then the socket address is used, never the garbage', () => {
    for (const garbage of ['<script>', '999.1.1.1', '1.2.3.4\r\nX-Evil: 1', 'unknown', '']) {
      expect(pickVisitorIp(facts({ resolvedIp: garbage, forwardedFor: garbage })), garbage).toBe('127.0.0.1');
    }
  });

  test('when nothing is valid, then it answers undefined', () => {
    expect(pickVisitorIp(facts({ resolvedIp: 'x', realIp: 'y', socketAddress: 'z' }))).toBeUndefined();
  });
});

describe('validIp', () => {
  test('when the address is IPv6, then it is kept as is', () => {
    expect(validIp('2001:db8::1')).toBe('2001:db8::1');
    expect(validIp('::1')).toBe('::1');
  });

  test('when the address is IPv4-mapped IPv6, then the ::ffff: prefix is stripped', () => {
    expect(validIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(validIp(' ::FFFF:203.0.113.7 ')).toBe('203.0.113.7');
  });
});
