// Where an experiment's counts come from (docs/product.md §12, docs/decisions/700-experiments-counted-where-they-happen.md):
// the server's own answers, never a browser's say. A visitor is counted when a page is sent with its draw (page-version.ts,
// server/forms/planned-page.ts); a conversion when the server answers the goal's call with its data (the /api and the
// no-JS forms alike: server/routes/api-proxy.ts, server/forms/form-api.ts), for every running experiment the visitor's
// signed cookie names whose goal that call is. A cookie the server did not sign, a crawler and a preview count nothing.
import type { IncomingHttpHeaders } from 'node:http';
import type { CallName } from '#shared/api/calls.js';
import type { ExperimentGoal } from '#shared/analytics/goal-words.js';
import { moscowDay } from '#shared/content/calendar.js';
import { clientBlock } from '../rate-limit/address-key.js';
import { assignable, visitorOf } from './assignment.js';
import { VISITORS_KEPT_AFTER_MS, type ExperimentCounts } from './counts.js';
import type { CountWrite } from './count-rule.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import type { RunningExperiments } from './running.js';
import type { VisitorIds } from './visitor-ids.js';

/**
 * The calls whose answer reaches each goal (docs/product.md §12's goals, declared by the page kinds: pages/<kind>/kind.ts), typed
 * by goal: a goal without its calls does not typecheck, and tests/server/experiment-goals.test.ts converts a drawn visitor by each
 * goal of each kind.
 */
const GOAL_CALLS = {
  'check-bonus': ['checkSavings'],
  'check-card': ['cardCheck', 'cardCheckInCategory'],
  'accept-category': ['addCategories'],
  'feedback-sent': ['sendFeedback'],
} as const satisfies Record<ExperimentGoal, readonly [CallName, ...CallName[]]>;
const GOAL_OF_CALL = new Map<CallName, ExperimentGoal>(Object.entries(GOAL_CALLS)
  .flatMap(([goal, calls]) => calls.map((call) => [call, goal as ExperimentGoal])));

/** A draw to count: the write without the asking network. */
export type DrawWrite = Omit<CountWrite, 'network' | 'converted'>;

/**
 * How long, from `now` (the site's clock), the visitors of an experiment ending at `until` are kept: till 7 days after its end.
 * Relative, as the store's clock is real time and the site's may be set (PROMO_NOW).
 */
export const keptSeconds = (until: number, now: number): number => Math.max(1, Math.ceil((until + VISITORS_KEPT_AFTER_MS - now) / 1000));

/** Who asked: the request's headers and the address the app resolved. */
export interface Asked {
  headers: IncomingHttpHeaders;
  address: string | undefined;
}

export interface ExperimentCounting {
  ids: VisitorIds;
  counts: ExperimentCounts;
  /** A page is sent with a draw: its visitor counts, and `sendPage` sends it once the count is the store's (counts.ts). */
  drawn(draw: DrawWrite, address: string | undefined, sendPage: () => void): void;
  /**
   * The server answered `call` with its data for `page` (unset: a call of no one page): a conversion of each running experiment of
   * that page the visitor was drawn in whose goal it is.
   */
  answered(call: CallName, asked: Asked, experiments: RunningExperiments, now: number, page?: PageEntry): void;
}

export function experimentCounting(ids: VisitorIds, counts: ExperimentCounts): ExperimentCounting {
  return {
    ids,
    counts,
    // A literal of one shape, not a spread: a spread's added property took V8's slow path on every first view.
    drawn: ({ key, id, version, share, day, keepS }, address, sendPage) =>
      counts.count({ key, id, version, share, day, keepS, network: clientBlock(address) }, sendPage),
    answered(call, { headers, address }, experiments, now, page) {
      const goal = GOAL_OF_CALL.get(call);
      const visitor = goal && headers.cookie ? visitorOf(headers, ids) : undefined;
      if (!visitor || !assignable(headers)) return;
      for (const [key, drawn] of visitor.shown) {
        const test = experiments.byKey(key);
        if (!test || test.experiment.goal !== goal || now < test.from || now >= test.until) continue;
        if (page && experiments.pageOf(test) !== page) continue;
        const network = clientBlock(address);
        counts.count({ key, id: visitor.id, ...drawn, network, keepS: keptSeconds(test.until, now), converted: moscowDay(now) });
      }
    },
  };
}
