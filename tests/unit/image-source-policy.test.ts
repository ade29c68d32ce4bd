// Which photo sources the image endpoint may fetch (server/images/source-policy.ts): http(s)
// on a listed host:port only, and at public addresses only, but for the upstream's own host.
import { describe, expect, test } from 'vitest';
import { addressAllowed, allowedSource } from '#server/images/source-policy.js';

const policy = { hosts: ['img.example.ru', '127.0.0.1:8080', 'cdn.example.ru:8443'], trustedHostname: '127.0.0.1' };

describe('allowedSource', () => {
  test.each([
    ['https://img.example.ru/a.jpg', true],
    ['http://IMG.example.ru/a.jpg', true],
    ['http://127.0.0.1:8080/photos/a.jpg', true],
    ['https://cdn.example.ru:8443/a.jpg', true],
    ['https://cdn.example.ru/a.jpg', false],
    ['http://127.0.0.1:8081/a.jpg', false],
    ['https://img.example.ru.evil.ru/a.jpg', false],
    ['https://user:pass@img.example.ru/a.jpg', false],
    ['ftp://img.example.ru/a.jpg', false],
    ['file:///etc/passwd', false],
    ['/promo/static/a.svg', false],
  ])('when the source is %s, then it is allowed: %s', (source, allowed) => {
    expect(allowedSource(source, policy) !== undefined).toBe(allowed);
  });
});

describe('addressAllowed', () => {
  test.each([
    ['img.example.ru', '93.184.216.34', true],
    ['img.example.ru', '2a00:1450:4010:c05::66', true],
    ['img.example.ru', '127.0.0.1', false],
    ['img.example.ru', '10.1.2.3', false],
    ['img.example.ru', '172.16.0.5', false],
    ['img.example.ru', '192.168.1.1', false],
    ['img.example.ru', '169.254.169.254', false],
    ['img.example.ru', '100.64.0.1', false],
    ['img.example.ru', '0.0.0.0', false],
    ['img.example.ru', '::1', false],
    ['img.example.ru', 'fd00::1', false],
    ['img.example.ru', 'fe80::1', false],
    ['img.example.ru', '::ffff:127.0.0.1', false],
    ['img.example.ru', '::ffff:10.0.0.1', false],
    ['img.example.ru', 'not an address', false],
    ['127.0.0.1', '127.0.0.1', true],
    ['localhost', '127.0.0.1', false],
  ])('when %s resolves to %s, then connecting is allowed: %s', (hostname, address, allowed) => {
    expect(addressAllowed(hostname, address, policy)).toBe(allowed);
  });
});
