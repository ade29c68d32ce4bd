// karta-elektrika's card check answers in its content's words (content/karta-elektrika.json's
// `check.answers`, docs/decisions/108-page-texts-as-content.md): the card checked fills {номер};
// the header's words beside the logo are the file's too (`programme`).
// The real app on the tests' content, then on a copy with the answers edited; the card form
// without JS (`?card=`) renders the island's answer on the server.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import type { KartaElektrikaTexts } from '#pages/karta-elektrika/ui/karta-schema.js';
import { CONTENT } from '../support/content.js';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { appsWithEditedContent } from '../support/edited-content-apps.js';
import type { TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const fixture = CONTENT.kindFiles['karta-elektrika'] as KartaElektrikaTexts;
const edited: KartaElektrikaTexts = {
  ...fixture,
  programme: 'Клуб & электриков',
  check: {
    ...fixture.check,
    answers: {
      failed: 'Проверка сорвалась & ждёт повтора', empty: 'Карта {номер}: бонусов программы нет', count: 'На карте {номер} бонусов —',
    },
  },
};

const apps = appsWithEditedContent({ 'karta-elektrika': edited });

const answered = async (t: TestApp, card: string) =>
  plainSpaces((await request(t.listener).get(`/promo/karta-elektrika?card=${card}`).expect(200)).text);

describe('GET /promo/karta-elektrika?card=… (the card check\'s answers)', () => {
  test('when the tests\' file is served, then the answers are its words, the card in place', async () => {
    const page = await answered(apps.shipped, DEMO_CARDS.negative);
    expect(page).toContain(`По карте ${DEMO_CARDS.negative} нет информации о бонусах программы.`);
    expect(page).toContain('<span class="loyal-header__programme">Программа лояльности</span>');
  });

  test('when the answers are edited, then the count, the no-information and the failure say the edited words, escaped', async () => {
    expect(await answered(apps.changed, DEMO_CARDS.registeredEligible))
      .toContain(`На карте ${DEMO_CARDS.registeredEligible} бонусов — <strong class="karta-check__value">12</strong>`);
    expect(await answered(apps.changed, DEMO_CARDS.negative)).toContain(`Карта ${DEMO_CARDS.negative}: бонусов программы нет`);
    expect(await answered(apps.changed, DEMO_CARDS.failure)).toContain('Проверка сорвалась &amp; ждёт повтора');
  });

  test('when the header\'s words beside the logo are edited, then the page says them, escaped', async () => {
    expect(await answered(apps.changed, DEMO_CARDS.negative))
      .toContain('<span class="loyal-header__programme">Клуб &amp; электриков</span>');
  });
});
