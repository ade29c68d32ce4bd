// The security headers (helmet) with a strict CSP: scripts only from self and the inline
// analytics snippets by hash (no 'unsafe-inline', no nonce); analytics hosts only when
// analytics is configured. Nothing in them depends on the request, so helmet runs once at
// start-up and every response gets the same precomputed list.
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Config } from '../config.js';
import { analyticsTags } from '../render/analytics-tags.js';

function helmetFor(config: Config) {
  const { gtmId, yandexMetrikaId } = config.analytics;
  const analyticsHosts = [
    ...(gtmId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : []),
    ...(yandexMetrikaId ? ['https://mc.yandex.ru', 'https://mc.yandex.com'] : []),
  ];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analyticsTags(config.analytics).scriptHashes, ...analyticsHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...analyticsHosts],
        frameSrc: analyticsHosts.length ? analyticsHosts : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}

/** The headers helmet would set, read off one run against a recording response. */
export function securityHeaderList(config: Config): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmetFor(config)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers];
}

export function securityHeaders(config: Config): RequestHandler {
  const list = securityHeaderList(config);
  return (_req, res, next) => {
    for (const [name, value] of list) res.setHeader(name, value);
    next();
  };
}
