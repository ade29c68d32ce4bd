// A visitor's version of a page under test (docs/product.md §12, docs/decisions/490-experiment-assignment.md): two
// first-party cookies, neither holding personal data. `promo_ab` (Path=/): the random id and, per running experiment
// seen, the server's draw (`<id>.<key>~<v>~<share>~<day>….<mac>`), signed with EXPERIMENT_SECRET (visitor-ids.ts): the
// only truth for the version and, verified, a count. `promo_v` (Path=the page's own): `<key>~<v>`, for the edge's cache
// key alone (deploy/nginx.conf), so no other page's key changes. The first draw is a hash of the key and the id against
// Б's share; after it the remembered version holds. A cookie whose signature fails is drawn anew under a new id.
// Crawlers, a browser asking not to be tracked (Sec-GPC, DNT) and a preview see А, get no cookie, count nothing.
import { randomFillSync } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { isbot } from 'isbot';
import murmurHash3 from 'imurmurhash';
import { LRUCache } from 'lru-cache';
import { moscowDay, moscowDayEnd, moscowDayStart } from '#shared/content/calendar.js';
import { isVersion, type Version } from '#shared/experiments/versions.js';
import type { PageExperiment } from './running.js';
import type { VisitorIds } from './visitor-ids.js';

export const VISITOR_COOKIE = 'promo_ab';
export const VERSION_COOKIE = 'promo_v';
/** The visitor's id lives a year. */
const YEAR_S = 365 * 24 * 60 * 60;
/** An id: 12 random bytes, base64url. */
const ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;
/** An experiment's entry: key, version, Б's share drawn under, the draw's Moscow day (digits). */
const ENTRY_PATTERN = /^([A-Za-z0-9_-]{6,40})~([ab])~(\d{1,2})~(\d{8})$/;

/** The server's draw of one experiment for a visitor, as its cookie keeps it. */
export interface Drawn {
  version: Version;
  /** Б's share (per cent) the version was drawn under. */
  share: number;
  /** The Moscow day of the draw, `YYYY-MM-DD`. */
  day: string;
}

/** The visitor's cookie read and verified: its id and the draws the server made, by experiment key. */
export interface Visitor {
  id: string;
  shown: ReadonlyMap<string, Drawn>;
}

/** `promo_ab`'s value read; undefined when the server did not write it (no signature of ours, a field changed). */
export function readVisitor(value: string | undefined, ids: VisitorIds): Visitor | undefined {
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 16 || !ids.verify(value.slice(0, dot), value.slice(dot + 1))) return undefined;
  const [id, ...entries] = value.slice(0, dot).split('.');
  if (!id || !ID_PATTERN.test(id)) return undefined;
  const shown = new Map<string, Drawn>();
  for (const entry of entries) {
    const match = ENTRY_PATTERN.exec(entry);
    const day = match && `${match[4]!.slice(0, 4)}-${match[4]!.slice(4, 6)}-${match[4]!.slice(6)}`;
    if (match && day) shown.set(match[1]!, { version: match[2] as Version, share: Number(match[3]), day });
  }
  return { id, shown };
}

/** The request's visitor, from its Cookie header; undefined without a cookie the server wrote. */
export function visitorOf(headers: IncomingHttpHeaders, ids: VisitorIds): Visitor | undefined {
  const header = headers.cookie;
  return header?.includes(VISITOR_COOKIE) ? readVisitor(parseCookies(header)[VISITOR_COOKIE], ids) : undefined;
}

/**
 * How a cookie is read from a Cookie header as sent (`a=1; b=2`), by the app and by the edge alike: the first `name=` at
 * the header's start or after a `;` and spaces, names compared case for case, its value up to the next `;`. A `name=`
 * inside another cookie's value (`x=1 promo_v=…`) or after a `,` is no cookie, and `PROMO_V` is another name.
 * deploy/nginx.conf's `$edge_version` reads `promo_v` with this very pattern (tests/process/edge-nginx.test.ts holds the
 * two equal), so the key a page is stored under at the edge and the version the app put in it always agree.
 */
export const cookiePattern = (name: string) => new RegExp(`(?:^|;) *${name}=(?<sent>[^;]*)`);

