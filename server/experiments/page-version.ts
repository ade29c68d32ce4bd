// The version step of a page request's plan (server/forms/planned-page.ts): a page under test's version
// (assignment.ts) names its render-cache entry, the page entry it renders from (Б's: server/experiments/running.ts)
// and the first view's cookies and Cache-Control. An answer that sets a cookie or goes to a visitor given none is
// `private, no-cache`: the edge keys the page by the version cookie, so it must never be stored under the plain key
// (docs/decisions/741-pages-served-by-the-edge.md). A page without an experiment costs one Map lookup; a kind's
// variant and the version combine in the stored page's key.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { PageEntry } from '#server/pages/page-kind.js';
import type { PageCalendar } from '../calendar/page-calendar.js';
import type { PageExperiment, RunningExperiments } from './running.js';
import type { Version } from '#shared/experiments/versions.js';
import { agreedVersion, assign } from './assignment.js';
import { keptSeconds, type DrawWrite } from './counting.js';
import type { VisitorIds } from './visitor-ids.js';

/** A page view under test: its version, the stored page it names and its answer's extra headers. */
export interface PageVersion {
  version: Version;
  /** The render cache's variant of the version (page-source.ts), beside the kind's own variant when it has one. */
  variantKey: string;
  /** The page the version is rendered from. */
  page: PageEntry;
  /** The answer's headers besides the page's own (name, value, …): the cookies to set. */
  headers: readonly (string | string[])[];
  /** Not the version's shared page: `private, no-cache` (a cookie set, or a visitor given none). */
  own: boolean;
  /** The draw made for this view (its first of the experiment): counted once the page is sent (server/experiments/counting.ts). */
  draw?: DrawWrite;
}

/** The Cache-Control of an answer that is one request's alone. */
export const OWN_ANSWER = 'private, no-cache';

const NO_HEADERS: readonly string[] = Object.freeze([]);

/** A version's answer: shared by its returning visitors unless it sets cookies or goes to a visitor given none. */
const answerOf = (
  test: PageExperiment, page: PageEntry, version: Version, headers: PageVersion['headers'] = NO_HEADERS, own = false, draw?: DrawWrite,
  variantKey = `x:${test.experiment.key}:${version}`,
): PageVersion => ({ version, variantKey, page: version === 'b' ? test.pageB : page, headers, own, draw });

/** Each version's answer shared by its returning visitors, made once per experiment served. */
const shared = new WeakMap<PageExperiment, Record<Version, PageVersion>>();
function sharedVersions(test: PageExperiment, page: PageEntry): Record<Version, PageVersion> {
  let made = shared.get(test);
  if (!made) shared.set(test, (made = { a: answerOf(test, page, 'a'), b: answerOf(test, page, 'b') }));
  return made;
}

/** Over https: as the connection is, or as the proxy in front says (a forged header only makes the sender's own cookie Secure). */
const overHttps = (req: IncomingMessage) =>
  req.headers['x-forwarded-proto'] === 'https' || Boolean((req.socket as Partial<TLSSocket>).encrypted);

/**
 * The version of a GET of `page` at `now` on its address `path` (the site's), or undefined when the page runs no
 * experiment (or is not running: an experiment runs only inside its page's running days).
 */
export function pageVersion(
  experiments: RunningExperiments, calendar: Pick<PageCalendar, 'phaseOf'>, ids: VisitorIds, req: IncomingMessage, page: PageEntry,
  now: number, path: string,
): PageVersion | undefined {
  const test = experiments.of(page, now);
  if (!test || calendar.phaseOf(page, now) !== 'running') return undefined;
  // A returning visitor whose cookies agree: the version's shared page, made once per test and version.
  const agreed = agreedVersion(req.headers.cookie, test.experiment.key);
  if (agreed) return sharedVersions(test, page)[agreed];
  const runningKeys = (key: string) => experiments.byKey(key) !== undefined;
  const shown = assign(test, req.headers, now, { secure: overHttps(req), path, runningKeys, ids });
  const headers = shown.setCookie ? ['set-cookie', shown.setCookie] : NO_HEADERS;
  // One shape, no spread (as counting.ts's write): the draw made now, with its experiment's key and how long it is kept.
  const { draw: d } = shown;
  const draw = d && { key: test.experiment.key, keepS: keptSeconds(test.until, now), id: d.id, version: d.version, share: d.share,
    day: d.day };
  // The shared answer's variant key: a string made per view was hashed anew by the render cache's key lookup.
  const { variantKey } = sharedVersions(test, page)[shown.version];
  return answerOf(test, page, shown.version, headers, Boolean(shown.setCookie ?? shown.unassigned), draw, variantKey);
}
