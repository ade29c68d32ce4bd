// The parts of a campaign page (pages/campaign/ui/) through the real app on one day, 15 October 2025,
// with the tests' campaigns set in each phase: the brand's lockup (a logo on its plate, a logo, a
// wordmark with and without its second line), the accent tokens in the brand's colours, the hero's
// dates and actions by phase, the invitation to the running promotions, the products as cards (photo
// through the image endpoint or as given, price and unit, the kind's words where either is missing,
// the grid's columns), the leaderboard as the running board or the final results, the rules' block,
// and the preview's bar. The upstream's products and results are the test's own where the counts matter.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Brand, Campaign } from '#shared/content/campaign-schema.js';
import { accentShades } from '#shared/content/contrast.js';
import { imageSrcSet, imageUrl } from '#shared/images/image-url.js';
import { signGrant } from '#server/preview/preview-grant.js';
import { CONTENT, campaignById } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { DEMO_CARDS } from '../support/demo-upstream.js';

const TOKEN = 'preview-token-for-the-parts-test-0123456789';
const PLATE = '#1a2b3c';
const REMOTE_PHOTO = 'https://petrovich.ru/images/rotband.jpg';
const LOCAL_PHOTO = '/promo/static/demo/products/1512.svg';

/** A brand drawn by its logo file instead of its wordmark, on a plate of `logoBackground` if given. */
const withLogo = ({ id, name, accent, accentText }: Brand, logoBackground?: string): Brand =>
  ({ id, name, accent, accentText, logo: `${id}-logo.svg`, ...(logoBackground ? { logoBackground } : {}) });
// On 15 October 2025: running, finished with results, finished early without them, announced,
// finished with a two-line wordmark, running to an early end.
const KNAUF: Campaign = { ...campaignById('knauf2025'), brand: withLogo(campaignById('knauf2025').brand, PLATE) };
const RESULTS: Campaign = { ...campaignById('rockwool2025'), ends: '2025-09-30', brand: withLogo(campaignById('rockwool2025').brand) };
const EARLY_NOTE = 'Товары акции закончились на складах раньше срока.';
const NO_RESULTS: Campaign = { ...campaignById('tehnonikol25'), ends: '2025-09-30', endedEarly: EARLY_NOTE };
/** Running, its early end (20 October) still ahead; the upstream gives it no products and no rows. */
const ENDS_EARLY: Campaign = { ...campaignById('tehnonikol2025'), ends: '2025-10-20', endedEarly: EARLY_NOTE };
const ANNOUNCED: Campaign = { ...campaignById('rockwool25'), announce: '2025-10-01', starts: '2025-11-01', ends: '2025-11-30' };
/** Finished, its results in Moscow alone. */
const VETONIT: Campaign = { ...campaignById('saint-gobain25'), ends: '2025-09-30' };
const CAMPAIGNS = [KNAUF, RESULTS, NO_RESULTS, ANNOUNCED, VETONIT, ENDS_EARLY];

/** Five cards: `--cols` 5 on a desktop, 3 on a tablet. */
const PRODUCTS = [
  { id: 1, name: 'Штукатурка Ротбанд', url: 'https://petrovich.ru/catalog/1/', image: REMOTE_PHOTO, price: 589, unit: 'шт' },
  { id: 2, name: 'Утеплитель Лайт', url: 'https://petrovich.ru/catalog/2/', image: LOCAL_PHOTO, price: 1890.5, unit: 'уп' },
  { id: 3, name: 'Грунтовка', url: 'https://petrovich.ru/catalog/3/', image: '', price: 1843200 },
  { id: 4, name: 'Клей Перлфикс', url: 'https://petrovich.ru/catalog/4/', image: REMOTE_PHOTO },
  { id: 5, name: 'Шпаклёвка Фуген', url: 'https://petrovich.ru/catalog/5/', image: REMOTE_PHOTO, price: 699, unit: 'шт' },
];
/** Four rows in St Petersburg, none in Moscow. */
const RESULT_ROWS = { spb: [1843200.5, 900000, 120000, 5000].map((sum, index) => ({ cardId: `710000${index}`, sum })), msk: [] };
/** More rows than saint-gobain25 shows (15), all in Moscow. */
const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ cardId: `72000${String(index).padStart(2, '0')}`, sum: 1000 - index }));
const LONG_ROWS = { spb: [], msk: rows(17) };
const CLUB_PRIZE = 'Бонусные баллы могут быть использованы только для получения приза клубной акции на условиях публичной оферты.';

