// An operator's experiment, as ONE walk in real Chromium through the studio (docs/product.md §12,
// docs/decisions/486-experiments-in-the-studio.md): `node dist/server/index.js` with STUDIO=local on a copy of
// the tests' content, the limits on, the experiments counted in a real redis-server, the site's clock from noon of
// 15 October 2025 (PROMO_NOW), Rockwool's campaign running; each next day the server restarts on the same studio
// folder with the next noon as PROMO_NOW (DAYS), as a deploy restarts it. In order:
//  1. a new «Эксперимент» of Rockwool's page: a new headline and a picture of its own as version Б, Б's banner focus
//     set on Б's picture, the goal picked in words, days past the campaign's end refused on «Сохранить» by the site's
//     own check, then mended and saved for review;
//  2. its preview pane shows either version on demand: А as the site shows it, Б with the new headline; the supplier's
//     links show А or Б, as chosen there, before the experiment is published, and the page's bar says which;
//  3. approved and published: the test runs; fresh visitors of the public page see one version each, both shown;
//     the supplier's links from the preview pane show А or Б, as chosen there, and the bar says which;
//  4. four days of visitors and conversions counted by the server (PLAN), the result page read at each day's end and
//     every figure checked against the walk's own computation from the counts it brought (expectedResult): day 1 no
//     verdict before the minimum sample, day 2 «no difference yet», then the share lowered to 20 % (an edit reviewed
//     and published), days 3 and 4 «Б is better»; the intervals those valid under daily looks, the table by day growing;
//  5. the last day's result page: the verdict, the lift, the table by day (screenshots under WALK_SHOTS, if set);
//  6. «Оставить вариант Б»: the test ends, every visitor sees Б's headline at once, and the campaign's change with Б's
//     headline waits «На проверке»; a colleague's approval publishes it, and Б's headline is the campaign's own.
// Then the same walk on law, a page with a variant of its own (the visitor's city): Б's heading set in law's own fields of
// the form, previewed by the supplier's links before and after publishing, visitors of both cities counted (the goal: a
// feedback form accepted), the share lowered mid-run and the result read every day, Б kept and every visitor shown Б; then
// law's change with Б's heading approved and published: Б's heading is law's own content, the test over.
// Run by `npm run test:walk` (docs/testing.md), not by `npm test`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Version } from '#shared/experiments/versions.js';
import type { VersionCounts } from '#shared/experiments/statistics.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { get } from '../support/server-process.js';
import { restartLocalStudio, startLocalStudio, stopLocalStudio, studioGit, type LocalStudio } from '../support/local-studio.js';
import { changeBy, changesSoFar, LIVE_WITHIN_MS, servedBy } from '../support/site-changes.js';
import {
  approveAndPublish, openStudioPage, pickPicture, saveDraft, signIn, statusButton, STEP_TIMEOUT_MS, type StudioPage,
} from '../support/studio-operator.js';
import { studioWalk } from '../support/studio-walk.js';
import { countVisits } from '../support/experiment-visits.js';

/** The experiment's days: the site's clock at each one's noon (Moscow). */
const DAYS = ['2025-10-15', '2025-10-16', '2025-10-17', '2025-10-18'];
const noon = (day: string) => `${day}T12:00:00+03:00`;
/**
 * What the walk brings each day (both cities together on law), the fresh visitors it looked with among them: Б's share
 * 50 % on days 1 and 2 (the same visitors in each version), lowered to 20 % at the end of day 2 (a fifth of the rest in Б).
 */
const PLAN: readonly Record<Version, VersionCounts>[] = [
  { a: { visitors: 60, conversions: 4 }, b: { visitors: 60, conversions: 12 } },
  { a: { visitors: 120, conversions: 10 }, b: { visitors: 120, conversions: 28 } },
  { a: { visitors: 200, conversions: 16 }, b: { visitors: 50, conversions: 12 } },
  { a: { visitors: 200, conversions: 16 }, b: { visitors: 50, conversions: 12 } },
];
const POLL = { timeout: STEP_TIMEOUT_MS };
const CAMPAIGN = 'rockwool25';
const TITLE_A = 'Акция Rockwool: дополнительные баллы за теплоизоляцию';
const TITLE_B = 'Rockwool: до 3 000 баллов за утепление дома';
const NAME = 'Заголовок с баллами';
const ID = 'zagolovok-s-ballami';
/** Where the result page's screenshots go, for the closing note (not the repository). */
const SHOTS = process.env.WALK_SHOTS;
/** The studio's server signs its visitors' ids with it; the simulated visitors bring ids signed for their draw. */
const SECRET = 'experiment-secret-of-the-walk-0123456789abcdef';

