// helmet with a strict CSP: scripts only from self plus this request's nonce (no
// 'unsafe-inline' for scripts); analytics hosts only when analytics is configured.
import helmet from 'helmet';
import type { RequestHandler, Response } from 'express';
import type { Config } from '../config.js';

export function securityHeaders(config: Config): RequestHandler {
  const { gtmId, yandexMetrikaId } = config.analytics;
  const analyticsHosts = [
    ...(gtmId ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com'] : []),
    ...(yandexMetrikaId ? ['https://mc.yandex.ru', 'https://mc.yandex.com'] : []),
  ];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, ...analyticsHosts],
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
