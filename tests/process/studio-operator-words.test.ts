// The studio as the operator reads it, in real Chromium (docs/content.md): an address pasted in a tab that
// showed another entry opens that entry's own form; a refused save names its fields by the form's labels and says
// what to do; the scheduled changes' list says each one's name, Moscow minute and campaign.
import { describe, expect, test } from 'vitest';
import { plainSpaces } from '../support/plain-spaces.js';
import { saveDraft } from '../support/studio-operator.js';
import { useStudioOperatorSuite } from '../support/studio-operator-suite.js';

const DAY = '2025-11-15T12:00:00+03:00';

const suite = useStudioOperatorSuite({ prefix: 'promo-studio-operator-words-', env: { PROMO_NOW: DAY } });
/** A scheduled change gone live on rockwool25 on 10 November. */
const LIVE_CHANGE = {
  name: 'Заголовок к распродаже', campaign: 'rockwool25', at: '2025-11-10T10:00', title: 'Rockwool: распродажа до конца ноября',
};
/** Changes to come on 25 November, on rockwool25 and on tehnonikol25. */
const ROCKWOOL_CHANGE = {
  name: 'Новый заголовок к распродаже', campaign: 'rockwool25', at: '2025-11-25T22:22',
  title: 'Rockwool: распродажа выходных', focus: { x: 0.3, y: 0.5 },
};
const TEHNONIKOL_CHANGE = {
  name: 'Новый заголовок', campaign: 'tehnonikol25', at: '2025-11-25T22:22', title: 'Технониколь: распродажа выходных',
};
// Two studios for the file's tests (docs/decisions/970-ci-work-sized-to-its-assertions.md): one with no change live (one to come
// on rockwool25), whose test that saves comes last and saves what no later test opens (a new change); and one with a
// change live on rockwool25 and one to come on tehnonikol25, which its tests only read. The tests that only read a studio
// share its reader's page (`visit`), each moving it by the address's hash; the others sign an operator in of their own.
const unscheduled = suite.shared({ 'schedule/novyj-zagolovok-k-rasprodazhe.json': JSON.stringify(ROCKWOOL_CHANGE) });
const scheduled = suite.shared({
  'schedule/zagolovok.json': JSON.stringify(LIVE_CHANGE),
  'schedule/novyj-zagolovok.json': JSON.stringify(TEHNONIKOL_CHANGE),
});

