// The only module that reads process.env (STYLE.md; PRODUCT.md §2). Parsed once at
// start-up; a bad value stops the process with one line naming the variable.
import { z } from 'zod';
import { DEMO_CREDENTIALS } from './upstream/demo/server.js';
import { DEFAULT_SUPPORT_PHONES, parseSupportPhones, type SupportPhone } from '#shared/support-phones.js';

const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  UPSTREAM_URL: z.url({ protocol: /^https?$/ }).optional(),
  UPSTREAM_USER: z.string().min(1).optional(),
  UPSTREAM_PASSWORD: z.string().min(1).optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
  UPSTREAM_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  LOVECATEGORY_FINISHED: booleanText.default(false),
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected GTM-XXXXXXX').optional(),
  YANDEX_METRIKA_ID: z.string().regex(/^\d{4,12}$/, 'expected digits').optional(),
  SUPPORT_PHONES: z
    .string()
    .transform((text, ctx) => parseSupportPhones(text) ?? (ctx.addIssue({ code: 'custom', message: "expected 'Город=+7 (812) 000-00-00;…' (1–12 lines)" }), z.NEVER))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface UpstreamConfig {
  /** Unset: the embedded demo upstream is started and its URL filled in by server/index.ts. */
  url: string | undefined;
  user: string;
  password: string;
  timeoutMs: number;
  /** How long public GET data (products, leaderboards, cities…) is reused; 0 turns caching off. */
  cacheTtlMs: number;
}

export interface Config {
  port: number;
  host: string;
  upstream: UpstreamConfig;
  trustProxy: string;
  lovecategoryFinished: boolean;
  analytics: { gtmId?: string; yandexMetrikaId?: string };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The lovecategory error modal's support lines (PRODUCT.md §5). */
  supportPhones: SupportPhone[];
}

export class ConfigError extends Error {}


/** Empty strings count as unset, so `GTM_ID=` in a .env file switches analytics off. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.UPSTREAM_URL && (!e.UPSTREAM_USER || !e.UPSTREAM_PASSWORD)) {
    const missing = e.UPSTREAM_USER ? 'UPSTREAM_PASSWORD' : 'UPSTREAM_USER';
    throw new ConfigError(`Invalid configuration: ${missing}: required when UPSTREAM_URL is set`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    upstream: {
      url: e.UPSTREAM_URL?.replace(/\/+$/, ''),
      user: e.UPSTREAM_USER ?? DEMO_CREDENTIALS.user,
      password: e.UPSTREAM_PASSWORD ?? DEMO_CREDENTIALS.password,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      cacheTtlMs: e.UPSTREAM_CACHE_TTL_MS,
    },
    trustProxy: e.TRUST_PROXY,
    lovecategoryFinished: e.LOVECATEGORY_FINISHED,
    analytics: { gtmId: e.GTM_ID, yandexMetrikaId: e.YANDEX_METRIKA_ID },
    logLevel: e.LOG_LEVEL,
    supportPhones: e.SUPPORT_PHONES ?? [...DEFAULT_SUPPORT_PHONES],
  };
}