let t: TestApp;

/** The page's text without React's text separators, with plain spaces: rendered for the test that asks (no render cache). */
async function page(campaign: Campaign, cookie?: string, query = ''): Promise<string> {
  const asked = request(t.listener).get(`/promo/${campaign.id}${query}`).set('Host', 'promo.example.ru');
  const res = await (cookie ? asked.set('Cookie', cookie) : asked).expect(200);
  return plainSpaces(res.text.replaceAll('<!-- -->', ''));
}

/** From the element that opens with `start` to the end of `tag` it opens (no nesting of the same tag inside). */
function element(html: string, start: string, tag: string): string {
  const from = html.indexOf(start);
  expect(from, start).toBeGreaterThanOrEqual(0);
  return html.slice(from, html.indexOf(`</${tag}>`, from) + tag.length + 3);
}

const json = (data: unknown) => (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
};

beforeAll(async () => {
  t = await startApp({ env: { PREVIEW_TOKEN: TOKEN }, content: { ...CONTENT, campaigns: CAMPAIGNS }, renderCache: false });
  t.demo.override('GET', /^\/api\/v1\/promo\/products\/vetonit25\/$/, json(PRODUCTS));
  t.demo.override('GET', /^\/api\/v1\/promo\/result\/rockwool2025\/$/, json(RESULT_ROWS));
  t.demo.override('GET', /^\/api\/v1\/promo\/result\/vetonit25\/$/, json(LONG_ROWS));
  t.demo.override('GET', /^\/api\/v1\/promo\/products\/tehnonikol2025\/$/, json([]));
  t.demo.override('GET', /^\/api\/v1\/promo\/result\/tehnonikol2025\/$/, json({ spb: [], msk: [] }));
  t.demo.override('GET', /^\/api\/v1\/promo\/products\/tehnonikol25\/$/, json(PRODUCTS.slice(0, 1)));
});
afterAll(() => t.close());

describe('the brand', () => {
  test('when the brand has a logo on a plate, then the lockup is its picture, named by the brand, on the plate\'s colour', async () => {
    expect(await page(KNAUF)).toContain(
      '<span class="campaign-header__brand"><span class="brand-lockup__times" aria-hidden="true">×</span> ' +
      '<img class="brand-logo brand-logo--plate" src="/promo/static/brands/knauf-logo.svg" alt="Knauf" height="32" ' +
      `style="background:${PLATE}"/></span>`,
    );
  });

  test('when the brand has a logo without a plate, then the picture stands on the bar as it is', async () => {
    expect(await page(RESULTS))
      .toContain('<img class="brand-logo" src="/promo/static/brands/rockwool-logo.svg" alt="Rockwool" height="32"/>');
  });

  test('when the brand has a wordmark, then it is text read out as the brand\'s name, with its second line only when it has one', async () => {
    expect(await page(VETONIT)).toContain(
      '<span class="brand-mark" role="img" aria-label="Saint-Gobain / Vetonit">' +
      '<span class="brand-mark__word" aria-hidden="true">Saint-Gobain</span>' +
      '<span class="brand-mark__sub" aria-hidden="true">Vetonit</span></span>',
    );
    expect(await page(NO_RESULTS)).toContain(
      '<span class="brand-mark" role="img" aria-label="Технониколь">' +
      '<span class="brand-mark__word" aria-hidden="true">Технониколь</span></span>',
    );
  });

  test('when the page is drawn, then its root carries the brand\'s class and all four accent tokens in the brand\'s colours', async () => {
    const { strong, soft } = accentShades(KNAUF.brand.accent);
    expect(await page(KNAUF)).toContain(
      `<div class="page campaign brand-knauf" style="--accent:${KNAUF.brand.accent};--accent-strong:${strong};` +
      `--accent-soft:${soft};--accent-ink:${KNAUF.brand.accentText}">`,
    );
  });
});

