// Configuration is parsed once; defaults apply, and a bad value stops start-up with one
// line naming the variable.
import path from 'node:path';
import { DEFAULT_SUPPORT_PHONES } from '#shared/support-phones.js';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.js';
import { ROOT } from '../support/project-root.js';
import { readFileSync } from 'node:fs';
import { DEFAULT_LIMIT_SETTINGS } from '#server/rate-limit/limit-settings.js';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

const UPSTREAM = { UPSTREAM_URL: 'https://api.example.ru', UPSTREAM_USER: 'shop', UPSTREAM_PASSWORD: 'real-secret' };

describe('loadConfig defaults', () => {
  test('when the environment is empty, then every default of the docs/configuration.md table applies, with the demo upstream', () => {
    const config = loadConfig({});

    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      pageSharedCacheS: 10,
      upstream: {
        url: undefined, user: undefined, password: undefined, timeoutMs: 5000, cacheTtlMs: 10_000, staleMs: 3_600_000, maxBytes: 1_048_576,
      },
      images: {
        hosts: undefined, maxBytes: 8 * 1024 * 1024, maxPixels: 25_000_000, timeoutMs: 5000, cacheBytes: 64 * 1024 * 1024,
        concurrency: 2, queue: 64,
      },
      trustProxy: ['loopback'],
      publicOrigins: { promo: undefined, business: undefined },
      requestTimeoutMs: 30_000,
      firstByteTimeoutMs: 5000,
      shutdownDelayMs: 5000,
      warmUpMs: 10_000,
      shutdownGraceMarginMs: 5000,
      redisUrl: undefined,
      experiments: { redisUrl: undefined, secret: undefined, previousSecret: undefined },
      metricsPort: undefined,
      healthPort: undefined,
      rateLimits: true,
      limits: DEFAULT_LIMIT_SETTINGS,
      regionLookupsPerSecond: 100,
      shedding: {
        maxInFlight: 128, maxEventLoopDelayMs: 200, maxPersonalInFlight: 32, personalPerBlock: 4, personalLine: 256, personalWaitMs: 5000,
      },
      maxConnections: 8000,
      listenBacklog: 4096,
      probeHost: '0.0.0.0',
      lovecategoryFinished: false,
      analytics: { gtmId: undefined, yandexMetrikaId: undefined },
      logLevel: 'info',
      logHitSample: 10,
      supportPhones: DEFAULT_SUPPORT_PHONES,
      // The project's content/, from the sources as from dist/server/ (the build keeps no copy).
      contentDir: path.join(ROOT, 'content'),
      // Beside the content folder, never inside it (docs/decisions/022-preview-grants.md).
      previewEpochsFile: path.join(ROOT, '.preview-epochs.json'),
      feedbackCallbackTopic: 'other',
      // The studio is `npm start`'s (STUDIO=local there), not the server's default.
      studio: undefined,
    });
    expect(config).toHaveProperty('studio', undefined);
  });

  test('when values are empty strings, then they count as unset', () => {
    expect(loadConfig({ PORT: '', GTM_ID: '', UPSTREAM_URL: '' }))
      .toMatchObject({ port: 3000, analytics: { gtmId: undefined }, upstream: { url: undefined } });
  });

  test('when every variable is set, then each is read', () => {
    const config = loadConfig({
      ...UPSTREAM, UPSTREAM_URL: 'https://api.example.ru/base/', PORT: '8080', HOST: '127.0.0.1',
      UPSTREAM_TIMEOUT_MS: '2500', UPSTREAM_CACHE_TTL_MS: '0', PAGE_SHARED_CACHE_S: '30',
      TRUST_PROXY: '10.0.0.0/8', LOVECATEGORY_FINISHED: 'true', GTM_ID: 'GTM-ABC123', YANDEX_METRIKA_ID: '12345678', LOG_LEVEL: 'warn',
      LOG_HIT_SAMPLE: '1',
      SUPPORT_PHONES: 'Санкт-Петербург=+7 (812) 334-88-88; Луга = +7 (81372) 2-22-22',
      FEEDBACK_CALLBACK_TOPIC: 'callback',
      UPSTREAM_STALE_MS: '60000', UPSTREAM_MAX_BYTES: '2048', REQUEST_TIMEOUT_MS: '5000',
      SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MARGIN_MS: '250', WARM_UP_MS: '0',
      PUBLIC_ORIGIN: 'https://www.example.ru/', PUBLIC_BUSINESS_ORIGIN: 'https://business.example.ru:8443',
      REDIS_URL: 'redis://127.0.0.1:6379/0', METRICS_PORT: '9100', RATE_LIMITS: 'off',
      EXPERIMENT_REDIS_URL: 'redis://experiments:6379', EXPERIMENT_SECRET: 'experiment-secret-of-at-least-32-characters',
      EXPERIMENT_SECRET_PREVIOUS: 'the-previous-experiment-secret-of-32-characters',
      CARD_LOOKUPS_PER_ADDRESS: '7',
      REGION_LOOKUPS_PER_SECOND: '20', SHED_MAX_IN_FLIGHT: '64', SHED_EVENT_LOOP_DELAY_MS: '150', CONTENT_DIR: '/srv/promo-content/current',
      SHED_PERSONAL_MAX_IN_FLIGHT: '8', SHED_PERSONAL_PER_BLOCK: '3', MAX_CONNECTIONS: '2000', HEALTH_PORT: '9092',
      SHED_PERSONAL_QUEUE: '0', SHED_PERSONAL_WAIT_MS: '1500',
      LISTEN_BACKLOG: '1024', FIRST_BYTE_TIMEOUT_MS: '2000', PROBE_HOST: '10.1.2.3',
      IMAGE_HOSTS: 'IMG.example.ru,cdn.example.ru:8443', IMAGE_MAX_BYTES: '4096', IMAGE_MAX_PIXELS: '1000000', IMAGE_TIMEOUT_MS: '800',
      IMAGE_CACHE_MB: '8', IMAGE_CONCURRENCY: '1', IMAGE_QUEUE: '0',
      PREVIEW_EPOCHS_FILE: '/var/lib/promo/preview-epochs.json', STUDIO_TOKEN: 'studio-secret-of-at-least-32-characters',
    });

    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      pageSharedCacheS: 30,
      upstream: {
        url: 'https://api.example.ru/base', user: 'shop', password: 'real-secret',
        timeoutMs: 2500, cacheTtlMs: 0, staleMs: 60_000, maxBytes: 2048,
      },
      images: {
        hosts: ['img.example.ru', 'cdn.example.ru:8443'], maxBytes: 4096, maxPixels: 1_000_000, timeoutMs: 800, cacheBytes: 8 * 1024 * 1024,
        concurrency: 1, queue: 0,
      },
      trustProxy: ['10.0.0.0/8'],
      publicOrigins: { promo: 'https://www.example.ru', business: 'https://business.example.ru:8443' },
      requestTimeoutMs: 5000,
      firstByteTimeoutMs: 2000,
      shutdownDelayMs: 0,
      warmUpMs: 0,
      shutdownGraceMarginMs: 250,
      redisUrl: 'redis://127.0.0.1:6379/0',
      experiments: {
        redisUrl: 'redis://experiments:6379', secret: 'experiment-secret-of-at-least-32-characters',
        previousSecret: 'the-previous-experiment-secret-of-32-characters',
      },
      metricsPort: 9100,
      rateLimits: false,
      limits: { ...DEFAULT_LIMIT_SETTINGS, CARD_LOOKUPS_PER_ADDRESS: 7 },
      regionLookupsPerSecond: 20,
      shedding: {
        maxInFlight: 64, maxEventLoopDelayMs: 150, maxPersonalInFlight: 8, personalPerBlock: 3, personalLine: 0, personalWaitMs: 1500,
      },
      maxConnections: 2000,
      listenBacklog: 1024,
      probeHost: '10.1.2.3',
      healthPort: 9092,
      lovecategoryFinished: true,
      analytics: { gtmId: 'GTM-ABC123', yandexMetrikaId: '12345678' },
      logLevel: 'warn',
      logHitSample: 1,
      supportPhones: [{ city: 'Санкт-Петербург', phone: '+7 (812) 334-88-88' }, { city: 'Луга', phone: '+7 (81372) 2-22-22' }],
      contentDir: '/srv/promo-content/current',
      previewEpochsFile: '/var/lib/promo/preview-epochs.json',
      studioToken: 'studio-secret-of-at-least-32-characters',
      feedbackCallbackTopic: 'callback',
    });
  });

  test('when LOVECATEGORY_FINISHED is 1 or 0, then it reads as a boolean', () => {
    expect(loadConfig({ LOVECATEGORY_FINISHED: '1' }).lovecategoryFinished).toBe(true);
    expect(loadConfig({ LOVECATEGORY_FINISHED: '0' }).lovecategoryFinished).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  test.each([
    ['true', true],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8,  fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
    ['10.1.2.3', ['10.1.2.3']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ])('when TRUST_PROXY=%s, then Express gets %j (a hop count, not the address 0.0.0.1)', (text, expected) => {
    expect(loadConfig({ TRUST_PROXY: text }).trustProxy).toEqual(expected);
  });
});

describe('loadConfig bad values', () => {
  const bad: [string, Record<string, string>][] = [
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['PORT', { PORT: '80.5' }],
    ['UPSTREAM_URL', { ...UPSTREAM, UPSTREAM_URL: 'not a url' }],
    ['UPSTREAM_URL', { ...UPSTREAM, UPSTREAM_URL: 'ftp://api.example.ru' }],
    ['UPSTREAM_TIMEOUT_MS', { UPSTREAM_TIMEOUT_MS: 'soon' }],
    ['IMAGE_HOSTS', { IMAGE_HOSTS: 'https://img.example.ru/' }],
    ['IMAGE_HOSTS', { IMAGE_HOSTS: 'img.example.ru,,cdn.example.ru' }],
    ['IMAGE_MAX_PIXELS', { IMAGE_MAX_PIXELS: '300000000' }],
    ['IMAGE_CONCURRENCY', { IMAGE_CONCURRENCY: '0' }],
    ['UPSTREAM_TIMEOUT_MS', { UPSTREAM_TIMEOUT_MS: '0' }],
    ['UPSTREAM_CACHE_TTL_MS', { UPSTREAM_CACHE_TTL_MS: '-5' }],
    ['UPSTREAM_CACHE_TTL_MS', { UPSTREAM_CACHE_TTL_MS: 'often' }],
    ['PAGE_SHARED_CACHE_S', { PAGE_SHARED_CACHE_S: '-1' }],
    ['PAGE_SHARED_CACHE_S', { PAGE_SHARED_CACHE_S: '86401' }],
    ['LOVECATEGORY_FINISHED', { LOVECATEGORY_FINISHED: 'yes' }],
    ['GTM_ID', { GTM_ID: '<script>' }],
    ['YANDEX_METRIKA_ID', { YANDEX_METRIKA_ID: '12ab' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['LOG_HIT_SAMPLE', { LOG_HIT_SAMPLE: '0' }],
    ['CARD_LOOKUPS_PER_ADDRESS', { CARD_LOOKUPS_PER_ADDRESS: '0' }],
    ['CARD_LOOKUPS_PER_CARD', { CARD_LOOKUPS_PER_CARD: 'ten' }],
    ['POSTS_PER_NETWORK', { POSTS_PER_NETWORK: '0' }],
    ['SUPPORT_PHONES', { SUPPORT_PHONES: 'Луга' }],
    ['FEEDBACK_CALLBACK_TOPIC', { FEEDBACK_CALLBACK_TOPIC: 'Обратный звонок' }],
    ['REGION_LOOKUPS_PER_SECOND', { REGION_LOOKUPS_PER_SECOND: '0' }],
    ['SHED_MAX_IN_FLIGHT', { SHED_MAX_IN_FLIGHT: 'many' }],
    ['SHED_EVENT_LOOP_DELAY_MS', { SHED_EVENT_LOOP_DELAY_MS: '5' }],
    ['SHED_PERSONAL_MAX_IN_FLIGHT', { SHED_PERSONAL_MAX_IN_FLIGHT: '0' }],
    ['MAX_CONNECTIONS', { MAX_CONNECTIONS: '8' }],
    ['SUPPORT_PHONES', { SUPPORT_PHONES: 'Луга=call us' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/40' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'loopback, example.ru' }],
    // A netmask that is no prefix: Express's proxy-addr would throw on the first request.
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/255.0.255.0' }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'https://example.ru/promo/' }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'javascript:alert(1)' }],
    ['PUBLIC_BUSINESS_ORIGIN', { PUBLIC_BUSINESS_ORIGIN: 'https://business.example.ru/?x' }],
    ['UPSTREAM_STALE_MS', { UPSTREAM_STALE_MS: 'forever' }],
    ['UPSTREAM_MAX_BYTES', { UPSTREAM_MAX_BYTES: '10' }],
    ['REQUEST_TIMEOUT_MS', { REQUEST_TIMEOUT_MS: '0' }],
    ['SHUTDOWN_DELAY_MS', { SHUTDOWN_DELAY_MS: '-1' }],
    ['SHUTDOWN_GRACE_MARGIN_MS', { SHUTDOWN_GRACE_MARGIN_MS: '60001' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['METRICS_PORT', { METRICS_PORT: 'metrics' }],
    ['HEALTH_PORT', { HEALTH_PORT: '70000' }],
    ['RATE_LIMITS', { RATE_LIMITS: 'maybe' }],
  ];

  for (const [name, env] of bad) {
    test(`when ${name}=${Object.values(env).at(-1)}, then it stops with one line naming ${name}`, () => {
      const { message } = errorOf(env);

      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name}: `));
      expect(message).not.toContain('\n');
    });
  }

  test('when several variables are bad, then one line names every one of them', () => {
    const { message } = errorOf({ PORT: 'abc', TRUST_PROXY: 'true,', LOG_LEVEL: 'loud', UPSTREAM_URL: UPSTREAM.UPSTREAM_URL });

    for (const name of ['PORT', 'TRUST_PROXY', 'LOG_LEVEL', 'UPSTREAM_USER', 'UPSTREAM_PASSWORD']) expect(message).toContain(`${name}: `);
    expect(message).not.toContain('\n');
  });

  test('when UPSTREAM_URL is set without a user, then it stops naming UPSTREAM_USER', () => {
    expect(errorOf({ UPSTREAM_URL: UPSTREAM.UPSTREAM_URL, UPSTREAM_PASSWORD: 'x' }).message).toBe(
      'Invalid configuration: UPSTREAM_USER: required when UPSTREAM_URL is set',
    );
  });

  test('when UPSTREAM_URL is set without a password, then it stops naming UPSTREAM_PASSWORD', () => {
    expect(errorOf({ UPSTREAM_URL: UPSTREAM.UPSTREAM_URL, UPSTREAM_USER: 'shop' }).message).toBe(
      'Invalid configuration: UPSTREAM_PASSWORD: required when UPSTREAM_URL is set',
    );
  });

  test('when UPSTREAM_URL is set with neither, then it stops rather than sending the demo credentials to a real API', () => {
    expect(errorOf({ UPSTREAM_URL: UPSTREAM.UPSTREAM_URL }).message).toMatch(/^Invalid configuration: UPSTREAM_(USER|PASSWORD): /);
  });

  test('when a bad value is a secret, then the line does not echo it', () => {
    const { message } = errorOf({ UPSTREAM_URL: 'https://shop:real-secret@', UPSTREAM_USER: 'shop', UPSTREAM_PASSWORD: 'real-secret' });

    expect(message).toMatch(/^Invalid configuration: UPSTREAM_URL: /);
    expect(message).not.toContain('real-secret');
  });
});

describe('the visitor limits', () => {
  const documented = readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');

  test('when a limit is out of its range, then start-up stops with a line naming the variable and the allowed range', () => {
    expect(errorOf({ CARD_LOOKUPS_PER_ADDRESS: '0' }).message)
      .toBe('Invalid configuration: CARD_LOOKUPS_PER_ADDRESS: expected a whole number from 1 to 100000');
    expect(errorOf({ CARD_LOOKUPS_PER_CARD: '2.5' }).message)
      .toBe('Invalid configuration: CARD_LOOKUPS_PER_CARD: expected a whole number from 1 to 100000');
    expect(errorOf({ LIMIT_WINDOW_S: 'all' }).message)
      .toBe('Invalid configuration: LIMIT_WINDOW_S: expected a whole number from 1 to 86400');
  });

  test('when a limit is set, then the configuration holds it and the others keep their defaults', () => {
    expect(loadConfig({ CARD_LOOKUPS_PER_ADDRESS: '3', FEEDBACK_PER_SECOND: '7' }).limits)
      .toEqual({ ...DEFAULT_LIMIT_SETTINGS, CARD_LOOKUPS_PER_ADDRESS: 3, FEEDBACK_PER_SECOND: 7 });
  });

  const settings = Object.entries(DEFAULT_LIMIT_SETTINGS);
  test.each(settings)('when docs/configuration.md is read, then %s has a row with its default %s', (name, fallback) => {
    const cells = documented.split('\n').map((line) => line.split('|').map((cell) => cell.trim()))
      .find((row) => row[0] === '' && row[1]?.split(', ').includes(`\`${name}\``));
    expect(cells, `a row for ${name}`).toBeDefined();
    const documentedDefaults = cells![2]!.split(', ');
    expect(documentedDefaults[cells![1]!.split(', ').indexOf(`\`${name}\``)]).toBe(`\`${fallback}\``);
  });
});

describe('the content\'s git host (CONTENT_GIT_*)', () => {
  test('when the host\'s address, a read-only token and a folder are set, then the site fetches the review branches with them', () => {
    expect(loadConfig({
      CONTENT_GIT_URL: 'https://git.example.ru/marketing/promo-content.git', CONTENT_GIT_USER: 'promo',
      CONTENT_GIT_TOKEN: 'read-only-token', CONTENT_GIT_DIR: '/review-branches',
    }).contentGit).toEqual({
      url: 'https://git.example.ru/marketing/promo-content.git', credentials: { user: 'promo', token: 'read-only-token' }, dir: '/review-branches',
    });
    expect(loadConfig({ CONTENT_GIT_URL: 'https://git.example.ru/promo.git' }).contentGit)
      .toEqual({ url: 'https://git.example.ru/promo.git', credentials: undefined, dir: undefined });
    expect(loadConfig({}).contentGit).toBeUndefined();
  });

  test('when the address carries the credentials, or a token comes without its user, then start-up stops naming the variable, the token unechoed', () => {
    const inAddress = errorOf({ CONTENT_GIT_URL: 'https://promo:real-secret@git.example.ru/promo.git' }).message;
    expect(inAddress).toMatch(/^Invalid configuration: CONTENT_GIT_URL: expected the credentials in CONTENT_GIT_USER and CONTENT_GIT_TOKEN$/);
    expect(errorOf({ CONTENT_GIT_URL: 'https://git.example.ru/promo.git', CONTENT_GIT_TOKEN: 'real-secret' }).message)
      .toBe('Invalid configuration: CONTENT_GIT_USER: required when CONTENT_GIT_TOKEN is set');
    expect(errorOf({ CONTENT_GIT_URL: 'https://git.example.ru/promo.git', CONTENT_GIT_USER: 'promo' }).message)
      .toBe('Invalid configuration: CONTENT_GIT_TOKEN: required when CONTENT_GIT_USER is set');
    expect(errorOf({ CONTENT_GIT_URL: 'git.example.ru:promo.git' }).message).toMatch(/^Invalid configuration: CONTENT_GIT_URL: expected an https:/);
  });
});

describe('PROMO_NOW and PREVIEW_TOKEN', () => {
  test('when PROMO_NOW is an ISO instant with offset, then it is that instant in epoch ms; unset, the clock is real time', () => {
    expect(loadConfig({ PROMO_NOW: '2025-10-15T12:00:00+03:00' }).promoNow).toBe(Date.UTC(2025, 9, 15, 9));
    expect(loadConfig({ PROMO_NOW: '2025-10-31T20:59:59.999Z' }).promoNow).toBe(Date.UTC(2025, 9, 31, 20, 59, 59, 999));
    expect(loadConfig({ PROMO_NOW: '2025-11-01T00:30:00+03:00' }).promoNow).toBe(Date.UTC(2025, 9, 31, 21, 30));
    expect(loadConfig({ PROMO_NOW: '2025-10-31T22:00:00-05:00' }).promoNow).toBe(Date.UTC(2025, 10, 1, 3));
    expect(loadConfig({}).promoNow).toBeUndefined();
  });

  test.each(['2025-10-15', '2025-10-15T12:00:00', 'yesterday', '2025-13-01T00:00:00+03:00', '2025-02-30T12:00:00+03:00'])('when PROMO_NOW is %s (no offset, or not an instant), then start-up stops naming PROMO_NOW', (value) => {
    expect(errorOf({ PROMO_NOW: value }).message).toMatch(/^Invalid configuration: PROMO_NOW: /);
  });

  test.each(['CONTENT_DIR', 'PREVIEW_EPOCHS_FILE', 'CONTENT_GIT_DIR', 'STUDIO_DIR'])('when %s is a relative path, then start-up stops naming it', (name) => {
    expect(errorOf({ [name]: 'content' }).message).toBe(`Invalid configuration: ${name}: expected an absolute path`);
  });

  test.each(['STUDIO_TOKEN'])('when %s is shorter than 32 characters, then start-up stops naming it', (name) => {
    expect(errorOf({ [name]: 'short-secret-token' }).message).toBe(`Invalid configuration: ${name}: expected at least 32 characters`);
  });

  test('when PREVIEW_TOKEN is shorter than 32 characters, then start-up stops naming it without echoing it', () => {
    const { message } = errorOf({ PREVIEW_TOKEN: 'short-secret-token' });
    expect(message).toBe('Invalid configuration: PREVIEW_TOKEN: expected at least 32 characters');
    expect(loadConfig({ PREVIEW_TOKEN: 'x'.repeat(32) }).previewToken).toBe('x'.repeat(32));
    expect(loadConfig({}).previewToken).toBeUndefined();
  });
});

describe('STUDIO', () => {
  test('when STUDIO is local, then the studio listens on 127.0.0.1:3001 with its repository under the project\'s .studio/, branch main', () => {
    expect(loadConfig({ STUDIO: 'local' }).studio).toEqual({
      port: 3001, host: '127.0.0.1', backend: { kind: 'local', dir: path.join(ROOT, '.studio'), branch: 'main', gitDeadlineMs: 30_000 },
    });
    expect(loadConfig({ STUDIO: 'local', STUDIO_PORT: '4100', STUDIO_DIR: '/srv/studio' }).studio)
      .toMatchObject({ port: 4100, backend: { dir: '/srv/studio' } });
  });

  test('when STUDIO names a git host, then its repository, branch and sign-in settings are read', () => {
    const studio = loadConfig({
      STUDIO: 'gitlab', STUDIO_REPO: 'marketing/promo-content', STUDIO_BRANCH: 'published', STUDIO_BASE_URL: 'https://git.example.ru',
      STUDIO_API_ROOT: 'https://git.example.ru/api/v4', STUDIO_APP_ID: 'abc123',
    }).studio;
    expect(studio?.backend).toEqual({
      kind: 'gitlab', repo: 'marketing/promo-content', branch: 'published', baseUrl: 'https://git.example.ru',
      apiRoot: 'https://git.example.ru/api/v4', authEndpoint: undefined, appId: 'abc123',
    });
  });

  test('when STUDIO names a git host without STUDIO_REPO, or an unknown backend, or a relative STUDIO_DIR, then start-up stops naming it', () => {
    expect(errorOf({ STUDIO: 'github' }).message).toBe('Invalid configuration: STUDIO_REPO: required when STUDIO=github');
    expect(errorOf({ STUDIO: 'svn' }).message).toMatch(/^Invalid configuration: STUDIO: /);
    expect(errorOf({ STUDIO: 'local', STUDIO_DIR: 'studio' }).message).toBe('Invalid configuration: STUDIO_DIR: expected an absolute path');
  });
});