/** The walk's browser, redis-server, studio and operator, and Б's own picture: a designer's JPEG. */
const walk = studioWalk('promo-walk-art-', { 'rockwool-b.jpg': '#2b5fa8' });

/** A visitor's browser, as the site tells it from a crawler (a request with no User-Agent is shown А, never drawn). */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
const visit = (base: string) => get(`${base}/promo/${CAMPAIGN}`, BROWSER);
const h1 = (html: string) => plainSpaces(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

/** The supplier's link for the version chosen in the experiment's preview pane, opened in the supplier's own browser. */
async function supplierSees(pane: FrameLocator, button: string, base: string, address = `/promo/${CAMPAIGN}`) {
  await pane.getByRole('button', { name: button, exact: true }).click();
  const field = pane.getByRole('textbox', { name: 'Ссылка для поставщика' });
  const before = await field.inputValue().catch(() => '');
  await pane.getByRole('button', { name: 'Ссылка для поставщика' }).click();
  await expect.poll(() => field.inputValue(), POLL).toMatch(new RegExp(`${address}\\?preview=`));
  await expect.poll(() => field.inputValue(), POLL).not.toBe(before);
  const link = new URL(await field.inputValue());
  const supplier = await walk.browser.newContext({ locale: 'ru-RU' });
  try {
    const seen = await supplier.newPage();
    await seen.goto(`${base}${link.pathname}${link.search}`);
    const region = seen.getByRole('region', { name: 'Предпросмотр' });
    const bar = plainSpaces(await region.innerText());
    // The bar as styled: yellow, held on top while the page scrolls (its styles come with the preview alone).
    const style = await region.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).position]);
    expect(style).toEqual(['rgb(255, 213, 74)', 'sticky']);
    return { h1: plainSpaces(await seen.locator('h1').innerText()), bar, version: link.searchParams.get('version') };
  } finally {
    await supplier.close();
  }
}

/** Б's share on each day of the walk: lowered from 50 to 20 % at the end of day 2. */
const shareOn = (day: number) => (day >= 2 ? 20 : 50);

/**
 * What the walk itself brought each day, by version, and by the share of Б each visitor was drawn under: the counts the
 * result page's figures are computed from here.
 */
function tally() {
  const days = DAYS.map((day) => ({ day, a: { visitors: 0, conversions: 0 }, b: { visitors: 0, conversions: 0 } }));
  const parts: Array<{ day: number; share: number; version: Version; visitors: number; conversions: number }> = [];
  return {
    days,
    parts,
    add(day: number, version: Version, visitors: number, conversions = 0, share = shareOn(day)) {
      days[day]![version].visitors += visitors;
      days[day]![version].conversions += conversions;
      parts.push({ day, share, version, visitors, conversions });
    },
  };
}

