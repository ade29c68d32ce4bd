// Preview (server/preview/preview.ts, docs/product.md §4) in-process: whether a request may
// be a preview (the render-cache hit path asks), whether its cookie holds a campaign's
// grant, and the entry handler on `?preview=`: a grant or the team's bare token sets the
// campaign's HttpOnly cookie and answers 303 without the grant, an expired grant is refused
// (403), anything else passes on, `exit` drops the cookie. The requests are node's own
// IncomingMessage without a socket, the responses node's ServerResponse with Express's
// response methods, so the Set-Cookie and Location read here are Express's own; what the
// router works out before a handler runs (query, path, https) is given. The clock is given
// too: 20 February 2025, 12:00 Moscow time. tests/server/preview.test.ts covers the same
// over HTTP with the pages behind it.
import { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import express, { type NextFunction, type Request, type Response } from 'express';
import { beforeEach, describe, expect, test } from 'vitest';
import { createPreview, STALE_COOKIE_MS, type Preview } from '#server/preview/preview.js';
import { checkGrant, signGrant } from '#server/preview/preview-grant.js';
import { HttpError } from '#server/answers/http-errors.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { SITE_BASES, type Site } from '#shared/pages/sites.js';
import { CAMPAIGNS } from '../support/content.js';

const TOKEN = 'preview-token-for-tests-0123456789abcdef';
const NOW = Date.parse('2025-02-20T12:00:00+03:00');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A cookie's Max-Age for a grant with this much left: the grant's time and the late comer's month (STALE_COOKIE_MS). */
const cookieSeconds = (grantMs: number) => (grantMs + STALE_COOKIE_MS) / 1000;
const PATH = '/promo/knauf2025';
const ROUTES = PAGE_REGISTRY.routeTable({ campaigns: CAMPAIGNS });

/** Preview on TOKEN with a clock that stands at `clock.now` until a test moves it. */
function previewAt(now = NOW): { preview: Preview; clock: { now: number } } {
  const clock = { now };
  return { preview: createPreview(TOKEN, () => clock.now)!, clock };
}
/** Made afresh for each test: a mutation run switches the module's code between tests, not while a file loads. */
let preview: Preview;
beforeEach(() => {
  ({ preview } = previewAt());
});

/** A GET as a handler receives it; `secure` is what Express concludes when a trusted proxy says https. */
function get(url: string, { cookie, secure = false }: { cookie?: string; secure?: boolean } = {}): Request {
  const req = Object.setPrototypeOf(new IncomingMessage(undefined as never), express.request) as Request;
  req.method = 'GET';
  req.url = url;
  req.originalUrl = url;
  if (cookie !== undefined) req.headers.cookie = cookie;
  const [path, search = ''] = url.split('?') as [string, string?];
  // Express 5's default ('simple') query parser is node's querystring: a repeated parameter is an array.
  Object.defineProperties(req, { query: { value: parseQuery(search) }, path: { value: path }, secure: { value: secure } });
  return req;
}

interface Answer {
  res: Response;
  passedOn: boolean;
  setCookie: string[];
  /** What the handler threw for Express's error handler. */
  refusal: unknown;
}

/** What the entry handler does with `req` on `site`: the response, whether it called next(), the cookies it set, what it threw. */
function enter(req: Request, { site = 'promo', on }: { site?: Site; on?: Preview } = {}): Answer {
  const res = Object.setPrototypeOf(new ServerResponse(req), express.response) as Response;
  res.req = req;
  res.locals = { requestId: 'test', host: { site, base: SITE_BASES[site] }, visitorIp: undefined };
  let passedOn = false;
  const next: NextFunction = (...args: unknown[]) => {
    expect(args, 'next() is called bare, with no error').toEqual([]);
    passedOn = true;
  };
  let refusal: unknown;
  try {
    void (on ?? preview).entry(ROUTES)(req, res, next);
  } catch (error) {
    refusal = error;
  }
  const header = res.getHeader('set-cookie') as string | string[] | undefined;
  return { res, passedOn, setCookie: header === undefined ? [] : [header].flat(), refusal };
}

const grantCookie = (setCookie: string) => /^promo_preview_knauf2025=([^;]+);/.exec(setCookie)![1]!;

describe('createPreview', () => {
  test('when PREVIEW_TOKEN is unset, then preview is off: no request may be one or holds one, and ?preview= is passed on', () => {
    const off = createPreview(undefined, () => NOW);
    const asked = get(`${PATH}?preview=${TOKEN}`, { cookie: 'promo_preview_knauf2025=x' });
    expect(off.mayApply(asked)).toBe(false);
    expect(off.holds(asked, 'knauf2025')).toBe(false);
    const answer = enter(get(`${PATH}?preview=${TOKEN}`), { on: off });
    expect(answer.passedOn).toBe(true);
    expect(answer.setCookie).toEqual([]);
    expect(createPreview(TOKEN, () => NOW).mayApply(asked), 'with PREVIEW_TOKEN the same request may be one').toBe(true);
  });
});

describe('mayApply (the render-cache hit path)', () => {
  test('when the URL carries ?preview= or a cookie carries a preview cookie, then the request may be a preview', () => {
    expect(preview.mayApply(get(`${PATH}?utm_source=mail&preview=x`))).toBe(true);
    expect(preview.mayApply(get(`${PATH}?preview=exit`, { cookie: 'session=1' }))).toBe(true);
    expect(preview.mayApply(get(PATH, { cookie: 'session=1; promo_preview_knauf2025=x' }))).toBe(true);
    expect(preview.mayApply(get(`${PATH}?phase=running`, { cookie: 'promo_preview_rockwool2025=x' }))).toBe(true);
  });

  test('when neither the URL nor a cookie mentions preview, then it is no preview: with no cookie, other cookies or ?phase= alone', () => {
    expect(preview.mayApply(get(PATH))).toBe(false);
    expect(preview.mayApply(get(`${PATH}?phase=upcoming`))).toBe(false);
    expect(preview.mayApply(get(`${PATH}?utm_source=preview`, { cookie: 'session=1; consent=yes' }))).toBe(false);
    expect(preview.mayApply(get(PATH, { cookie: '' }))).toBe(false);
  });
});

describe('holds', () => {
  const grant = signGrant(TOKEN, 'knauf2025', NOW + DAY_MS);

  test('when the campaign\'s cookie holds its unexpired grant, alone or among other cookies, then the request holds a preview of it', () => {
    expect(preview.holds(get(PATH, { cookie: `promo_preview_knauf2025=${grant}` }), 'knauf2025')).toBe(true);
    expect(preview.holds(get(PATH, { cookie: `session=1; promo_preview_knauf2025=${grant}; consent=yes` }), 'knauf2025')).toBe(true);
  });

  test('when there is no cookie, no cookie of this campaign, or its grant opens another campaign, then it holds nothing', () => {
    expect(preview.holds(get(PATH), 'knauf2025')).toBe(false);
    expect(preview.holds(get(PATH, { cookie: 'session=1' }), 'knauf2025')).toBe(false);
    expect(preview.holds(get(PATH, { cookie: `promo_preview_knauf2025=${grant}` }), 'rockwool2025')).toBe(false);
    expect(preview.holds(get(PATH, { cookie: `promo_preview_rockwool2025=${grant}` }), 'rockwool2025')).toBe(false);
  });

  test('when the cookie is forged, the bare token, or empty, then it holds nothing', () => {
    for (const forged of ['x', TOKEN, '', grant.slice(0, -1), `${grant.slice(0, -1)}${grant.endsWith('A') ? 'B' : 'A'}`]) {
      expect(preview.holds(get(PATH, { cookie: `promo_preview_knauf2025=${forged}` }), 'knauf2025'), forged).toBe(false);
    }
  });

  test('when the clock reaches the grant\'s expiry, then the same cookie holds nothing any more', () => {
    const { preview: timed, clock } = previewAt();
    const req = get(PATH, { cookie: `promo_preview_knauf2025=${signGrant(TOKEN, 'knauf2025', NOW + 1000)}` });
    expect(timed.holds(req, 'knauf2025')).toBe(true);
    clock.now = NOW + 1000;
    expect(timed.holds(req, 'knauf2025')).toBe(false);
  });
});

describe('entry: ?preview=<grant> on a campaign page', () => {
  test('when the grant is the campaign\'s, then the answer is 303 to the same URL without the preview\'s parameters, with the grant in an HttpOnly, Lax cookie living as long as the grant and a month more, private and not indexed', () => {
    const grant = signGrant(TOKEN, 'knauf2025', NOW + 7 * DAY_MS);
    const { res, passedOn, setCookie } = enter(get(`${PATH}?utm_source=mail&preview=${grant}&phase=finished&utm_medium=x`));

    expect(passedOn).toBe(false);
    expect(res.statusCode).toBe(303);
    expect(res.getHeader('location')).toBe(`${PATH}?utm_source=mail&utm_medium=x`);
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(new RegExp(
      `^promo_preview_knauf2025=${grant}; Max-Age=${cookieSeconds(7 * DAY_MS)}; Path=/; Expires=[^;]+ GMT; HttpOnly; SameSite=Lax$`,
    ));
    expect(res.getHeader('cache-control')).toBe('private, no-store');
    expect(res.getHeader('x-robots-tag')).toBe('noindex');
  });

  test('when the request came over https, then the cookie is Secure too', () => {
    const { setCookie } = enter(get(`${PATH}/?preview=${signGrant(TOKEN, 'knauf2025', NOW + DAY_MS)}`, { secure: true }));
    expect(setCookie[0]).toMatch(new RegExp(`; Max-Age=${cookieSeconds(DAY_MS)}; Path=/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$`));
  });

  test('when the grant has less than a day left, then the cookie lives just that long, and the late comer\'s month more', () => {
    const { res, setCookie } = enter(get(`${PATH}/?preview=${signGrant(TOKEN, 'knauf2025', NOW + 90_000)}`));
    expect(res.getHeader('location')).toBe(`${PATH}/`);
    expect(setCookie[0]).toContain(`; Max-Age=${cookieSeconds(90_000)};`);
  });

  test('when the grant has expired, then it is refused with 403 and the Russian line, privately, and nothing is set', () => {
    const { res, passedOn, setCookie, refusal } = enter(get(`${PATH}?preview=${signGrant(TOKEN, 'knauf2025', NOW - 1000)}`));

    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 403, message: 'Срок ссылки для предпросмотра истёк: попросите новую' });
    expect(passedOn).toBe(false);
    expect(setCookie).toEqual([]);
    expect(res.headersSent).toBe(false);
    expect(res.getHeader('cache-control')).toBe('private, no-store');
    expect(res.getHeader('x-robots-tag')).toBe('noindex');
  });

  test('when the grant expires at this very instant, then it is refused too', () => {
    expect(enter(get(`${PATH}?preview=${signGrant(TOKEN, 'knauf2025', NOW)}`)).refusal).toMatchObject({ status: 403 });
  });

  test('when a grant is forged, stretched, the token is wrong or the grant is another campaign\'s, then it passes on: nothing set, nothing private', () => {
    const grant = signGrant(TOKEN, 'knauf2025', NOW + DAY_MS);
    const [, signature] = signGrant(TOKEN, 'knauf2025', NOW - 1000).split('.');
    const refused = [
      'nope', '', TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase(), grant.slice(0, -1),
      `${Math.floor((NOW + DAY_MS) / 1000)}.${signature}`,
      signGrant(TOKEN, 'rockwool2025', NOW + DAY_MS), signGrant(`${TOKEN}x`, 'knauf2025', NOW + DAY_MS),
      // Another campaign's expired grant was never this one's: passed on, not refused as expired.
      signGrant(TOKEN, 'rockwool2025', NOW - 1000),
    ];
    for (const given of refused) {
      const { res, passedOn, setCookie, refusal } = enter(get(`${PATH}?preview=${encodeURIComponent(given)}`));
      expect(passedOn, given).toBe(true);
      expect(refusal, given).toBeUndefined();
      expect(setCookie, given).toEqual([]);
      expect(res.getHeader('cache-control'), given).toBeUndefined();
      expect(res.headersSent, given).toBe(false);
    }
  });
});

