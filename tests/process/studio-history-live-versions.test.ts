// «История» lists only the versions that were live, and a restore never takes away a picture
// another entry shows (docs/decisions/117-studio-history.md). The server is `npm start`'s
// (tests/support/local-studio.ts) on 15 October 2025; edits are saved and published through Decap's
// local backend API as the studio app makes them, each by its operator's cookie; «История» is
// opened and clicked in real Chromium.
// 1. A change saved twice under review (a draft title, then the title approved) and published:
//    the page shows the publish, from the live title to the approved one; the draft title is
//    nowhere on it, and a restore of the save that held it is refused, changing nothing.
// 2. A publish that added a banner, then another campaign published with the same banner:
//    «Вернуть как было» on the banner's «Файл добавлен» row is refused in Russian, naming that
//    campaign; the picture stays on the published branch and on the site.
// 3. Scheduled changes of the published content: the one whose minute came (11:00 that day) is
//    listed at its minute, by the fields it set; one still ahead and a cancelled one are not; a
//    restore of a field it sets on the site now is refused, naming it.
// 4. A scheduled banner live on a campaign, and the operator's save of its title alone in the studio's form: the
//    published file keeps the campaign's own banner (none), and no field of «История» reads the same before and
//    after (the form once held the live banner and wrote it, so the change read «banner → banner»:
//    docs/decisions/240-studio-media-never-overwrite.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { get, type ServerProcess } from '../support/server-process.js';
import { type LocalStudio, startLocalStudio, stopLocalStudio, studioGit } from '../support/local-studio.js';
import { openStudioPage, saveDraft, signIn } from '../support/studio-operator.js';
import { sameJson, type Json } from '#shared/content/field-changes.js';

const SERVED = 'content changed: the new content is served';
const DRAFT_TITLE = 'Черновой заголовок: не для сайта';
const APPROVED_TITLE = 'Акция Knauf 2025: осенние баллы';
const SCHEDULED_TITLE = 'Rockwool: утренние баллы';
/** The banner a scheduled change puts on Saint-Gobain's campaign at 10:30 that day. */
const WEEKEND_BANNER = 'sg-weekend.jpg';
let studio: LocalStudio;
let server: ServerProcess & { base: string };
let cookie: string;
let browser: Browser;

const git = (...args: string[]) => studioGit(studio.dir)(...args);
const asOperator = (name: string) => `${cookie}; promo_studio_author=${encodeURIComponent(name)}`;
const publishedFile = (file: string) => JSON.parse(git('show', `main:${file}`)) as Record<string, unknown>;

async function decap(action: string, params: Record<string, unknown>, who: string): Promise<number> {
  const answer = await fetch(`${studio.studioBase}/api/v1`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie: asOperator(who) },
    body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
  });
  await answer.arrayBuffer();
  return answer.status;
}

/** Saves `fields` of campaign `slug` under review (with `assets`), as the studio does. */
async function save(slug: string, fields: Record<string, unknown>, who: string, assets: object[] = []): Promise<void> {
  const file = `campaigns/${slug}.json`;
  expect(await decap('persistEntry', {
    entry: { slug, path: file, raw: `${JSON.stringify({ ...publishedFile(file), ...fields }, null, 2)}\n` }, assets,
    options: { collectionName: 'campaigns', commitMessage: `Правка: Акция «${slug}»`, useWorkflow: true, status: 'draft' },
  }, who)).toBe(200);
}

/** Marks campaign `slug`'s change ready and publishes it; waits till the site serves it. */
async function publish(slug: string, who: string): Promise<void> {
  const served = server.logs.filter((line) => line.msg.includes(SERVED)).length;
  expect(await decap('updateUnpublishedEntryStatus', { collection: 'campaigns', slug, newStatus: 'pending_publish' }, who)).toBe(200);
  expect(await decap('publishUnpublishedEntry', { collection: 'campaigns', slug }, who)).toBe(200);
  await server.logLine(SERVED, served + 1);
}

/** «История» in Chromium, signed in as `who`. */
async function historyPage(who: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([
    { name, value, url: studio.studioBase }, { name: 'promo_studio_author', value: encodeURIComponent(who), url: studio.studioBase },
  ]);
  const page = await context.newPage();
  expect((await page.goto(`${studio.studioBase}/history`))!.status()).toBe(200);
  return page;
}

beforeAll(async () => {
  const change = (at: string, more: object = {}) => JSON.stringify({ campaign: 'rockwool2025', at, title: SCHEDULED_TITLE, ...more });
  studio = await startLocalStudio('promo-history-live-', { PROMO_NOW: '2025-10-15T12:00:00+03:00' }, {
    'schedule/rockwool-morning.json': change('2025-10-15T11:00', { name: 'Утренний заголовок' }),
    'schedule/rockwool-later.json': change('2025-10-20T09:00'),
    'schedule/rockwool-cancelled.json': change('2025-10-14T09:00', { cancelled: true }),
    'schedule/sg-weekend.json': JSON.stringify({
      name: 'Баннер к выходным', campaign: 'saint-gobain25', at: '2025-10-15T10:30', bannerFile: WEEKEND_BANNER,
    }),
    [`banners/${WEEKEND_BANNER}`]: await sharp({ create: { width: 1600, height: 1143, channels: 3, background: '#aa3355' } })
      .jpeg().toBuffer(),
  });
  ({ server } = studio);
  cookie = String((await get(`${studio.studioBase}/`)).headers['set-cookie']).split(';')[0]!;
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await stopLocalStudio(studio);
});