const format = (value: number, digits: number) =>
  new Intl.NumberFormat('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
const percent = (fraction: number, digits = 1) => `${format(fraction * 100, digits)} %`;
const signed = (fraction: number) => `${fraction > 0 ? '+' : fraction < 0 ? '−' : ''}${percent(Math.abs(fraction))}`;
const dayWords = (day: string) => new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  .format(new Date(`${day}T00:00:00Z`)).replace(/\s*г\.$/, '');

/**
 * The result page after `looked` days, computed here from the walk's own counts, apart from the product's code: 95 %
 * intervals valid at every look (the asymptotic confidence sequence of Waudby-Smith et al., arXiv:2103.06476 eq. (9),
 * tuned for 5,000 visitors, as docs/decisions/720-verdict-under-daily-looks.md says); the lift over the shares of Б
 * (Mantel–Haenszel's ratio, Greenland–Robins's variance of its log: docs/decisions/1055-a-verdict-that-stands-on-networks.md);
 * no verdict before each version has 100 visitors and 10 conversions (docs/product.md §12), nor one that does not stand
 * without 9 of the winner's networks (every visitor here its own /24, so a conversion is a network).
 */
function expectedResult(counted: ReturnType<typeof tally>, looked: number) {
  const rho2 = (-2 * Math.log(0.05) + Math.log(-2 * Math.log(0.05) + 1)) / 5000;
  const width = (n: number) => Math.sqrt(((2 * (n * rho2 + 1)) / (n * rho2)) * Math.log(Math.sqrt(n * rho2 + 1) / 0.05));
  const total = { a: { visitors: 0, conversions: 0 }, b: { visitors: 0, conversions: 0 } };
  const rate = ({ visitors, conversions }: VersionCounts) => conversions / visitors;
  const byDay = counted.days.slice(0, looked).map(({ day, a, b }) => {
    for (const [version, counts] of [['a', a], ['b', b]] as const) {
      total[version].visitors += counts.visitors;
      total[version].conversions += counts.conversions;
    }
    const cells = (v: Version) => `${total[v].visitors} ${total[v].conversions} ${percent(rate(total[v]), 2)}`;
    return `${dayWords(day)} ${cells('a')} ${cells('b')}`;
  });
  // Each share's counts: [А visitors, А conversions, Б visitors, Б conversions].
  const shares = new Map<number, number[]>();
  for (const { share, version, visitors, conversions } of counted.parts.filter((part) => part.day < looked)) {
    const [na = 0, xa = 0, nb = 0, xb = 0] = shares.get(share) ?? [];
    shares.set(share, version === 'a' ? [na + visitors, xa + conversions, nb, xb] : [na, xa, nb + visitors, xb + conversions]);
  }
  /** The lift's log and its half-width, Б's conversions `taken` fewer (each share's in proportion). */
  const lifted = (taken = 0) => {
    let [r, q, spread] = [0, 0, 0];
    for (const [na = 0, xa0 = 0, nb = 0, xb0 = 0] of shares.values()) {
      const [xa, xb] = [xa0, xb0 * (1 - taken / total.b.conversions)];
      const n = na + nb;
      r += (xb * na) / n;
      q += (xa * nb) / n;
      spread += (na * nb * (xa + xb) - xa * xb * n) / n ** 2;
    }
    return { log: Math.log(r / q), half: Math.sqrt(spread / (r * q)) * width(total.a.visitors + total.b.visitors) };
  };
  const early = !(['a', 'b'] as const).every((v) => total[v].visitors >= 100 && total[v].conversions >= 10);
  const { log, half } = lifted();
  const lift = { value: Math.exp(log) - 1, low: Math.exp(log - half) - 1, high: Math.exp(log + half) - 1 };
  // The least of Б's conversions (each its own network) whose taking away leaves no «Б лучше», counted one by one.
  const stands = (taken: number) => total.b.conversions - taken >= 10 && lifted(taken).log - lifted(taken).half > 0;
  let standsOn = 1;
  while (lift.low > 0 && stands(standsOn)) standsOn += 1;
  const row = (v: Version, name: string) => {
    const spread = Math.sqrt(rate(total[v]) * (1 - rate(total[v])) / total[v].visitors) * width(total[v].visitors);
    const range = early ? 'после минимальной выборки'
      : `от ${percent(Math.max(0, rate(total[v]) - spread), 2)} до ${percent(Math.min(1, rate(total[v]) + spread), 2)}`;
    return `${name} ${total[v].visitors} ${total[v].conversions} ${percent(rate(total[v]), 2)} ${range}`;
  };
  const between = `от ${signed(lift.low)} до ${signed(lift.high)}`;
  const has = (v: Version) => `${v === 'a' ? 'А' : 'Б'} — ${total[v].visitors} и ${total[v].conversions}`;
  const verdict = early ? 'Вывода пока нет: он будет, когда в каждом варианте наберётся не меньше 100 посетителей и 10 достигнутых '
    + `целей (сейчас посетителей и целей: ${has('a')}, ${has('b')}).`
    : lift.low > 0 && standsOn >= 10 ? `Вариант Б лучше: конверсия выше на ${percent(lift.value)} (от ${percent(lift.low)} до `
      + `${percent(lift.high)}). Вывод держится на ${standsOn} ${/(?<!1)1$/.test(String(standsOn)) ? 'сети' : 'сетях'} (/24, /48). `
      + 'Можно оставить вариант Б.'
      : lift.low > 0 ? `Результату нельзя доверять (держится на ${standsOn} сетях)`
        : `Разницы пока не видно: прирост Б ${between} — в этих пределах и ноль.`;
  return {
    verdict, byDay, a: row('a', 'А — как на сайте'), b: row('b', 'Б — новый'),
    lift: `${signed(lift.value)} (${early ? 'интервал — после минимальной выборки' : `95 % интервал: ${between}`})`,
  };
}

/** The result page as the operator reads it: the verdict (its first sentence or two), the versions' rows, the lift, the days. */
async function readResult(page: StudioPage['page'], base: string, name: string, shot?: string) {
  await page.goto(`${base}/experiments`);
  await page.getByRole('link', { name }).click();
  const text = async (selector: string) => plainSpaces(await page.locator(selector).innerText()).replace(/\s+/g, ' ').trim();
  const verdict = await text('#verdict');
  const rows = page.getByRole('table', { name: 'Нарастающим итогом по дням' }).locator('tbody tr');
  const byDay = (await rows.allInnerTexts()).map((row) => plainSpaces(row).replace(/\s+/g, ' ').trim());
  const cut = (row: string) => row.replace(/ (\d+,\d %|—) (\d+,\d %|—)$/, '');
  const result = {
    verdict: verdict.replace(/(ноль\.) .*$/, '$1'), byDay,
    a: cut(await text('tr[data-version="a"]')), b: cut(await text('tr[data-version="b"]')), lift: await text('#lift'),
  };
  console.info(`«${name}», day ${byDay.length}: ${result.verdict} | ${result.a} | ${result.b} | lift ${result.lift}`);
  if (SHOTS && shot) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, shot), fullPage: true });
  }
  return result;
}

