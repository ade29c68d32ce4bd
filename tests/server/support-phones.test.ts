// The error modal's seven support lines come from configuration, with demo numbers by
// default. The modal opens in the browser, so the lines travel in the page's state
// block.
import { afterEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { DEFAULT_SUPPORT_PHONES } from '#shared/support-phones.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { stateOf } from '../support/page-state.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /promo/lovecategory support lines', () => {
  test('when SUPPORT_PHONES is unset, then the seven demo lines are in the page state', async () => {
    t = await startApp();

    const res = await request(t.listener).get('/promo/lovecategory').expect(200);

    expect(stateOf(res.text).cardCategories.supportPhones).toEqual(DEFAULT_SUPPORT_PHONES);
    expect(DEFAULT_SUPPORT_PHONES.map((p) => p.city)).toEqual([
      'Санкт-Петербург', 'Выборг', 'Кингисепп', 'Гатчина', 'Петрозаводск', 'Великий Новгород', 'Луга',
    ]);
  });

  test('when SUPPORT_PHONES is set, then its lines replace the demo ones', async () => {
    t = await startApp({ env: { SUPPORT_PHONES: 'Санкт-Петербург=+7 (812) 334-88-88;Луга=+7 (81372) 2-22-22' } });

    const res = await request(t.listener).get('/promo/lovecategory').expect(200);

    expect(stateOf(res.text).cardCategories.supportPhones).toEqual([
      { city: 'Санкт-Петербург', phone: '+7 (812) 334-88-88' },
      { city: 'Луга', phone: '+7 (81372) 2-22-22' },
    ]);
  });
});