describe('entry: the team\'s bare PREVIEW_TOKEN', () => {
  test('when it is given on a campaign page, then the cookie holds a grant of that campaign for eight hours, never the token', () => {
    const { res, setCookie } = enter(get(`${PATH}?preview=${TOKEN}`));

    expect(res.statusCode).toBe(303);
    expect(res.getHeader('location')).toBe(PATH);
    expect(setCookie[0]).toMatch(new RegExp(
      `^promo_preview_knauf2025=[^;]+; Max-Age=${cookieSeconds(8 * HOUR_MS)}; Path=/; Expires=[^;]+; HttpOnly; SameSite=Lax$`,
    ));
    expect(setCookie[0]).not.toContain(TOKEN);
    expect(checkGrant(TOKEN, 'knauf2025', grantCookie(setCookie[0]!), NOW)).toEqual({ valid: true, expiresAt: NOW + 8 * HOUR_MS });
    expect(checkGrant(TOKEN, 'rockwool2025', grantCookie(setCookie[0]!), NOW).valid).toBe(false);
    expect(res.getHeader('cache-control')).toBe('private, no-store');
    expect(res.getHeader('x-robots-tag')).toBe('noindex');
  });

  test('when the clock has moved on, then the token\'s grant runs eight hours from then', () => {
    const later = NOW + 3 * DAY_MS;
    const { setCookie } = enter(get(`${PATH}?preview=${TOKEN}`), { on: previewAt(later).preview });
    expect(checkGrant(TOKEN, 'knauf2025', grantCookie(setCookie[0]!), later)).toEqual({ valid: true, expiresAt: later + 8 * HOUR_MS });
  });
});

