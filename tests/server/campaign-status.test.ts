// A campaign's status and its end as content (docs/content.md "Статус", "Досрочное
// окончание"), through the real app on the tests' content with a stated day: a draft is
// hidden whatever its dates (page, proxy, hub, sitemap), an archived campaign keeps its
// page but leaves the hub and the sitemap, an early end is a new `ends` plus a note the
// page shows; every campaign page carries the organiser's legal text, and finished results
// that are empty say so in words.
import { afterEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { CONTENT, campaignById } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';
import { beforeState } from '../support/page-state.js';

const HOST = 'promo.example.ru';
const ORIGIN = 'https://www.example.ru';
/** 15 October 2025, noon in Moscow: every campaign of the tests' content is running. */
const RUNNING = '2025-10-15T12:00:00+03:00';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(campaigns: Campaign[], promoNow = RUNNING): Promise<TestApp> {
  t = await startApp({ content: { ...CONTENT, campaigns }, env: { PROMO_NOW: promoNow, PUBLIC_ORIGIN: ORIGIN } });
  return t;
}

const get = async (app: TestApp, path: string) => {
  const res = await request(app.listener).get(path).set('Host', HOST);
  return { status: res.status, text: res.text.replaceAll('<!-- -->', '') };
};

const KNAUF = campaignById('knauf2025');
const ROCKWOOL = campaignById('rockwool25');
/** The demo upstream's campaign whose leaderboards are both empty. */
const EMPTY_BOARD = campaignById('tehnonikol25');

describe('status', () => {
  test('when a running campaign is a draft, then its page is 404, its slug is unknown to the proxy, and it is on neither the hub nor the sitemap', async () => {
    const app = await appWith([{ ...KNAUF, status: 'draft' }, ROCKWOOL]);
    expect((await get(app, `/promo/${KNAUF.id}`)).status).toBe(404);
    expect((await get(app, `/api/v1/promo/products/${KNAUF.apiSlug}/`)).status).toBe(404);
    expect(app.demo.requests.filter((r) => r.path.includes(`/${KNAUF.apiSlug}/`))).toEqual([]);
    expect((await get(app, '/promo/')).text).not.toContain(`/promo/${KNAUF.id}`);
    const sitemap = (await get(app, '/sitemap.xml')).text;
    expect(sitemap).not.toContain(`/promo/${KNAUF.id}<`);
    expect(sitemap).toContain(`/promo/${ROCKWOOL.id}<`);
  });

  test('when a finished campaign is archived, then its page is still 200 with its results, but it is on neither the hub nor the sitemap', async () => {
    const app = await appWith([{ ...KNAUF, status: 'archived' }, ROCKWOOL], '2025-11-15T12:00:00+03:00');
    const page = await get(app, `/promo/${KNAUF.id}`);
    expect(page.status).toBe(200);
    expect(plainSpaces(page.text)).toContain('<h2 id="leaderboard-title">Итоги акции</h2>');
    expect((await get(app, '/promo/')).text).not.toContain(`/promo/${KNAUF.id}`);
    expect((await get(app, '/sitemap.xml')).text).not.toContain(`/promo/${KNAUF.id}<`);
  });
});

describe('ending early', () => {
  const endedEarly: Campaign = { ...KNAUF, ends: '2025-10-10', endedEarly: 'Товары акции закончились на складах раньше срока.' };

  test('when a started campaign ends early with a note, then after the new end its page says so with the note, and its check answers 410', async () => {
    const app = await appWith([endedEarly]);
    const page = await get(app, `/promo/${KNAUF.id}`);
    expect(plainSpaces(page.text)).toContain('Акция завершена досрочно 10 октября 2025');
    expect(plainSpaces(page.text)).toContain('<p class="campaign-header__early">Товары акции закончились на складах раньше срока.</p>');
    expect(plainSpaces(page.text)).toMatch(/chip--finished">Завершена</);
    expect((await get(app, `/api/v2/promo/check/${KNAUF.apiSlug}/7000002/`)).status).toBe(410);
  });

  test('when the early end is still ahead, then the running page announces its day, and its note waits for the end (as the studio’s hint says)', async () => {
    const app = await appWith([{ ...endedEarly, ends: '2025-10-20' }]);
    const page = await get(app, `/promo/${KNAUF.id}`);
    expect(plainSpaces(page.text)).toContain('Акция завершится досрочно 20 октября 2025');
    expect(plainSpaces(page.text)).toContain('Проверить покупки');
    const shown = beforeState(page.text);
    expect(shown).not.toContain('campaign-header__early">');
    expect(shown).not.toContain('Товары акции закончились на складах раньше срока.');
  });
});

/** The page's text with the nowrap spans that keep a hyphenated name on one line taken out (the characters are the same). */
const unwrapped = (html: string) => asWritten(html).replace(/<span class="nowrap">([^<]*)<\/span>/g, '$1');

describe('the legal text and empty results', () => {
  test('when the leaderboards are empty, then the running page still names the organiser in its legal text', async () => {
    const app = await appWith([EMPTY_BOARD]);
    const page = await get(app, `/promo/${EMPTY_BOARD.id}`);
    expect(page.text).not.toContain('id="leaderboard"');
    expect(plainSpaces(unwrapped(page.text))).toContain(plainSpaces(`Организатор акции — ${EMPTY_BOARD.organiser}. Акция проводится`));
  });

  test('when a finished campaign\'s leaderboards are empty, then the page says in words that there are no results, and keeps the legal text', async () => {
    const app = await appWith([EMPTY_BOARD], '2025-12-15T12:00:00+03:00');
    const page = await get(app, `/promo/${EMPTY_BOARD.id}`);
    expect(plainSpaces(page.text)).toContain('<h2 id="leaderboard-title">Итоги акции</h2>');
    expect(plainSpaces(page.text)).toContain('Итоги этой акции на сайте не опубликованы: в таблице лидеров нет ни одной строки.');
    expect(plainSpaces(unwrapped(page.text))).toContain(plainSpaces(`Организатор акции — ${EMPTY_BOARD.organiser}. Акция проводилась`));
  });

  test('when a campaign is upcoming, then its page carries the legal text too', async () => {
    const announced: Campaign = { ...KNAUF, announce: '2025-10-01', starts: '2025-11-01', ends: '2025-11-30' };
    const page = await get(await appWith([announced]), `/promo/${KNAUF.id}`);
    expect(plainSpaces(page.text)).toContain('Акция начнётся 1 ноября 2025');
    expect(plainSpaces(unwrapped(page.text))).toContain(plainSpaces(`Организатор акции — ${KNAUF.organiser}.`));
  });
});

describe('texts per phase', () => {
  test('when the file gives texts for the finished phase, then the page and its meta tags use them', async () => {
    const own: Campaign = {
      ...KNAUF, texts: {
        finished: { description: 'Спасибо всем, кто участвовал в акции Knauf!', productsHeading: 'Товары, которые участвовали' },
      },
    };
    const page = await get(await appWith([own], '2025-11-15T12:00:00+03:00'), `/promo/${KNAUF.id}`);
    expect(plainSpaces(page.text)).toContain('<p class="hero__lead">Спасибо всем, кто участвовал в акции Knauf!</p>');
    expect(plainSpaces(page.text)).toContain('<meta name="description" content="Спасибо всем, кто участвовал в акции Knauf!">');
    expect(plainSpaces(page.text)).toContain('<meta property="og:description" content="Спасибо всем, кто участвовал в акции Knauf!">');
    expect(plainSpaces(page.text)).toContain('<h2 id="products-title">Товары, которые участвовали</h2>');
  });

  test('when the file gives texts for the upcoming phase, then the announced page uses them and the running one its description', async () => {
    const own: Campaign = {
      ...KNAUF, announce: '2025-10-01', starts: '2025-10-20', texts: { upcoming: { description: 'Скоро: баллы за смеси Knauf.' } },
    };
    const upcoming = await get(await appWith([own]), `/promo/${KNAUF.id}`);
    expect(plainSpaces(upcoming.text)).toContain('<p class="hero__lead">Скоро: баллы за смеси Knauf.</p>');
    await t!.close();
    t = undefined;
    const running = await get(await appWith([own], '2025-10-25T12:00:00+03:00'), `/promo/${KNAUF.id}`);
    expect(asWritten(running.text)).toContain(`<p class="hero__lead">${KNAUF.description}</p>`);
  });
});
