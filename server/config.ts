// The only module that reads process.env. Parsed once at start-up; bad values stop the
// process with one line that names every bad variable, so an operator fixes them in one go.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy.js';
import { limitSettingsSchema } from './rate-limit/limit-settings.js';
import { DEFAULT_SUPPORT_PHONES, parseSupportPhones } from '#shared/support-phones.js';
import { DEFAULT_HIT_SAMPLE } from './observability/hit-lines.js';

const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A whole number from `min` to `max`: the counts, sizes, ports and durations the variables hold. */
const integer = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const port = integer(0, 65535);
const httpUrl = z.url({ protocol: /^https?$/ });
const absolutePath = z.string().refine((text) => path.isAbsolute(text), 'expected an absolute path');
const secret = z.string().min(32, 'expected at least 32 characters').max(256);
/** An origin only (scheme, host, port): absolute page URLs are built on it, never on request headers. */
const publicOrigin = httpUrl
  .refine(
    (text) => new URL(text).pathname === '/' && !/[?#]/.test(text) && !new URL(text).username,
    'expected an origin like https://example.ru',
  )
  .transform((text) => new URL(text).origin);
const TRUST_PROXY_EXPECTED = 'expected true, false, a hop count, or addresses/subnets/loopback,linklocal,uniquelocal separated by commas';
const trustProxy = z
  .string()
  .transform((text, ctx) => parseTrustProxy(text) ?? (ctx.addIssue({ code: 'custom', message: TRUST_PROXY_EXPECTED }), z.NEVER));

/** An ISO 8601 instant with its offset (`2025-10-15T12:00:00+03:00`), as epoch milliseconds. */
const instant = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
    'expected an ISO 8601 instant with offset, e.g. 2025-10-15T12:00:00+03:00',
  )
  .transform((text, ctx) => {
    const ms = Date.parse(text);
    // Date.parse rolls 30 February over into March: the day written must be the day read.
    const offset = /([+-])(\d{2}):(\d{2})$/.exec(text);
    const offsetMs = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000 : 0;
    const real = Number.isFinite(ms) && new Date(ms + offsetMs).toISOString().slice(0, 10) === text.slice(0, 10);
    return real ? ms : (ctx.addIssue({ code: 'custom', message: 'not a real date and time' }), z.NEVER);
  });

/** Where the studio keeps the content: a git repository of its own on this machine, or a git host. */
export const STUDIO_BACKENDS = ['off', 'local', 'github', 'gitlab', 'forgejo'] as const;