/**
 * Where cookiePattern's `name=` (`needle`) first matches: its value's start, or -1. By indexOf: a RegExp's call cost a returning
 * visitor's page most of its cost beyond the page's (docs/decisions/490-experiment-assignment.md; the unit test reads both ways).
 */
function valueAt(header: string, needle: string): number {
  for (let at = header.indexOf(needle); at !== -1; at = header.indexOf(needle, at + 1)) {
    let before = at - 1;
    while (header.charCodeAt(before) === 32) before -= 1;
    if (before === -1 || header.charCodeAt(before) === 59) return at + needle.length;
  }
  return -1;
}

/** Where the value starting at `from` ends: its `;` or the header's end. */
function valueEnd(header: string, from: number): number {
  const end = header.indexOf(';', from);
  return end === -1 ? header.length : end;
}

/** A cookie's value in a Cookie header as sent, without parsing the rest (cookiePattern); undefined when absent. */
export function cookieValue(header: string, name: string): string | undefined {
  const from = valueAt(header, `${name}=`);
  return from === -1 ? undefined : header.slice(from, valueEnd(header, from));
}

const [VERSION_AT, VISITOR_AT] = [`${VERSION_COOKIE}=`, `${VISITOR_COOKIE}=`];
/** An id and the dot after it where `lastIndex` says (ID_PATTERN's characters). */
const ID_AT = /[A-Za-z0-9_-]{16}\./y;
/** What follows an entry's key in `promo_ab` for each version (ENTRY_PATTERN). */
const ENTRY_AFTER_KEY: Record<Version, string> = { a: '~a~', b: '~b~' };

/**
 * The version a returning visitor's cookies already agree on for experiment `key`: the edge's cookie names it and the
 * visitor's remembers it; undefined otherwise (a first view, a new test, cookies out of step: `assign` decides).
 * A page view of a page under test asks this first, reading the two values in place: nothing parsed, sliced or made.
 */
export function agreedVersion(header: string | undefined, key: string): Version | undefined {
  if (!header) return undefined;
  const edge = valueAt(header, VERSION_AT);
  if (edge === -1 || !header.startsWith(key, edge) || header[edge + key.length] !== '~') return undefined;
  const version = header[edge + key.length + 1];
  const after = header[edge + key.length + 2];
  if (!isVersion(version) || (after !== undefined && after !== ';')) return undefined;
  const visitor = valueAt(header, VISITOR_AT);
  if (visitor === -1) return undefined;
  ID_AT.lastIndex = visitor;
  if (!ID_AT.test(header)) return undefined;
  // The entry's version only: which page a visitor sees needs no signature, as the edge reads it unsigned too (a forged one
  // picks its own page; docs/decisions/1070-a-version-chosen-unsigned.md); a count does.
  const end = valueEnd(header, visitor);
  for (let at = header.indexOf(key, visitor); at !== -1 && at < end; at = header.indexOf(key, at + 1)) {
    if (header[at - 1] === '.' && header.startsWith(ENTRY_AFTER_KEY[version], at + key.length)) return version;
  }
  return undefined;
}

/**
 * The first draw: MurmurHash3 (x86, 32 bits, seed 0) of `<key>|<id>` as a point in [0, 100), Б below the share. An even
 * split independent across keys is its only duty; SHA-256 cost more, and imurmurhash's shared state allocates nothing
 * (docs/decisions/490-experiment-assignment.md).
 */
export const drawnVersion = (key: string, id: string, share: number): Version =>
  (murmurHash3(`${key}|${id}`).result() / 2 ** 32 * 100 < share ? 'b' : 'a');

/** isbot's answer by user agent (at most 1,000 agents of at most 512 characters): its pattern runs once per agent, not per view. */
const crawlers = new LRUCache<string, boolean>({ max: 1000 });

/** Whether the request may be given a cookie and counted: a browser that did not ask not to be tracked. */
export function assignable(headers: IncomingHttpHeaders): boolean {
  if (headers['sec-gpc'] === '1' || headers.dnt === '1') return false;
  const agent = headers['user-agent'];
  if (!agent) return false;
  let crawler = crawlers.get(agent);
  if (crawler === undefined && agent.length > 512) return !isbot(agent);
  if (crawler === undefined) crawlers.set(agent, (crawler = isbot(agent)));
  return !crawler;
}