describe('entry: ?preview=exit', () => {
  test('when it is followed, then the campaign\'s cookie is dropped and the answer is 303 to the page without the preview\'s parameters, privately', () => {
    const { res, passedOn, setCookie } = enter(get(`${PATH}?preview=exit&phase=finished&utm_source=bar`));

    expect(passedOn).toBe(false);
    expect(res.statusCode).toBe(303);
    expect(res.getHeader('location')).toBe(`${PATH}?utm_source=bar`);
    expect(setCookie).toEqual(['promo_preview_knauf2025=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax']);
    expect(res.getHeader('cache-control')).toBe('private, no-store');
    expect(res.getHeader('x-robots-tag')).toBe('noindex');
  });

  // Law is no campaign, but it can run an experiment: a supplier's link shows its versions (server/pages/campaign-pages.ts).
  test('when it is followed on another page that can run an experiment, then that page\'s cookie is dropped with a 303', () => {
    const { res, passedOn, setCookie } = enter(get('/promo/law?preview=exit'));
    expect(passedOn).toBe(false);
    expect(res.statusCode).toBe(303);
    expect(res.getHeader('location')).toBe('/promo/law');
    expect(setCookie).toEqual(['promo_preview_law=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax']);
  });

  test('when it is followed over https, then the dropping cookie is Secure, as the one it drops', () => {
    const { setCookie } = enter(get(`${PATH}?preview=exit`, { secure: true }));
    expect(setCookie).toEqual(['promo_preview_knauf2025=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax']);
  });
});

