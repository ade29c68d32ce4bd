// Plan → key → lookup → render → send, written once for the listener's hit path (page-hits.ts: a stored page only)
// and the page route (page-view.ts: a miss rendered inside the render cache's one render of the key); a card number's
// answer is personal and none of this (card-form.ts). A page under test adds the visitor's version to the plan before
// the key (server/experiments/page-version.ts), so the server decides before rendering and nothing swaps in the browser.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageEntry } from '#server/pages/page-kind.js';
import type { PageCalendar } from '../calendar/page-calendar.js';
import type { Clock } from '../calendar/clock.js';
import { CARD_FORM_CACHE_CONTROL, malformedCardAnswer, withTypedDigits } from './card-form-page.js';
import { planPage, type MalformedCardPlan, type PagePlan, type PersonalCardPlan } from './page-plan.js';
import type { EncodedPage } from '../render/encoded-page.js';
import type { RenderedPage } from '../render/render-cache.js';
import type { RenderExtra } from '../render/page-renderer.js';
import { sendPage } from '../render/send-page.js';
import { MISSED, REFUSED, type PageSource, type PageWanted } from '../render/page-source.js';
import type { BeforeChain, StoredPageAnswer } from '../render/stored-page-answer.js';
import type { Logger } from '../observability/log.js';
import type { RunningExperiments } from '../experiments/running.js';
import type { ExperimentCounting } from '../experiments/counting.js';
import { OWN_ANSWER, pageVersion, type PageVersion } from '../experiments/page-version.js';
import { renderCacheKey } from '../render/page-cache-policy.js';
import type { Site } from '#shared/pages/sites.js';

/**
 * A request for a page: its page, site and variant (page-source.ts), its path and query as sent (a card's is in the
 * query), and in the chain its id (a stale entry's refresh is made for it).
 */
export type PageAsk = PageWanted & { url: string; requestId?: string };

/** A plan the render cache answers: the page as stored, or a malformed card's form. */
export type StoredPlan = Exclude<PagePlan, { form: 'personal' }>;

export interface PlannedPages {
  /**
   * The hit path's: the stored page the request's plan names sent at `now` with the chain's
   * headers and record (`chain`, made once the plan is not a card number's), true; else why
   * not: a card number's plan (nothing made), or unsent with the chain's record: refused (the
   * caller sends the busy page) or the key missed.
   */
  sendStored(req: IncomingMessage, res: ServerResponse, ask: PageAsk, now: number, chain: () => BeforeChain):
    true | PersonalCardPlan | { before: BeforeChain; refused: true } | { before: BeforeChain; missed: string };
  /**
   * The page route's: the stored page the plan names, or on a miss its one render by `render` (a malformed
   * card's with a stand-in for the digits; a version Б's from its own page `shown`), sent; unsent, a card
   * number's plan or REFUSED (the caller answers them).
   */
  send(
    req: IncomingMessage, res: ServerResponse, ask: PageAsk, instant: number,
    render: (extra: RenderExtra, shown: PageEntry) => Promise<RenderedPage>,
  ): Promise<PersonalCardPlan | typeof REFUSED | void>;
}

export interface PlannedPagesDeps {
  source: PageSource;
  calendar: PageCalendar;
  clock: Clock;
  /** How a stored page is sent and recorded: the listener's (with its access line) or the chain's. */
  storedPages: StoredPageAnswer;
  /** The listener's: where a malformed card's page that could not be encoded is logged (the chain's error handler logs its own). */
  log?: Logger;
  /** The experiments the pages run (server/experiments/running.ts) and where their draws are counted; unset: none. */
  experiments?: { running: RunningExperiments; counting: Pick<ExperimentCounting, 'ids' | 'drawn'>; addressOf: AddressOf };
}

/** The asking client's address as the app resolves it (server/request/visitor-ip.ts). */
export type AddressOf = (req: IncomingMessage) => string | undefined;

