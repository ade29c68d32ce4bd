// /promo/lovecategory in real Chromium against the real app and the demo upstream: the accessible modals, the
// finished configuration, axe-core with the page and each modal, no console noise. What the width can change (the
// page's load, the card field's checks, the whole choice with its two modals, the scroll to the status block, a modal
// closed by Escape) runs at 375 and 1440 px; the other answers of a lookup, whose modals and blocks are the same
// components drawn by the same rules at either width, run once each, half at each width
// (docs/decisions/970-ci-work-sized-to-its-assertions.md).
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startApp, type TestApp } from '../support/start-app.js';
import { runAxe, waitForHydration, type WatchedPage } from '../support/browser.js';
import { waitForStatusAtRest } from '../support/status-at-rest.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { PROMO_CATEGORIES } from '#demo-upstream/data-lovecategory.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';

const PATH = '/promo/lovecategory';
const PARTICIPANT = '/api/v2/promo_categories/participants/add/';
const CHOOSE = '/api/v2/promo_categories/categories/add/';
const ERROR_CITIES = ['Санкт-Петербург', 'Выборг', 'Кингисепп', 'Гатчина', 'Петрозаводск', 'Великий Новгород', 'Луга'];

const suite = useBrowserSuite();
let finished: TestApp;
let tagged: TestApp;

beforeAll(async () => {
  [finished, tagged] = await Promise.all([
    startApp({ env: { LOVECATEGORY_FINISHED: 'true' } }),
    startApp({ env: { GTM_ID: 'GTM-TEST42', YANDEX_METRIKA_ID: '12345678' } }),
  ]);
});
afterAll(() => Promise.all([finished?.close(), tagged?.close()]));
beforeEach(() => {
  for (const app of [finished, tagged]) app.demo.reset();
});

async function open(width: number, app: TestApp = suite.t): Promise<WatchedPage> {
  const watched = await suite.openPage(width);
  // No outside network here: the tag loaders get an empty script, anything else is refused.
  await watched.context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    /^https:\/\/(www\.googletagmanager\.com|mc\.yandex\.ru)\//.test(route.request().url())
      ? route.fulfill({ status: 200, contentType: 'application/javascript', body: '' })
      : route.abort('blockedbyclient'));
  await watched.page.goto(app.url + PATH);
  await waitForHydration(watched.page);
  return watched;
}

const chooseButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Выбрать категории' });
const checkButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Проверить начисления' });
const dialog = (page: Page, name?: string) => page.getByRole('dialog', name ? { name } : {});
const statusBlock = (page: Page) => page.locator('#card-status');

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await runAxe(page);
  expect(violations, `axe violations:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** Opens input-number from the header and submits the number. */
async function lookUp(page: Page, card: string): Promise<void> {
  await chooseButton(page).click();
  const modal = dialog(page, 'Выбрать категории');
  await modal.waitFor();
  await modal.getByLabel('Номер клубной карты').fill(card);
  await modal.getByRole('button', { name: 'Продолжить' }).click();
}

async function waitForDialogsGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
}

/**
 * Watches, from before the step that closes a modal, for its closing state; the returned call resolves with the closing
 * dialog's opacity and transition duration as that state begins. The state lasts the 200 ms of the fade: looked for after
 * the step, a loaded machine's round trip to the page may have let it pass.
 */
async function watchClosing(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const closingStyle = new Promise<string[]>((resolve) => {
      new MutationObserver((_changes, observer) => {
        const closing = document.querySelector('.dialog[data-state="closing"]');
        if (!closing) return;
        observer.disconnect();
        resolve([getComputedStyle(closing).opacity, getComputedStyle(closing).transitionDuration]);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    });
    (window as unknown as { closingStyle: Promise<string[]> }).closingStyle = closingStyle;
  });
  return () => page.evaluate(() => (window as unknown as { closingStyle: Promise<string[]> }).closingStyle);
}

const statusTopRatio = (page: Page) =>
  page.evaluate(() => document.getElementById('card-status')!.getBoundingClientRect().top / window.innerHeight);

function upstreamCalls(app: TestApp = suite.t): string[] {
  return app.demo.requests.filter((r) => r.method === 'POST').map((r) => r.path);
}

async function chosenForm(app: TestApp): Promise<FormData> {
  const seen = app.demo.requests.find((r) => r.path === CHOOSE)!;
  return new Response(new Uint8Array(seen.body), { headers: { 'content-type': String(seen.headers['content-type']) } }).formData();
}

describe.each([375, 1440])('lovecategory at %i px wide', (width) => {
  test('when loaded, then it hydrates with the server’s categories, no /api request, no console problem and no axe violation', async () => {
    const { page, problems, apiCalls } = await open(width);
    await page.waitForLoadState('networkidle');

    // Typeset: the short words are bound to the next one, so no line ends in «за» or «в».
    await expect(page.getByRole('heading', { level: 1 }).textContent().then(asWritten))
      .resolves.toBe('Больше баллов за\u00a0покупки в\u00a0любимых категориях');
    await expect(page.getByText('С 1 ноября 2024 года', { exact: true }).isVisible()).resolves.toBe(true);
    for (const category of PROMO_CATEGORIES) {
      await expect(page.locator('.lc-categories__item', { hasText: category.name }).count()).resolves.toBe(1);
    }
    await expectNoAxeViolations(page);
    expect(apiCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('when the card number is submitted empty, then "Введите номер карты" shows; with 3 digits, "Некорректный номер карты"; nothing is asked', async () => {
    const { page, apiCalls, problems } = await open(width);
    await chooseButton(page).click();
    const modal = dialog(page, 'Выбрать категории');
    await modal.waitFor();
    await expectNoAxeViolations(page);

    await modal.getByRole('button', { name: 'Продолжить' }).click();

    await expect(modal.getByText('Введите номер карты').isVisible()).resolves.toBe(true);
    await expect(modal.getByLabel('Номер клубной карты').getAttribute('aria-invalid')).resolves.toBe('true');

    await modal.getByLabel('Номер клубной карты').pressSequentially('701');
    await modal.getByRole('button', { name: 'Продолжить' }).click();

    await expect(modal.getByText('Некорректный номер карты').isVisible()).resolves.toBe(true);
    await expect(modal.getByText('Введите номер карты').count()).resolves.toBe(0);
    expect(apiCalls).toEqual([]);
    expect(upstreamCalls()).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('when a registered eligible card chooses two categories, then the choice is sent, listed in choosen-categories and "Понятно" closes it', async () => {
    const { page, problems, apiCalls } = await open(width);
    expect(await statusTopRatio(page)).toBeGreaterThan(0.5);

    await lookUp(page, DEMO_CARDS.registeredEligibleSecond);
    await waitForStatusAtRest(page);
    await waitForDialogsGone(page);
    const boxes = statusBlock(page).getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(2);
    const picked = [await boxes.nth(0).locator('xpath=..').textContent(), await boxes.nth(1).locator('xpath=..').textContent()];
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    // available_categories_count is 2: a third is not allowed.
    await expect(boxes.nth(2).isDisabled()).resolves.toBe(true);

    await statusBlock(page).getByRole('button', { name: 'Выбрать' }).click();
    const confirm = dialog(page).filter({ hasText: 'Выбор категорий подтверждает участие в акции' });
    await confirm.waitFor();
    for (const name of picked) await expect(confirm.getByText(name!).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Подтвердить' }).click();

    const chosen = dialog(page).filter({ hasText: 'Категории выбраны' });
    await chosen.waitFor();
    for (const name of picked) await expect(chosen.getByRole('listitem').filter({ hasText: name! }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
    await chosen.getByRole('button', { name: 'Понятно' }).click();
    await waitForDialogsGone(page);

    await expect(statusBlock(page).getByRole('checkbox').count()).resolves.toBe(0);
    for (const name of picked) await expect(statusBlock(page).locator('.lc-status__score', { hasText: name! }).count()).resolves.toBe(1);
    expect(apiCalls).toEqual([PARTICIPANT, CHOOSE, PARTICIPANT]);
    expect(upstreamCalls()).toEqual([PARTICIPANT, CHOOSE, PARTICIPANT]);
    const form = await chosenForm(suite.t);
    expect(form.get('cardNumber')).toBe(DEMO_CARDS.registeredEligibleSecond);
    expect(form.get('categories[0]')).toMatch(/^\d+$/);
    expect(form.get('categories[1]')).toMatch(/^\d+$/);
    expect(problems).toEqual([]);
  });

  test('when the card is known, then the header choose button scrolls to the status block instead of asking again', async () => {
    const { page } = await open(width);
    await lookUp(page, DEMO_CARDS.registeredEligible);
    await waitForStatusAtRest(page);
    await waitForDialogsGone(page);
    await page.evaluate(() => window.scrollTo(0, 0));

    await chooseButton(page).click();

    await waitForStatusAtRest(page);
    // Twice a modal's 100 ms delay of the page's own time (not the test's: a busy page may run late), so one the click opened is in.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await expect(dialog(page).count()).resolves.toBe(0);
    expect(upstreamCalls()).toEqual([PARTICIPANT]);
  });

  test('when Escape is pressed in a modal, then it closes and focus returns to the button that opened it', async () => {
    const { page, problems } = await open(width);
    await checkButton(page).click();
    const modal = dialog(page, 'Проверить начисления');
    await modal.waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('inputmode'))).resolves.toBe('numeric');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await waitForDialogsGone(page);

    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Проверить начисления');
    expect(problems).toEqual([]);
  });
});

describe('lovecategory\'s other answers to a lookup, each at one width', () => {
  test('when the visitor cancels at the confirm step (1440 px), then nothing is sent and the ticks stay', async () => {
    const { page, apiCalls, problems } = await open(1440);
    await lookUp(page, DEMO_CARDS.registeredEligible);
    await waitForStatusAtRest(page);
    await waitForDialogsGone(page);
    const boxes = statusBlock(page).getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await statusBlock(page).getByRole('button', { name: 'Выбрать' }).click();
    const confirm = dialog(page).filter({ hasText: 'Выбор категорий подтверждает участие в акции' });
    await confirm.waitFor();

    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await waitForDialogsGone(page);

    await expect(boxes.nth(0).isChecked()).resolves.toBe(true);
    await expect(boxes.nth(1).isChecked()).resolves.toBe(false);
    await expect(boxes.nth(2).isChecked()).resolves.toBe(true);
    await expect(statusBlock(page).getByText('Выбрано: 2 из 3').isVisible()).resolves.toBe(true);
    expect(apiCalls).toEqual([PARTICIPANT]);
    expect(upstreamCalls()).toEqual([PARTICIPANT]);
    expect(problems).toEqual([]);
  });

  test('when the card is not registered (375 px), then card-info opens with the status message', async () => {
    const { page, problems } = await open(375);
    await lookUp(page, DEMO_CARDS.unregistered);

    const info = dialog(page, 'Информация о карте');
    await info.waitFor();
    await expect(info.textContent().then(plainSpaces)).resolves.toContain('Карта пока не участвует в акции: любимые категории не выбраны.');
    await expect(info.textContent()).resolves.toContain(DEMO_CARDS.unregistered);
    await expectNoAxeViolations(page);

    // Choosing registers the card, so card-info leads to the chooser.
    await info.getByRole('button', { name: 'Выбрать категории' }).click();
    await waitForDialogsGone(page);
    await waitForStatusAtRest(page);
    expect(await statusBlock(page).getByRole('checkbox').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('when the card level is not eligible (1440 px), then the status block says the promotion is for Профи, Эксперт, Супер-Эксперт', async () => {
    const { page, problems } = await open(1440);
    await lookUp(page, DEMO_CARDS.ineligible);
    await waitForStatusAtRest(page);

    await expect(statusBlock(page).getByText('Акция доступна для уровней Профи, Эксперт, Супер-Эксперт').isVisible()).resolves.toBe(true);
    await expect(statusBlock(page).getByRole('checkbox').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  test('when the card already chose this month (375 px), then its categories and scores show and there is no chooser', async () => {
    const { page, problems } = await open(375);
    await lookUp(page, DEMO_CARDS.alreadyChosen);
    await waitForStatusAtRest(page);

    const scores = statusBlock(page).locator('.lc-status__score');
    await expect(scores.count()).resolves.toBe(2);
    await expect(scores.nth(0).textContent()).resolves.toContain('начислено 215 баллов');
    await expect(scores.nth(1).textContent()).resolves.toContain('начислено 90 баллов');
    await expect(statusBlock(page).getByRole('checkbox').count()).resolves.toBe(0);
    await expect(statusBlock(page).getByRole('button', { name: 'Выбрать' }).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  test.each([
    // An unknown card is the visitor's typo: the modal says what to check (the tests' content's words).
    ['an unknown card', 375, DEMO_CARDS.notFound, 'Проверьте, верно ли введён номер',
      'В номере карты семь цифр. Сверьте их и введите снова; если всё верно, позвоните нам:'],
    ['an upstream failure', 1440, DEMO_CARDS.failure, 'Ошибка, что-то пошло не так',
      'Попробуйте ещё раз или обратитесь в службу поддержки по телефону:'],
  ])('when the lookup meets %s (%i px), then the error modal says so and lists the seven support lines',
    async (_name, width, card, title, text) => {
      const { page } = await open(width);
      await lookUp(page, card);

      const error = dialog(page, title);
      await error.waitFor();
      await expect(error.textContent().then(plainSpaces)).resolves.toContain(text);
      const lines = error.locator('.lc-phones__line');
      await expect(lines.count()).resolves.toBe(7);
      for (const [i, city] of ERROR_CITIES.entries()) {
        await expect(lines.nth(i).textContent()).resolves.toContain(city);
        await expect(lines.nth(i).getByRole('link').getAttribute('href')).resolves.toMatch(/^tel:\+7\d{10}$/);
      }
      await expectNoAxeViolations(page);
    });
});

describe('lovecategory modal behaviour', () => {
  test('when Tab is pressed past the last control, then focus never reaches the page behind the modal and comes back into it', async () => {
    const { page } = await open(1440);
    await chooseButton(page).click();
    await dialog(page, 'Выбрать категории').waitFor();

    // Past the last control the browser's modal <dialog> hands focus to the browser itself (no element of the page), then
    // back to the dialog's first control; the page behind is inert.
    const stops: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => {
        const active = document.activeElement;
        if (active?.closest('[role="dialog"]')) return 'dialog';
        return !active || active === document.body ? 'browser' : `page: ${active.outerHTML.slice(0, 80)}`;
      }));
    }
    expect(stops.filter((stop) => stop.startsWith('page'))).toEqual([]);
    expect(stops.lastIndexOf('dialog')).toBeGreaterThan(stops.indexOf('browser'));
    expect(stops.indexOf('browser')).toBeGreaterThan(0);
  });

  test('when the backdrop is clicked, then the modal fades out and is gone after 200 ms, and reopens empty', async () => {
    const { page } = await open(375);
    await chooseButton(page).click();
    const modal = dialog(page, 'Выбрать категории');
    await modal.getByLabel('Номер клубной карты').fill('70123');

    const closing = await watchClosing(page);
    await page.mouse.click(5, 5);
    await closing();
    await waitForDialogsGone(page);

    await chooseButton(page).click();
    await expect(modal.getByLabel('Номер клубной карты').inputValue()).resolves.toBe('');
  });

  test('when the modal opens, then it appears only after the 100 ms delay, and closing takes the 200 ms fade', async () => {
    const { page } = await open(1440);
    const [shownAfter, goneAfter] = await page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      let started = performance.now();
      (document.querySelector('.lc-header__choose') as HTMLButtonElement).click();
      while (!document.querySelector('[role="dialog"]')) await frame();
      const shown = performance.now() - started;
      await new Promise((r) => setTimeout(r, 50));
      started = performance.now();
      // The fade's end is raced against a timer of the page's own, not against the test's clock: the page's
      // timers fire in order of their time, so a 200 ms fade beats a 1000 ms timer however busy the machine.
      const pageSecond = new Promise<null>((r) => setTimeout(() => r(null), 1000));
      const gone = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('[role="dialog"]')) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, { subtree: true, childList: true });
      });
      (document.querySelector('.dialog__close') as HTMLButtonElement).click();
      return [shown, await Promise.race([gone, pageSecond])];
    });
    expect(shownAfter).toBeGreaterThanOrEqual(95);
    expect(goneAfter, 'gone before a 1000 ms timer of the page').not.toBeNull();
    expect(goneAfter).toBeGreaterThanOrEqual(195);
  });
  test('when the visitor prefers reduced motion, then the modal neither fades in nor out, yet keeps its timing', async () => {
    const { page } = await open(1440);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await chooseButton(page).click();
    await dialog(page).waitFor();
    await expect(page.locator('.dialog').evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe('none');

    const closing = await watchClosing(page);
    await page.keyboard.press('Escape');

    await expect(closing()).resolves.toEqual(['0', '0s']);
    await waitForDialogsGone(page);
  });
});

describe('lovecategory with LOVECATEGORY_FINISHED=true', () => {
  test.each([375, 1440])('when finished (%i px), then it says so, has no choose button, and accruals can still be checked', async (width) => {
    const { page, problems } = await open(width, finished);

    await expect(page.getByText('Акция завершена').isVisible()).resolves.toBe(true);
    await expect(chooseButton(page).count()).resolves.toBe(0);
    await expect(page.getByText('С 1 ноября 2024 года', { exact: true }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    await checkButton(page).click();
    const modal = dialog(page, 'Проверить начисления');
    await modal.getByLabel('Номер клубной карты').fill(DEMO_CARDS.alreadyChosen);
    await modal.getByRole('button', { name: 'Проверить' }).click();
    await waitForStatusAtRest(page);

    // The promotion is over: the whole history shows, this month's accruals and last month's.
    await expect(statusBlock(page).locator('.lc-status__score').count()).resolves.toBe(4);
    for (const points of ['215 баллов', '90 баллов', '520 баллов', '75 баллов']) {
      await expect(statusBlock(page).textContent()).resolves.toContain(`начислено ${points}`);
    }
    expect(upstreamCalls(finished)).toEqual([PARTICIPANT]);
    expect(problems).toEqual([]);
  });

  test('when finished and the card has not chosen, then no chooser is offered', async () => {
    const { page } = await open(1440, finished);
    await checkButton(page).click();
    const modal = dialog(page, 'Проверить начисления');
    await modal.getByLabel('Номер клубной карты').fill(DEMO_CARDS.registeredEligible);
    await modal.getByRole('button', { name: 'Проверить' }).click();
    await waitForStatusAtRest(page);

    await expect(statusBlock(page).getByText('Уровень карты').isVisible()).resolves.toBe(true);
    await expect(statusBlock(page).getByRole('checkbox').count()).resolves.toBe(0);
  });
});

describe('lovecategory analytics goals', () => {
  type Sent = { layer: [string, string][]; ym: unknown[][]; present: string[] };
  const sentGoals = (page: Page) =>
    page.evaluate((): Sent => {
      const w = window as unknown as { dataLayer?: { event?: string; eventLabel?: string }[]; ym?: { a?: unknown[][] } };
      return {
        layer: (w.dataLayer ?? []).filter((e) => e.eventLabel).map((e) => [e.event!, e.eventLabel!]),
        ym: (w.ym?.a ?? []).map((args) => [...args]).filter((args) => args[1] === 'reachGoal'),
        present: ['dataLayer', 'ym'].filter((name) => name in window),
      };
    });

  test('when analytics is configured, then each step of the flow sends its goal to the data layer and Metrika', async () => {
    const { page, problems } = await open(1440, tagged);
    // The catalogue links leave the site; keep the page to read its goals.
    await page.evaluate(() => document.addEventListener('click', (e) => (e.target as Element).closest('a') && e.preventDefault()));

    await lookUp(page, DEMO_CARDS.registeredEligibleSecond);
    await waitForStatusAtRest(page);
    await waitForDialogsGone(page);
    await statusBlock(page).getByRole('checkbox').nth(0).check();
    await statusBlock(page).getByRole('button', { name: 'Выбрать' }).click();
    await dialog(page).getByRole('button', { name: 'Подтвердить' }).click();
    const chosen = dialog(page).filter({ hasText: 'Категории выбраны' });
    await chosen.getByRole('link', { name: 'Перейти к покупкам' }).click();
    await chosen.getByRole('button', { name: 'Понятно' }).click();
    await waitForDialogsGone(page);
    await page.getByRole('link', { name: 'Смотреть товары на petrovich.ru' }).click();
    await checkButton(page).click();

    const goals = ['go-to-choose-category', 'accept-category', 'go-to-category-from-popup', 'go-to-category-petrovichru', 'check-bonus'];
    const sent = await sentGoals(page);
    expect(sent.layer.map(([, goal]) => goal)).toEqual(goals);
    expect(sent.layer.map(([event]) => event)).toEqual([
      'Site event / Behaviour / Button click', 'Site event / Behaviour / Button click', 'Site event / Behaviour / Link Click',
      'Site event / Behaviour / Link Click', 'Site event / Behaviour / Button click',
    ]);
    expect(sent.ym).toEqual(goals.map((goal) => [12345678, 'reachGoal', goal]));
    expect(problems).toEqual([]);
  });

  test('when analytics is not configured, then the same clicks send nothing anywhere', async () => {
    const { page } = await open(1440);
    await chooseButton(page).click();
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await waitForDialogsGone(page);
    await checkButton(page).click();
    await dialog(page).waitFor();
    await expect(sentGoals(page)).resolves.toEqual({ layer: [], ym: [], present: [] });
  });
});
