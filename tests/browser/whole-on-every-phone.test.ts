// Every page whole on every phone (docs/design.md): no page
// kind scrolls sideways at 320, 360, 390, 414 and 1440 px, at the default text size and at
// 200 % text, in each phase a campaign page has (upcoming, running, finished, ended early)
// and in each state lovecategory (running, finished, its modals, a card's status) and the
// business pages (promo paths and the business host) have, and a landing of every block type. The phones are emulated as
// phones (isMobile: the viewport meta and the mobile layout viewport, touch, a dense
// screen); 1440 px is a desktop. 200 % text is Chromium's default font size doubled
// through the DevTools protocol (tests/support/text-zoom.ts), what Android's font scale
// and the browser's own text-size setting do: every rem and em doubles, px stays.
// One browser; one context per width, the widths walked side by side; each page loaded once per
// width and measured at both text sizes (the font size is a setting of the page, applied without a
// reload).
// The clock is moved between the tests' days (upcoming, running, finished). At each width
// and text size the walk also reads where lines end inside a word: only ever at a soft
// hyphen whose hyphen is drawn (docs/decisions/489-hyphens-as-a-typesetter-would.md), never at a
// no-break space nor inside a figure (docs/decisions/140-typography.md);
// and that the brand lockup is whole.
import { readdirSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { copyFixtureContent } from '../support/content.js';
import { RUNNING_DAY } from '../support/start-app.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { newPageContext, waitForHydration } from '../support/browser.js';
import { typographicSlips } from '#shared/typography/typographic-slips.js';
import { wordBreaks, type WordBreak } from '../support/broken-words.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { RETAILER_NAME } from '#shared/ui/site-links.js';
import { visitorIds } from '#server/experiments/visitor-ids.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';

/**
 * The tests' content with one campaign ended early (rockwool2025, after its start), lovecategory given an end, and
 * osen-remont's hero given a raster picture (a landing's hero may have one, cut as a campaign's banner).
 */
const EARLY = 'rockwool2025';
const contentDir = copyFixtureContent('whole-on-every-phone-');
const editJson = (file: string, change: (fields: Record<string, unknown>) => Record<string, unknown>) =>
  writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)));
editJson(path.join(contentDir, 'campaigns', `${EARLY}.json`), (fields) => ({
  ...fields, ends: '2025-10-10', endedEarly: 'Акция завершена досрочно по решению поставщика.',
}));
editJson(path.join(contentDir, 'lovecategory.json'), (fields) => ({ ...fields, ends: '2025-12-31' }));
const HERO_ART = 'osen-remont-hero.jpg';
writeFileSync(path.join(contentDir, 'banners', HERO_ART),
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1040c0' } }).jpeg().toBuffer());
editJson(path.join(contentDir, 'landings', 'osen-remont.json'), (fields) => {
  const [hero, ...blocks] = fields.blocks as Record<string, unknown>[];
  return { ...fields, blocks: [{ ...hero, bannerFile: HERO_ART }, ...blocks] };
});
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

/**
 * The days walked: rockwool25 announced but not started (from 15 August 2025, starts
 * 1 September); every campaign running but the one ended early on 10 October; every
 * campaign and lovecategory finished (campaigns end by 30 November 2025, lovecategory on
 * 31 December 2025, and all stay on the hub for 12 months).
 */
const DAYS = { upcoming: '2025-08-20T12:00:00+03:00', running: RUNNING_DAY, finished: '2026-01-15T12:00:00+03:00' } as const;
type Day = keyof typeof DAYS;

let now = Date.parse(DAYS.running);
// The app's experiment secret, so a test brings a visitor cookie the server signed
// (docs/decisions/700-experiments-counted-where-they-happen.md).
const EXPERIMENT_SECRET = 'whole-on-every-phone-experiment-secret-0123456789';
const suite = useBrowserSuite({ env: { CONTENT_DIR: contentDir, EXPERIMENT_SECRET }, clock: { now: () => now } });

/** Width, height, and whether the screen is a phone's (1440 px is a desktop). */
const SCREENS = [[320, 568, true], [360, 740, true], [390, 844, true], [414, 896, true], [1440, 900, false]] as const;
const TEXT_SIZES = [1, 2] as const;

/** One state of a page: a name, and what the visitor did on the page as loaded (nothing for the page itself). */
interface Step { name: string; act?: (page: Page) => Promise<void> }
interface Visit { path: string; business?: boolean; steps: Step[] }

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
/** The header's button named `name` pressed, and its modal open. */
async function openModal(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name }).click();
  await dialog(page, name).waitFor();
}
/** A card number typed into the open modal `name` and submitted; waits for `shown`: a dialog's name or text, or a selector. */
async function submitCard(page: Page, name: string, submit: string, card: string, shown: string): Promise<void> {
  const modal = dialog(page, name);
  await modal.getByLabel('Номер клубной карты').fill(card);
  await modal.getByRole('button', { name: submit }).click();
  const target = shown.startsWith('#') ? page.locator(shown) : page.getByRole('dialog').getByText(shown).first();
  await target.first().waitFor();
}

