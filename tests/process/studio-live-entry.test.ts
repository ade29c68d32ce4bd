// A scheduled change that goes live while its campaign's form is open, in real Chromium (docs/content.md «Календарь и
// запланированные изменения», docs/decisions/335-studio-speaks-the-operators-words.md): the form shows what is live
// without the operator reloading it; a form with unsaved edits keeps them until the operator asks for the live version.
// The site's clock starts at 11:59:30 on 15 November 2025 (PROMO_NOW) and runs on; the changes' minute is 12:01.
import { describe, expect, test } from 'vitest';
import { plainSpaces } from '../support/plain-spaces.js';
import { useStudioOperatorSuite } from '../support/studio-operator-suite.js';

const { openStudio } = useStudioOperatorSuite({ prefix: 'promo-studio-live-entry-', env: { PROMO_NOW: '2025-11-15T11:59:30+03:00' } });

describe('a scheduled change going live on the campaign being edited', () => {
  test('when a scheduled change goes live while its campaign\'s form is open, then a form with nothing unsaved is loaded again with '
    + 'the live title and says why; one with unsaved edits keeps them, names the change, loads the live version when asked', async () => {
    // Both go live at 12:01, 90 s after the server's start.
    const at = '2025-11-15T12:01';
    const [clean, edited] = [
      { name: 'Заголовок к обеду', campaign: 'rockwool25', at, title: 'Rockwool: баллы после полудня' },
      { name: 'Новый заголовок Технониколь', campaign: 'tehnonikol25', at, title: 'Технониколь: баллы после полудня' },
    ];
    const { page, studio, operator } = await openStudio('campaigns/entries/tehnonikol25', {
      'schedule/zagolovok-k-obedu.json': JSON.stringify(clean), 'schedule/novyj-zagolovok.json': JSON.stringify(edited),
    });
    const other = await operator.context.newPage();
    await other.goto(`${studio.studioBase}/#/collections/campaigns/entries/rockwool25`);
    const title = (tab: typeof page) => tab.getByLabel('Заголовок страницы', { exact: true });
    await expect.poll(() => title(other).inputValue()).toBe('Акция Rockwool: дополнительные баллы за теплоизоляцию');
    await expect.poll(() => title(page).inputValue()).toBe('Акция Технониколь: дополнительные баллы за материалы');
    const typed = 'Описание, которое оператор ещё не сохранил.';
    await page.getByLabel('Описание', { exact: true }).fill(typed);
    // Both forms were open before the minute: the scenario holds (else the machine was too slow to open them in 90 s).
    expect(studio.server.logs.filter((line) => line.msg.includes('scheduled change due'))).toEqual([]);

    const due = Number((await studio.server.logLine('scheduled change due')).time);
    await expect.poll(() => title(other).inputValue(), { timeout: 60_000 }).toBe(clean.title);
    console.info(`the change due → the clean form shows it: ${Date.now() - due} ms`);
    const reloaded = other.getByRole('status').filter({ hasText: 'Форма загружена заново' });
    expect(plainSpaces(await reloaded.innerText())).toContain('Форма загружена заново: на сайте вступило в силу запланированное '
      + 'изменение «Заголовок к обеду» с 15 ноября 2025, 12:01 (Заголовок страницы). Форма показывает значения, которые сейчас на сайте.');

    const notice = page.getByRole('status').filter({ hasText: 'Пока форма была открыта' });
    await notice.waitFor({ timeout: 60_000 });
    console.info(`the change due → the notice over unsaved edits: ${Date.now() - due} ms`);
    expect(plainSpaces(await notice.innerText())).toContain('запланированное изменение этой акции: «Новый заголовок Технониколь» '
      + 'с 15 ноября 2025, 12:01 (Заголовок страницы). В форме — прежние значения и ваши несохранённые правки.');
    // Nothing the operator typed is overwritten until asked.
    expect(await page.getByLabel('Описание', { exact: true }).inputValue()).toBe(typed);
    expect(await title(page).inputValue()).toBe('Акция Технониколь: дополнительные баллы за материалы');
    await notice.getByRole('button', { name: 'Загрузить версию с сайта' }).click();
    await expect.poll(() => title(page).inputValue()).toBe(edited.title);
    expect(await page.getByLabel('Описание', { exact: true }).inputValue()).not.toBe(typed);
    // Neither the browser's «leave the page?» nor Decap's offer of the dropped edits' local copy was asked.
    expect(operator.journal.filter((line) => line.includes('dialog'))).toEqual([]);
  }, 240_000);

});