describe('the hero', () => {
  test('when the campaign runs, then its dates are labelled for screen readers, it invites to check purchases and look at the products, and sends nowhere else', async () => {
    const html = await page(KNAUF);
    expect(html).toContain('<span class="visually-hidden">Сроки акции: </span><time dateTime="2025-03-01">');
    expect(element(html, '<div class="hero__actions">', 'div')).toBe(
      '<div class="hero__actions"><a class="button button--lg button--on-dark" href="#savings">Проверить покупки</a>' +
      '<a class="button button--lg button--ghost-on-dark" href="#products">Товары акции</a></div>',
    );
    expect(html).not.toContain('class="campaign-header__phase');
    expect(html).not.toContain('class="campaign-header__elsewhere"');
    // The banner is the campaign's own, from the static files.
    expect(element(html, '<header class="campaign-header">', 'header')).toContain('src="/promo/static/banners/knauf2025-large.svg"');
  });

  test('when it is announced, then its line says when it starts, the products are the one action, and it points to the running promotions', async () => {
    const html = await page(ANNOUNCED);
    expect(html).toContain('<p class="campaign-header__phase campaign-header__phase--upcoming">Акция начнётся 1 ноября 2025</p>');
    expect(html).toContain(
      '<p class="campaign-header__elsewhere">Пока ждёте начала — <a href="/promo/#hub-running">действующие акции «Петровича»</a></p>',
    );
    expect(element(html, '<div class="hero__actions">', 'div')).toBe(
      '<div class="hero__actions"><a class="button button--lg button--on-dark" href="#products">Товары акции</a></div>',
    );
    expect(html).not.toContain('id="leaderboard"');
    expect(html).not.toContain('<table');
  });

  test('when the upstream gives no products and no rows, then there is no products block, the hero does not offer one, and no board', async () => {
    const html = await page(ENDS_EARLY);
    expect(element(html, '<div class="hero__actions">', 'div')).toBe(
      '<div class="hero__actions"><a class="button button--lg button--on-dark" href="#savings">Проверить покупки</a></div>',
    );
    expect(html).not.toContain('id="products"');
    expect(html).not.toContain('id="leaderboard"');
  });

  test('when it has finished with results, then the hero leads to them first; without results, to the products alone', async () => {
    const results = await page(RESULTS);
    expect(results).toContain('<p class="campaign-header__phase campaign-header__phase--finished">Акция завершена 30 сентября 2025</p>');
    expect(results).toContain(
      '<p class="campaign-header__elsewhere">Эта акция закончилась, другие идут сейчас: ' +
      '<a href="/promo/#hub-running">действующие акции «Петровича»</a></p>',
    );
    expect(element(results, '<div class="hero__actions">', 'div')).toBe(
      '<div class="hero__actions"><a class="button button--lg button--on-dark" href="#leaderboard">Итоги акции</a>' +
      '<a class="button button--lg button--ghost-on-dark" href="#products">Товары акции</a></div>',
    );
    // Results in one region are results too.
    expect(element(await page(VETONIT), '<div class="hero__actions">', 'div')).toContain('href="#leaderboard">Итоги акции</a>');
    expect(element(await page(NO_RESULTS), '<div class="hero__actions">', 'div')).toBe(
      '<div class="hero__actions"><a class="button button--lg button--ghost-on-dark" href="#products">Товары акции</a></div>',
    );
  });
});