/** A card number sent by a page's savings check (a campaign's or a landing's block), its answer shown. */
async function checkSavings(page: Page): Promise<void> {
  await page.getByLabel('Номер клубной карты').fill(DEMO_CARDS.savingsPositive);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await page.locator('.savings__result').waitFor();
}

const pageItself: Step = { name: 'page' };
const VISITS: Record<Day, Visit[]> = {
  upcoming: [
    { path: '/promo/', steps: [pageItself] },
    { path: '/promo/rockwool25', steps: [pageItself] },
  ],
  running: [
    { path: '/promo/', steps: [pageItself] },
    { path: '/promo/knauf2025', steps: [pageItself, { name: 'savings answer', act: checkSavings }] },
    { path: `/promo/${EARLY}`, steps: [{ name: 'ended early' }] },
    {
      path: '/promo/lovecategory',
      steps: [
        pageItself,
        { name: 'card number modal', act: (page) => openModal(page, 'Выбрать категории') },
        {
          name: 'error modal',
          act: (page) => submitCard(page, 'Выбрать категории', 'Продолжить', DEMO_CARDS.notFound, 'Карта не найдена'),
        },
      ],
    },
    {
      path: '/promo/lovecategory',
      steps: [{
        name: 'card info modal',
        act: async (page) => {
          await openModal(page, 'Выбрать категории');
          await submitCard(page, 'Выбрать категории', 'Продолжить', DEMO_CARDS.unregistered, 'Информация о карте');
        },
      }],
    },
    {
      path: '/promo/lovecategory',
      steps: [{
        name: 'card status',
        act: async (page) => {
          await openModal(page, 'Проверить начисления');
          await submitCard(page, 'Проверить начисления', 'Проверить', DEMO_CARDS.registeredEligible, '#card-status .lc-status__facts');
        },
      }],
    },
    // A landing of every block type (tests/fixtures/content/landings/osen-remont.json, its hero with a picture here),
    // then its savings check's answer; and one announced, not yet started.
    { path: '/promo/osen-remont', steps: [pageItself, { name: 'savings answer', act: checkSavings }] },
    { path: '/promo/zimnie-skidki', steps: [pageItself] },
    { path: '/promo/karta-elektrika', steps: [pageItself] },
    { path: '/promo/law', steps: [pageItself] },
    { path: '/promo/sert/', steps: [pageItself] },
    { path: '/', business: true, steps: [pageItself] },
    { path: '/sert/', business: true, steps: [pageItself] },
    { path: '/promo/no-such-page', steps: [{ name: '404' }] },
  ],
  finished: [
    { path: '/promo/', steps: [pageItself] },
    { path: '/promo/knauf2025', steps: [pageItself] },
    { path: '/promo/rockwool25', steps: [pageItself] },
    { path: '/promo/osen-remont', steps: [pageItself] },
    {
      path: '/promo/lovecategory',
      steps: [
        pageItself,
        { name: 'check modal', act: (page) => openModal(page, 'Проверить начисления') },
        {
          name: 'accruals',
          act: (page) =>
            submitCard(page, 'Проверить начисления', 'Проверить', DEMO_CARDS.registeredEligible, '#card-status .lc-status__score'),
        },
      ],
    },
  ],
};

interface Screen { context: BrowserContext; page: Page; cdp: CDPSession }
const screens = new Map<number, Screen>();

