// law and sert in real Chromium on the business host (Chromium resolves *.localhost to
// loopback), at 375 and 1440 px. The city picker, the cookie notice, the scroll-to
// buttons, the feedback form and axe-core on every state.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { runAxe, waitForHydration, type WatchedPage } from '../support/browser.js';
import { plainSpaces } from '../support/plain-spaces.js';

const PHONES = { spb: '+7 (812) 334-88-88', msk: '+7 (495) 266-88-88', vyborg: '+7 (81378) 5-88-88' };
const FEEDBACK_CALL = '/api/v1/business/feedback/';
const BAD_GATEWAY = 'error: Failed to load resource: the server responded with a status of 502 (Bad Gateway)';

const suite = useBrowserSuite();
let base: string;
beforeAll(() => {
  base = `http://business.localhost:${new URL(suite.t.url).port}`;
});

/** Opens a page of the business host; unless told otherwise the cookie notice is already accepted, so it covers nothing. */
async function open(width: number, path: string, { cookiesAccepted = true } = {}): Promise<WatchedPage> {
  const watched = await suite.openPage(width);
  if (cookiesAccepted) await watched.context.addCookies([{ name: 'cookie-accepted', value: '1', url: base }]);
  await watched.page.goto(base + path);
  await waitForHydration(watched.page);
  return watched;
}

