// Every visitor-facing text of a page kind is its content file (docs/product.md §11,
// docs/decisions/108-page-texts-as-content.md): for each file in the table, the real app on a
// copy of the tests' content shows the file's texts; an edit of the file, read as the watcher
// reads a change, is served at once (the render cache drops the page); a broken version of the
// file holds back only itself — its last good version keeps serving while a campaign edited in
// the same change goes live — and the reload log names it in Russian. The texts are in the
// HTML; the state sent to the browser leaves the file out. The day is RUNNING_DAY.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT_DIR, copyFixtureContent } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { stateOf } from '../support/page-state.js';

/** A texts file as the edits read it: groups of texts by name. */
type Json = Record<string, object>;

/** One content file of page texts: where a text of it shows, and an edit of that text. */
interface TextsFile {
  file: string;
  host: string;
  path: string;
  /** A text of the tests' file that the page shows. */
  shown: string;
  /** The file with `shown` replaced by `edited`. */
  edit: (texts: Json, edited: string) => Json;
}

const PROMO = 'promo.example.ru';
const BUSINESS = 'business.example.ru';

const FILES: TextsFile[] = [
  {
    file: 'karta-elektrika.json', host: PROMO, path: '/promo/karta-elektrika', shown: 'Карта электрика',
    edit: (texts, edited) => ({ ...texts, hero: { ...texts.hero, heading: edited } }),
  },
  {
    file: 'hub.json', host: PROMO, path: '/promo/', shown: 'Действующие акции',
    edit: (texts, edited) => ({ ...texts, sections: { ...texts.sections, running: edited } }),
  },
  {
    file: 'lovecategory.json', host: PROMO, path: '/promo/lovecategory',
    shown: 'Акция проходит с 1 ноября 2024 года для владельцев клубной карты уровней Профи, Эксперт и Супер-Эксперт.',
    edit: (texts, edited) => ({ ...texts, rules: { ...texts.rules, heading: edited } }),
  },
  {
    // The site's own texts: the footer every page shows (here karta-elektrika's).
    file: 'site.json', host: PROMO, path: '/promo/karta-elektrika', shown: 'Строительный торговый дом',
    edit: (texts, edited) => ({ ...texts, footer: { ...texts.footer, note: edited } }),
  },
  {
    // The texts every campaign page shows (here knauf2025's, running on the day).
    file: 'campaign.json', host: PROMO, path: '/promo/knauf2025', shown: 'Проверить покупки',
    edit: (texts, edited) => ({ ...texts, hero: { ...texts.hero, checkAction: edited } }),
  },
  {
    file: 'law.json', host: BUSINESS, path: '/', shown: 'Почему с нами удобно',
    edit: (texts, edited) => ({ ...texts, claims: { ...texts.claims, heading: edited } }),
  },
  {
    file: 'sert.json', host: PROMO, path: '/promo/sert/', shown: 'Оставьте заявку — менеджер свяжется с вами и пришлёт договор.',
    edit: (texts, edited) => ({ ...texts, certificate: { ...texts.certificate, steps: [edited] } }),
  },
];

let dir: string;
let t: TestApp;
let clock = Date.parse('2025-10-15T09:00:00Z');

const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Json;
const write = (file: string, value: unknown) => writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));
const get = async (host: string, at: string) => plainSpaces((await request(t.listener).get(at).set('Host', host).expect(200)).text);

