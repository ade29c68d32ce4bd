// The landings (docs/product.md §13): a promotion of any shape, one page per content/landings/<id>.json made of the
// registry's blocks (ui/blocks.ts), with a campaign's calendar, hub card, savings check and its 410 once ended.
import type { FAQPage, Question } from 'schema-dts';
import { savingsChecked } from '#shared/store/slices/campaign.js';
import { defineKind, servedFile, type KindSources, type StructuredDataParts } from '#server/pages/page-kind.js';
import { saleEvent } from '#server/discovery/sale-event.js';
import { pageHead } from '#shared/content/phase-texts.js';
import { moscowDay } from '#shared/content/calendar.js';
import { CAMPAIGN_TEXTS } from '#shared/content/campaign-texts.js';
import { LandingPage } from './ui/landing-page.js';
import { sharedTexts } from './ui/block-type.js';
import { LANDING_ON_PAGE, type Landing } from './ui/landing-on-page.js';
import type { Block, Inline } from './ui/markdown.js';
import { landingFolder } from './landing-folder.js';
import { loadLandingPage } from './load.js';
import { landingCard } from './hub-card.js';

/** A page per landing, at /promo/<id>, dated by its file. */
const pages = ({ entries }: KindSources<undefined, Landing>) => entries.map((landing) => ({
  id: landing.id,
  paths: { promo: `/promo/${landing.id}` },
  ...pageHead(landing),
  data: landing,
  dates: landing,
}));

/** A markdown tree's words, for the JSON-LD's answer text. */
const words = (tree: readonly Block[]): string => tree.map((block) => ('p' in block ? [block.p] : block.list)
  .map(function flat(runs: readonly Inline[]): string {
    return runs.map((run) => ('text' in run ? run.text : flat('bold' in run ? run.bold : run.runs))).join('');
  }).join(' ')).join('\n');

/** Its SaleEvent, or, with a faq block, the FAQPage of its questions about that SaleEvent (one JSON-LD a page). */
function landingData(parts: StructuredDataParts<Landing>) {
  const landing = parts.page.data;
  const event = saleEvent(parts, landing);
  const questions = landing.blocks.flatMap((block) => (block.type === 'faq' ? block.questions : []));
  if (questions.length === 0) return event;
  const mainEntity: Question[] = questions.map(({ question, answer }) => ({
    '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: words(answer) },
  }));
  return { ...parts.webPage(), '@type': 'FAQPage', mainEntity, about: event } satisfies FAQPage;
}

export const landing = defineKind({
  kind: 'landing',
  pages,
  Page: LandingPage,
  experiment: { goals: ['check-bonus'] },
  load: loadLandingPage,
  content: {
    folder: landingFolder,
    shows: [CAMPAIGN_TEXTS],
    // The landing in its phase, the Moscow day (its countdown's), its hero's raster banner, the campaign pages' words.
    state: {
      key: LANDING_ON_PAGE,
      of(page, { phase, instant, site }) {
        if (phase === 'hidden') return undefined;
        const art = landingFolder.art?.(page.data);
        const banner = art && site.bannerOf(art);
        const texts = sharedTexts(servedFile(site.content.kindFiles, CAMPAIGN_TEXTS)!);
        return { ...page.data, phase, today: moscowDay(instant), texts, ...(banner ? { banner } : {}) };
      },
    },
    pageFile: {
      folder: landingFolder.folder,
      shown: (page, banners) => [page.data, [...banners ?? []].filter(([key]) => key === page.id || key.startsWith(`${page.id}:`))],
    },
  },
  discovery: { hubCard: landingCard, structuredData: landingData },
  forms: {
    card: {
      call: 'checkSavings',
      answer: async (store, ctx, cardNumber) => {
        const { apiSlug, blocks } = ctx.page.data;
        const checks = apiSlug && blocks.some((block) => block.type === 'savings-check');
        if (checks) await store.dispatch(savingsChecked({ apiSlug, cardNumber }));
      },
    },
  },
  calendar: {
    closedWhenFinished: ['checkSavings'],
    slugOf: (page) => page.data.apiSlug,
    daily: (page) => page.data.blocks.some((block) => block.type === 'countdown'),
  },
});
