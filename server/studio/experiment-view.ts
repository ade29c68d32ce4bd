// What the studio's result page of an experiment shows (docs/product.md §12,
// docs/decisions/486-experiments-in-the-studio.md): the experiment as the site serves it, its
// page's name, its state on the site's today, and its counts per version and day (read from the
// counting store by the experiment's key) turned into the statistics of shared/experiments/statistics.ts.
import { moscowDay } from '#shared/content/calendar.js';
import type { Experiment } from '#shared/content/experiment-schema.js';
import {
  chanceBBeatsA, conversionRate, MINIMUM_SAMPLE, neededSample, relativeLift, sampleRatio, verdict, type VersionCounts,
} from '#shared/experiments/statistics.js';
import type { SiteContent } from '../content/site-content.js';

/** One Moscow day's counts of both versions, as the counting store keeps them. */
export interface DayCounts {
  day: string;
  a: VersionCounts;
  b: VersionCounts;
}

/** The counting store's read of one experiment's key (server/experiments/). */
export type ReadExperimentResults = (key: string) => Promise<{ days: readonly DayCounts[] }>;

/** Where an experiment stands on the site's today. */
export type ExperimentState = 'upcoming' | 'running' | 'over' | 'kept-a' | 'kept-b';

const sum = (one: VersionCounts, other: VersionCounts): VersionCounts =>
  ({ visitors: one.visitors + other.visitors, conversions: one.conversions + other.conversions });
const NONE: VersionCounts = { visitors: 0, conversions: 0 };

function stateOf(experiment: Experiment, today: string): ExperimentState {
  if (experiment.decision) return experiment.decision === 'b' ? 'kept-b' : 'kept-a';
  if (today < experiment.starts) return 'upcoming';
  return today > experiment.ends ? 'over' : 'running';
}

/** The experiments the site serves, each with its page's name and its state on the site's today. */
export function experimentsList(site: SiteContent) {
  const today = moscowDay(site.clock.now());
  return (site.content.experiments ?? []).map((experiment) => ({
    experiment,
    pageTitle: site.routes.byId(experiment.page)?.name ?? experiment.page,
    state: stateOf(experiment, today),
  }));
}

/**
 * The result page's figures of experiment `id`, of its current run or of the earlier one counted under `run` (a key of its
 * `earlierKeys`: a restart keeps them readable); undefined: the site serves no such experiment or run.
 */
export async function experimentView(site: SiteContent, id: string, readResults: ReadExperimentResults, editable: boolean, run?: string) {
  const listed = experimentsList(site).find(({ experiment }) => experiment.id === id);
  if (!listed) return undefined;
  const { experiment } = listed;
  const earlier = run !== undefined && run !== experiment.key;
  if (earlier && !experiment.earlierKeys?.includes(run)) return undefined;
  const { days: counted } = await readResults(earlier ? run : experiment.key);
  const days = [...counted].sort((one, other) => one.day.localeCompare(other.day));
  // Each day's rate of each version counted up to that day: the chart's lines.
  let a = NONE;
  let b = NONE;
  const series = days.map((day) => {
    a = sum(a, day.a);
    b = sum(b, day.b);
    return { day: day.day, a, b };
  });
  const rateA = a.visitors > 0 ? a.conversions / a.visitors : 0;
  return {
    ...listed,
    /** The earlier run shown, by its key; undefined: the current one. */
    run: earlier ? run : undefined,
    editable: editable && !experiment.decision && !earlier,
    totals: { a, b },
    rates: { a: conversionRate(a), b: conversionRate(b) },
    lift: relativeLift(a, b),
    chance: a.visitors > 0 && b.visitors > 0 ? chanceBBeatsA(a, b) : undefined,
    verdict: verdict(a, b),
    minimum: MINIMUM_SAMPLE,
    needed: rateA > 0 ? neededSample(rateA, experiment.share) : undefined,
    split: sampleRatio(a, b, experiment.share),
    series,
  };
}

export type ExperimentView = NonNullable<Awaited<ReturnType<typeof experimentView>>>;