describe('the studio as the operator reads it', () => {
  test('when an address of a brand is pasted in a tab that shows a campaign, then the brand\'s own form opens with its fields', async () => {
    const { page, studio } = await unscheduled.visit('campaigns/entries/rockwool25');
    await expect.poll(() => page.getByLabel('Адрес страницы', { exact: true }).inputValue()).toBe('rockwool25');
    // Pasted in the address bar: the same document, another hash.
    await page.goto(`${studio.studioBase}/#/collections/brands/entries/knauf`);
    await expect.poll(() => page.getByLabel('Код бренда', { exact: true }).inputValue()).toBe('knauf');
    await expect.poll(() => page.getByLabel('Название', { exact: true }).inputValue()).toBe('Knauf');
    expect(await page.getByLabel('Адрес страницы', { exact: true }).count()).toBe(0);
  }, 120_000);

  test('when the announce day is set after the first day and saved, then the refusal names «Первый день» by its label, and no key', async () => {
    const { page } = await unscheduled.openStudio('campaigns/entries/rockwool25');
    await expect.poll(() => page.getByLabel('Адрес страницы', { exact: true }).inputValue()).toBe('rockwool25');
    await page.locator('input[id^="announce-field"]').fill('2025-09-10');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    const told = page.getByText(/^Не удалось сохранить запись: .*«Анонс с».*позже, чем «Первый день»: анонс начинается не позже первого дня акции/);
    await told.waitFor();
    expect(await told.innerText()).not.toMatch(/\b(starts|announce)\b/);
  }, 120_000);

  test('when the operator opens the scheduled changes, then each reads its name, its Moscow minute and its campaign\'s address', async () => {
    const { page } = await unscheduled.visit('schedule');
    const line = page.getByText(/^«Новый заголовок к распродаже» — /);
    await expect.poll(async () => plainSpaces(await line.innerText())).toBe('«Новый заголовок к распродаже» — 25.11.2025, 22:22, '
      + '/promo/rockwool25');
  }, 120_000);

  test('when the operator opens the studio, a new form and the review board, then no sign-in is asked and Decap\'s words are the guide\'s', async () => {
    const { page } = await unscheduled.visit('campaigns/new');
    await page.getByLabel('Адрес страницы', { exact: true }).waitFor();
    const form = (await page.locator('body').innerText()).toLowerCase();
    expect(form).not.toContain('изменения сохранены');
    expect(form).toContain('несохранённых изменений нет');
    expect(await page.getByRole('button', { name: 'Войти' }).count()).toBe(0);
    await page.goto(page.url().replace(/#.*$/, '#/workflow'));
    await page.getByText('Черновики', { exact: true }).waitFor();
    const board = await page.locator('body').innerText();
    expect(board).toMatch(/На проверке/);
    expect(board).toMatch(/Готово/);
    expect(board).not.toMatch(/На рассмотрении|Одобрен/);
  }, 120_000);

  test('when the operator\'s name is given and the form is scrolled to its end, with the preview and without it, then neither the name\'s '
    + 'bar nor the corner links cover a field; the media library\'s search says what it searches', async () => {
    const { page } = await unscheduled.openStudio('campaigns/entries/rockwool25');
    await page.getByPlaceholder('Имя и фамилия').fill('Мария Кузнецова');
    await page.getByRole('button', { name: 'Запомнить имя' }).click();
    const bar = page.getByRole('region', { name: 'Подпись правок' });
    await bar.getByText('Правки подписаны: Мария Кузнецова').waitFor();
    await expect.poll(() => page.getByLabel('Адрес страницы', { exact: true }).inputValue()).toBe('rockwool25');
    // Decap's «Check for Preview ↻» on a saved entry, waiting for a deploy's address: in the studio's words.
    await page.getByRole('button', { name: 'Адрес на сайте — после публикации' }).waitFor();
    // Each field's label and control the bar or the links overlap, the form's scrolling box scrolled to its end.
    const covered = () => page.evaluate(() => {
      const corners = [...document.querySelectorAll('.operator-name, .studio-links')].map((element) => element.getBoundingClientRect());
      const field = document.querySelector('[class*="ControlPaneContainer"] input, [class*="ControlPaneContainer"] textarea')!;
      for (let box: Element | null = field; box; box = box.parentElement) box.scrollTop = box.scrollHeight;
      const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const shown = [...document.querySelectorAll('[class*="ControlPaneContainer"] :is(label, input, textarea, [class*="control"])')]
        .filter((element) => { const { top, bottom } = element.getBoundingClientRect(); return bottom > 0 && top < innerHeight; });
      return {
        shown: shown.length,
        covered: shown.filter((element) => corners.some((corner) => overlaps(element.getBoundingClientRect(), corner)))
          .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40) ?? ''}`),
      };
    });
    // The form's last fields are on the screen, and none under the corners.
    expect(await covered()).toEqual({ shown: expect.any(Number), covered: [] });
    expect((await covered()).shown).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Показать или скрыть предпросмотр' }).click();
    await expect.poll(() => page.locator('iframe').count()).toBe(0);
    // A laptop's screen, where the form alone reaches the corners.
    await page.setViewportSize({ width: 900, height: 700 });
    expect(await covered()).toEqual({ shown: expect.any(Number), covered: [] });
    expect((await covered()).shown).toBeGreaterThan(5);

    await page.getByRole('button', { name: /Выберите (другое )?изображение/ }).first().click();
    await expect.poll(() => page.getByPlaceholder('Поиск по имени файла').count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toContain('Идёт поиск');
  }, 120_000);

  test('when the operator names a new scheduled change in Russian, then it is saved under a Latin file name made of those words', async () => {
    const { page, operator } = await unscheduled.openStudio('schedule/new');
    await page.getByLabel('Название изменения', { exact: true }).fill('Баннер к выходным');
    await page.locator('input[id^="campaign-field"]').fill('Rockwool');
    await page.getByRole('option', { name: /Акция Rockwool: дополнительные/ }).click();
    await page.locator('input[id^="at-field"]').fill('2025-11-28T10:00');
    await page.getByLabel('Заголовок страницы').fill('Rockwool: выходные');
    await saveDraft(operator);
    await expect.poll(() => page.url()).toContain('#/collections/schedule/entries/banner-k-vykhodnym');
    expect(operator.journal.filter((line) => line.includes('page error'))).toEqual([]);
  }, 120_000);
});

describe('the studio with a scheduled change live, as the operator reads it', () => {
  test('when a scheduled change has gone live on a campaign, then its form holds the campaign\'s own title', async () => {
    const { page } = await scheduled.visit('campaigns/entries/rockwool25');
    await expect.poll(() => page.getByLabel('Заголовок страницы', { exact: true }).inputValue())
      .toBe('Акция Rockwool: дополнительные баллы за теплоизоляцию');
  }, 120_000);

  test('when the operator opens a scheduled change, then its preview is the campaign\'s page with the change\'s title and its '
    + 'brand\'s red mark; a finished campaign\'s preview opens on «завершена»', async () => {
    const change = TEHNONIKOL_CHANGE;
    const { page, studio } = await scheduled.visit('schedule/entries/novyj-zagolovok');
    const pane = () => page.frameLocator('iframe').first();
    const sitePage = () => pane().frameLocator('iframe[title^="Страница акции"]');
    await expect.poll(async () => plainSpaces(await sitePage().locator('h1').innerText()), { timeout: 60_000 }).toBe(change.title);
    // The campaign's own page, styled by the site's CSS: its fields beside the changed one, the organiser's legal text.
    expect(plainSpaces(await sitePage().locator('body').innerText())).toContain('ООО «Петрович-Торговый Дом»');
    // Its brand's mark as the site draws it: the brand's name, on the brand's red (content/brands/tehnonikol.json).
    const mark = sitePage().getByRole('img', { name: 'Технониколь' });
    await expect.poll(() => mark.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(179, 0, 27)');
    // The change's day, 25 November, is a running day of the campaign.
    expect(await pane().getByRole('button', { name: 'идёт', pressed: true }).count()).toBe(1);

    // knauf2025 ended on 31 October: its page opens as the site shows it on 15 November.
    await page.goto('about:blank');
    await page.goto(`${studio.studioBase}/#/collections/campaigns/entries/knauf2025`);
    await expect.poll(() => sitePage().locator('h1').count(), { timeout: 60_000 }).toBe(1);
    expect(await pane().getByRole('button', { name: 'завершена', pressed: true }).count()).toBe(1);
  }, 120_000);
});