// Each variable's meaning, default and range: docs/configuration.md; what it becomes: configOf below.
const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  UPSTREAM_URL: httpUrl.optional(),
  UPSTREAM_USER: z.string().min(1).optional(),
  UPSTREAM_PASSWORD: z.string().min(1).optional(),
  UPSTREAM_TIMEOUT_MS: integer(50, 120_000).default(5000),
  UPSTREAM_CACHE_TTL_MS: integer(0, 600_000).default(10_000),
  PAGE_SHARED_CACHE_S: integer(0, 86_400).default(10),
  UPSTREAM_STALE_MS: integer(0, 86_400_000).default(3_600_000),
  UPSTREAM_MAX_BYTES: integer(1024, 64 * 1024 * 1024).default(1_048_576),
  IMAGE_HOSTS: z.string().regex(/^[a-z0-9.:[\]-]+(,[a-z0-9.:[\]-]+)*$/i, 'expected host or host:port names separated by commas').optional(),
  IMAGE_MAX_BYTES: integer(1024, 64 * 1024 * 1024).default(8 * 1024 * 1024),
  IMAGE_MAX_PIXELS: integer(10_000, 268_402_689).default(25_000_000),
  IMAGE_TIMEOUT_MS: integer(50, 60_000).default(5000),
  IMAGE_CACHE_MB: integer(1, 4096).default(64),
  IMAGE_CONCURRENCY: integer(1, 64).default(2),
  IMAGE_QUEUE: integer(0, 10_000).default(64),
  REQUEST_TIMEOUT_MS: integer(1000, 600_000).default(30_000),
  FIRST_BYTE_TIMEOUT_MS: integer(500, 600_000).default(5000),
  SHUTDOWN_DELAY_MS: integer(0, 120_000).default(5000),
  WARM_UP_MS: integer(0, 120_000).default(10_000),
  SHUTDOWN_GRACE_MARGIN_MS: integer(0, 60_000).default(5000),
  TRUST_PROXY: trustProxy.default(['loopback']),
  PUBLIC_ORIGIN: publicOrigin.optional(),
  PUBLIC_BUSINESS_ORIGIN: publicOrigin.optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  METRICS_PORT: port.optional(),
  HEALTH_PORT: port.optional(),
  REGION_LOOKUPS_PER_SECOND: integer(1, 100_000).default(100),
  SHED_MAX_IN_FLIGHT: integer(1, 100_000).default(128),
  SHED_EVENT_LOOP_DELAY_MS: integer(10, 60_000).default(200),
  SHED_PERSONAL_MAX_IN_FLIGHT: integer(1, 100_000).default(32),
  SHED_PERSONAL_PER_BLOCK: integer(1, 100_000).default(4),
  SHED_PERSONAL_QUEUE: integer(0, 100_000).default(256),
  SHED_PERSONAL_WAIT_MS: integer(0, 60_000).default(5000),
  MAX_CONNECTIONS: integer(16, 1_000_000).default(8000),
  LISTEN_BACKLOG: integer(1, 65_535).default(4096),
  PROBE_HOST: z.string().min(1).optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  // Every visitor limit (server/rate-limit/limit-settings.ts: names, defaults, ranges).
  ...limitSettingsSchema.shape,
  LOVECATEGORY_FINISHED: booleanText.default(false),
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected GTM-XXXXXXX').optional(),
  YANDEX_METRIKA_ID: z.string().regex(/^\d{4,12}$/, 'expected digits').optional(),
  SUPPORT_PHONES: z
    .string()
    .transform((text, ctx) => (
      parseSupportPhones(text) ?? (ctx.addIssue({ code: 'custom', message: "expected 'Город=+7 (812) 000-00-00;…' (1–12 lines)" }), z.NEVER)
    ))
    .optional(),
  // The feedback category a «позвонить» request is filed under (one of the upstream's values).
  FEEDBACK_CALLBACK_TOPIC: z.string().regex(/^[a-z0-9_-]{1,64}$/, 'expected a feedback category value').default('other'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_HIT_SAMPLE: integer(1, 1_000_000).default(DEFAULT_HIT_SAMPLE),
  PROMO_NOW: instant.optional(),
  CONTENT_DIR: absolutePath.optional(),
  // Long enough that guessing it is hopeless; compared in constant time (server/preview/).
  PREVIEW_TOKEN: secret.optional(),
  PREVIEW_EPOCHS_FILE: absolutePath.optional(),
  EXPERIMENT_REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  EXPERIMENT_SECRET: secret.optional(),
  EXPERIMENT_SECRET_PREVIOUS: secret.optional(),
  CONTENT_GIT_URL: z.string().regex(/^(https?:\/\/|file:\/\/|\/)\S+$/, 'expected an https:// address of a git repository')
    // In the address they would show in the process list and git's messages.
    .refine((url) => !/^[a-z]+:\/\/[^/]*@/.test(url), 'expected the credentials in CONTENT_GIT_USER and CONTENT_GIT_TOKEN').optional(),
  CONTENT_GIT_USER: z.string().min(1).max(200).optional(),
  CONTENT_GIT_TOKEN: z.string().min(1).max(1000).optional(),
  CONTENT_GIT_DIR: absolutePath.optional(),
  STUDIO_TOKEN: secret.optional(),
  // OpenTelemetry (docs/product.md §10): the SDK reads these and the other OTEL_* variables
  // itself; they are checked here so a bad one stops start-up like any other.
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json']).default('http/protobuf'),
  OTEL_SERVICE_NAME: z.string().min(1).default('promo-pages'),
  // The content studio (docs/decisions/100-content-studio.md): off unless set; `npm start` sets local.
  STUDIO: z.enum(STUDIO_BACKENDS).default('off'),
  STUDIO_PORT: port.default(3001),
  STUDIO_HOST: z.string().min(1).default('127.0.0.1'),
  STUDIO_DIR: absolutePath.optional(),
  STUDIO_REPO: z.string().regex(/^[\w.-]+(\/[\w.-]+)+$/, 'expected owner/name').optional(),
  STUDIO_BRANCH: z.string().regex(/^[\w./-]{1,100}$/, 'expected a branch name').default('main'),
  STUDIO_BASE_URL: httpUrl.optional(),
  STUDIO_API_ROOT: httpUrl.optional(),
  STUDIO_AUTH_ENDPOINT: z.string().regex(/^[\w./-]{1,200}$/, 'expected a path such as api/auth').optional(),
  STUDIO_APP_ID: z.string().min(1).max(200).optional(),
  // How long one call may hold the local studio's repository (docs/decisions/330-studio-always-answers.md).
  STUDIO_GIT_DEADLINE_MS: integer(1000, 600_000).default(30_000),
});