/**
 * The studio on the first day: the limits on (docs/product.md §8; each simulated visitor its own address behind the proxy:
 * countVisits), the counts in the walk's redis-server, so that they outlive the server's restarts.
 */
const firstDay = (prefix: string) => startLocalStudio(prefix, {
  PROMO_NOW: noon(DAYS[0]!), EXPERIMENT_SECRET: SECRET, EXPERIMENT_REDIS_URL: walk.redis.url, RATE_LIMITS: 'on',
});

/**
 * The morning of `day` (an index of DAYS): the server restarted on the same studio folder with that noon as PROMO_NOW, and
 * the operator opening the studio anew (its sign-in is the server's: «Нужен вход в студию: откройте её заново»).
 */
async function restarted(day: number): Promise<LocalStudio> {
  walk.studio = await restartLocalStudio(walk.studio!, { PROMO_NOW: noon(DAYS[day]!) });
  await walk.operator!.page.goto(`${walk.studio.studioBase}/`);
  await signIn(walk.operator!);
  return walk.studio;
}

/** The result page read after `looked` days: every figure as computed here from `counted`, and the verdict `verdict`. */
async function resultAfter(base: string, name: string, counted: ReturnType<typeof tally>, looked: number, verdict: RegExp, shot: string) {
  const result = await readResult(walk.operator!.page, base, name, shot);
  expect(result).toEqual(expectedResult(counted, looked));
  expect(result.verdict).toMatch(verdict);
  return result;
}

/** Brings `wanted` to the page at `url` (fresh visitors, its goal reached by some: countVisits) and adds it to `day`'s tally. */
async function bring(
  base: string, url: string, counted: ReturnType<typeof tally>, day: number, wanted: Record<Version, VersionCounts>,
  goal?: 'feedback-sent',
) {
  await countVisits(base, url, wanted, SECRET, goal);
  for (const version of ['a', 'b'] as const) counted.add(day, version, wanted[version].visitors, wanted[version].conversions);
}

/** The day's plan less the fresh visitors the walk already brought that day (looking for the versions). */
const less = (plan: Record<Version, VersionCounts>, looked: Record<Version, number>) => ({
  a: { ...plan.a, visitors: plan.a.visitors - looked.a }, b: { ...plan.b, visitors: plan.b.visitors - looked.b },
});

