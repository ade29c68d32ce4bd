// The business pages' feedback in real Chromium on the business host. With JavaScript
// off, «Написать нам» and «позвонить» lead to the page's feedback block, whose form is
// posted to the page and answered by the server: field errors by the modal's rules, then
// the thanks; nothing personal in a URL. No field takes more than its rule allows, so the
// longest body is answered with the text kept; a larger one made on its way gets the 413
// page in Russian, and Back shows the text (docs/decisions/080-forms-without-javascript.md).
// With JavaScript on, the modal sends once however fast «Отправить» is clicked, and the focus
// goes to the thanks. Both forms end with the
// personal-data consent line (its words the content's), linking the policy.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { newPageContext, waitForHydration } from '../support/browser.js';
import { CONTENT } from '../support/content.js';
import type { SiteTexts } from '#shared/content/site-texts.js';
import { PUBLIC_POLICY_URL } from '#shared/ui/site-links.js';
import { FEEDBACK_LIMITS } from '#shared/validation/feedback.js';
import { plainSpaces } from '../support/plain-spaces.js';

/** The thanks the tests' content gives (tests/fixtures/content/site.json's `feedback.sent`). */
const FEEDBACK_SENT_TEXT = (CONTENT.kindFiles.site as SiteTexts).feedback.sent;
/** The consent line the tests' content gives (`feedback.consent`). */
const CONSENT = (CONTENT.kindFiles.site as SiteTexts).feedback.consent;

/** The consent line under a form's button: its words, and its link's address and words. */
async function consentOf(form: ReturnType<Page['locator']>) {
  const line = form.locator('button[type="submit"] ~ p.biz-form__consent');
  const link = line.getByRole('link');
  return { text: plainSpaces(await line.innerText()), href: await link.getAttribute('href'), link: plainSpaces(await link.innerText()) };
}
const EXPECTED_CONSENT = { text: plainSpaces(`${CONSENT.text} ${CONSENT.link}`), href: PUBLIC_POLICY_URL, link: plainSpaces(CONSENT.link) };

const FEEDBACK_CALL = '/api/v1/business/feedback/';
const suite = useBrowserSuite();
let base: string;
beforeAll(() => {
  base = `http://business.localhost:${new URL(suite.t.url).port}`;
});

const feedbackPosts = () => suite.t.demo.requests.filter((r) => r.method === 'POST' && r.path === FEEDBACK_CALL);
const block = (page: Page) => page.locator('#feedback');

async function openWithoutJs(path: string): Promise<{ page: Page; urls: string[] }> {
  const context = await newPageContext(suite.browser, 375, 800, { javaScriptEnabled: false });
  await context.addCookies([{ name: 'cookie-accepted', value: '1', url: base }]);
  const page = await context.newPage();
  suite.opened.push({ page, context, problems: [], apiCalls: [] });
  const urls: string[] = [];
  // A request's path and query alone: the fields must never travel in them, and the random port may hold the phone's digits.
  context.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    urls.push(pathname + search);
  });
  await page.goto(base + path);
  return { page, urls };
}

/** The law page at 375 px, hydrated, its feedback modal opened by «Написать нам». */
async function openModal() {
  const { page, context, problems } = await suite.openPage(375);
  await context.addCookies([{ name: 'cookie-accepted', value: '1', url: base }]);
  await page.goto(base + '/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Написать нам' }).click();
  const dialog = page.getByRole('dialog', { name: 'Обратная связь' });
  await dialog.waitFor();
  return { page, dialog, problems };
}

async function fill(scope: ReturnType<typeof block>, { email }: { email: string }): Promise<void> {
  await scope.getByLabel('Имя').fill('Иван Петров');
  await scope.getByLabel('Телефон').fill('8 921 000-00-00');
  await scope.getByLabel('Электронная почта').fill(email);
  await scope.getByLabel('Тема обращения').selectOption({ label: 'Доставка' });
  await scope.getByLabel('Сообщение').fill('Когда привезут заказ?');
}