describe('«История» lists what was live', () => {
  test('when a change is saved with a draft title, saved again with the approved one and published, then «История» shows the publish from the live title to the approved one, never the draft title, and a restore of that save is refused', async () => {
    const liveTitle = publishedFile('campaigns/knauf2025.json').title;
    await save('knauf2025', { title: DRAFT_TITLE }, 'Анна Петрова');
    const draftSave = git('rev-parse', 'cms/campaigns/knauf2025');
    await save('knauf2025', { title: APPROVED_TITLE }, 'Анна Петрова');
    await publish('knauf2025', 'Борис Иванов');
    expect(plainSpaces((await get(`${server.base}/promo/knauf2025`)).text)).toContain(APPROVED_TITLE);

    const page = await historyPage('Борис Иванов');
    try {
      const shown = plainSpaces(await page.locator('body').innerText());
      expect(shown).not.toContain(DRAFT_TITLE);
      const latest = page.locator('tr[data-commit-row]').first();
      expect(plainSpaces(await latest.innerText())).toContain(`Заголовок страницы: «${liveTitle}» → «${APPROVED_TITLE}»`);
      expect(await latest.getAttribute('data-commit-row')).toBe(git('rev-parse', 'main'));
      expect(await page.locator(`tr[data-commit-row="${draftSave}"]`).count()).toBe(0);
    } finally {
      await page.context().close();
    }
    // The save's commit asked for by hand: no version of the site, nothing to bring back.
    const head = git('rev-parse', 'main');
    const refused = await fetch(`${studio.studioBase}/site-api/history/${draftSave}/restore`, {
      method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}',
    });
    expect(refused.status).toBe(404);
    expect(git('rev-parse', 'main')).toBe(head);
  }, 120_000);

  test('when the operator restores the «Файл добавлен» row of a banner another campaign shows, then it is refused in Russian naming that '
    + 'campaign beside the button clicked, the publish is named by the campaign\'s title, and the picture stays on the site', async () => {
    const winter = await sharp({ create: { width: 1600, height: 1143, channels: 3, background: '#3355aa' } }).jpeg().toBuffer();
    const asset = { path: 'banners/knauf-winter.jpg', content: winter.toString('base64'), encoding: 'base64' };
    await save('knauf2025', { bannerFile: 'knauf-winter.jpg' }, 'Анна Петрова', [asset]);
    await publish('knauf2025', 'Анна Петрова');
    const added = git('rev-parse', 'main');
    await save('tehnonikol2025', { bannerFile: 'knauf-winter.jpg' }, 'Борис Иванов');
    await publish('tehnonikol2025', 'Борис Иванов');
    const head = git('rev-parse', 'main');
    const served = await get(`${server.base}/promo/tehnonikol2025`);
    expect(served.text).toMatch(/knauf-winter/);

    const page = await historyPage('Вера Смирнова');
    try {
      const row = page.locator(`tr[data-commit-row="${added}"] li[data-field="banners/knauf-winter.jpg"]`);
      // The picture by what it is for, never by its path; its campaign by its title on the site, never by its id.
      const what = plainSpaces(await page.locator(`tr[data-commit-row="${added}"] td:nth-child(4)`).innerText());
      expect(what).toContain(`Баннер акции «${APPROVED_TITLE}»`);
      expect(what).not.toContain('knauf2025');
      expect(plainSpaces(await row.innerText())).toContain('Файл добавлен');
      // What was done names the campaign by its title too, not by its file's name.
      const done = plainSpaces(await page.locator(`tr[data-commit-row="${added}"] td:nth-child(3)`).innerText());
      expect(done).toBe(`Публикация: Акция «${APPROVED_TITLE}» — Баннер-картинка`);
      const asked: string[] = [];
      page.on('dialog', (dialog) => void (asked.push(dialog.message()), dialog.accept()));
      await row.getByRole('button', { name: 'Вернуть как было' }).click();
      // The refusal stands beside the button clicked, where the operator looks.
      const status = row.getByRole('status');
      await status.filter({ hasText: /^Нельзя вернуть/ }).waitFor();
      expect(plainSpaces(await status.innerText())).toBe('Нельзя вернуть: картинку «knauf-winter.jpg» показывает '
        + 'Акция «knauf2025» (поле «Баннер-картинка»), Акция «tehnonikol2025» (поле «Баннер-картинка»), она бы пропала. '
        + 'Ничего не изменено. Сначала выберите в тех записях другую картинку, затем верните эту правку.');
      expect(asked).toEqual([`Баннер акции «${APPROVED_TITLE}»: вернуть как было до этой правки `
        + '(до неё этого файла не было — он будет удалён)? Это новая правка: прежние останутся в истории.']);
    } finally {
      await page.context().close();
    }
    expect(git('rev-parse', 'main')).toBe(head);
    expect(git('cat-file', '-t', 'main:banners/knauf-winter.jpg')).toBe('blob');
    expect(readFileSync(path.join(studio.dir, 'studio', 'published', 'banners', 'knauf-winter.jpg')).equals(winter)).toBe(true);
    expect((await get(`${server.base}/promo/tehnonikol2025`)).text).toMatch(/knauf-winter/);
  }, 120_000);

  test('when a scheduled change\'s minute has come, then «История» lists it at its minute with the fields it set, not one still ahead or cancelled, and a restore of a field it sets is refused', async () => {
    const answer = await get(`${studio.studioBase}/site-api/history`, { cookie });
    const { entries } = JSON.parse(answer.text) as { entries: Array<{ scheduled?: boolean }> };
    expect(entries.filter((entry) => entry.scheduled)).toMatchObject([{
      at: '2025-10-15T08:00:00.000Z', files: ['schedule/rockwool-morning.json'], author: 'Студия контента',
      message: 'Запланированное изменение «Утренний заголовок» вышло на сайт', restorable: false,
      changes: [{ file: 'campaigns/rockwool2025.json', fields: [{ key: 'campaigns/rockwool2025.json#/title', after: SCHEDULED_TITLE }] }],
    }, { at: '2025-10-15T07:30:00.000Z', files: ['schedule/sg-weekend.json'] }]);
    const page = await historyPage('Вера Смирнова');
    try {
      const row = page.locator('tr[data-scheduled-row="schedule/rockwool-morning.json"]');
      expect(plainSpaces(await row.innerText())).toContain(`→ «${SCHEDULED_TITLE}»`);
      expect(await row.getByRole('button').count()).toBe(0);
    } finally {
      await page.context().close();
    }
    // The campaign's own title edited and published: its restore would change nothing the visitors see.
    await save('rockwool2025', { title: 'Rockwool: новый заголовок в файле' }, 'Анна Петрова');
    await publish('rockwool2025', 'Анна Петрова');
    const head = git('rev-parse', 'main');
    const refused = await fetch(`${studio.studioBase}/site-api/history/${head}/restore`, {
      method: 'POST', headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ fields: ['campaigns/rockwool2025.json#/title'] }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('Нельзя вернуть поле «Заголовок страницы» (Акция «rockwool2025»): '
      + 'на сайте его сейчас задаёт запланированное изменение «Утренний заголовок», возврат ничего бы не изменил. Ничего не изменено. '
      + 'Если нужно прежнее значение, отмените то изменение в «Календаре».');
    expect(git('rev-parse', 'main')).toBe(head);
  }, 90_000);

  test('when a scheduled banner is live on a campaign and the operator saves only its title in the studio\'s form, then the file keeps '
    + 'the campaign\'s own banner and no field of «История» reads the same before and after', async () => {
    const file = 'campaigns/saint-gobain25.json';
    const operator = await openStudioPage(browser);
    try {
      await operator.page.goto(`${studio.studioBase}/#/collections/campaigns/entries/saint-gobain25`);
      await signIn(operator);
      const title = operator.page.getByLabel('Заголовок страницы', { exact: true });
      await expect.poll(() => title.inputValue()).toBe(publishedFile(file).title);
      await title.fill('Акция Saint-Gobain Vetonit: баллы за смеси до 30 ноября');
      await saveDraft(operator);
    } finally {
      await operator.context.close();
    }
    await publish('saint-gobain25', 'Анна Петрова');

    interface Field { key: string; before?: Json; after?: Json; whole?: string }
    const { entries } = JSON.parse((await get(`${studio.studioBase}/site-api/history`, { cookie })).text) as {
      entries: Array<{ commit: string; scheduled?: boolean; changes: Array<{ fields: Field[] }> }>;
    };
    const fields = entries.flatMap((entry) => entry.changes.flatMap((changed) => changed.fields.map((field) => ({ ...field, entry }))));
    expect(fields.filter((field) => field.whole === undefined && sameJson(field.before, field.after))).toEqual([]);
    expect(entries[0]!.changes.flatMap((changed) => changed.fields.map((field) => field.key))).toEqual([`${file}#/title`]);
    expect(entries.find((entry) => entry.scheduled && entry.changes[0]?.fields[0]?.key === `${file}#/bannerFile`)?.changes[0]?.fields)
      .toEqual([{ key: `${file}#/bannerFile`, label: 'Баннер-картинка', after: WEEKEND_BANNER }]);
    expect(publishedFile(file)).not.toHaveProperty('bannerFile');
    // The page as the operator reads it: no row «X → X».
    const page = await historyPage('Вера Смирнова');
    try {
      const same = await page.locator('del')
        .evaluateAll((shown) => shown.filter((before) => before.nextElementSibling?.textContent === before.textContent).length);
      expect(same).toBe(0);
      expect(plainSpaces(await page.locator('tr[data-scheduled-row="schedule/sg-weekend.json"]').innerText())).toMatch(/Баннер-картинка: пусто → /);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
