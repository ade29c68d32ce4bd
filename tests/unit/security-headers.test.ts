// The security headers every answer carries, as built once at start-up: the strict policy,
// the analytics hosts only when analytics is configured, and what a page kind asks for
// merged in (server/render/security-headers.ts, docs/product.md). The HTTP tests see the
// same list on answers; these read it part by part.
import { describe, expect, test } from 'vitest';
import express from 'express';
import request from 'supertest';
import { loadConfig } from '#server/config.js';
import { analyticsTags } from '#server/render/analytics-tags.js';
import { securityHeaderList, securityHeaders } from '#server/render/security-headers.js';

const plain = loadConfig({});
const withAnalytics = loadConfig({ GTM_ID: 'GTM-ABCD123', YANDEX_METRIKA_ID: '12345678' });
const GOOGLE = ['https://www.googletagmanager.com', 'https://www.google-analytics.com'];
const YANDEX = ['https://mc.yandex.ru', 'https://mc.yandex.com'];

/** The policy's directives by name, each its sources in order. */
function directives(list: [string, string][]): Map<string, string[]> {
  const policy = new Map(list).get('content-security-policy') ?? '';
  return new Map(policy.split(';').map((part) => part.trim().split(' ')).map(([name, ...sources]) => [name!, sources]));
}

describe('securityHeaderList', () => {
  test('without analytics or kinds\' additions, then the policy allows only the site itself, with no frames, objects or upgrade', () => {
    expect(Object.fromEntries(directives(securityHeaderList(plain)))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https:'],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
      'font-src': ["'self'", 'https:', 'data:'],
      'script-src-attr': ["'none'"],
    });
  });

  test('then the other headers are helmet\'s, without HSTS (the proxy in front sets it) and without COEP (photos come from elsewhere)', () => {
    const headers = new Map(securityHeaderList(plain));
    expect(headers.has('strict-transport-security')).toBe(false);
    expect(headers.has('cross-origin-embedder-policy')).toBe(false);
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.has('x-powered-by')).toBe(false);
    // Names are lower case, each once: the hit path writes them as they are.
    const names = securityHeaderList(plain).map(([name]) => name);
    expect(names.every((name) => name === name.toLowerCase())).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  test('with analytics configured, then scripts allow its inline snippets by hash and its hosts, and connections and frames its hosts', () => {
    const policy = directives(securityHeaderList(withAnalytics));
    const hashes = analyticsTags(withAnalytics.analytics).scriptHashes;
    expect(hashes).toHaveLength(2);
    expect(policy.get('script-src')).toEqual(["'self'", ...hashes, ...GOOGLE, ...YANDEX]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...GOOGLE, ...YANDEX]);
    expect(policy.get('frame-src')).toEqual([...GOOGLE, ...YANDEX]);
    expect(policy.has('media-src')).toBe(false);
  });

  test('with one analytics service, then only its hosts', () => {
    const yandexOnly = directives(securityHeaderList(loadConfig({ YANDEX_METRIKA_ID: '12345678' })));
    expect(yandexOnly.get('connect-src')).toEqual(["'self'", ...YANDEX]);
    const googleOnly = directives(securityHeaderList(loadConfig({ GTM_ID: 'GTM-ABCD123' })));
    expect(googleOnly.get('frame-src')).toEqual(GOOGLE);
  });

  test('when kinds ask for hosts, then frames, media and connections allow them, each host once, and nothing else changes', () => {
    const more = {
      frameSrc: ['https://rutube.ru', 'https://rutube.ru'], mediaSrc: ['https://video.example'], connectSrc: ['https://api.example'],
    };
    const policy = directives(securityHeaderList(plain, more));
    expect(policy.get('frame-src')).toEqual(['https://rutube.ru']);
    expect(policy.get('media-src')).toEqual(["'self'", 'https://video.example']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example']);
    const widened = ['frame-src', 'media-src', 'connect-src'];
    const unchanged = (map: Map<string, string[]>) => [...map].filter(([name]) => !widened.includes(name));
    expect(unchanged(policy)).toEqual(unchanged(directives(securityHeaderList(plain))));
  });

  test('when a kind asks for frames beside analytics, then both, analytics first; an empty media list adds no media-src', () => {
    const policy = directives(securityHeaderList(withAnalytics, { frameSrc: ['https://www.googletagmanager.com', 'https://rutube.ru'], mediaSrc: [] }));
    expect(policy.get('frame-src')).toEqual([...GOOGLE, ...YANDEX, 'https://rutube.ru']);
    expect(policy.has('media-src')).toBe(false);
  });
});

describe('securityHeaders', () => {
  test('then every answer of the chain carries the list as it is, and the chain goes on', async () => {
    const list = securityHeaderList(plain);
    const app = express().use(securityHeaders(list)).get('/', (_req, res) => res.send('ok'));
    const res = await request(app).get('/');
    expect(res.text).toBe('ok');
    for (const [name, value] of list) expect(res.headers[name]).toBe(value);
  });
});