/** The header's phone as it reads (its code is held by no-break spaces). */
const headerPhone = (page: Page) => page.locator('.biz-header__phone').textContent().then(plainSpaces);
const cityToggle = (page: Page) => page.getByRole('button', { name: /^Ваш город:/ });
const cityList = (page: Page) => page.getByRole('list', { name: 'Города' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Обратная связь' });
const feedbackPosts = () => suite.t.demo.requests.filter((r) => r.method === 'POST' && r.path === FEEDBACK_CALL);

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await runAxe(page);
  expect(violations, `axe violations:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

async function openFeedback(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'позвонить' }).click();
  await dialog(page).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
}

async function fillFeedback(page: Page, { email = 'ivan@example.ru' } = {}): Promise<void> {
  const d = dialog(page);
  await d.getByLabel('Имя').fill('Иван Петров');
  await d.getByLabel('Телефон').pressSequentially('89210000000');
  await d.getByLabel('Электронная почта').fill(email);
  await d.getByLabel('Тема обращения').selectOption({ label: 'Доставка' });
  await d.getByLabel('Сообщение').fill('Когда привезут заказ?');
}

describe.each([375, 1440])('business pages at %i px', (width) => {
  test('when a city is chosen, then the URL gets city_code, phone, info and flags follow, and a reload keeps it', async () => {
    const { page, problems, apiCalls } = await open(width, '/');
    expect(await headerPhone(page)).toBe(PHONES.spb);
    expect(apiCalls).toEqual([]);

    await cityToggle(page).click();
    await cityList(page).getByRole('link', { name: 'Москва' }).click();

    await expect.poll(() => new URL(page.url()).searchParams.get('city_code')).toBe('msk');
    expect(await headerPhone(page)).toBe(PHONES.msk);
    await expect.poll(() => page.locator('#helpful-info').textContent().then(plainSpaces)).toContain('в Москве');
    expect(apiCalls).toEqual(['/api/v1/business/info/msk/']);
    expect(await cityList(page).isHidden()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('city-picker__toggle');

    await page.reload();
    await waitForHydration(page);
    expect(await headerPhone(page)).toBe(PHONES.msk);
    expect(await cityToggle(page).textContent()).toBe('Ваш город: Москва');
    // The choice is stored too (cookie): the other page, without city_code, shows it.
    await page.goto(base + '/sert/');
    await waitForHydration(page);
    expect(await headerPhone(page)).toBe(PHONES.msk);
    await page.goBack();
    await waitForHydration(page);

    // The other city-dependent parts follow without a reload: the 24/7 label and the footer.
    await cityToggle(page).click();
    await cityList(page).getByRole('link', { name: 'Выборг' }).click();
    await expect.poll(() => headerPhone(page)).toBe(PHONES.vyborg);
    expect(await page.getByText('круглосуточно').count()).toBe(0);
    await cityToggle(page).click();
    await cityList(page).getByRole('link', { name: 'Петрозаводск' }).click();
    // Its footer keeps the city's phone and the policy, without the apps, payments, social links and ©.
    await expect.poll(() => page.locator('footer').getByText('App Store').count()).toBe(0);
    expect(await page.locator('footer').getByText('© 2003').count()).toBe(0);
    expect(await page.locator('footer .site-footer__policy').count()).toBe(1);
    expect(await page.locator('footer').getByText('+7 (8142) 33-88-88').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('city_code')).toBe('petrozavodsk');
    expect(problems).toEqual([]);
  });

  test('when the dropdown is open, then an outside click and Escape close it, and the keyboard can choose', async () => {
    const { page, problems } = await open(width, '/sert/');
    const toggle = cityToggle(page);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Outside: the far corner of the header, never under the open list at either width.
    await page.mouse.click(width - 3, 3);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await cityList(page).isHidden()).toBe(true);

    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Москва');
    await page.keyboard.press('Enter');
    await expect.poll(() => headerPhone(page)).toBe(PHONES.msk);
    expect(new URL(page.url()).pathname).toBe('/sert/');
    expect(problems).toEqual([]);
  });

  test('when the cookie notice is accepted, then it goes and stays gone after a reload', async () => {
    const { page, problems } = await open(width, '/', { cookiesAccepted: false });
    const notice = page.getByRole('region', { name: 'Уведомление о файлах cookie' });
    expect(await notice.isVisible()).toBe(true);

    await notice.getByRole('button', { name: 'Принять' }).click();
    expect(await notice.count()).toBe(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie-accepted');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

    // The server itself now leaves the notice out (no flash): its HTML, fetched with the page's cookies.
    const html = await page.evaluate(() => fetch('/').then((r) => r.text()));
    // (The page's inlined CSS names the class: the notice's own element is what must be absent.)
    expect(html).not.toContain('class="cookie-banner"');
    expect(html).not.toContain('data-island="cookie-banner"');
    await page.reload();
    await waitForHydration(page);
    expect(await notice.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test.each([
    ['/', 'Полезная информация', 'helpful-info'],
    ['/sert/', 'Получить сертификат', 'get-certificate'],
  ])('when the banner button of %s is pressed, then the page scrolls to its block and focus follows', async (path, label, id) => {
    const { page, problems } = await open(width, path);
    await page.getByRole('link', { name: label }).click();
    await expect
      .poll(() => page.evaluate((blockId) => {
        const top = document.getElementById(blockId)!.getBoundingClientRect().top;
        const atBottom = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight;
        return scrollY > 0 && (Math.abs(top) < 2 || (atBottom && top >= 0 && top < innerHeight));
      }, id))
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
    expect(new URL(page.url()).hash).toBe('');
    expect(problems).toEqual([]);
  });

  test('when the feedback form is sent, then it shows field errors first, then sends and says so', async () => {
    const { page, problems } = await open(width, '/');
    await openFeedback(page);
    const d = dialog(page);

    // «позвонить» opens the form with the callback topic chosen (FEEDBACK_CALLBACK_TOPIC, «Другое» by default): no topic to ask for.
    expect(await d.getByLabel('Тема обращения').inputValue()).toBe('other');
    await d.getByRole('button', { name: 'Отправить' }).click();
    for (const text of ['Укажите имя', 'Укажите телефон']) expect(await d.getByText(text).isVisible()).toBe(true);
    expect(await d.getByText('Выберите тему обращения').count()).toBe(0);
    expect(await d.getByLabel('Имя').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(feedbackPosts()).toEqual([]);

    await fillFeedback(page, { email: 'ivan@' });
    expect(await d.getByLabel('Телефон').inputValue()).toBe('+7 (921) 000-00-00');
    await d.getByRole('button', { name: 'Отправить' }).click();
    expect(await d.getByText('Проверьте адрес почты, например ivan@example.ru').isVisible()).toBe(true);
    expect(feedbackPosts()).toEqual([]);

    await d.getByLabel('Электронная почта').fill('ivan@example.ru');
    await d.getByRole('button', { name: 'Отправить' }).click();
    await d.getByText('Спасибо! Сообщение отправлено').waitFor();
    expect(JSON.parse(feedbackPosts()[0]!.body.toString('utf8'))).toEqual({
      name: 'Иван Петров', email: 'ivan@example.ru', phone: '+7 (921) 000-00-00', value: 'delivery', msg: 'Когда привезут заказ?',
    });

    await d.getByRole('button', { name: 'Понятно' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  test.each(['/', '/sert/'])('when %s is shown plain, with the dropdown open and with the modal open, then axe finds no violation', async (path) => {
    const { page, problems } = await open(width, path, { cookiesAccepted: path !== '/' });
    await expectNoAxeViolations(page);

    await cityToggle(page).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await openFeedback(page);
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Отправить' }).click();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});

// The form's answer to a failed send reads no width: once, on a phone
// (docs/decisions/970-ci-work-sized-to-its-assertions.md).
describe('business feedback when the upstream fails', () => {
  test('when the upstream fails the feedback (375 px), then the form says so and keeps what was typed', async () => {
    suite.t.demo.override('POST', /^\/api\/v1\/business\/feedback\/$/, (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"boom"}');
    });
    const { page, problems } = await open(375, '/sert/');
    await page.getByRole('button', { name: 'Оставить заявку' }).click();
    await dialog(page).waitFor();
    const d = dialog(page);
    expect(await d.getByLabel('Тема обращения').inputValue()).toBe('certificates');
    await fillFeedback(page);
    await d.getByRole('button', { name: 'Отправить' }).click();

    await d.getByRole('alert').filter({ hasText: 'Не удалось отправить сообщение' }).waitFor();
    expect(await d.getByLabel('Имя').inputValue()).toBe('Иван Петров');
    expect(await d.getByLabel('Телефон').inputValue()).toBe('+7 (921) 000-00-00');
    expect(await d.getByLabel('Электронная почта').inputValue()).toBe('ivan@example.ru');
    expect(await d.getByLabel('Тема обращения').inputValue()).toBe('delivery');
    expect(await d.getByLabel('Сообщение').inputValue()).toBe('Когда привезут заказ?');
    expect(feedbackPosts()).toHaveLength(1);
    expect(problems).toEqual([BAD_GATEWAY]);
  });
});