async function screenOf(width: number, height: number, phone: boolean): Promise<Screen> {
  let screen = screens.get(width);
  if (!screen) {
    const context = await newPageContext(suite.browser, width, height, {
      isMobile: phone, hasTouch: phone, deviceScaleFactor: phone ? 3 : 1,
    });
    // The business host's notice about cookies is not what is measured here: accepted.
    await context.addCookies([{ name: 'cookie-accepted', value: '1', url: businessBase() }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    screen = { context, page, cdp };
    screens.set(width, screen);
  }
  return screen;
}
afterAll(async () => {
  await Promise.all([...screens.values()].map((s) => s.context.close()));
});

const businessBase = () => `http://business.localhost:${new URL(suite.t.url).port}`;

/** Chromium's default font sizes (16 px, 13 px monospace) times `factor`. */
const setTextSize = (cdp: CDPSession, factor: number) =>
  cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * factor, fixed: 13 * factor } });

/**
 * How far the page, or a fixed box on it, scrolls sideways (0 when nothing does), and the
 * innermost elements past the screen's right edge.
 */
function sideways(page: Page): Promise<{ over: number; bodyFontPx: number; wide: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const edge = root.clientWidth;
    const name = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls}`;
    };
    const past = (el: Element) => el.getBoundingClientRect().right > edge + 1 && el.getBoundingClientRect().width > 0;
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => past(el) && ![...el.children].some(past) && !el.closest('.visually-hidden'))
      .slice(0, 4)
      .map((el) => `${name(el)} +${Math.round(el.getBoundingClientRect().right - edge)}`);
    // A fixed box (a modal's overlay) adds nothing to the page's width: it counts when it scrolls sideways itself or leaves the screen.
    const fixed = [...document.body.querySelectorAll('*')]
      .filter((el) => getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().width > 0);
    const fixedOver = Math.max(0, ...fixed.map((el) => Math.max(el.scrollWidth - el.clientWidth, el.getBoundingClientRect().right - edge)));
    for (const el of fixed) {
      if (el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > edge + 1) wide.push(`fixed ${name(el)}`);
    }
    const over = Math.max(root.scrollWidth - edge, Math.round(fixedOver), 0);
    return { over, bodyFontPx: parseFloat(getComputedStyle(document.body).fontSize), wide };
  });
}

/** A campaign's brand lockup (the retailer × the supplier) that reaches past the screen or has its mark clipped. */
const lockupPastEdge = (page: Page): Promise<string[]> => page.evaluate(() => {
  const edge = document.documentElement.clientWidth;
  const lockup = '.campaign-header__brand, .campaign-header__brand .brand-mark, .campaign-header__brand .brand-logo';
  return [...document.querySelectorAll(lockup)]
    .filter((el) => el.getBoundingClientRect().right > edge + 1 || el.scrollWidth > el.clientWidth + 1)
    .map((el) => `${el.className}: ${Math.round(el.getBoundingClientRect().right)} of ${edge} px, ${el.scrollWidth} in ${el.clientWidth}`);
});

/** What each page and state says, as rendered, read once (at the first width): the typographic slips in it. */
const slips = new Map<string, string[]>();
/**
 * Words cut with no hyphen shown, at each page, state, width and text size walked: the page's
 * own text and its islands' (law's helpful-info cards carry theirs from the upstream answer,
 * docs/decisions/489-hyphens-as-a-typesetter-would.md).
 */
const cutWords: string[] = [];
/** What is bound broken all the same: at a no-break space, inside a phone number or a size its line could hold, anywhere in the walk. */
const brokenFigures: string[] = [];
/** The campaign header's brand lockup past the screen's edge or clipped, anywhere in the walk. */
const lockupCut: string[] = [];
/** How many lines end at a soft hyphen, by width and text size («320 px 200 %»). */
const hyphenatedLines = new Map<string, number>();

/** The names the content gives, which a sentence may start with: its brands' (tests/fixtures/content/brands/) and the retailer's. */
const KNOWN_NAMES = [RETAILER_NAME, ...readdirSync(path.join(FIXTURE_CONTENT_DIR, 'brands')).flatMap((file) => {
  const brand = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'brands', file), 'utf8')) as { name: string; wordmark?: string };
  return [brand.name, brand.wordmark ?? brand.name];
})];
const MONTH = /^(январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)/i;
/**
 * Where a typesetter puts no hyphen (docs/decisions/489-hyphens-as-a-typesetter-would.md), each a
 * list of «where: word»: a proper name or a brand (a capital inside a sentence, or a name the content
 * gives) that its line could hold whole, a word of fewer than 7 letters, fewer than 3 letters on either
 * side, a date's month after its day, a heading's word that the heading's line could hold whole.
 */
const misplacedHyphens = {
  names: [] as string[], short: [] as string[], twoLetters: [] as string[], dates: [] as string[], headings: [] as string[],
};
function countMisplaced(where: string, found: WordBreak): void {
  const whole = found.word.replace('|', '');
  // The part of a compound («Санкт-Петер|бурге») the line ends in.
  const [head, tail] = found.word.split('|').map((side, index) => side.split('-')[index === 0 ? side.split('-').length - 1 : 0]!);
  const part = head! + tail!;
  const at = `${where}: «${found.word}» in ${found.holder}`;
  const name = /\p{Lu}/u.test(whole) && (!found.startsSentence || KNOWN_NAMES.some((known) => whole.startsWith(known)));
  if (name && found.fitsLine) misplacedHyphens.names.push(at);
  if (part.length < 7) misplacedHyphens.short.push(at);
  if (head!.length < 3 || tail!.length < 3) misplacedHyphens.twoLetters.push(at);
  if (found.afterNumber && MONTH.test(part)) misplacedHyphens.dates.push(at);
  if (found.inHeading && found.fitsLine) misplacedHyphens.headings.push(at);
}

/** Walks `day`'s pages at every width and text size; returns each combination that scrolls sideways. */
async function walk(day: Day): Promise<string[]> {
  now = Date.parse(DAYS[day]);
  const found: string[] = [];
  // The screens side by side, each in its context of its own; the texts' slips read at the first (the narrowest).
  await Promise.all(SCREENS.map(async ([width, height, phone], screenIndex) => {
    const { page, cdp, context } = await screenOf(width, height, phone);
    for (const visit of VISITS[day]) {
      await setTextSize(cdp, 1);
      await page.goto((visit.business ? businessBase() : suite.t.url) + visit.path);
      if (await page.locator('#root').count() > 0) await waitForHydration(page);
      for (const step of visit.steps) {
        await step.act?.(page);
        const state = `${day} ${visit.business ? 'business host ' : ''}${visit.path} (${step.name})`;
        if (screenIndex === 0) slips.set(state, typographicSlips(await page.evaluate(() => document.body.innerText)));
        for (const size of TEXT_SIZES) {
          await setTextSize(cdp, size);
          const measured = await sideways(page);
          // The setting took: the body's text is 16 px times the size.
          expect(measured.bodyFontPx, `${visit.path} ${step.name} at ${width} px`).toBe(16 * size);
          const where = `${day} ${visit.path} (${step.name}) ${width} px ${size * 100} %`;
          if (measured.over > 0) found.push(`${where}: +${measured.over} px [${measured.wide.join(', ')}]`);
          const breaks = await wordBreaks(page);
          for (const cut of breaks.cut) cutWords.push(`${where}: «${cut.word}» in ${cut.holder}`);
          brokenFigures.push(...breaks.joined.map((join) => `${where}: «${join.word}» in ${join.holder}`));
          lockupCut.push(...(await lockupPastEdge(page)).map((what) => `${where}: ${what}`));
          const screen = `${width} px ${size * 100} %`;
          hyphenatedLines.set(screen, (hyphenatedLines.get(screen) ?? 0) + breaks.hyphenated.length);
          for (const found of breaks.hyphenated) countMisplaced(where, found);
        }
        await setTextSize(cdp, 1);
      }
      await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    }
    await context.clearCookies();
    await context.addCookies([{ name: 'cookie-accepted', value: '1', url: businessBase() }]);
  }));
  return found;
}

describe('no page scrolls sideways', () => {
  test.each(Object.keys(DAYS) as Day[])('when every page of the %s day is shown at 320, 360, 390, 414 and 1440 px, at 100 % and 200 % text, then none is wider than the screen', async (day) => {
    const found = await walk(day);
    expect(found).toEqual([]);
  }, 240_000);

  test('when osen-remont is shown at 320 px, then its hero holds its picture: the walk measured a landing\'s hero with one', async () => {
    now = Date.parse(DAYS.running);
    const { page } = await screenOf(320, 568, true);
    await page.goto(`${suite.t.url}/promo/osen-remont`);
    const picture = page.locator('.hero img.banner__img');
    await expect(picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).resolves.toBeGreaterThan(0);
  });

  test("when the pages walked are laid out, then a line of their text (the islands' too) ends inside a word only at a soft hyphen, where the column is narrow, and never on a desktop at the usual text size", () => {
    console.info(`lines ending at a soft hyphen: ${JSON.stringify(Object.fromEntries(hyphenatedLines))}`);
    expect(cutWords).toEqual([]);
    expect(hyphenatedLines.get('320 px 200 %')).toBeGreaterThan(0);
    expect(hyphenatedLines.get('1440 px 100 %')).toBe(0);
  });

  test('when the pages walked are laid out, then no line ends at a hyphen a typesetter would not put: in a name or a brand its line could hold, a word under 7 letters, before or after fewer than 3 letters, in a date, in a heading\'s word its line could hold', () => {
    const counts = Object.entries(misplacedHyphens).map(([kind, found]) => `${kind} ${found.length} (${new Set(found.map((at) => at.replace(/^.*: «/, ''))).size} words)`);
    console.info(`hyphens a typesetter would not put: ${counts.join(', ')}`);
    expect(misplacedHyphens).toEqual({ names: [], short: [], twoLetters: [], dates: [], headings: [] });
  });

  test('when the pages walked are laid out, then no line ends at a no-break space, no figure breaks inside (a number with its unit, a sum, a date, a size its line could hold, a phone number) and the brand lockup is whole on the screen', () => {
    expect(brokenFigures).toEqual([]);
    expect(lockupCut).toEqual([]);
  });

  test('when the pages walked are read as rendered, then no text has a capital after a dash inside a sentence or a number apart from its unit', () => {
    expect(slips.size).toBeGreaterThan(20);
    expect([...slips].filter(([, found]) => found.length > 0)).toEqual([]);
  });
});

describe('long headlines on the narrowest phone with 200 % text', () => {
  async function versionVisitor(version: string, day: string): Promise<Screen> {
    const chrome = `Chrome/${suite.browser.version()}`;
    const userAgent = `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) ${chrome} Mobile Safari/537.36`;
    const context = await newPageContext(suite.browser, 320, 568, { isMobile: true, hasTouch: true, deviceScaleFactor: 3, userAgent });
    const draw = `AbCdEfGh_-123456.${FIXTURE_EXPERIMENT.key}~${version}~50~${day.slice(0, 10).replaceAll('-', '')}`;
    await context.addCookies([{ name: 'promo_ab', value: `${draw}.${visitorIds(EXPERIMENT_SECRET).sign(draw)}`, url: suite.t.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    return { context, page, cdp };
  }
  /** A page on `day` in the version `version` of its experiment (the visitor's cookie names it, server/experiments/assignment.ts). */
  const HEADLINES = [
    { path: '/promo/law', day: DAYS.running, hyphenated: true },
    { path: '/promo/knauf2025', day: DAYS.running, hyphenated: true },
    { path: '/promo/knauf2025', day: EXPERIMENT_DAY, version: 'a' },
    { path: '/promo/knauf2025', day: EXPERIMENT_DAY, version: 'b' },
  ];
  test.each(HEADLINES)('when $path is shown at 320 px with 200 % text (on $day, version $version), then its headline\'s long words break at a syllable with a hyphen drawn, none cut, and no line ends at a no-break space', async ({ path, day, version, hyphenated }) => {
    now = Date.parse(day);
    // A visitor of a version is a phone's Chromium with the cookie the server signed for that version: the headless one's
    // own User-Agent (HeadlessChrome) is a crawler's to the server, and a crawler sees А (docs/product.md §12).
    const { page, cdp, context } = version ? await versionVisitor(version, day) : await screenOf(320, 568, true);
    await page.goto(suite.t.url + path);
    await setTextSize(cdp, 2);
    try {
      if (version) await expect(page.locator('h1').textContent()).resolves.toContain(version === 'b' ? 'до\u00a02\u00a0000' : 'получайте');
      const breaks = await wordBreaks(page, 'h1');
      console.info(`${path} ${version ?? ''}: ${breaks.hyphenated.map((b) => b.word).join(', ')}`);
      if (hyphenated) expect(breaks.hyphenated.length).toBeGreaterThan(0);
      expect({ cut: breaks.cut, joined: breaks.joined }).toEqual({ cut: [], joined: [] });
    } finally {
      await (version ? context.close() : setTextSize(cdp, 1));
    }
  });
});

describe('bound words and sizes on the narrowest phone with 200 % text', () => {
  test('when knauf2025 is shown at 320 px with 200 % text, then no word is parted from what a no-break space binds to it («участвуют ли») even where its line cannot hold them, and a size («12,5х1200х2500 мм») breaks only before a sign, drawn at the line\'s end', async () => {
    now = Date.parse(DAYS.running);
    const { page, cdp } = await screenOf(320, 568, true);
    await page.goto(`${suite.t.url}/promo/knauf2025`);
    await waitForHydration(page);
    await setTextSize(cdp, 2);
    try {
      const breaks = await wordBreaks(page);
      const atBound = (found: WordBreak) => /[\u00a0\u202f]\||\|[\u00a0\u202f]/.test(found.word);
      const inSize = (found: WordBreak) => /\d[хx×]?\|[хx×]?\d/.test(found.word);
      console.info(`last resorts: ${breaks.lastResort.map((found) => `«${found.word}»${found.drawn ? ' drawn' : ''}`).join(', ')}`);
      expect([...breaks.joined, ...breaks.lastResort].filter(atBound).map((found) => found.word)).toEqual([]);
      // A size wider than its line (the product's, at this width and size, in the tests' Chromium) breaks before a sign, drawn.
      for (const size of breaks.lastResort.filter(inSize)) expect(size).toMatchObject({ word: expect.stringMatching(/\d\|[хx×]\d/), drawn: true });
      expect([...breaks.cut, ...breaks.joined].filter(inSize)).toEqual([]);
    } finally {
      await setTextSize(cdp, 1);
    }
  });
});

describe('copied text', () => {
  test.each(['/promo/knauf2025', '/promo/law'])('when the whole of %s is selected and copied on a phone, then the clipboard and the selection hold its words with no invisible character (no soft hyphen)', async (path) => {
    now = Date.parse(DAYS.running);
    const { page, context } = await screenOf(390, 844, true);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.t.url });
    try {
      await page.goto(suite.t.url + path);
      await waitForHydration(page);
      const heading = await page.evaluate(() => {
        getSelection()!.selectAllChildren(document.querySelector('h1')!);
        return getSelection()!.toString();
      });
      const selected = await page.evaluate(() => {
        getSelection()!.selectAllChildren(document.body);
        return getSelection()!.toString();
      });
      await page.keyboard.press('Control+C');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      const softHyphens = (text: string) => [...text].filter((char) => char === '\u00ad').length;
      expect({ copied: softHyphens(copied), selected: softHyphens(selected), heading: softHyphens(heading) })
        .toEqual({ copied: 0, selected: 0, heading: 0 });
      // What was copied is the page: its headline's words (hyphenated on the screen at 390 px) are in it, spaces as spaces.
      const spaced = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();
      expect(spaced(copied)).toContain(spaced(heading));
      expect(heading).toMatch(/[а-яё]{7}/i);
    } finally {
      await context.clearPermissions();
    }
  });
});

describe('the reader of line ends', () => {
  test('when a box is too narrow for its words and figures, then it tells a soft hyphen\'s break, a cut word and a figure broken at its no-break space apart', async () => {
    const { page } = await screenOf(320, 568, true);
    await page.setContent('<p style="width:3em;overflow-wrap:anywhere;font-size:16px">гид\u00adро\u00adизо\u00adля\u00adция '
      + 'теплоизоляция 30\u00a0000\u00a0000\u00a0₽</p>');
    const breaks = await wordBreaks(page);
    expect(breaks.hyphenated.length).toBeGreaterThan(0);
    expect(breaks.cut.map((cut) => cut.word.replace('|', ''))).toContain('теплоизоляция');
    expect(breaks.joined.length).toBeGreaterThan(0);
  });

  // As the page once set a heading's words (docs/decisions/489-hyphens-as-a-typesetter-would.md has today's): marks whose
  // hyphen is generated (`i:empty::before`), a heading's words in boxes, the heading balanced.
  const MARKS = '<style>i:empty::before { content: "\\00ad"; } .word { display: inline-block; max-width: 100%; }</style>';
  const word = (text: string) => `<span class="word">${text.replaceAll('~', '<i></i>')}</span>`;
  const HEADLINE = `${word('Юри~ди~че~ским')} лицам\u00a0— ${word('удоб~ная')} покупка ${word('стро~и~тель~ных')} ${word('мате~ри~а~лов')}`;

  test.each([
    ['balanced inside its boxes', '', { hyphenated: 0, cut: 2 }],
    ['balanced, its boxes not', '.word { text-wrap: wrap; }', { hyphenated: 2, cut: 0 }],
  ])('when a balanced heading breaks its boxed words at their marks (%s), then a break whose hyphen is not drawn counts as a cut',
    async (_case, style, counts) => {
      const { page } = await screenOf(320, 568, true);
      await page.setContent(`${MARKS}<style>${style}</style><h1 style="width:260px;font:bold 36px/1.15 sans-serif;text-wrap:balance;`
      + `overflow-wrap:anywhere;hyphens:manual">${HEADLINE}</h1>`);
      const breaks = await wordBreaks(page);
      expect({ hyphenated: breaks.hyphenated.length, cut: breaks.cut.length }).toEqual(counts);
    });

  test('when a word bound by a no-break space is a box of its own, or a size breaks at its sign where the line holds it, then the reader counts each as joined', async () => {
    const { page } = await screenOf(320, 568, true);
    const bound = `1\u00a0500\u00a0баллов за\u00a0${word('гид~ро~изо~ля~цию')}`;
    await page.setContent(`${MARKS}<p style="width:15em;font:16px sans-serif">${bound}</p>`
      // 21 characters of 9.6 px in 180 px: the size's 17 fit a line, the line ends at the mark before its second «х».
      + '<p style="width:180px;font:16px monospace">ГКЛ 12,5<i class="times"></i>х1200<i class="times"></i>х2500\u00a0мм</p>');
    const breaks = await wordBreaks(page);
    expect(breaks.joined.map((join) => join.word.replaceAll('\u00a0', ' '))).toEqual([
      expect.stringMatching(/баллов за \|гидроизоляц/), expect.stringMatching(/12,5х1200\|х2500/),
    ]);
  });
});

