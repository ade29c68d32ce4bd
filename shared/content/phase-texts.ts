// What a campaign page says in each phase (docs/content.md "Тексты фаз"): the campaign's
// own text for the phase when its file gives one, else a default that fits the phase —
// once finished, in the past tense, so a finished page (and its link preview) never
// invites anyone to buy. The defaults' words are content/campaign.json's (`phaseDefaults`),
// the brand, the card's title, the period and the year filled in. One place for the page,
// its meta tags and the hub card.
import type { ShownPhase } from './calendar.js';
import type { Campaign } from './campaign-schema.js';
import { formatPeriod } from '../ui/format-dates.js';
import { RETAILER_NAME } from '../ui/site-links.js';
import { fillTemplate } from './text-template.js';

/** Where the defaults name the brand, the card's title (hubTitle), the period and the starting year. */
export const BRAND = '{бренд}';
export const CAMPAIGN = '{акция}';
export const PERIOD = '{период}';
export const YEAR = '{год}';

/** The defaults of a campaign without its own texts (content/campaign.json's `phaseDefaults`). */
export interface PhaseDefaults {
  /** The hub card's title: BRAND and YEAR. */
  hubTitle: string;
  /** A finished page's title (CAMPAIGN) and description (BRAND, PERIOD). */
  finished: { title: string; description: string };
  /** The products' heading (BRAND) while upcoming or running, and once finished. */
  productsHeading: { current: string; finished: string };
}

export interface PhaseTexts {
  /** The H1, the <title> (with the site's name), the JSON-LD name and, without the name it repeats, the hub card's lead (hubLead). */
  title: string;
  description: string;
  productsHeading: string;
}

/** A page's <title>: its headline and the site's name. */
export const withSiteName = (title: string) => `${title} | ${RETAILER_NAME}`;

/** The texts of `campaign`'s page in `phase`; `defaults`: content/campaign.json's, for what its file leaves out. */
export function phaseTexts(campaign: Campaign, phase: ShownPhase, defaults: PhaseDefaults): PhaseTexts {
  const own = campaign.texts?.[phase];
  const brand = { [BRAND]: campaign.brand.name };
  if (phase === 'finished') {
    const period = formatPeriod(campaign.starts, campaign.ends);
    return {
      // The file's title invites to buy while the campaign runs: once finished the page is its results.
      title: own?.title ?? fillTemplate(defaults.finished.title, { [CAMPAIGN]: hubTitle(campaign, defaults) }),
      description: own?.description ?? fillTemplate(defaults.finished.description, { ...brand, [PERIOD]: period }),
      productsHeading: own?.productsHeading ?? fillTemplate(defaults.productsHeading.finished, brand),
    };
  }
  return {
    title: own?.title ?? campaign.title,
    description: own?.description ?? campaign.description,
    productsHeading: own?.productsHeading ?? fillTemplate(defaults.productsHeading.current, brand),
  };
}

/** The hub card's title: the campaign's own, else the default's, with its brand and the year it starts. */
export const hubTitle = (campaign: Campaign, defaults: PhaseDefaults): string =>
  campaign.hubTitle ?? fillTemplate(defaults.hubTitle, { [BRAND]: campaign.brand.name, [YEAR]: campaign.starts.slice(0, 4) });

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);
const startsWith = (text: string, start: string) => text.toLocaleLowerCase('ru').startsWith(start.toLocaleLowerCase('ru'));
/** A title's clause after its head: «Акция Knauf 2025: покупайте…» → «покупайте…». */
const CLAUSE = /^(.+?)\s*[:—–]\s+(.+)$/s;

/**
 * The hub card's lead under its name (hubTitle): the phase's title without the name it
 * repeats («Акция Knauf 2025» / «Покупайте материалы Knauf…», not «Акция Knauf 2025:
 * покупайте…»). A title that is the name and a word more («… завершена: итоги») gives way
 * to the phase's description.
 */
export function hubLead(campaign: Campaign, phase: ShownPhase, defaults: PhaseDefaults): string {
  const { title, description } = phaseTexts(campaign, phase, defaults);
  const name = hubTitle(campaign, defaults);
  const clause = CLAUSE.exec(title);
  // The head before «:» is the name, or the name starts with it («Акция Rockwool» of «Акция Rockwool: осень 2025»).
  if (clause && startsWith(name, clause[1]!)) return capitalised(clause[2]!);
  return startsWith(title, name) ? description : title;
}
