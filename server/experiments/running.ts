// Which experiment a page runs at an instant (docs/product.md §12): one made per content served
// (server/content/site-content.ts), so every instance with the same content and clock agrees. An
// experiment runs while its page is running, the Moscow day is within its days and it has
// no decision; version Б is the page with the variant's fields over it (version-b.ts), made once here, so a
// render of Б is the render of another page entry: its <title>, head and state are Б's from the same
// place as А's (server/render/render-page.tsx).
import type { Experiment } from '#shared/content/experiment-schema.js';
import { moscowDayEnd, moscowDayStart } from '#shared/content/calendar.js';
import type { KindFiles, PageEntry } from '#server/pages/page-kind.js';
import { versionB } from './version-b.js';

/** An experiment of a page, with its days as instants and its version Б's page. */
export interface PageExperiment {
  experiment: Experiment;
  /** 00:00 Moscow of `starts`. */
  from: number;
  /** 24:00 Moscow of `ends`. */
  until: number;
  /** The page as version Б shows it. */
  pageB: PageEntry;
}

export interface RunningExperiments {
  /** The experiment `page` runs at `instant` (its page running: the caller's phase), or undefined: one compare for a page without one. */
  of(page: PageEntry, instant: number): PageExperiment | undefined;
  /** The instants at which a page's experiments start or end: what the page shows changes then (server/calendar/page-calendar.ts). */
  changesOf(page: PageEntry): readonly number[];
  /** Every experiment running at `instant`, by its key (what a beacon names). */
  byKey(key: string): PageExperiment | undefined;
  /** The page of a running experiment. */
  pageOf(test: PageExperiment): PageEntry;
}

const NONE: readonly PageExperiment[] = Object.freeze([]);

/**
 * `experiments` of the content over `pages` (the route table's), `kindFiles` the kinds' own files served; decided ones run
 * no more and are left out.
 */
export function runningExperiments(
  pages: readonly PageEntry[], experiments: readonly Experiment[] = [], kindFiles: KindFiles = {},
): RunningExperiments {
  const byPage = new Map<PageEntry, PageExperiment[]>();
  const keys = new Map<string, { test: PageExperiment; page: PageEntry }>();
  for (const experiment of experiments) {
    if (experiment.decision) continue;
    const page = pages.find((entry) => entry.id === experiment.page);
    if (!page) continue;
    const test = {
      experiment, from: moscowDayStart(experiment.starts), until: moscowDayEnd(experiment.ends),
      pageB: versionB(page, experiment.variant, kindFiles[page.kind]),
    };
    byPage.set(page, [...byPage.get(page) ?? [], test]);
    keys.set(experiment.key, { test, page });
  }
  return {
    of(page, instant) {
      const tests = byPage.get(page) ?? NONE;
      for (const test of tests) if (test.from <= instant && instant < test.until) return test;
      return undefined;
    },
    changesOf: (page) => (byPage.get(page) ?? NONE).flatMap((test) => [test.from, test.until]),
    byKey: (key) => keys.get(key)?.test,
    pageOf: (test) => keys.get(test.experiment.key)!.page,
  };
}
