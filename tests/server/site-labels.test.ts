// The words for screen readers every page carries, the footer's shop links' names and the
// business footer's phone note are content/site.json's (`labels`, `shopLinks`,
// `footer.businessPhoneNote` with its {город}). The real app on
// the tests' content, then on a copy with them edited.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import type { SiteTexts } from '#shared/content/site-texts.js';
import { CONTENT } from '../support/content.js';
import { appsWithEditedContent } from '../support/edited-content-apps.js';
import type { TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const fixture = CONTENT.kindFiles.site as SiteTexts;
const edited: SiteTexts = {
  ...fixture,
  footer: { ...fixture.footer, businessPhoneNote: 'Отдел для бизнеса — {город} & область' },
  labels: { ...fixture.labels, logoHome: 'в магазин', shopSections: 'Куда ещё заглянуть' },
  shopLinks: { ...fixture.shopLinks, promotions: 'Акции & скидки', stores: 'Адреса магазинов' },
};

const apps = appsWithEditedContent({ site: edited });

const page = async (t: TestApp, path: string) => plainSpaces((await request(t.listener).get(path).expect(200)).text);
const phoneNote = (html: string) => /<span class="site-footer__phone-note">([^<]*)<\/span>/.exec(html)?.[1];

describe('the site\'s labels and the business phone note', () => {
  test('when the tests\' file is served, then the logo, the footer\'s shop links and the business phone note say its words', async () => {
    const law = await page(apps.shipped, '/promo/law?city_code=spb');
    expect(law).toContain('<span class="visually-hidden"> — на главную страницу магазина</span>');
    expect(law).toContain('<nav class="site-footer__group" aria-label="Разделы магазина">');
    expect(phoneNote(law)).toMatch(/^Для юридических лиц, \S/);
  });

  test('when they are edited, then every page says the edited words, escaped, the city in its place', async () => {
    const [law, hub] = await Promise.all([page(apps.changed, '/promo/law?city_code=spb'), page(apps.changed, '/promo/')]);
    for (const html of [law, hub]) {
      expect(html).toContain('<span class="visually-hidden"> в магазин</span>');
      expect(html).toContain('<nav class="site-footer__group" aria-label="Куда ещё заглянуть">');
    }
    expect(phoneNote(law)).toMatch(/^Отдел для бизнеса — \S.* &amp; область$/);
    expect(law).not.toContain('Для юридических лиц,');
  });

  test('when the shop links\' names are edited, then the footer and a promo header\'s way to the hub say them at the same addresses', async () => {
    const [shippedPage, changedPage] = await Promise.all([page(apps.shipped, '/promo/knauf2025'), page(apps.changed, '/promo/knauf2025')]);
    expect(shippedPage).toContain('<a class="site-bar__hub" href="/promo/">Все акции</a>');
    expect(shippedPage).toContain('<a href="https://petrovich.ru/shops/">Магазины</a>');
    expect(changedPage).toContain('<a class="site-bar__hub" href="/promo/">Акции &amp; скидки</a>');
    expect(changedPage).toContain('<a href="/promo/">Акции &amp; скидки</a>');
    expect(changedPage).toContain('<a href="https://petrovich.ru/shops/">Адреса магазинов</a>');
  });
});