/** Where the upstream is, and the credentials it wants. */
export type UpstreamTarget = Record<'url' | 'user' | 'password', string>;

export class ConfigError extends Error {}

/**
 * The project's content/: beside the package.json above this module, from the sources
 * (server/) as from the build (dist/server/) and in the image (/app).
 */
function projectDir(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

type Env = z.infer<typeof envSchema>;

/** The studio's settings, and the problems of a git host named without its repository. */
function studioOf(e: Env, problems: string[]) {
  if (e.STUDIO === 'off') return undefined;
  if (e.STUDIO !== 'local' && !e.STUDIO_REPO) problems.push(`STUDIO_REPO: required when STUDIO=${e.STUDIO}`);
  return {
    port: e.STUDIO_PORT,
    host: e.STUDIO_HOST,
    backend: e.STUDIO === 'local'
      // The studio's own git repository (Decap's local backend in git mode) under `dir`; a call holds it at most `gitDeadlineMs`.
      ? {
        kind: e.STUDIO, dir: e.STUDIO_DIR ?? path.join(projectDir(), '.studio'), branch: e.STUDIO_BRANCH,
        gitDeadlineMs: e.STUDIO_GIT_DEADLINE_MS,
      }
      // A git host whose pull requests (merge requests) carry Decap's editorial workflow.
      : {
        kind: e.STUDIO,
        /** owner/name of the content repository. */
        repo: e.STUDIO_REPO ?? '',
        branch: e.STUDIO_BRANCH,
        /** The OAuth provider (GitHub) or the instance (GitLab, Forgejo); unset: the public service's. */
        baseUrl: e.STUDIO_BASE_URL,
        apiRoot: e.STUDIO_API_ROOT,
        authEndpoint: e.STUDIO_AUTH_ENDPOINT,
        /** The OAuth application's id (GitLab and Forgejo sign-in with PKCE). */
        appId: e.STUDIO_APP_ID,
      },
  };
}

/** Empty strings count as unset, so `GTM_ID=` in a .env file switches analytics off. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const values = withoutEmpty(env);
  const parsed = envSchema.safeParse(values);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  const requiredWhen = (name: string, set: string) => (values[set] && !values[name] ? [`${name}: required when ${set} is set`] : []);
  problems.push(...requiredWhen('UPSTREAM_USER', 'UPSTREAM_URL'), ...requiredWhen('UPSTREAM_PASSWORD', 'UPSTREAM_URL'));
  const studio = parsed.success ? studioOf(parsed.data, problems) : undefined;
  problems.push(...requiredWhen('CONTENT_GIT_TOKEN', 'CONTENT_GIT_USER'), ...requiredWhen('CONTENT_GIT_USER', 'CONTENT_GIT_TOKEN'));
  if (!parsed.success || problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return configOf(parsed.data, studio);
}

/**
 * The settings as the server reads them: the one place that says what each variable becomes (what
 * each one means: docs/configuration.md, beside its name).
 */
function configOf(e: Env, studio: ReturnType<typeof studioOf>) {
  const contentDir = e.CONTENT_DIR ? path.resolve(e.CONTENT_DIR) : path.join(projectDir(), 'content');
  return {
    port: e.PORT,
    host: e.HOST,
    pageSharedCacheS: e.PAGE_SHARED_CACHE_S,
    upstream: {
      /** Unset: server/index.ts starts the demo upstream and talks to it instead. */
      url: e.UPSTREAM_URL?.replace(/\/+$/, ''),
      /** Always set together with url; without url, the demo upstream accepts these when given. */
      user: e.UPSTREAM_USER,
      password: e.UPSTREAM_PASSWORD,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      /** How long public GET data (products, leaderboards, cities…) is fresh in this process; 0 turns caching off. */
      cacheTtlMs: e.UPSTREAM_CACHE_TTL_MS,
      staleMs: e.UPSTREAM_STALE_MS,
      maxBytes: e.UPSTREAM_MAX_BYTES,
    },
    images: {
      /** Lower-case host or host:port entries; undefined: the upstream's host (known once the upstream is). */
      hosts: e.IMAGE_HOSTS?.toLowerCase().split(','),
      maxBytes: e.IMAGE_MAX_BYTES,
      /** Sources with more pixels than this are not decoded (sharp's limitInputPixels). */
      maxPixels: e.IMAGE_MAX_PIXELS,
      timeoutMs: e.IMAGE_TIMEOUT_MS,
      cacheBytes: e.IMAGE_CACHE_MB * 1024 * 1024,
      /** Transforms at once (each holds a libuv thread) and how many may wait before the rest are shed. */
      concurrency: e.IMAGE_CONCURRENCY,
      queue: e.IMAGE_QUEUE,
    },
    trustProxy: e.TRUST_PROXY,
    /** Absolute URLs (canonical, og:url, og:image) per site; unset: none of them (never a relative URL). */
    publicOrigins: { promo: e.PUBLIC_ORIGIN, business: e.PUBLIC_BUSINESS_ORIGIN },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    /** A connection whose request head has not wholly arrived in this time, counted from its opening, is answered 408 and dropped
     * (at most requestTimeoutMs): a silent or trickling socket holds a place for seconds, not for the whole request deadline. */
    firstByteTimeoutMs: Math.min(e.FIRST_BYTE_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    /** The longest start-up spends rendering every public page once before it listens (lifecycle/warm-up.ts); 0: none. */
    warmUpMs: e.WARM_UP_MS,
    /** The part of the in-flight grace beyond the waits it covers (lifecycle/graceful-shutdown.ts). */
    shutdownGraceMarginMs: e.SHUTDOWN_GRACE_MARGIN_MS,
    redisUrl: e.REDIS_URL,
    /** The experiments' counting store (server/experiments/counts.ts) and the secrets of their visitors' ids. */
    experiments: {
      redisUrl: e.EXPERIMENT_REDIS_URL ?? e.REDIS_URL, secret: e.EXPERIMENT_SECRET, previousSecret: e.EXPERIMENT_SECRET_PREVIOUS,
    },
    metricsPort: e.METRICS_PORT,
    /** /healthz and /readyz also on this port, from a thread of their own (lifecycle/health-port.ts); unset: main port only. */
    healthPort: e.HEALTH_PORT,
    rateLimits: e.RATE_LIMITS === 'on',
    /** The visitor limits (server/rate-limit/limits.ts makes the table of budgets from them). */
    limits: limitSettingsSchema.parse(e),
    regionLookupsPerSecond: e.REGION_LOOKUPS_PER_SECOND,
    /** When new renders and upstream calls are refused with 503 (server/shedding/load-gate.ts). */
    shedding: {
      maxInFlight: e.SHED_MAX_IN_FLIGHT,
      maxEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
      /** Personal requests admitted at once. */
      maxPersonalInFlight: e.SHED_PERSONAL_MAX_IN_FLIGHT,
      /** Personal requests one client block may have admitted at once. */
      personalPerBlock: e.SHED_PERSONAL_PER_BLOCK,
      /** Personal requests that may wait for a place (a quarter of them of one block), and how long each may. */
      personalLine: e.SHED_PERSONAL_QUEUE,
      personalWaitMs: e.SHED_PERSONAL_WAIT_MS,
    },
    /** The most client connections held at once (Node's server.maxConnections, server/lifecycle/listen.ts). */
    maxConnections: e.MAX_CONNECTIONS,
    listenBacklog: e.LISTEN_BACKLOG,
    probeHost: e.PROBE_HOST ?? e.HOST,
    lovecategoryFinished: e.LOVECATEGORY_FINISHED,
    analytics: { gtmId: e.GTM_ID, yandexMetrikaId: e.YANDEX_METRIKA_ID },
    logLevel: e.LOG_LEVEL,
    /** One listener hit's access line in this many (server/observability/hit-lines.ts); errors and slow hits always. */
    logHitSample: e.LOG_HIT_SAMPLE,
    supportPhones: e.SUPPORT_PHONES ?? [...DEFAULT_SUPPORT_PHONES],
    feedbackCallbackTopic: e.FEEDBACK_CALLBACK_TOPIC,
    /** The clock's starting instant (epoch ms); unset: real time (docs/product.md §4). */
    promoNow: e.PROMO_NOW,
    /** The content folder the server reads and watches (campaigns/, brands/, banners/, lovecategory.json; docs/content.md), absolute:
     * CONTENT_DIR, or the project's content/. */
    contentDir,
    /** The preview of hidden and upcoming campaigns; unset: preview is off. */
    previewToken: e.PREVIEW_TOKEN,
    /** The file of the supplier links' revocations when there is no Redis (server/preview/preview-epochs.ts). */
    previewEpochsFile: e.PREVIEW_EPOCHS_FILE ?? path.join(path.dirname(contentDir), '.preview-epochs.json'),
    /** The content's git host, read for a campaign's open editorial change (CONTENT_GIT_URL); unset: none is read there. */
    contentGit: e.CONTENT_GIT_URL === undefined ? undefined : {
      url: e.CONTENT_GIT_URL,
      /** HTTP Basic credentials (a read-only token); unset: the repository is read without. */
      credentials: e.CONTENT_GIT_USER && e.CONTENT_GIT_TOKEN ? { user: e.CONTENT_GIT_USER, token: e.CONTENT_GIT_TOKEN } : undefined,
      /** The site's own repository of the fetched branches; unset: a folder of the process's own in the system's temporary folder. */
      dir: e.CONTENT_GIT_DIR,
    },
    /** The secret of the studio's endpoints (server/studio/); unset: made at start-up. */
    studioToken: e.STUDIO_TOKEN,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT ? { protocol: e.OTEL_EXPORTER_OTLP_PROTOCOL, serviceName: e.OTEL_SERVICE_NAME } : undefined,
    /** The content studio's listener (STUDIO, never the public host); unset: no studio. */
    studio,
  };
}

// The settings' types are the mapping's own (its comments come with them), under the names the readers import.
export type Config = ReturnType<typeof configOf>;
export type UpstreamConfig = Config['upstream'];
export type ImageConfig = Config['images'];
/** The content repository on its git host, and what the site needs to fetch its review branches. */
export type ContentGit = NonNullable<Config['contentGit']>;
export type TracingConfig = NonNullable<Config['tracing']>;
export type StudioConfig = NonNullable<Config['studio']>;

/** The configured upstream with its credentials, or undefined when UPSTREAM_URL is unset. */
export function configuredUpstream({ url, user, password }: UpstreamConfig): UpstreamTarget | undefined {
  return url !== undefined && user !== undefined && password !== undefined ? { url, user, password } : undefined;
}
