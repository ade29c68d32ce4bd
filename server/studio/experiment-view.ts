// What the studio's result page of an experiment shows (docs/product.md §12,
// docs/decisions/486-experiments-in-the-studio.md): the experiment as the site serves it, its
// page's name, its state on the site's today, and its counts per version and day (read from the
// counting store by the experiment's key) turned into the statistics of shared/experiments/statistics.ts.
import { createHash } from 'node:crypto';
import { moscowDay } from '#shared/content/calendar.js';
import type { Experiment } from '#shared/content/experiment-schema.js';
import type { ExperimentResults } from '#shared/experiments/results.js';
import {
  conversionRate, judgedByNetworks, MINIMUM_SAMPLE, NETWORK_LIMIT, neededSample, relativeLift, sampleRatio, VERDICT_NETWORKS,
  type DrawnUnder, type Stratum, type VersionCounts,
} from '#shared/experiments/statistics.js';
import { VERSIONS, type Version } from '#shared/experiments/versions.js';
import type { SiteContent } from '../content/site-content.js';

/** One Moscow day's counts of both versions, as the counting store keeps them. */
export type DayCounts = ExperimentResults['days'][number];

/** The counting store's read of one experiment's key (server/experiments/): its days, and its shares and networks where kept. */
export type ReadExperimentResults = (key: string) => Promise<Pick<ExperimentResults, 'days'> & Partial<ExperimentResults>>;

/**
 * The strata the lift is compared in: each share of Б with the visitors and conversions drawn under it
 * (docs/decisions/1055-a-verdict-that-stands-on-networks.md). Counts kept before the store held their shares leave the
 * strata short of the totals: then one stratum of all, as they were counted.
 */
function strataOf(drawn: readonly DrawnUnder[], converted: readonly DrawnUnder[], totals: Record<Version, VersionCounts>): Stratum[] {
  const byShare = new Map<number, Stratum>();
  const add = (parts: readonly DrawnUnder[], field: keyof VersionCounts) => {
    for (const part of parts) {
      const stratum = byShare.get(part.share) ?? { share: part.share, a: NONE, b: NONE };
      byShare.set(part.share, { ...stratum, a: { ...stratum.a, [field]: part.a }, b: { ...stratum.b, [field]: part.b } });
    }
  };
  add(drawn, 'visitors');
  add(converted, 'conversions');
  const strata = [...byShare.values()];
  const whole = VERSIONS.every((version) => {
    const kept = strata.reduce((counted, stratum) => sum(counted, stratum[version]), NONE);
    return kept.visitors === totals[version].visitors && kept.conversions === totals[version].conversions;
  });
  return whole && strata.length > 0 ? strata : [{ share: 0, ...totals }];
}

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
    /** What the operator calls an edit of its page: «правка акции», else «правка страницы». */
    pageWord: site.routes.byId(experiment.page)?.descriptor.campaign ? 'акции' : 'страницы',
    state: stateOf(experiment, today),
  }));
}

/** What a result page showed of its experiment: a decision posted from it is taken only while the experiment is the same. */
export const experimentStamp = (experiment: Experiment) =>
  createHash('sha256').update(JSON.stringify(experiment)).digest('base64url').slice(0, 16);

/** The result page's figures of experiment `id`; undefined: the site serves no such experiment. */
export async function experimentView(site: SiteContent, id: string, readResults: ReadExperimentResults, editable: boolean) {
  const listed = experimentsList(site).find(({ experiment }) => experiment.id === id);
  if (!listed) return undefined;
  const { experiment } = listed;
  const { days: counted, drawn, converted, busiest, converting, uncounted = { visitors: 0, perNetwork: 0 } } =
    await readResults(experiment.key);
  const days = [...counted].sort((one, other) => one.day.localeCompare(other.day));
  // Each version's counts up to each day: the table by day.
  let a = NONE;
  let b = NONE;
  const series = days.map((day) => {
    a = sum(a, day.a);
    b = sum(b, day.b);
    return { day: day.day, a, b };
  });
  const rateA = a.visitors > 0 ? a.conversions / a.visitors : 0;
  // Visitors counted without the share they were drawn under (kept before the store held it) are checked against today's.
  const unshared = { a: a.visitors, b: b.visitors };
  for (const part of drawn ?? []) for (const version of VERSIONS) unshared[version] -= part[version];
  const split = sampleRatio([...drawn ?? [], { share: experiment.share, a: Math.max(0, unshared.a), b: Math.max(0, unshared.b) }]);
  const totals = { a, b };
  const strata = strataOf(drawn ?? [], converted ?? [], totals);
  const networks = { a: busiest?.a ?? NONE, b: busiest?.b ?? NONE };
  // A version whose busiest network holds over a tenth of its conversions: one office, one bot, one person (docs/product.md §12).
  // Before the minimum sample there is no verdict to withhold, and under 10 conversions any one is over a tenth.
  // Networks with a conversion, each counted once (counts kept before the store held them: each conversion its own network).
  const { verdict: judged, standsOn, fewNetworks } = judgedByNetworks(strata, converting ?? { a: a.conversions, b: b.conversions });
  const crowded = judged === 'early' ? []
    : VERSIONS.filter((version) => networks[version].conversions > NETWORK_LIMIT * totals[version].conversions);
  return {
    ...listed,
    editable: editable && !experiment.decision,
    totals,
    rates: { a: conversionRate(a), b: conversionRate(b) },
    lift: relativeLift(strata),
    /** Whether the lift is compared share by share: Б's share changed mid-run. */
    stratified: strata.length > 1,
    verdict: judged,
    /** How many networks the verdict stands on (undefined without one), and how many it must. */
    standsOn,
    verdictNetworks: VERDICT_NETWORKS,
    /**
     * Every reason the verdict and the decision are withheld: the split failed its check, these versions' conversions crowd
     * in one network, the verdict stands on fewer networks than it must.
     */
    withheld: { split: split.mismatch, crowded, fewNetworks },
    minimum: MINIMUM_SAMPLE,
    needed: rateA > 0 ? neededSample(rateA, experiment.share) : undefined,
    split,
    networks,
    uncounted,
    series,
  };
}

export type ExperimentView = NonNullable<Awaited<ReturnType<typeof experimentView>>>;