beforeAll(async () => {
  dir = copyFixtureContent('promo-page-texts-');
  t = await startApp({ env: { CONTENT_DIR: dir }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(FILES.map((entry) => [entry.file, entry] as const))('the page texts of %s', (file, { host, path: at, shown, edit }) => {
  const edited = `Правка студии ${file}`;

  test('when the page is served, then it shows the file\'s text, and the state sent to the browser leaves the file out', async () => {
    const html = await get(host, at);
    expect(html).toContain(shown);
    const state = stateOf(html);
    expect(state.page).toHaveProperty('kind');
    expect(state.page).not.toHaveProperty('content');
  });

  test('when the file is edited and the change read, then the page shows the new text at once', async () => {
    await get(host, at); // in the render cache before the change
    write(file, edit(read(file), edited));
    await t.server.reloadContent();

    expect(await get(host, at)).toContain(edited);
    expect(t.server.reloads.last?.outcome).toBe('accepted');
  });

  test('when the file breaks while a campaign is edited, then the campaign\'s edit is served and the file\'s last good version keeps serving', async () => {
    clock += 60_000;
    const campaign = 'campaigns/rockwool2025.json';
    const title = `Rockwool: заголовок рядом с ${file}`;
    write(campaign, { ...read(campaign), title });
    writeFileSync(path.join(dir, file), '{\n  "title": "Сломано"\n  "description": "нет запятой"\n}');
    await t.server.reloadContent();

    expect(await get(PROMO, '/promo/rockwool2025')).toContain(title);
    const page = await get(host, at);
    expect(page).toContain(edited);
    expect(page).not.toContain('Сломано');
    expect(t.server.reloads.last?.heldBack).toEqual([
      { file, kept: true, since: clock, problems: [expect.stringMatching(/^не читается как JSON: .*строка 3/)] },
    ]);
  });

  test('when the file is mended, then it is served and nothing is held back', async () => {
    clock += 60_000;
    writeFileSync(path.join(dir, file), readFileSync(path.join(FIXTURE_CONTENT_DIR, file)));
    await t.server.reloadContent();

    expect(await get(host, at)).not.toContain(edited);
    expect(t.server.reloads.last).toMatchObject({ outcome: 'accepted', heldBack: [] });
  });
});

describe('the 404 page\'s texts (site.json)', () => {
  const notFound = async (host: string) =>
    plainSpaces((await request(t.listener).get('/promo/no-such-page').set('Host', host).expect(404)).text);

  test('when a page is not found, then its headline, lead and list heading are the file\'s, per site', async () => {
    const promo = await notFound(PROMO);
    expect(promo).toContain('<title>Страница не найдена (404)</title>');
    expect(promo).toContain('Такой страницы нет: возможно, акция уже закончилась или в адресе опечатка.');
    expect(promo).toContain('>Акции «Петровича»</h2>');
    expect(promo).toContain('This page could not be found');
    expect(await notFound(BUSINESS)).toContain('>Для бизнеса</h2>');
  });

  test('when the file\'s 404 texts are edited and the change read, then the 404 page says the new ones, escaped', async () => {
    clock += 60_000;
    const texts = read('site.json') as Json & { notFound: { lead: object } };
    const lead = { ...texts.notFound.lead, promo: 'Новое пояснение.' };
    write('site.json', { ...texts, notFound: { ...texts.notFound, headline: 'Нет такой страницы & не было', lead } });
    await t.server.reloadContent();

    const page = await notFound(PROMO);
    expect(page).toContain('<h1 class="message">Нет такой страницы &amp; не было</h1>');
    expect(page).toContain('<title>Нет такой страницы &amp; не было (404)</title>');
    expect(page).toContain('Новое пояснение.');
  });
});

/** A text a file gives another page than its kind's (a card on the hub, a list on the 404 page): where it shows, and its edit. */
interface ShownElsewhere {
  what: string;
  file: string;
  host: string;
  path: string;
  status: number;
  shown: string;
  edit: (texts: Json, edited: string) => Json;
}

const ELSEWHERE: ShownElsewhere[] = [
  {
    what: 'karta-elektrika\'s card on the hub', file: 'karta-elektrika.json', host: PROMO, path: '/promo/', status: 200,
    shown: 'Бонусы за покупки электротоваров по клубной карте',
    edit: (texts, edited) => ({ ...texts, hubCard: { ...texts.hubCard, lead: edited } }),
  },
  {
    what: 'lovecategory\'s card on the hub', file: 'lovecategory.json', host: PROMO, path: '/promo/', status: 200,
    shown: '>Любимые категории<',
    edit: (texts, edited) => ({ ...texts, hubCard: { ...texts.hubCard, name: edited } }),
  },
  {
    what: 'sert\'s breadcrumbs, on the page and in its JSON-LD', file: 'sert.json', host: BUSINESS, path: '/sert/', status: 200,
    shown: '<li aria-current="page">Сертификаты</li>',
    edit: (texts, edited) => ({ ...texts, breadcrumbs: { ...texts.breadcrumbs, sert: edited } }),
  },
  {
    what: 'the card field of every page (here karta-elektrika\'s card check)', file: 'site.json', host: PROMO,
    path: '/promo/karta-elektrika', status: 200, shown: '>Номер клубной карты</label>',
    edit: (texts, edited) => ({ ...texts, cardForm: { ...texts.cardForm, label: edited } }),
  },
  {
    // The card-status block works without JS: its words travel in the page's state, once (lovecategory-texts.test.ts).
    what: 'lovecategory\'s card-status block, its form\'s button', file: 'lovecategory.json', host: PROMO,
    path: '/promo/lovecategory', status: 200, shown: '>Продолжить</button>',
    edit: (texts, edited) => ({ ...texts, status: { ...texts.status, lookupSubmit: edited } }),
  },
  {
    // The modals are a client-only island with no props: they draw their words from the page's
    // state (its kindState), which the browser gets; the chosen modal's link is nowhere else.
    what: 'lovecategory\'s modals, the chosen one\'s link', file: 'lovecategory.json', host: PROMO,
    path: '/promo/lovecategory', status: 200, shown: '"toShopping":"Перейти к покупкам"',
    edit: (texts, edited) => ({ ...texts, modals: { ...texts.modals, toShopping: edited } }),
  },
  {
    // The feedback form's words travel in every page's state (the modal is an island);
    // the page's block shows them without JS.
    what: 'the business pages\' feedback form (here law\'s block)', file: 'site.json', host: BUSINESS, path: '/', status: 200,
    shown: '>Поля со звёздочкой (*) обязательны.</p>',
    edit: (texts, edited) => ({ ...texts, feedback: { ...texts.feedback, note: edited } }),
  },
  {
    what: 'law\'s cookie notice', file: 'site.json', host: BUSINESS, path: '/', status: 200,
    shown: 'cookie-banner__accept">Принять</button>',
    edit: (texts, edited) => ({ ...texts, cookieNotice: { ...texts.cookieNotice, accept: edited } }),
  },
  {
    what: 'the business header (here law\'s)', file: 'site.json', host: BUSINESS, path: '/', status: 200,
    shown: '<span class="biz-header__hours">круглосуточно</span>',
    edit: (texts, edited) => ({ ...texts, businessHeader: { ...texts.businessHeader, hours: edited } }),
  },
  {
    what: 'the phase chip of a campaign\'s hero (here knauf2025\'s, running)', file: 'site.json', host: PROMO,
    path: '/promo/knauf2025', status: 200, shown: 'chip--running">Идёт</span>',
    edit: (texts, edited) => ({ ...texts, phaseChips: { ...texts.phaseChips, running: edited } }),
  },
  {
    what: 'the phase chips of the hub\'s cards', file: 'site.json', host: PROMO, path: '/promo/', status: 200,
    shown: 'chip--running">Идёт</span>',
    edit: (texts, edited) => ({ ...texts, phaseChips: { ...texts.phaseChips, running: edited } }),
  },
  {
    what: 'a lasting page in the 404 page\'s list', file: 'site.json', host: BUSINESS, path: '/no-such-page', status: 404,
    shown: 'За покупки на каждые 100 000 ₽',
    edit: (texts, edited) => {
      const notFound = texts.notFound as Json;
      const pages = notFound.pages as Json;
      return { ...texts, notFound: { ...notFound, pages: { ...pages, sert: { ...pages.sert, note: edited } } } };
    },
  },
];

describe.each(ELSEWHERE.map((entry) => [entry.what, entry] as const))('%s', (_what, { file, host, path: at, status, shown, edit }) => {
  const edited = `Правка студии: ${file}`;
  const shownAt = async () => plainSpaces((await request(t.listener).get(at).set('Host', host).expect(status)).text);

  test('when the page is served, then it shows the file\'s text; when the text is edited and the change read, the new one', async () => {
    expect(await shownAt()).toContain(shown);
    clock += 60_000;
    write(file, edit(read(file), edited));
    await t.server.reloadContent();
    const page = await shownAt();
    expect(page).toContain(edited);
    expect(page).not.toContain(shown);
    writeFileSync(path.join(dir, file), readFileSync(path.join(FIXTURE_CONTENT_DIR, file)));
    await t.server.reloadContent();
  });
});

describe('sert\'s breadcrumbs in its JSON-LD', () => {
  test('when the file\'s breadcrumbs are edited, then the page\'s BreadcrumbList names the new steps', async () => {
    clock += 60_000;
    const texts = read('sert.json');
    write('sert.json', { ...texts, breadcrumbs: { ...texts.breadcrumbs, law: 'Бизнесу' } });
    await t.server.reloadContent();
    const html = await get(BUSINESS, '/sert/');
    expect(html).toMatch(/"@type":"ListItem","position":1,"name":"Бизнесу"/);
    writeFileSync(path.join(dir, 'sert.json'), readFileSync(path.join(FIXTURE_CONTENT_DIR, 'sert.json')));
    await t.server.reloadContent();
  });
});

describe('the business pages\' site texts in a page\'s state (shared/content/site-texts.ts)', () => {
  test('when a business page is served, then its state carries the feedback form\'s, cookie notice\'s and header\'s texts; other pages\' none', async () => {
    const business = ['feedback', 'cookieNotice', 'businessHeader'];
    for (const [host, at] of [[BUSINESS, '/'], [BUSINESS, '/sert/']] as const) {
      expect(Object.keys(stateOf(await get(host, at)).page.siteTexts ?? {})).toEqual(expect.arrayContaining(business));
    }
    for (const at of ['/promo/knauf2025', '/promo/', '/promo/lovecategory', '/promo/karta-elektrika']) {
      const texts = stateOf(await get(PROMO, at)).page.siteTexts ?? {};
      expect(Object.keys(texts)).toEqual(expect.arrayContaining(['footer', 'labels', 'cardForm']));
      expect(Object.keys(texts).filter((part) => business.includes(part))).toEqual([]);
    }
  });
});
