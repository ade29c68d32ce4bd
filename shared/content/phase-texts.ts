// What a campaign page says in each phase (docs/content.md "Тексты фаз"): the campaign's
// own text for the phase when its file gives one, else a default that fits the phase —
// once finished, in the past tense, so a finished page (and its link preview) never
// invites anyone to buy. One place for the page, its meta tags and the hub card.
import type { ShownPhase } from './calendar.js';
import type { Campaign } from './campaign-schema.js';
import { formatPeriod } from '../ui/format-dates.js';
import { RETAILER_NAME } from '../ui/site-links.js';

export interface PhaseTexts {
  /** The H1, the <title> (with the site's name), the JSON-LD name and, without the name it repeats, the hub card's lead (hubLead). */
  title: string;
  description: string;
  productsHeading: string;
}

/** A page's <title>: its headline and the site's name. */
export const withSiteName = (title: string) => `${title} | ${RETAILER_NAME}`;

/** The texts of `campaign`'s page in `phase`. */
export function phaseTexts(campaign: Campaign, phase: ShownPhase): PhaseTexts {
  const own = campaign.texts?.[phase];
  const brand = campaign.brand.name;
  if (phase === 'finished') {
    const period = formatPeriod(campaign.starts, campaign.ends);
    return {
      // The file's title invites to buy while the campaign runs: once finished the page is its results.
      title: own?.title ?? `${hubTitle(campaign)} завершена: итоги`,
      description: own?.description ?? `Акция ${brand} проходила ${period} и завершена. Спасибо всем участникам!`,
      productsHeading: own?.productsHeading ?? `Товары ${brand}, участвовавшие в акции`,
    };
  }
  return {
    title: own?.title ?? campaign.title,
    description: own?.description ?? campaign.description,
    productsHeading: own?.productsHeading ?? `Товары ${brand}, участвующие в акции`,
  };
}

/** The hub card's title: the campaign's own, else its brand and the year it starts. */
export const hubTitle = (campaign: Campaign): string => campaign.hubTitle ?? `Акция ${campaign.brand.name} ${campaign.starts.slice(0, 4)}`;

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
export function hubLead(campaign: Campaign, phase: ShownPhase): string {
  const { title, description } = phaseTexts(campaign, phase);
  const name = hubTitle(campaign);
  const clause = CLAUSE.exec(title);
  // The head before «:» is the name, or the name starts with it («Акция Rockwool» of «Акция Rockwool: осень 2025»).
  if (clause && startsWith(name, clause[1]!)) return capitalised(clause[2]!);
  return startsWith(title, name) ? description : title;
}
