// The sentences around a campaign's values are content: the defaults of a campaign without
// texts of its own (content/campaign.json's `phaseDefaults`), its legal text (content/campaign.json's
// `leaderboard.legal`: {организатор}, {период} and {мест} filled from the campaign), the line
// under its headline (`hero.phaseLine`: «Акция завершена {дата}», docs/product.md §4's words)
// and the hub cards' dates but a period (content/hub.json's `cardDates`: «С {дата} года» for
// lovecategory, which has no end). The real app after the campaigns ended (15 January 2026),
// on the tests' content and on a copy with them edited.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import type { HubTexts } from '#shared/content/hub-schema.js';
import { CONTENT } from '../support/content.js';
import { appsWithEditedContent } from '../support/edited-content-apps.js';
import type { TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const AFTER = { PROMO_NOW: '2026-01-15T12:00:00+03:00' };
const campaign = CONTENT.kindFiles.campaign as CampaignTexts;
const hub = CONTENT.kindFiles.hub as HubTexts;
const edited = {
  ...CONTENT.kindFiles,
  campaign: {
    ...campaign,
    hero: { ...campaign.hero, phaseLine: { ...campaign.hero.phaseLine, finished: 'Итоги подведены {дата} & опубликованы' } },
    leaderboard: {
      ...campaign.leaderboard,
      legal: {
        ...campaign.leaderboard.legal,
        finished: 'Провёл {организатор} {период}; призовых мест — {мест}.',
        clubPrize: 'Баллы — только на приз.',
      },
    },
    phaseDefaults: {
      ...campaign.phaseDefaults,
      finished: { title: 'Итоги: {акция} & всё', description: '{бренд}: акция прошла {период}.' },
      productsHeading: { ...campaign.phaseDefaults.productsHeading, finished: 'Что продавали с {бренд}' },
    },
  },
  hub: { ...hub, cardDates: { ...hub.cardDates, since: 'Действует с {дата}' } },
};

const apps = appsWithEditedContent(edited, { env: AFTER });

const page = async (t: TestApp, path: string) => plainSpaces((await request(t.listener).get(path).expect(200)).text);

describe('the dates\' sentences', () => {
  test('when the tests\' files are served, then a finished campaign and the hub say their words with the day', async () => {
    expect(await page(apps.shipped, '/promo/knauf2025')).toContain('Акция завершена 31 октября 2025');
    expect(await page(apps.shipped, '/promo/')).toContain('С 1 ноября 2024 года');
  });

  test('when the sentences are edited, then the pages say the edited ones, escaped, the day in place', async () => {
    const knauf = await page(apps.changed, '/promo/knauf2025');
    expect(knauf).toContain('Итоги подведены 31 октября 2025 &amp; опубликованы');
    expect(knauf).not.toContain('Акция завершена 31 октября 2025');
    expect(await page(apps.changed, '/promo/')).toContain('Действует с 1 ноября 2024');
  });

  test('when the legal text is edited, then a finished campaign states its organiser, period and places in the edited words', async () => {
    const unwrapped = (html: string) => html.replace(/<span class="nowrap">([^<]*)<\/span>/g, '$1');
    const knauf = unwrapped(await page(apps.changed, '/promo/knauf2025'));
    expect(knauf).toMatch(/Провёл [^<]+ с 1 марта по 31 октября 2025 года; призовых мест — 50\./);
    expect(knauf).not.toContain('Баллы — только на приз.');
    expect(unwrapped(await page(apps.changed, '/promo/tehnonikol2025'))).toMatch(/призовых мест — 50\. Баллы — только на приз\./);
    expect(unwrapped(await page(apps.shipped, '/promo/knauf2025'))).toContain('Акция проводилась с 1 марта по 31 октября 2025 года.');
  });

  test('when a campaign has no finished texts of its own, then its page says the defaults\' words; edited, the edited ones, escaped', async () => {
    const before = await page(apps.shipped, '/promo/knauf2025');
    expect(before).toContain('<title>Акция Knauf 2025 — подведены итоги | Петрович</title>');
    expect(before).toContain('Товары Knauf, участвовавшие в акции');

    const after = await page(apps.changed, '/promo/knauf2025');
    expect(after).toContain('<title>Итоги: Акция Knauf 2025 &amp; всё | Петрович</title>');
    expect(after).toMatch(/<h1 class="campaign-header__title">Итоги: Акция Knauf 2025 &amp; всё<\/h1>/);
    expect(after).toContain('Knauf: акция прошла с 1 марта по 31 октября 2025 года.');
    expect(after).toContain('Что продавали с Knauf');
    // The hub's card leads with the finished title, which does not start with the card's name (hubLead).
    expect(await page(apps.changed, '/promo/')).toContain('Итоги: Акция Knauf 2025');
  });
});