describe('a table wider than its box', () => {
  test('when a finished campaign\'s results are given less room than they need, then they scroll inside their own box, whose hidden edge fades as a cue, and the page stays whole', async () => {
    now = Date.parse(DAYS.finished);
    const { page } = await screenOf(320, 568, true);
    await page.goto(`${suite.t.url}/promo/knauf2025`);
    const box = page.locator('.table-scroll').first();
    const fades = () => box.evaluate(async (el) => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return getComputedStyle(el).maskImage;
    });
    // As laid out at 320 px the table fits its box: nothing scrolls and nothing fades.
    await expect(box.evaluate((el) => el.scrollWidth - el.clientWidth)).resolves.toBe(0);
    await expect(fades()).resolves.toBe('none');

    await box.evaluate((el) => { el.style.width = '200px'; });
    await expect(box.evaluate((el) => el.scrollWidth > el.clientWidth)).resolves.toBe(true);
    await expect(fades()).resolves.toMatch(/^linear-gradient\(to left, rgba\(0, 0, 0, 0\)/);
    await box.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
    await expect(fades()).resolves.toMatch(/^linear-gradient\(to right, rgba\(0, 0, 0, 0\), rgb\(0, 0, 0\) \d+px\)$/);
    await expect(sideways(page).then((s) => s.over)).resolves.toBe(0);
  });
});
