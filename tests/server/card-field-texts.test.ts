// The card number field's errors are content/site.json's (`cardForm.empty`, `incomplete`,
// `required`; docs/product.md §5's words are the tests' content's, tests/unit/card-number.test.ts).
// The real app on a copy of the tests' content with them edited: a card form without JS
// with a malformed number gets the page whose field says the edited error.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SiteTexts } from '#shared/content/site-texts.js';
import { CONTENT } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';

const fixture = CONTENT.kindFiles.site as SiteTexts;
const edited: SiteTexts = {
  ...fixture,
  cardForm: { ...fixture.cardForm, empty: 'Номер карты & пуст', incomplete: 'В номере карты семь цифр', required: 'Нужен номер' },
};

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ content: { ...CONTENT, kindFiles: { ...CONTENT.kindFiles, site: edited } } });
});
afterAll(() => t.close());

describe('GET /promo/knauf2025?card=… with the card field\'s words edited', () => {
  test('when the number is malformed or empty, then the field says the edited error, escaped, and nothing is checked', async () => {
    const [overlong, empty] = await Promise.all([
      request(t.listener).get('/promo/knauf2025?card=123456789012').expect(200),
      request(t.listener).get('/promo/knauf2025?card=abc').expect(200),
    ]);

    expect(plainSpaces(overlong.text)).toMatch(/class="card-field__error"[^>]*>В номере карты семь цифр</);
    expect(plainSpaces(empty.text)).toMatch(/class="card-field__error"[^>]*>Номер карты &amp; пуст</);
    expect(asWritten(overlong.text)).not.toContain('Некорректный номер карты');
    expect(t.demo.requests.filter((r) => r.path.startsWith('/api/v2/promo/check/'))).toEqual([]);
  });
});