describe('an early end', () => {
  test('when the early end is still ahead, then the running page names its day, and its note waits for the end', async () => {
    const html = await page(ENDS_EARLY);
    expect(html)
      .toContain('<p class="campaign-header__phase campaign-header__phase--running">Акция завершится досрочно 20 октября 2025</p>');
    expect(html).not.toContain('class="campaign-header__early"');
  });

  test('when it has ended early, then the page says so with its day and its note', async () => {
    const html = await page(NO_RESULTS);
    expect(html).toContain(
      '<p class="campaign-header__phase campaign-header__phase--finished">Акция завершена досрочно 30 сентября 2025</p>' +
      `<p class="campaign-header__early">${EARLY_NOTE}</p>`,
    );
  });
});

describe('the products', () => {
  test('when the upstream gives five, then they are cards in five columns (three on a tablet), each a link with its photo, name and price', async () => {
    const html = await page(VETONIT);
    expect(html)
      .toContain('<section id="products" class="container section products" aria-labelledby="products-title"><h2 id="products-title">');
    expect(html).toContain('<ul class="products__list" style="--cols:5;--cols-md:3">');
    const sizes = '(max-width: 767px) calc(50vw - 44px), (max-width: 1179px) calc((100vw - 148px) / 3 - 26px), ' +
      '(max-width: 1319px) calc((100vw - 156px) / 5 - 26px), 207px';
    const remote = `<img class="products__image" alt="" width="160" height="160" loading="lazy" decoding="async" fetchPriority="low" ` +
      `src="${imageUrl('/promo/', REMOTE_PHOTO, 320)}" srcSet="${imageSrcSet('/promo/', REMOTE_PHOTO)}" sizes="${sizes}"/>`;
    expect(html).toContain(
      '<li class="products__item"><a class="products__link" href="https://petrovich.ru/catalog/1/"><span class="products__image-box">' +
      `${remote}</span><span class="products__name">Штукатурка Ротбанд</span></a>` +
      '<p class="products__price">589 ₽<span class="products__unit"> / шт</span></p></li>',
    );
  });

  test('when a photo is not a catalogue one, or missing, or the price or unit is, then it is used as given, or the kind\'s words stand in', async () => {
    const html = await page(VETONIT);
    // A source of our own is no job for the image endpoint.
    expect(html).toContain(
      '<span class="products__image-box"><img class="products__image" alt="" width="160" height="160" loading="lazy" decoding="async" ' +
      `fetchPriority="low" src="${LOCAL_PHOTO}"/></span><span class="products__name">Утеплитель Лайт</span></a>` +
      '<p class="products__price">1 890,50 ₽<span class="products__unit"> / уп</span></p>',
    );
    expect(html).toContain(
      '<span class="products__image-box"><span class="products__no-photo" aria-hidden="true">нет фото</span></span>' +
      '<span class="products__name">Грунтовка</span></a><p class="products__price">1 843 200 ₽</p></li>',
    );
    expect(html)
      .toContain('<span class="products__name">Клей Перлфикс</span></a><p class="products__price products__price--none">Цена на сайте</p>');
  });

  test('when the upstream gives six, four or one, then six make one row of six (three and three on a tablet), four one of four, one one', async () => {
    expect(await page(KNAUF)).toContain('<ul class="products__list" style="--cols:6;--cols-md:3">');
    expect(await page(ANNOUNCED)).toContain('<ul class="products__list" style="--cols:4;--cols-md:4">');
    expect(await page(NO_RESULTS)).toContain('<ul class="products__list" style="--cols:1;--cols-md:1">');
  });
});

