// The words of every campaign of the tests' content in each phase it shows, with the
// defaults of its campaign.json (shared/content/phase-texts.ts, docs/content.md): before the
// start the default speaks of the first day (there is nothing to check yet); once finished
// the title keeps the campaign's own name, so two campaigns of one brand and year never share
// an H1, even without hub titles of their own; the text is in one tense and names the month
// once when both days share it; the hub card's lead keeps the campaign's subject, never
// the tail of a name cut at its colon.
import { describe, expect, test } from 'vitest';
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import { hubLead, hubTitle, phaseTexts } from '#shared/content/phase-texts.js';
import { formatDay } from '#shared/ui/format-dates.js';
import { CAMPAIGNS, CONTENT } from '../support/content.js';

const DEFAULTS = (CONTENT.kindFiles.campaign as CampaignTexts).phaseDefaults;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const lower = (text: string) => plain(text).toLocaleLowerCase('ru');
/** The fixture's campaigns as they are, and as a campaign without a hub title of its own would be. */
const WITHOUT_HUB_TITLES: Campaign[] = CAMPAIGNS.map((campaign) => ({ ...campaign, hubTitle: undefined }));
const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];
/** «… и завершена», «проводится»: a present or a future beside the finished text's past. */
const NOT_PAST = /(^|[\s(])(завершена|завершается|проводится|проходит|идёт|начнётся)(?=[\s.,!:;)]|$)/i;

describe('the phase texts of every campaign of the tests\' content', () => {
  test.each([['as they are', CAMPAIGNS], ['without hub titles of their own', WITHOUT_HUB_TITLES]] as const)(
    'when finished (%s), then no two campaigns of one brand and year share a title', (_case, campaigns) => {
      const byBrandYear = new Map<string, string[]>();
      for (const campaign of campaigns) {
        const key = `${campaign.brand.id} ${campaign.starts.slice(0, 4)}`;
        byBrandYear.set(key, [...(byBrandYear.get(key) ?? []), plain(phaseTexts(campaign, 'finished', DEFAULTS).title)]);
      }
      const shared = [...byBrandYear.values()].some((titles) => titles.length > 1);
      expect(shared, 'the fixture has a brand with two campaigns in one year').toBe(true);
      for (const [key, titles] of byBrandYear) expect(new Set(titles).size, `${key}: ${titles.join(' | ')}`).toBe(titles.length);
    },
  );

  test.each(CAMPAIGNS.map((campaign) => [campaign.id, campaign] as const))(
    'when %s is finished, then its text is in the past tense, each month named once, nothing inviting to buy', (_id, campaign) => {
      const { title, description } = phaseTexts(campaign, 'finished', DEFAULTS);
      expect(plain(description)).not.toMatch(NOT_PAST);
      for (const month of MONTHS) expect(lower(description).split(month).length - 1, month).toBeLessThanOrEqual(1);
      expect(lower(`${title} ${description}`)).not.toMatch(/покупайте|проверяйте|утепляйтесь|получайте/);
    },
  );

  test('when a campaign runs from 20 to 24 November 2026, then its finished text says «с 20 по 24 ноября 2026 года»', () => {
    const short: Campaign = { ...CAMPAIGNS[0]!, starts: '2026-11-20', ends: '2026-11-24' };
    const { description } = phaseTexts(short, 'finished', DEFAULTS);
    expect(plain(description)).toContain('с 20 по 24 ноября 2026 года');
  });

  test.each(CAMPAIGNS.map((campaign) => [campaign.id, campaign] as const))(
    'when %s is upcoming without a text of its own, then its text speaks of the day it starts, nothing to check', (_id, campaign) => {
      const { description } = phaseTexts({ ...campaign, texts: undefined }, 'upcoming', DEFAULTS);
      expect(plain(description)).toContain(plain(formatDay(campaign.starts)));
      expect(lower(description)).not.toMatch(/проверя|начислени/);
    },
  );

  test.each([...CAMPAIGNS, ...WITHOUT_HUB_TITLES].map((campaign) => [campaign.id, campaign.hubTitle ?? '(default)', campaign] as const))(
    'when %s (hub title %s) is finished, then its hub lead keeps the subject, never a piece of its name', (_id, _name, campaign) => {
      const name = lower(hubTitle(campaign, DEFAULTS));
      const lead = lower(hubLead(campaign, 'finished', DEFAULTS));
      // «Акция Rockwool: осень 2025» must not leave «Осень 2025 …» as the lead under it.
      for (const tail of name.split(/\s*[:—–]\s+/).slice(1)) expect(lead, tail).not.toContain(tail);
      const subject = lower(campaign.title).split(/\s*[:—–]\s+/)[1] ?? '';
      expect(lead.includes(lower(campaign.brand.name)) || (subject !== '' && lead.includes(subject)), lead).toBe(true);
    },
  );
});
