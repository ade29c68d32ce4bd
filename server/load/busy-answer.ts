// What a refused request gets while the server sheds load (load-gate.ts): 503 with
// Retry-After, a page in the site's look with nothing to load (built once, at start-up)
// or, under /api, our JSON message. Never cached: the next try may well be served.
import type { Response } from 'express';
import { SITE_BASES, type Site } from '#shared/pages/sites.js';
import { renderErrorPage } from '../render/error-page.js';
import type { LoadGate } from './load-gate.js';

/** Seconds a refused visitor is asked to wait: a burst's peak passes in seconds. */
const BUSY_RETRY_AFTER_S = 5;
const BUSY_MESSAGE = 'Сайт сейчас перегружен, попробуйте через несколько секунд';

export type BusyAnswer = (res: Response, kind: 'page' | 'api') => void;

/** What a route needs to shed: the gate to ask and the answer to give. */
export interface Shedding {
  gate: LoadGate;
  busy: BusyAnswer;
}

export function busyAnswer(onRefused?: (kind: 'page' | 'api') => void): BusyAnswer {
  const pages = new Map<Site, string>((Object.keys(SITE_BASES) as Site[]).map((site) => [site, renderErrorPage(503, 'Сайт перегружен', site)]));
  return (res, kind) => {
    onRefused?.(kind);
    res.status(503).setHeader('retry-after', String(BUSY_RETRY_AFTER_S));
    res.setHeader('cache-control', 'no-store');
    if (kind === 'api') res.json({ message: BUSY_MESSAGE });
    else res.type('html').send(pages.get(res.locals.host?.site ?? 'promo'));
  };
}