describe('the leaderboard', () => {
  test('when the campaign runs, then the board is not the final one: its heading and lead are the running ones, no place is a prize', async () => {
    const html = await page(KNAUF);
    expect(html).toContain(
      '<section id="leaderboard" class="section leaderboard" aria-labelledby="leaderboard-title"><div class="container">' +
      '<h2 id="leaderboard-title">Таблица лидеров</h2><p class="leaderboard__lead">Участники на местах с 1 по 50 в каждом регионе ' +
      'получают дополнительные баллы на клубную карту.</p>',
    );
    expect(html)
      .toContain('<thead><tr><th scope="col">Место</th><th scope="col">Номер карты</th><th scope="col">Сумма покупок</th></tr></thead>');
    expect(html).not.toContain('class="leaderboard__prize"');
  });

  test('when it has finished, then the results name the first three places in words, the sums in roubles, and only the regions with rows', async () => {
    const html = await page(RESULTS);
    const board = element(html, '<section id="leaderboard"', 'section');
    expect(board).toContain(
      '<section id="leaderboard" class="section leaderboard leaderboard--final" aria-labelledby="leaderboard-title">' +
      '<div class="container">' +
      '<h2 id="leaderboard-title">Итоги акции</h2><p class="leaderboard__lead">Участники, занявшие места с 1 по 32 в каждом регионе, ' +
      'получили дополнительные баллы на клубную карту.</p>',
    );
    expect(board).toContain(
      '<tbody><tr><td><span class="leaderboard__medal">1</span></td><td>7100000<span class="leaderboard__prize">золото</span></td>'
      + '<td>1 843 200,50 ₽</td></tr>' +
      '<tr><td><span class="leaderboard__medal">2</span></td><td>7100001<span class="leaderboard__prize">серебро</span></td>'
      + '<td>900 000,00 ₽</td></tr>' +
      '<tr><td><span class="leaderboard__medal">3</span></td><td>7100002<span class="leaderboard__prize">бронза</span></td>'
      + '<td>120 000,00 ₽</td></tr>' +
      '<tr><td>4</td><td>7100003</td><td>5 000,00 ₽</td></tr></tbody>',
    );
    expect([...board.matchAll(/<caption>([^<]*)<\/caption>/g)].map((m) => m[1])).toEqual(['Санкт-Петербург и Северо-Запад']);
  });

  test('when the upstream gives more rows than the campaign shows, then the table stops at its limit', async () => {
    const board = element(await page(VETONIT), '<section id="leaderboard"', 'section');
    const tables = [...board.matchAll(/<caption>([^<]*)<\/caption>[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/g)];
    expect(tables.map(([, caption, body]) => [caption, body!.match(/<tr>/g)?.length])).toEqual([['Москва и Центр', 15]]);
  });

  test('when the finished board has no rows, then it says so in words under the results\' heading', async () => {
    expect(element(await page(NO_RESULTS), '<section id="leaderboard"', 'section')).toBe(
      '<section id="leaderboard" class="section leaderboard leaderboard--final" aria-labelledby="leaderboard-title">' +
      '<div class="container">' +
      '<h2 id="leaderboard-title">Итоги акции</h2>' +
      '<p class="leaderboard__lead">Итоги этой акции на сайте не опубликованы: в таблице лидеров нет ни одной строки.</p></div></section>',
    );
  });

  test('when the rules are read, then they name the organiser, the period and the places, in the phase\'s tense, the club prize only where marked', async () => {
    const legal = async (campaign: Campaign) => {
      const rules = element(await page(campaign), '<p class="small-print leaderboard__legal">', 'p');
      return rules.replace(/<span class="nowrap">([^<]*)<\/span>/g, '$1').replace(/<[^>]+>/g, '');
    };
    expect(await legal(KNAUF)).toBe(
      'Организатор акции — ООО «Петрович-Торговый Дом». Акция проводится с 1 марта по 31 октября 2025 года. ' +
      'Участники, занявшие места с 1 по 50 в каждом регионе, получают дополнительные баллы на клубную карту.',
    );
    expect(await legal(RESULTS)).toBe(
      'Организатор акции — ООО «Петрович-Торговый Дом». Акция проводилась с 1 апреля по 30 сентября 2025 года. ' +
      'Участники, занявшие места с 1 по 32 в каждом регионе, получили дополнительные баллы на клубную карту.',
    );
    expect((await legal(ENDS_EARLY)).endsWith(`получают дополнительные баллы на клубную карту. ${CLUB_PRIZE}`)).toBe(true);
    // The organiser's hyphenated name never breaks at its hyphen where its line holds it: one box with the «ООО» bound to it
    // (shared/typography/hyphen-marks.ts), parted only when the line cannot hold the box.
    const markup = (await request(t.listener).get(`/promo/${KNAUF.id}`).set('Host', 'promo.example.ru').expect(200)).text;
    const box = element(element(markup, '<p class="small-print leaderboard__legal">', 'p'), '<span class="word">ООО', 'span');
    expect(box.replace(/<i><\/i>|<wbr\/>/g, '')).toBe('<span class="word">ООО\u00a0«Петрович-Торговый</span>');
  });

  test('when the page is drawn, then the organiser\'s rules are a block named for screen readers', async () => {
    for (const campaign of [KNAUF, RESULTS, ANNOUNCED]) {
      expect(await page(campaign), campaign.id).toMatch(
        /<section class="section campaign-rules" aria-label="Условия акции"><div class="container"><p class="small-print leaderboard__legal">Организатор акции — /,
      );
    }
  });
});

describe('the savings check', () => {
  test('when the campaign runs, then the check is a section named by its heading, its text above the form, no answer before a card', async () => {
    const html = await page(KNAUF);
    expect(html).toContain('<div class="savings__result" role="status"></div>');
    expect(html).toContain(
      '<section id="savings" class="section savings" aria-labelledby="savings-title"><div class="container"><div class="check-panel">' +
      '<div class="check-panel__intro"><h2 id="savings-title">Проверьте, участвуют ли ваши покупки в акции</h2>' +
      '<p>Введите номер клубной карты',
    );
  });

  test('when the campaign is announced or finished, then there is no check', async () => {
    for (const campaign of [ANNOUNCED, RESULTS]) expect(await page(campaign), campaign.id).not.toContain('id="savings"');
  });
});

describe('the savings check\'s answer without JavaScript', () => {
  const answer = async (card: string) => {
    const res = await request(t.listener).get(`/promo/${KNAUF.id}?card=${card}`).set('Host', 'promo.example.ru').expect(200);
    return /<div class="savings__result" role="status">(.*?)<\/div><\/div>/s.exec(plainSpaces(res.text.replaceAll('<!-- -->', '')))?.[1];
  };

  test('when a card is checked, then the answer says whether it has purchases in the campaign, or that the check failed with a way to retry', async () => {
    expect(await answer(DEMO_CARDS.savingsPositive)).toBe(
      '<p class="notice notice--success savings__positive">По карте есть покупки, участвующие в акции. Баллы будут начислены.</p>',
    );
    expect(await answer(DEMO_CARDS.savingsNegative)).toBe(
      '<p class="notice savings__negative">По этой карте пока нет покупок, участвующих в акции.</p>',
    );
    expect(await answer(DEMO_CARDS.failure)).toBe(
      '<div class="notice notice--error"><p>Не удалось проверить карту, попробуйте ещё раз</p>' +
      '<button type="button" class="button button--secondary">Повторить</button>',
    );
  });
});

describe('the preview bar', () => {
  test('when a published campaign is previewed, then the bar says so, marks only the phase shown, and offers the way out', async () => {
    const cookie = `promo_preview_${KNAUF.id}=${signGrant(TOKEN, KNAUF.id, Date.now() + 60 * 60 * 1000)}`;
    const bar = element(await page(KNAUF, cookie, '?phase=finished'), '<div class="preview-mark"', 'nav');
    expect(bar).toBe(
      '<div class="preview-mark" role="region" aria-label="Предпросмотр">' +
      '<p><strong>Предпросмотр</strong>: опубликованная версия. Страницу в этом виде видят только те, у кого есть ссылка.</p>' +
      '<nav aria-label="Фаза акции">Фаза: <a href="/promo/knauf2025?phase=upcoming">до старта</a>' +
      '<a href="/promo/knauf2025?phase=running">идёт</a>' +
      '<a href="/promo/knauf2025?phase=finished" aria-current="true">завершена</a>' +
      '<a class="preview-mark__exit" href="/promo/knauf2025?preview=exit">Выйти из предпросмотра</a></nav>',
    );
  });
});