/** What a page view under test is shown, and what its answer must carry. */
export interface Shown {
  version: Version;
  /**
   * The cookies to set (the first view, a new test's first view, the edge's cookie out of step); none: the request
   * already says its version, and the answer is the version's shared page.
   */
  setCookie?: string[];
  /** A visitor given no cookie (a crawler, Sec-GPC or DNT): А, never counted. */
  unassigned?: true;
  /** A draw made now (the server first shows the visitor a version): its visitor is counted once the page is sent. */
  draw?: Drawn & { id: string };
}

export interface AssignDeps {
  /** Whether the request is over https (the cookies' Secure). */
  secure: boolean;
  /** The keys of the experiments running now: the only entries `promo_ab` keeps. */
  runningKeys: (key: string) => boolean;
  /** The page's own path: `promo_v`'s Path. */
  path: string;
  /** Signs and verifies `promo_ab` (visitor-ids.ts). */
  ids: VisitorIds;
}

/** Random bytes drawn 4 KiB at a time: a call into the system's generator per id was a first view's largest own cost. */
const pool = Buffer.alloc(4096);
let used = pool.length;
/** A new visitor's id: 12 random bytes, base64url. */
function newId(): string {
  if (used + 12 > pool.length) used = (randomFillSync(pool), 0);
  used += 12;
  return pool.toString('base64url', used - 12, used);
}

/**
 * A Set-Cookie line as `cookie`'s serialize writes it, without its checks (the values are ours: base64url, digits, `~`, `.`),
 * and without Expires: the site's browsers keep a cookie by Max-Age (docs/decisions/490-experiment-assignment.md).
 */
const cookieLine = (name: string, value: string, maxAgeS: number, path: string, secure: boolean) =>
  `${name}=${value}; Max-Age=${maxAgeS}; Path=${path}; HttpOnly${secure ? '; Secure' : ''}; SameSite=Lax`;

/** The Moscow day of `now` and its digits as `promo_ab` keeps them, made once a day. */
let today = { from: 0, until: 0, day: '', digits: '' };
function dayOf(now: number): string {
  if (now < today.from || now >= today.until) {
    const day = moscowDay(now);
    today = { from: moscowDayStart(day), until: moscowDayEnd(day), day, digits: day.replaceAll('-', '') };
  }
  return today.day;
}

/** An experiment's entry in `promo_ab` (ENTRY_PATTERN); a new visitor has none (one empty map for all, never written). */
const entryOf = (key: string, { version, share, day }: Drawn) =>
  `${key}~${version}~${share}~${day === today.day ? today.digits : day.replaceAll('-', '')}`;
const NO_DRAWS: ReadonlyMap<string, Drawn> = new Map();

/** The visitor's version of `test` for a page view at `now`, and the cookies its answer sets. */
export function assign(test: PageExperiment, headers: IncomingHttpHeaders, now: number, deps: AssignDeps): Shown {
  if (!assignable(headers)) return { version: 'a', unassigned: true };
  const visitor = visitorOf(headers, deps.ids) ?? { id: newId(), shown: NO_DRAWS };
  const { key, share } = test.experiment;
  const remembered = visitor.shown.get(key);
  const version = remembered?.version ?? drawnVersion(key, visitor.id, share);
  const draw = remembered ? undefined : { id: visitor.id, version, share, day: dayOf(now) };
  const edge = `${key}~${version}`;
  const setCookie: string[] = [];
  if (draw) {
    let signed = visitor.id;
    for (const [other, drawn] of visitor.shown) if (deps.runningKeys(other)) signed += `.${entryOf(other, drawn)}`;
    signed += `.${entryOf(key, draw)}`;
    setCookie.push(cookieLine(VISITOR_COOKIE, `${signed}.${deps.ids.sign(signed)}`, YEAR_S, '/', deps.secure));
  }
  if (!headers.cookie || cookieValue(headers.cookie, VERSION_COOKIE) !== edge) {
    const leftS = Math.max(1, Math.ceil((test.until - now) / 1000));
    setCookie.push(cookieLine(VERSION_COOKIE, edge, leftS, deps.path, deps.secure));
  }
  // One shape, no spread: a spread object took V8's slow path of adding properties on every first view.
  return { version, setCookie: setCookie.length ? setCookie : undefined, draw };
}
