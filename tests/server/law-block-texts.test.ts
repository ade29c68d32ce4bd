// law's helpful-info and reviews headings, and a review's rating for screen readers, are its
// content's (content/law.json's `helpfulInfo`, `reviews`; the rating's {оценка} and {из} are
// filled by the page). The real app on the tests' content, then on a copy with them edited.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import type { LawTexts } from '#shared/features/business/law-schema.js';
import { CONTENT } from '../support/content.js';
import { appsWithEditedContent } from '../support/edited-content-apps.js';
import type { TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const fixture = CONTENT.kindFiles.law as LawTexts;
const edited: LawTexts = {
  ...fixture,
  helpfulInfo: { heading: 'Что важно знать & в вашем городе' },
  reviews: { heading: 'Нам пишут', rating: '{оценка} звёзд из {из} возможных' },
};

const apps = appsWithEditedContent({ law: edited });

const law = async (t: TestApp) => plainSpaces((await request(t.listener).get('/promo/law').expect(200)).text);
const rating = /<span class="visually-hidden">([^<]*)<\/span><\/p><blockquote/;

describe('GET /promo/law (the helpful-info and reviews blocks\' texts)', () => {
  test('when the tests\' file is served, then the headings and the rating are its words', async () => {
    const page = await law(apps.shipped);
    expect(page).toContain('<h2 id="helpful-info-title" class="biz-section__title">Полезная информация</h2>');
    expect(page).toContain('<h2 id="reviews-title" class="biz-section__title">Отзывы клиентов</h2>');
    expect(rating.exec(page)?.[1]).toMatch(/^Оценка \d из 5$/);
  });

  test('when the file\'s texts are edited, then the page says the edited ones, escaped, the rating filled in', async () => {
    const page = await law(apps.changed);
    expect(page).toContain('<h2 id="helpful-info-title" class="biz-section__title">Что важно знать &amp; в вашем городе</h2>');
    expect(page).toContain('<h2 id="reviews-title" class="biz-section__title">Нам пишут</h2>');
    expect(rating.exec(page)?.[1]).toMatch(/^\d звёзд из 5 возможных$/);
  });
});