export function plannedPages({ source, calendar, clock, storedPages, log, experiments }: PlannedPagesDeps): PlannedPages {
  const planOf = ({ page, url }: PageAsk, now: number) => planPage(page, url, calendar, now);
  /**
   * A version's render-cache key by page, version and site, made once (a key string made per hit was hashed anew by each
   * lookup, and the ask copied); by the version's name, not its answer: a first view's answer is its own object, and an
   * entry per answer in a WeakMap cost first views a sixth of their instructions (docs/decisions/490-experiment-assignment.md).
   * A kind's own variant (a city, a host) and the version make one key together.
   */
  const versionKeys = new WeakMap<PageEntry, Map<string, Partial<Record<Site, string>>>>();
  const versionKey = (version: PageVersion, { site, page, variantKey }: PageAsk) => {
    if (variantKey) return renderCacheKey(site, page, `${variantKey};${version.variantKey}`);
    let versions = versionKeys.get(page);
    if (!versions) versionKeys.set(page, (versions = new Map()));
    let keys = versions.get(version.variantKey);
    if (!keys) versions.set(version.variantKey, (keys = {}));
    return (keys[site] ??= renderCacheKey(site, page, version.variantKey));
  };
  const wanted = (ask: PageAsk, plan: StoredPlan, version?: PageVersion): PageWanted => {
    if (version) return { page: ask.page, site: ask.site, key: versionKey(version, ask), missedKey: ask.missedKey };
    return plan.variantKey ? { ...ask, variantKey: plan.variantKey } : ask;
  };
  /** A page view's version when the page runs an experiment: the page as stored for everyone is the plan's only form under test. */
  const versionOf = (req: IncomingMessage, ask: PageAsk, plan: StoredPlan, now: number) =>
    (experiments && plan.form === 'none'
      ? pageVersion(experiments.running, calendar, experiments.counting.ids, req, ask.page, now, ask.page.paths[ask.site]!) : undefined);
  /**
   * Sends a page view's page (`send`); with a draw, once the draw's count is the store's (server/experiments/counts.ts says why).
   * Held, the page is sent from the loop's check phase: a failure there is logged and answered, not thrown.
   */
  const sendCounted = (req: IncomingMessage, res: ServerResponse, version: PageVersion | undefined, send: () => void) => {
    if (!version?.draw || !experiments) return send();
    experiments.counting.drawn(version.draw, experiments.addressOf(req), () => {
      try {
        send();
      } catch (error) {
        log?.error({ err: error }, 'a page held for its experiment count could not be sent');
        if (res.headersSent) res.destroy();
        else {
          res.statusCode = 500;
          res.end();
        }
      }
    });
  };
  /** A malformed card's form: the digits as typed written in and compressed again, never kept by anyone. */
  const sendTyped = async (
    req: IncomingMessage, res: ServerResponse, page: PageEntry, plan: MalformedCardPlan, bytes: EncodedPage, before?: BeforeChain,
  ) => {
    const typed = await withTypedDigits(bytes, plan.card);
    if (!res.destroyed) storedPages.sendMade(req, res, page, typed, CARD_FORM_CACHE_CONTROL, before);
  };
  return {
    sendStored(req, res, ask, now, chain) {
      const plan = planOf(ask, now);
      if (plan.form === 'personal') return plan;
      const before = chain();
      const version = versionOf(req, ask, plan, now);
      const { key, found } = source.lookup(wanted(ask, plan, version), now, before.requestId);
      if (found === REFUSED) return { before, refused: true };
      if (found === MISSED) return { before, missed: key };
      // A hit without a draw is sent as it is: no function made for it on the hit path.
      if (plan.form === 'none' && !version?.draw) storedPages.send(req, res, ask.page, found, now, before, version);
      else if (plan.form === 'none') {
        sendCounted(req, res, version, () => storedPages.send(req, res, ask.page, found, now, before, version));
      } else void sendTyped(req, res, ask.page, plan, found, before).catch((error: unknown) => {
        log?.error({ err: error, requestId: before.requestId }, 'a malformed card form could not be encoded');
        res.statusCode = 500;
        res.end();
      });
      return true;
    },
    async send(req, res, ask, instant, render) {
      const plan = planOf(ask, instant);
      if (plan.form === 'personal') return plan;
      const { page } = ask;
      const version = versionOf(req, ask, plan, instant);
      const extra: RenderExtra = plan.form === 'malformed' ? { answer: malformedCardAnswer(plan.renderedWith) }
        : version ? { experiment: { version: version.version } } : {};
      const got = await source.obtain(wanted(ask, plan, version), instant, () => render(extra, version?.page ?? page), ask.requestId);
      if (got === REFUSED) return REFUSED;
      // The visitor may have left while the variant was resolved or the page rendered.
      if (res.destroyed) return;
      if (plan.form === 'malformed') return sendTyped(req, res, page, plan, got.stored ?? got.rendered);
      sendCounted(req, res, version, () => {
        if (got.stored) return storedPages.send(req, res, page, got.stored, clock.now(), undefined, version);
        const { rendered } = got;
        const cacheControl = version?.own
          ? OWN_ANSWER : storedPages.cacheControl(page, calendar.nextChange(page, instant), clock.now(), rendered.partial);
        sendPage(req, res, rendered, cacheControl, version?.headers);
      });
    },
  };
}