describe('entry: a campaign not yet published (its change under review, server/preview/changes-under-review.ts)', () => {
  test('when its own link is followed at its address, then the cookie for it is set and the address loses the grant', () => {
    const grant = signGrant(TOKEN, 'zima2025', NOW + DAY_MS);
    const { res, passedOn, setCookie } = enter(get(`/promo/zima2025?preview=${grant}`));

    expect(passedOn).toBe(false);
    expect(res.statusCode).toBe(303);
    expect(res.getHeader('location')).toBe('/promo/zima2025');
    expect(setCookie).toHaveLength(1);
    expect(setCookie[0]).toMatch(
      new RegExp(`^promo_preview_zima2025=${grant}; Max-Age=${cookieSeconds(DAY_MS)}; Path=/; Expires=[^;]+ GMT; HttpOnly; SameSite=Lax$`),
    );
  });

  test('when another campaign\'s grant, the team\'s bare token or a business address is used there, then nothing opens', () => {
    const other = signGrant(TOKEN, 'knauf2025', NOW + DAY_MS);
    for (const [req, site] of [
      [get(`/promo/zima2025?preview=${other}`), 'promo'],
      [get(`/promo/zima2025?preview=${TOKEN}`), 'promo'],
      [get(`/zima2025?preview=${signGrant(TOKEN, 'zima2025', NOW + DAY_MS)}`), 'business'],
    ] as const) {
      const { passedOn, setCookie } = enter(req, { site });
      expect(passedOn, req.url).toBe(true);
      expect(setCookie, req.url).toEqual([]);
    }
  });
});

describe('entry: anything that is not a preview request of a page that can be previewed', () => {
  test('when there is no ?preview=, it is repeated, or the page can be previewed by no one, then it passes on untouched', () => {
    const grant = signGrant(TOKEN, 'knauf2025', NOW + DAY_MS);
    const requests = [
      get(PATH),
      get(`${PATH}?phase=running`, { cookie: `promo_preview_knauf2025=${grant}` }),
      get(`${PATH}?preview=${grant}&preview=${grant}`),
      get(`/promo/?preview=${TOKEN}`),
      get(`/promo/?preview=exit`),
      get(`/promo/nothing-here?preview=${TOKEN}`),
      get(`//evil.example${PATH}?preview=${TOKEN}`),
    ];
    for (const req of requests) {
      const { res, passedOn, setCookie, refusal } = enter(req);
      expect(passedOn, req.url).toBe(true);
      expect(refusal, req.url).toBeUndefined();
      expect(setCookie, req.url).toEqual([]);
      expect(res.headersSent, req.url).toBe(false);
    }
  });

  test('when the campaign\'s path is asked on the business site, which has no campaign pages, then it passes on', () => {
    const { passedOn, setCookie } = enter(get(`${PATH}?preview=${TOKEN}`), { site: 'business' });
    expect(passedOn).toBe(true);
    expect(setCookie).toEqual([]);
  });
});
