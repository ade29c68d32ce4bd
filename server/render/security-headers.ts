// The security headers (helmet) with a strict CSP: scripts only from self and the inline
// analytics snippets by hash (no 'unsafe-inline', no nonce); analytics hosts only when
// analytics is configured, and the hosts a page kind asks for (PageKindDescriptor.csp: a
// video host in frame-src, say) merged in. Nothing in them depends on the request, so helmet
// runs once at start-up and every response gets the same precomputed list.
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { CspAdditions } from '../pages/page-kind.js';
import { analyticsTags } from './analytics-tags.js';

function helmetFor(config: Config, more: CspAdditions) {
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
        ...(more.mediaSrc?.length ? { mediaSrc: ["'self'", ...more.mediaSrc] } : {}),
        connectSrc: ["'self'", ...analyticsHosts, ...(more.connectSrc ?? [])],
        frameSrc: orNone([...analyticsHosts, ...(more.frameSrc ?? [])]),
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

const orNone = (hosts: readonly string[]) => (hosts.length ? [...new Set(hosts)] : ["'none'"]);

/** The headers helmet would set with the kinds' `more` (page-registry.ts's csp), read off one run against a recording response. */
export function securityHeaderList(config: Config, more: CspAdditions = {}): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmetFor(config, more)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers];
}

/** Sets `list` (securityHeaderList's, made once at start-up) on every response of the chain. */
export function securityHeaders(list: readonly [string, string][]): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of list) res.setHeader(name, value);
    next();
  };
}
