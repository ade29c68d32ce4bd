// A page's campaign is asked of its kind (server/pages/campaign-pages.ts,
// docs/decisions/371-kinds-by-define-kind.md): every page of a kind whose pages are the
// campaigns carries its campaign, the others none, and a draft makes the page it previews.
import { describe, expect, test } from 'vitest';
import { campaignOf, withCampaign } from '#server/pages/campaign-pages.js';
import { CAMPAIGNS, PAGES, campaignById } from '../support/content.js';

describe('campaignOf', () => {
  test('when the tests\' content makes the route table, then each campaign\'s page carries that campaign, and no other page one', () => {
    const campaignPages = PAGES.filter((page) => page.descriptor.campaign);

    expect(campaignPages.map((page) => campaignOf(page))).toEqual(CAMPAIGNS);
    expect(campaignPages.map((page) => page.id)).toEqual(CAMPAIGNS.map((campaign) => campaign.id));
    expect(PAGES.filter((page) => !page.descriptor.campaign).map((page) => campaignOf(page)).filter(Boolean)).toEqual([]);
  });
});

describe('withCampaign', () => {
  test('when a campaign page is made from an edit of its campaign, then it carries the edit and its dates; the table\'s page is unchanged', () => {
    const page = PAGES.find((entry) => entry.id === 'knauf2025')!;
    const edit = { ...campaignById('knauf2025'), title: 'Черновик', starts: '2030-01-01', ends: '2030-02-01' };

    const previewed = withCampaign(page, edit);

    expect(campaignOf(previewed)).toBe(edit);
    expect(previewed.dates).toBe(edit);
    expect(previewed.paths).toEqual(page.paths);
    expect(campaignOf(page)?.title).not.toBe('Черновик');
  });

  test('when a page that is no campaign\'s is given a campaign, then it stays as it is', () => {
    const fixed = PAGES.find((entry) => !entry.descriptor.campaign)!;

    expect(withCampaign(fixed, campaignById('knauf2025'))).toBe(fixed);
  });
});
