// The texts every campaign page shows whatever its campaign (its headings, buttons and
// answers), as its page's state carries them: `page.content`, the value of the campaign
// kind's own content file (content/campaign.json, pages/campaign/content.ts). The savings
// answers reach the island as its props: the state sent to the browser leaves the file out.
import { selectPage } from '../../store/slices/page.js';
import { fillTemplate } from '../../content/text-template.js';
import type { PhaseDefaults } from '../../content/phase-texts.js';

/** Where a phase's line under the headline names its day («1 марта 2025»). */
export const DATE = '{дата}';

/** Where the legal sentence names the organiser (and the period: phase-texts.ts's PERIOD). */
export const ORGANISER = '{организатор}';

/** Where a leaderboard's lead (and the legal sentence) names the number of prize places. */
export const PLACES = '{мест}';

export interface SavingsAnswers {
  positive: string;
  negative: string;
  failed: string;
  retry: string;
}

export interface CampaignTexts {
  hero: {
    datesLabel: string;
    checkAction: string;
    resultsAction: string;
    productsAction: string;
    elsewhere: { upcoming: string; finished: string; link: string };
    /** The line a phase adds under the headline (docs/product.md §4), DATE in it: the first or the last day. */
    phaseLine: { upcoming: string; finished: string; finishedEarly: string; endsEarly: string };
  };
  products: { noPrice: string; noPhoto: string };
  savings: { heading: string; text: string; answers: SavingsAnswers };
  leaderboard: {
    heading: { running: string; finished: string };
    lead: { running: string; finished: string };
    unpublished: string;
    regions: { spb: string; msk: string };
    columns: { place: string; card: string; sum: string };
    prizes: string[];
    /** The legal sentence by phase (ORGANISER, PERIOD and PLACES in it), and tehnonikol2025's club-prize clause after it. */
    legal: { running: string; finished: string; clubPrize: string };
  };
  rulesLabel: string;
  /** The words of a campaign without its own texts (shared/content/phase-texts.ts). */
  phaseDefaults: PhaseDefaults;
}

/**
 * Every text empty: the kind's file before any content is read (pages/campaign/content.ts),
 * and a state made outside the server's render (the studio's preview before they are fetched).
 */
export const NO_CAMPAIGN_TEXTS: CampaignTexts = {
  hero: {
    datesLabel: '', checkAction: '', resultsAction: '', productsAction: '', elsewhere: { upcoming: '', finished: '', link: '' },
    phaseLine: { upcoming: '', finished: '', finishedEarly: '', endsEarly: '' },
  },
  products: { noPrice: '', noPhoto: '' },
  savings: { heading: '', text: '', answers: { positive: '', negative: '', failed: '', retry: '' } },
  leaderboard: {
    heading: { running: '', finished: '' }, lead: { running: '', finished: '' }, unpublished: '',
    regions: { spb: '', msk: '' }, columns: { place: '', card: '', sum: '' }, prizes: ['', '', ''],
    legal: { running: '', finished: '', clubPrize: '' },
  },
  rulesLabel: '',
  phaseDefaults: {
    hubTitle: '', upcoming: { description: '' }, finished: { title: '', description: '' }, productsHeading: { current: '', finished: '' },
  },
};

export const selectCampaignTexts = (state: Parameters<typeof selectPage>[0]): CampaignTexts =>
  (selectPage(state).content as CampaignTexts | undefined) ?? NO_CAMPAIGN_TEXTS;

/** `text` with the number of prize places in place of its placeholder. */
export const withPlaces = (text: string, places: number): string => fillTemplate(text, { [PLACES]: places });