describe('feedback with JavaScript off', () => {
  test('when «Написать нам» is followed and the form is sent empty, then wrong, then right, then the server shows the field errors, then the thanks', async () => {
    const { page, urls } = await openWithoutJs('/');
    await expect(block(page).isVisible()).resolves.toBe(false);

    await page.getByRole('button', { name: 'Написать нам' }).click();
    await page.waitForURL(/#feedback$/);
    await expect(block(page).isVisible()).resolves.toBe(true);
    await block(page).getByRole('button', { name: 'Отправить' }).click();
    await page.waitForLoadState();

    for (const text of ['Укажите имя', 'Укажите телефон', 'Выберите тему обращения']) {
      await expect(block(page).getByText(text).isVisible()).resolves.toBe(true);
    }
    await expect(block(page).getByLabel('Имя').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(feedbackPosts()).toEqual([]);

    await fill(block(page), { email: 'ivan@' });
    await block(page).getByRole('button', { name: 'Отправить' }).click();
    await page.waitForLoadState();
    await expect(block(page).getByText('Проверьте адрес почты, например ivan@example.ru').isVisible()).resolves.toBe(true);
    await expect(block(page).getByLabel('Имя').inputValue()).resolves.toBe('Иван Петров');
    await expect(block(page).getByLabel('Телефон').inputValue()).resolves.toBe('+7 (921) 000-00-00');
    expect(feedbackPosts()).toEqual([]);

    await block(page).getByLabel('Электронная почта').fill('ivan@example.ru');
    await block(page).getByRole('button', { name: 'Отправить' }).click();
    await block(page).getByText(FEEDBACK_SENT_TEXT).waitFor();
    expect(feedbackPosts()).toHaveLength(1);
    expect(JSON.parse(feedbackPosts()[0]!.body.toString('utf8'))).toEqual({
      name: 'Иван Петров', email: 'ivan@example.ru', phone: '+7 (921) 000-00-00', value: 'delivery', msg: 'Когда привезут заказ?',
    });
    expect(urls.filter((url) => /ivan|921|%D0%98/i.test(url))).toEqual([]);
  });

  test('when more is typed than the rules accept, then each field stops at its limit, the longest body the form can send is answered '
    + 'with the text kept, and a body made larger on its way gets the Russian 413 page, from which Back shows the typed text', async () => {
    const { page } = await openWithoutJs('/#feedback');
    const form = block(page);
    // 3-byte letters (9 bytes URL-encoded), the most a character of a field's limit takes; a 4-byte one counts as 2 characters.
    const typed = {
      name: '中'.repeat(150), email: `${'中'.repeat(300)}@中.рф`, phone: `8 921 000-00-00${' '.repeat(40)}`, msg: '中'.repeat(2500),
    };
    await form.getByLabel('Имя').fill(typed.name);
    await form.getByLabel('Электронная почта').fill(typed.email);
    await form.getByLabel('Телефон').fill(typed.phone);
    await form.getByLabel('Сообщение').fill(typed.msg);
    const kept = {
      name: typed.name.slice(0, FEEDBACK_LIMITS.nameMax), email: typed.email.slice(0, FEEDBACK_LIMITS.emailMax),
      phone: typed.phone.slice(0, FEEDBACK_LIMITS.phoneMax), msg: typed.msg.slice(0, FEEDBACK_LIMITS.msgMax),
    };
    await expect(form.getByLabel('Имя').inputValue()).resolves.toBe(kept.name);
    await expect(form.getByLabel('Сообщение').inputValue()).resolves.toBe(kept.msg);
    // The longest the fields take, sent: under a page form's 32 KB, so the server answers the page (here: no topic chosen).
    const sent = page.waitForRequest((request) => request.method() === 'POST');
    await form.getByRole('button', { name: 'Отправить' }).click();
    expect((await sent).postDataBuffer()!.length).toBeGreaterThan(20 * 1024);
    await form.getByText('Выберите тему обращения').waitFor();
    await expect(form.getByLabel('Сообщение').inputValue()).resolves.toBe(kept.msg);
    await expect(form.getByLabel('Имя').inputValue()).resolves.toBe(kept.name);

    // An old browser ignoring `maxlength`, or a proxy, sends more: the page says why in Russian, and Back has the text.
    // From the page itself (Back to an answer of a post would ask to post it again).
    await page.goto(`${base}/`);
    await page.goto(`${base}/#feedback`);
    await form.getByLabel('Сообщение').fill('Когда привезут заказ?');
    await page.route(`${base}/`, (route) => route.request().method() === 'POST'
      ? route.continue({ postData: `${route.request().postData()}${encodeURIComponent('ж'.repeat(6000))}` })
      : route.continue());
    const [refused] = await Promise.all([page.waitForResponse((answer) => answer.request().method() === 'POST'),
      form.getByRole('button', { name: 'Отправить' }).click()]);
    expect(refused.status()).toBe(413);
    await page.getByText('Слишком большой запрос', { exact: true }).waitFor();
    expect(plainSpaces(await page.locator('body').innerText())).toContain('Текст формы оказался слишком длинным, и сайт его не получил. '
      + 'Вернитесь на страницу кнопкой «Назад» браузера: набранное обычно остаётся в полях.');
    await page.unroute(`${base}/`);
    await page.goBack();
    await expect.poll(() => form.getByLabel('Сообщение').inputValue()).toBe('Когда привезут заказ?');
  });

  test('when «позвонить» is followed on sert, then the same feedback block opens', async () => {
    const { page } = await openWithoutJs('/sert/');

    await page.getByRole('button', { name: 'позвонить' }).click();
    await page.waitForURL(/#feedback$/);

    await expect(block(page).getByLabel('Имя').isVisible()).resolves.toBe(true);
  });
});

describe('the personal-data consent under the feedback form', () => {
  test('when the form is shown without JavaScript, then under its button a line gives consent in the content\'s words with the policy\'s link', async () => {
    const { page } = await openWithoutJs('/#feedback');

    expect(await consentOf(block(page).locator('form'))).toEqual(EXPECTED_CONSENT);
  });

  test('when the modal is opened, then its form ends with the same consent line and link', async () => {
    const { dialog } = await openModal();

    expect(await consentOf(dialog.locator('form'))).toEqual(EXPECTED_CONSENT);
  });
});

describe('feedback with JavaScript on', () => {
  test('when «Отправить» is clicked twice at once, then one message is sent and the focus goes to the thanks', async () => {
    const { page, dialog, problems } = await openModal();
    await fill(dialog, { email: 'ivan@example.ru' });

    await dialog.getByRole('button', { name: 'Отправить' }).dblclick();

    await dialog.getByText(FEEDBACK_SENT_TEXT).waitFor();
    await page.waitForFunction((text) => document.activeElement?.textContent === text, FEEDBACK_SENT_TEXT);
    expect(feedbackPosts()).toHaveLength(1);
    expect(new URL(page.url()).hash).toBe('');
    expect(problems).toEqual([]);
  });

  test('when «позвонить» is clicked, then the modal starts from the callback request and its topic (FEEDBACK_CALLBACK_TOPIC, «Другое» by default)', async () => {
    const { page, context } = await suite.openPage(1440);
    await context.addCookies([{ name: 'cookie-accepted', value: '1', url: base }]);
    await page.goto(base + '/');
    await waitForHydration(page);

    await page.getByRole('button', { name: 'позвонить' }).click();

    const dialog = page.getByRole('dialog', { name: 'Обратная связь' });
    await dialog.waitFor();
    await expect(dialog.getByLabel('Сообщение').inputValue()).resolves.toBe('Перезвоните мне');
    await expect(dialog.getByLabel('Тема обращения').inputValue()).resolves.toBe('other');
  });
});
