// What a refused request gets while the server sheds load (load-gate.ts): 503 with
// Retry-After, a page in the site's look with nothing to load or, under /api, our JSON
// message. Never cached: the next try may well be served. The page's bytes are built once
// per site and Moscow year of the site's clock (its footer shows the year), so a refusal
// costs no rendering, whether Express sends it or the raw listener (page-hits.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Response } from 'express';
import { SITE_BASES, type Site } from '#shared/pages/sites.js';
import { moscowYear } from '#shared/content/calendar.js';
import { BUILT_IN_ERROR_TEXTS, mendingTexts, renderErrorPage } from '../answers/error-page.js';
import type { ErrorTexts } from '#shared/content/site-texts.js';
import type { Clock } from '../calendar/clock.js';
import { clientBlock } from '../rate-limit/address-key.js';
import type { Release } from './fair-share.js';
import type { LoadGate } from './load-gate.js';

/** Seconds a refused visitor is asked to wait: a burst's peak passes in seconds. */
const BUSY_RETRY_AFTER_S = '5';
/** No island shows it (each says its own failure text, content), so it stays the server's (docs/decisions/108-page-texts-as-content.md). */
const BUSY_MESSAGE = 'Сайт сейчас перегружен, попробуйте через несколько секунд';
const BUSY_JSON = JSON.stringify({ message: BUSY_MESSAGE });

export type BusyAnswer = (res: Response, kind: 'page' | 'api') => void;

/** The busy page's bytes for a site, as of the clock's Moscow year. */
export type BusyPage = (site: Site) => Buffer;

/** What a route needs to shed: the gate to ask and the answer to give. */
export interface Shedding {
  gate: LoadGate;
  busy: BusyAnswer;
  /** The page of `busy`, for the raw listener's refusals (sendBusyPage). */
  page: BusyPage;
  /** Counts one refusal (load_shed_total). */
  refused: (kind: 'page' | 'api') => void;
  /**
   * Admits the visitor's personal work (a card form, a card check, a post) within the
   * personal budget and its client block's share (load-gate.ts), waiting its turn when
   * they are full; undefined: refuse it.
   */
  admitPersonal: (res: Response) => Promise<Release | undefined>;
}

/** A 503 page with `message` for each site, made again when the clock's Moscow year turns. */
function pagesOfTheYear(clock: Clock, message: string, texts: ErrorTexts): BusyPage {
  let year = NaN;
  let pages = new Map<Site, Buffer>();
  return (site) => {
    const now = moscowYear(clock.now());
    if (now !== year) {
      year = now;
      pages = new Map((Object.keys(SITE_BASES) as Site[]).map((s) => [
        s, Buffer.from(renderErrorPage(503, message, s, year, { texts: { errors: texts } })),
      ]));
    }
    return pages.get(site)!;
  };
}

/** `texts`: the site's own file's (content/site.json); without it, the server's own words. */
export const busyPages = (clock: Clock, texts: ErrorTexts = BUILT_IN_ERROR_TEXTS): BusyPage =>
  pagesOfTheYear(clock, texts.busy.message, texts);

/**
 * The page of a kind whose own file never passed (docs/decisions/105-broken-file-holds-back-itself.md):
 * not the busy page, for the fault lasts until a person mends the file; its own words, a way to
 * the site's home, and a Retry-After of minutes.
 */
export const mendingPages = (clock: Clock, texts: ErrorTexts = BUILT_IN_ERROR_TEXTS): BusyPage =>
  pagesOfTheYear(clock, mendingTexts(texts).title, texts);

/** Seconds a visitor of a page being mended is asked to wait: a person mends its file, in minutes, not seconds. */
const MENDING_RETRY_AFTER_S = '600';

/** The refusal's own headers (name, value, …), after whatever leading ones the caller sends. */
const busyHeaders = (contentType: string, length: number, retryAfter = BUSY_RETRY_AFTER_S) =>
  ['retry-after', retryAfter, 'cache-control', 'no-store', 'content-type', contentType, 'content-length', String(length)];

/** The busy page in one writeHead, for a request Express never sees; returns the status. */
export function sendBusyPage(
  req: IncomingMessage, res: ServerResponse, body: Buffer, leading: readonly string[], retryAfter = BUSY_RETRY_AFTER_S,
): number {
  res.writeHead(503, leading.concat(busyHeaders('text/html; charset=utf-8', body.length, retryAfter)));
  res.end(req.method === 'HEAD' ? undefined : body);
  return 503;
}

/** The mending page (mendingPages) in one writeHead, never stored; returns the status. */
export const sendMendingPage = (req: IncomingMessage, res: ServerResponse, body: Buffer): number =>
  sendBusyPage(req, res, body, [], MENDING_RETRY_AFTER_S);

export function shedding(
  gate: LoadGate, clock: Clock, onRefused: (route: 'page' | 'api') => void, texts: ErrorTexts = BUILT_IN_ERROR_TEXTS,
): Shedding {
  const page = busyPages(clock, texts);
  const busy: BusyAnswer = (res, route) => {
    onRefused(route);
    const json = route === 'api';
    const body = json ? Buffer.from(BUSY_JSON) : page(res.locals.host?.site ?? 'promo');
    const type = json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
    for (let i = 0, h = busyHeaders(type, body.length); i < h.length; i += 2) {
      res.setHeader(h[i]!, h[i + 1]!);
    }
    res.status(503).end(res.req.method === 'HEAD' ? undefined : body);
  };
  const admitPersonal = (res: Response) => gate.admitPersonalInTurn(clientBlock(res.locals.visitorIp));
  return { gate, busy, page, refused: onRefused, admitPersonal };
}