describe('an operator\'s experiment in the studio', () => {
  test('when an operator makes an experiment, has it reviewed, previews both versions, reads its result every day and keeps Б, '
    + 'then Б is the campaign\'s page for everyone', async () => {
    walk.studio = await firstDay('promo-studio-experiment-');
    let { server, studioBase } = walk.studio;
    const nextDay = async (day: number) => ({ server, studioBase } = await restarted(day));
    const git = studioGit(walk.studio.dir);
    const branches = () => git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms');
    walk.operator = await openStudioPage(walk.browser);
    const a = walk.operator;

    // 1. The experiment's form: what is tested, the campaign, the goal in words, the days, version Б's headline.
    await a.page.goto(`${studioBase}/#/collections/experiments/new`);
    await signIn(a);
    await a.page.getByPlaceholder('Имя и фамилия').fill('Ольга Смирнова');
    await a.page.getByRole('button', { name: 'Запомнить имя' }).click();
    await a.page.getByLabel('Что проверяем').fill(NAME);
    await a.page.locator('input[id^="page-field"]').fill('Rockwool');
    await a.page.getByRole('option', { name: TITLE_A }).click();
    await a.page.getByRole('combobox', { name: 'Цель' }).click();
    await a.page.getByRole('option', { name: 'Проверка баллов по карте (акции, лендинги)' }).click();
    expect(await a.page.getByLabel('Доля варианта Б, %').inputValue()).toBe('50');
    await a.page.locator('input[id^="starts-field"]').fill('2025-10-15');
    await a.page.locator('textarea[id^="title-field"]').first().fill(TITLE_B);
    // Before Б's picture is chosen, its main place's field says so in a sentence its box holds whole.
    const empty = a.page.getByText('Сначала выберите баннер-картинку: точку отмечают на ней.').first();
    expect(await empty.evaluate((words) => {
      const [own, box] = [words.getBoundingClientRect(), words.parentElement!.getBoundingClientRect()];
      return own.bottom <= box.bottom + 0.5 && own.right <= box.right + 0.5 && words.scrollWidth <= words.clientWidth;
    })).toBe(true);
    // Б's own picture, and its main place set on it: the phone's crop keeps it.
    await pickPicture(a, 'Выберите изображение', walk.picture('rockwool-b.jpg'));
    const picture = a.page.getByRole('img', { name: 'Баннер: щёлкните по главному месту' });
    const box = (await picture.boundingBox())!;
    await picture.click({ position: { x: box.width * 0.75, y: box.height / 3 } });
    await expect.poll(() => a.page.locator('[data-focus]').getAttribute('data-focus'), POLL).toMatch(/^0\.7[45]\d*,0\.3[23]\d*$/);
    // Days past the campaign's last: the save is refused by the site's own check, saying the campaign's last day, and
    // nothing is stored.
    await a.page.locator('input[id^="ends-field"]').fill('2025-12-15');
    await a.page.getByRole('button', { name: 'Сохранить' }).click();
    await a.page.getByText(/^Не\sудалось\sсохранить\sзапись:\sСайт\sне\sпримет.*позже\sпоследнего\sдня\sакции\s\(30\sноября\s2025\)/)
      .waitFor();
    expect(branches()).toBe('');
    await a.page.locator('input[id^="ends-field"]').fill('2025-11-20');
    await saveDraft(a);
    expect(branches()).toBe(`cms/experiments/${ID}`);

    // 2. The preview pane: Б by default, А on demand, each the campaign's page as the site draws it.
    const pane = a.page.frameLocator('iframe').first();
    const drawn = pane.frameLocator('iframe').first().locator('h1');
    await expect.poll(async () => plainSpaces(await drawn.innerText()), POLL).toBe(TITLE_B);
    await pane.getByRole('button', { name: 'Вариант А — как на сайте' }).click();
    await expect.poll(async () => plainSpaces(await drawn.innerText()), POLL).toBe(TITLE_A);
    await pane.getByRole('button', { name: 'Вариант Б', exact: true }).click();
    await expect.poll(async () => plainSpaces(await drawn.innerText()), POLL).toBe(TITLE_B);
    // Before it is published, the supplier's links show the version chosen, from the experiment's saved change.
    for (const [button, title, letter] of [['Вариант Б', TITLE_B, 'Б'], ['Вариант А — как на сайте', TITLE_A, 'А']] as const) {
      const seen = await supplierSees(pane, button, server.base);
      expect(seen.h1).toBe(title);
      expect(seen.bar).toContain(`Вариант ${letter} эксперимента «${NAME}»`);
    }

    // 3. Reviewed and published: the test runs on the public page, each fresh visitor shown one version.
    const published = await approveAndPublish(a);
    await expect.poll(() => branches(), POLL).toBe('');
    expect(JSON.parse(git('show', `main:experiments/${ID}.json`))).toMatchObject({
      page: CAMPAIGN, name: NAME, share: 50, goal: 'check-bonus', starts: '2025-10-15', ends: '2025-11-20',
      key: expect.stringMatching(/^[A-Za-z0-9]{12}$/),
      variant: { title: TITLE_B, bannerFile: expect.stringMatching(/^rockwool-b[\w-]*\.jpg$/) },
    });
    // Each look is a fresh visitor (no cookie): once the site has the test, half of them are shown Б.
    const seen = new Set<string>();
    // Each visitor drawn is counted by the server (its cookie says so), on day 1.
    const counted = tally();
    await expect.poll(async () => {
      for (let visitor = 0; visitor < 10; visitor += 1) {
        const answer = await visit(server.base);
        seen.add(h1(answer.text));
        if (String(answer.headers['set-cookie'] ?? '').includes('promo_ab=')) counted.add(0, h1(answer.text) === TITLE_B ? 'b' : 'a', 1);
      }
      return [...seen].sort();
    }, POLL).toEqual([TITLE_A, TITLE_B].sort());
    expect(Date.now() - published.publishedAt).toBeLessThan(STEP_TIMEOUT_MS);

    // Once published, the supplier's links from the preview pane show the version chosen there, and the bar says which.
    for (const [button, title, letter] of [['Вариант Б', TITLE_B, 'Б'], ['Вариант А — как на сайте', TITLE_A, 'А']] as const) {
      const seen = await supplierSees(pane, button, server.base);
      expect(seen.version).toBe(letter === 'Б' ? 'b' : 'a');
      expect(seen.h1).toBe(title);
      expect(seen.bar).toContain(`Вариант ${letter} эксперимента «${NAME}»`);
    }

    // 4. Four days of visitors and conversions as the server counts them (PLAN), the result page read at each day's end.
    const url = `/promo/${CAMPAIGN}`;
    await bring(server.base, url, counted, 0, less(PLAN[0]!, { a: counted.days[0]!.a.visitors, b: counted.days[0]!.b.visitors }));
    // Day 1: under the minimum sample, no verdict, no interval.
    await resultAfter(studioBase, NAME, counted, 1, /^Вывода пока нет/, 'result-page-day1.png');
    await nextDay(1);
    await bring(server.base, url, counted, 1, PLAN[1]!);
    // Day 2: the minimum sample reached, the lift's interval, valid however often it is read, still holds zero.
    await resultAfter(studioBase, NAME, counted, 2, /^Разницы пока не видно/, 'result-page-day2.png');
    // The operator lowers Б's share to 20 % (an edit reviewed and published, as the form's hint invites).
    await a.page.goto(`${studioBase}/#/collections/experiments/entries/${ID}`);
    await signIn(a);
    await a.page.getByLabel('Доля варианта Б, %').fill('20');
    await saveDraft(a);
    await approveAndPublish(a);
    // Fresh visitors until one is drawn under the new share: each drawn is counted on day 2, so day 3 brings that much fewer.
    const probes = { a: 0, b: 0 };
    await expect.poll(async () => {
      const draw = /promo_ab=[^;]*~([ab])~(\d+)~/.exec(String((await visit(server.base)).headers['set-cookie'] ?? ''));
      if (draw) probes[draw[1] as Version] += 1;
      // Each drawn under the share its cookie names: the last one under the new.
      if (draw) counted.add(1, draw[1] as Version, 1, 0, Number(draw[2]));
      return draw?.[2];
    }, POLL).toBe('20');
    await nextDay(2);
    await bring(server.base, url, counted, 2, less(PLAN[2]!, probes));
    // Day 3: Б's lift clears zero; the share lowered raised no alarm.
    await resultAfter(studioBase, NAME, counted, 3, /^Вариант Б лучше/, 'result-page-day3.png');
    await nextDay(3);
    await bring(server.base, url, counted, 3, PLAN[3]!);

    // 5. The last day's result page: the verdict, the lift, the table of the four days (resultAfter reads it), no chart.
    const result = await resultAfter(studioBase, NAME, counted, 4, /^Вариант Б лучше: конверсия выше на \d+,\d % \(от \d+,\d % до \d+,\d %\)/,
      'result-page.png');
    expect(result.a).toMatch(/^А — как на сайте 580 46 7,93 %/);
    expect(result.b).toMatch(/^Б — новый 280 64 22,86 %/);
    expect(await a.page.locator('svg').count()).toBe(0);

    // 6. «Оставить вариант Б»: the campaign's change with Б's headline opened for review, the test ended.
    await a.confirming(/^Оставить вариант Б\?/, () => a.page.getByRole('button', { name: 'Оставить вариант Б' }).click());
    await a.page.getByRole('status').filter({ hasText: /^Готово: правка акции с вариантом Б ждёт согласования/ }).waitFor();
    expect(branches()).toBe(`cms/campaigns/${CAMPAIGN}`);
    expect(JSON.parse(git('show', `main:experiments/${ID}.json`)).decision).toBe('b');
    // Kept Б is every visitor's at once, before the campaign's change is published, and no one is drawn any more.
    await expect.poll(async () => h1((await visit(server.base)).text), POLL).toBe(TITLE_B);
    // The site takes the decision by its content reload, as any publish: the page says so once it has.
    await expect.poll(async () => {
      await a.page.reload();
      return plainSpaces(await a.page.locator('#state').innerText());
    }, POLL).toBe('закончен: оставили вариант Б');
    if (SHOTS) await a.page.screenshot({ path: path.join(SHOTS, 'result-page-kept-b.png'), fullPage: true });
    // A colleague opens the change in the studio, approves and publishes it: Б's headline is the campaign's own.
    await a.page.goto('about:blank');
    await a.page.goto(`${studioBase}/#/collections/campaigns/entries/${CAMPAIGN}`);
    await statusButton(a.page, 'На проверке').waitFor();
    expect(await a.page.getByLabel('Заголовок страницы', { exact: true }).inputValue()).toBe(TITLE_B);
    const kept = await approveAndPublish(a);
    await servedBy(server, `/promo/${CAMPAIGN}`, kept.publishedAt + LIVE_WITHIN_MS, (answer) => h1(answer.text) === TITLE_B);
    // The test is over: no visitor is drawn or given the test's cookie, every one sees Б's headline.
    for (let visitor = 0; visitor < 5; visitor += 1) {
      const answer = await visit(server.base);
      expect(h1(answer.text)).toBe(TITLE_B);
      expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('promo_ab=');
    }
  }, 600_000);

  test('when an operator makes an experiment of law\'s heading, previews both versions, runs it in both cities, lowers the share, '
    + 'reads the result every day and keeps Б, then every visitor of either city sees Б at once, and law\'s own once published',
  async () => {
    await walk.operator?.context.close();
    await stopLocalStudio(walk.studio);
    walk.studio = await firstDay('promo-studio-experiment-law-');
    let { server, studioBase } = walk.studio;
    const nextDay = async (day: number) => ({ server, studioBase } = await restarted(day));
    const git = studioGit(walk.studio.dir);
    const branches = () => git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms');
    walk.operator = await openStudioPage(walk.browser);
    const a = walk.operator;
    const LAW_A = 'Юридическим лицам — удобная покупка строительных материалов по выгодным ценам';
    const LAW_B = 'Стройматериалы для компаний: доставка в день заказа';
    const LAW_NAME = 'Заголовок для компаний';
    const lawVisit = (city: string) => get(`${server.base}/promo/law?city_code=${city}`, BROWSER);
    const lawH1 = (html: string) => plainSpaces(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

    // 1. The form: law chosen by its title, its goal in words, Б's heading in law's own fields (a campaign's are not shown).
    await a.page.goto(`${studioBase}/#/collections/experiments/new`);
    await signIn(a);
    await a.page.getByPlaceholder('Имя и фамилия').fill('Ольга Смирнова');
    await a.page.getByRole('button', { name: 'Запомнить имя' }).click();
    await a.page.getByLabel('Что проверяем').fill(LAW_NAME);
    await a.page.locator('input[id^="page-field"]').fill('Юридическим');
    await a.page.getByRole('option', { name: 'Страница «Юридическим лицам»' }).click();
    await a.page.getByRole('combobox', { name: 'Цель' }).click();
    await a.page.getByRole('option', { name: /^Отправка формы обратной связи \(«Юридическим лицам»/ }).click();
    await a.page.locator('input[id^="starts-field"]').fill('2025-10-15');
    await a.page.locator('input[id^="ends-field"]').fill('2025-11-20');
    expect(await a.page.getByRole('button', { name: 'Выберите изображение' }).count()).toBe(0);
    await a.page.locator('input[id^="heading-field"]').first().fill(LAW_B);
    await saveDraft(a);
    const LAW_ID = branches().replace(/^cms\/experiments\//, '');
    expect(LAW_ID).toMatch(/^zagolovok-dl/);
    expect(JSON.parse(git('show', `cms/experiments/${LAW_ID}:experiments/${LAW_ID}.json`)).variant).toEqual({ hero: { heading: LAW_B } });

    // 2. Before it is published, the supplier's links show the version chosen, and the page's bar (styled) says which.
    const pane = a.page.frameLocator('iframe').first();
    const looks = async () => {
      for (const [button, title, letter] of [['Вариант Б', LAW_B, 'Б'], ['Вариант А — как на сайте', LAW_A, 'А']] as const) {
        const seen = await supplierSees(pane, button, server.base, '/promo/law');
        expect(seen.h1).toBe(title);
        expect(seen.bar).toContain(`Вариант ${letter} эксперимента «${LAW_NAME}»`);
      }
    };
    await looks();

    // 3. Published: fresh visitors of either city are shown one version each, both shown in each city.
    await approveAndPublish(a);
    await expect.poll(() => branches(), POLL).toBe('');
    const counted = tally();
    for (const city of ['spb', 'msk']) {
      const seen = new Set<string>();
      await expect.poll(async () => {
        const answer = await lawVisit(city);
        seen.add(lawH1(answer.text));
        if (String(answer.headers['set-cookie'] ?? '').includes('promo_ab=')) counted.add(0, lawH1(answer.text) === LAW_B ? 'b' : 'a', 1);
        return [...seen].sort();
      }, POLL).toEqual([LAW_A, LAW_B].sort());
    }
    await looks();

    // 4. Four days of visitors, each day's half in Санкт-Петербург and half in Москва (PLAN), the result read at each day's end.
    const half = (plan: Record<Version, VersionCounts>) => ({
      a: { visitors: plan.a.visitors / 2, conversions: plan.a.conversions / 2 },
      b: { visitors: plan.b.visitors / 2, conversions: plan.b.conversions / 2 },
    });
    const both = async (day: number, looked: Record<Version, number> = { a: 0, b: 0 }) => {
      const wanted = half(PLAN[day]!);
      await bring(server.base, '/promo/law?city_code=spb', counted, day, less(wanted, looked), 'feedback-sent');
      await bring(server.base, '/promo/law?city_code=msk', counted, day, wanted, 'feedback-sent');
    };
    const read = (looked: number, verdict: RegExp, shot: string) => resultAfter(studioBase, LAW_NAME, counted, looked, verdict, shot);
    await both(0, { a: counted.days[0]!.a.visitors, b: counted.days[0]!.b.visitors });
    await read(1, /^Вывода пока нет/, 'result-page-law-day1.png');
    await nextDay(1);
    await both(1);
    await read(2, /^Разницы пока не видно/, 'result-page-law-day2.png');
    await a.page.goto(`${studioBase}/#/collections/experiments/entries/${LAW_ID}`);
    await signIn(a);
    expect(await a.page.locator('input[id^="heading-field"]').first().inputValue()).toBe(LAW_B);
    await a.page.getByLabel('Доля варианта Б, %').fill('20');
    await saveDraft(a);
    await approveAndPublish(a);
    await expect.poll(() => JSON.parse(git('show', `main:experiments/${LAW_ID}.json`)), POLL)
      .toMatchObject({ share: 20, variant: { hero: { heading: LAW_B } } });
    const probes = { a: 0, b: 0 };
    await expect.poll(async () => {
      const draw = /promo_ab=[^;]*~([ab])~(\d+)~/.exec(String((await lawVisit('spb')).headers['set-cookie'] ?? ''));
      if (draw) probes[draw[1] as Version] += 1;
      // Each drawn under the share its cookie names: the last one under the new.
      if (draw) counted.add(1, draw[1] as Version, 1, 0, Number(draw[2]));
      return draw?.[2];
    }, POLL).toBe('20');
    await nextDay(2);
    await both(2, probes);
    await read(3, /^Вариант Б лучше/, 'result-page-law-day3.png');
    await nextDay(3);
    await both(3);

    // 5. The last day: the share lowered raised no alarm; the verdict, the table and its days.
    await read(4, /^Вариант Б лучше: конверсия выше на \d+,\d % \(от \d+,\d % до \d+,\d %\)/, 'result-page-law.png');

    // 6. «Оставить вариант Б»: law's change with Б's heading opened for review, and every visitor of either city sees Б at once.
    await a.confirming(/^Оставить вариант Б\?/, () => a.page.getByRole('button', { name: 'Оставить вариант Б' }).click());
    await a.page.getByRole('status').filter({ hasText: /^Готово: правка страницы с вариантом Б ждёт согласования/ }).waitFor();
    expect(branches()).toBe('cms/pages/law');
    for (const city of ['spb', 'msk']) await expect.poll(async () => lawH1((await lawVisit(city)).text), POLL).toBe(LAW_B);
    await expect.poll(async () => {
      await a.page.reload();
      return plainSpaces(await a.page.locator('#state').innerText());
    }, POLL).toBe('закончен: оставили вариант Б');
    if (SHOTS) await a.page.screenshot({ path: path.join(SHOTS, 'result-page-law-kept-b.png'), fullPage: true });
    for (const city of ['spb', 'msk']) {
      const answer = await lawVisit(city);
      expect(lawH1(answer.text)).toBe(LAW_B);
      expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('promo_ab=');
    }

    // 7. A colleague opens law's change, approves and publishes it: Б's heading is law's own content, served in both cities.
    expect(JSON.parse(git('show', 'main:law.json')).hero.heading).not.toBe(LAW_B);
    await a.page.goto('about:blank');
    await a.page.goto(`${studioBase}/#/collections/pages/entries/law`);
    await statusButton(a.page, 'На проверке').waitFor();
    expect(await a.page.locator('input[id^="heading-field"]').first().inputValue()).toBe(LAW_B);
    const before = changesSoFar(server);
    const kept = await approveAndPublish(a);
    await changeBy(server, before, kept.publishedAt + LIVE_WITHIN_MS);
    expect(JSON.parse(git('show', 'main:law.json')).hero.heading).toBe(LAW_B);
    expect(branches()).toBe('');
    for (const city of ['spb', 'msk']) {
      const answer = await lawVisit(city);
      expect(lawH1(answer.text)).toBe(LAW_B);
      expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('promo_ab=');
    }
  }, 600_000);
});
