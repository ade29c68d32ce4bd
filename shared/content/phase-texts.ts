// What a campaign page says in each phase (docs/content.md «Фазы и их тексты»): its own text, else a default that fits the
// phase; once finished in the past tense, so a finished page (and its link preview) never invites anyone to buy. One
// place for the page, its meta tags and the hub card.
import type { ShownPhase } from './calendar.js';
import type { Campaign } from './campaign-schema.js';
import type { CampaignTexts } from './campaign-texts-schema.js';
import { formatDay, formatPeriod } from '../ui/format-dates.js';
import { RETAILER_NAME } from '../ui/site-links.js';
import { fillTemplate } from './text-template.js';
import { BRAND, CAMPAIGN, DATE, PERIOD, YEAR } from './campaign-placeholders.js';

/** The defaults of a campaign without its own texts (content/campaign.json's `phaseDefaults`: each field's placeholders there). */
export type PhaseDefaults = CampaignTexts['phaseDefaults'];

export interface PhaseTexts {
  /** The H1, the <title> (with the site's name), the JSON-LD name and, without the name it repeats, the hub card's lead (hubLead). */
  title: string;
  description: string;
  productsHeading: string;
}

/** A page's <title>: its headline and the site's name. */
export const withSiteName = (title: string) => `${title} | ${RETAILER_NAME}`;

/** A route table entry's name, title and description, from a file that has a title and a description: the title with the site's name. */
export const pageHead = ({ title, description }: { title: string; description: string }) =>
  ({ name: title, title: withSiteName(title), description });

/** The texts of `campaign`'s page in `phase`; `defaults`: content/campaign.json's, for what its file leaves out. */
export function phaseTexts(campaign: Campaign, phase: ShownPhase, defaults: PhaseDefaults): PhaseTexts {
  const own = campaign.texts?.[phase];
  const brand = { [BRAND]: campaign.brand.name };
  if (phase === 'finished') {
    const period = formatPeriod(campaign.starts, campaign.ends);
    return {
      // The file's title invites to buy while the campaign runs: once finished the page is its
      // results, under the campaign's own name: its hub title, else its title (the default hub
      // title, brand and year, is the same for two campaigns of one brand in one year).
      title: own?.title ?? fillTemplate(defaults.finished.title, { [CAMPAIGN]: campaign.hubTitle ?? campaign.title }),
      description: own?.description ?? fillTemplate(defaults.finished.description, { ...brand, [PERIOD]: period }),
      productsHeading: own?.productsHeading ?? fillTemplate(defaults.productsHeading.finished, brand),
    };
  }
  // Before the start there is nothing to check yet: the default speaks of the day it starts.
  const upcoming = phase === 'upcoming' && !own?.description
    ? fillTemplate(defaults.upcoming.description, { ...brand, [DATE]: formatDay(campaign.starts) })
    : undefined;
  return {
    title: own?.title ?? campaign.title,
    description: own?.description ?? upcoming ?? campaign.description,
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
/** What a title says after the name it starts with: «: покупайте…» → «покупайте…». */
const AFTER_NAME = /^\s*[:—–]\s+(.+)$/s;

/**
 * The hub card's lead under its name: the phase's title without the name it repeats. A title that is the name and a
 * word or two more gives way to the description; a name with a colon of its own («Акция Rockwool: осень 2025») is whole.
 */
export function hubLead(campaign: Campaign, phase: ShownPhase, defaults: PhaseDefaults): string {
  const { title, description } = phaseTexts(campaign, phase, defaults);
  const name = hubTitle(campaign, defaults);
  if (startsWith(title, name)) {
    const rest = AFTER_NAME.exec(title.slice(name.length))?.[1];
    if (rest && rest.split(/\s+/).length > 2) return capitalised(rest);
    // The finished default description names the period, which the card's dates already say.
    const ownDescription = campaign.texts?.[phase]?.description;
    if (phase !== 'finished' || ownDescription) return description;
    return fillTemplate(defaults.finished.hubLead, { [BRAND]: campaign.brand.name });
  }
  const clause = CLAUSE.exec(title);
  // The head before «:» starts the name («Акция Rockwool» of «Акция Rockwool: осень 2025»).
  if (clause && startsWith(name, clause[1]!)) return capitalised(clause[2]!);
  return title;
}
