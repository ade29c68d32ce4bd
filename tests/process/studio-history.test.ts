// «История» of the embedded studio (docs/decisions/117-studio-history.md,
// docs/decisions/117-studio-history.md): the published branch's commits with when, who (the
// name the operator gave the studio in their browser) and what, field by field by the studio's
// labels with the values before and after; «Вернуть это поле» as a new commit that puts back
// one field merged into the file as it is now, which the running site takes by its hot reload.
// A restore of a field a later edit changed is refused in Russian, naming the field and that
// edit, and changes nothing; nothing of it answers without the studio's credentials. Edits are
// published through Decap's local backend API, as the studio app makes them, each by its
// operator's cookie; the restore is clicked on the page in real Chromium; the server is
// `npm start`'s (tests/support/local-studio.ts). The page reads as sentences: a version is named
// by who and when (Moscow's time in words), a picture by the entry that shows it, a day in words;
// no commit, no file's path, no ISO date, and no folder's JSON Schema as if it were an entry.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { plainSpaces } from '../support/plain-spaces.js';
import { get, stopServersAndRemove, type ServerProcess } from '../support/server-process.js';
import { startLocalStudio, studioGit } from '../support/local-studio.js';
import { launchBrowser } from '../support/browser.js';

const FILE = 'campaigns/knauf2025.json';
const SERVED = 'content changed: the new content is served';
const TITLE = 'Акция Knauf 2025: покупайте материалы Knauf и получайте дополнительные баллы';
/** The campaign's title after the title edit: the page names the campaign by it (its title on the site now). */
const AUTUMN_TITLE = 'Акция Knauf 2025: осенние баллы';
/** What a publish of the campaign's banner, or of its title, says in its merge: each publish is a merge in the studio's words. */
const BANNER_PUBLISH = 'Публикация: Акция «knauf2025» — Баннер-картинка';
const TITLE_PUBLISH = 'Публикация: Акция «knauf2025» — Заголовок страницы';
let dir: string;
let studioBase: string;
let server: ServerProcess & { base: string };
let cookie: string;
/** The campaign's banner pictures as the page showed them before any edit. */
let springBanner: string[];
/** A folder's JSON Schema as the content carries one beside the entries (the loader skips it): no entry of «История». */
const SCHEMA = (title: string) => `${JSON.stringify({ $schema: 'https://json-schema.org/draft/2020-12/schema', title, type: 'object' }, null, 2)}\n`;
/** An instant as the studio says it: Moscow's day and minute in words («25 ноября 2026, 14:05»), told apart from the product's code. */
const moscowWords = (epochMs: number) => {
  const part = Object.fromEntries(new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit',
  }).formatToParts(epochMs).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
};
const MOSCOW_WORDS = /^\d{1,2} (?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}, \d{2}:\d{2}$/;
/** When a commit of the studio's repository was made, in the studio's words. */
const commitWords = (commit: string) => moscowWords(Number(git('log', '-1', '--format=%at', commit)) * 1000);

const git = (...args: string[]) => studioGit(dir)(...args);
const asOperator = (name: string) => `${cookie}; promo_studio_author=${encodeURIComponent(name)}`;
const published = () => JSON.parse(readFileSync(path.join(dir, 'studio', 'published', FILE), 'utf8')) as Record<string, unknown>;

async function decap(action: string, params: Record<string, unknown>, who: string): Promise<number> {
  const answer = await fetch(`${studioBase}/api/v1`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie: asOperator(who) },
    body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
  });
  await answer.arrayBuffer();
  return answer.status;
}

/**
 * Saves the campaign with `fields` changed (on the published file as it is) as a pending edit by
 * `who`, marks it ready and publishes it, as the studio does; waits till the site serves it.
 */
async function publish(fields: Record<string, unknown>, commitMessage: string, who: string): Promise<void> {
  const served = server.logs.filter((line) => line.msg.includes(SERVED)).length;
  const entry = { ...published(), ...fields };
  expect(await decap('persistEntry', {
    entry: { slug: 'knauf2025', path: FILE, raw: `${JSON.stringify(entry, null, 2)}\n` }, assets: [],
    options: { collectionName: 'campaigns', commitMessage, useWorkflow: true, status: 'draft' },
  }, who)).toBe(200);
  const ready = { collection: 'campaigns', slug: 'knauf2025', newStatus: 'pending_publish' };
  expect(await decap('updateUnpublishedEntryStatus', ready, who)).toBe(200);
  expect(await decap('publishUnpublishedEntry', { collection: 'campaigns', slug: 'knauf2025' }, who)).toBe(200);
  await server.logLine(SERVED, served + 1);
}

interface Field { key: string; label: string; before?: unknown; after?: unknown; whole?: string }
interface Entry {
  commit: string; at: string; author: string; message: string; files: string[]; restorable: boolean;
  changes: Array<{ file: string; title: string; fields: Field[] }>;
}
async function history(): Promise<Entry[]> {
  const answer = await get(`${studioBase}/site-api/history`, { cookie });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { entries: Entry[] }).entries;
}

function restore(commit: string, body: object = {}, headers: Record<string, string> = { cookie, 'content-type': 'application/json' }) {
  return fetch(`${studioBase}/site-api/history/${commit}/restore`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** What a refused restore must leave as it was: the branch, Decap's working tree, the worktrees. */
const repoState = () => [
  git('rev-parse', 'main'), git('branch', '--show-current'), git('status', '--porcelain'), git('worktree', 'list', '--porcelain'),
];

/** The banner pictures the campaign's page shows (their addresses carry the art's version). */
const bannerSources = async () => [...(await get(`${server.base}/promo/knauf2025`)).text.matchAll(/(?:src|srcset)="([^"]*banner[^"]*)"/g)]
  .map((match) => match[1]!).sort();

beforeAll(async () => {
  const art = (background: string) => sharp({ create: { width: 1600, height: 1143, channels: 3, background } }).jpeg().toBuffer();
  const seedCampaign = JSON.parse(readFileSync(path.join('tests/fixtures/content', FILE), 'utf8')) as Record<string, unknown>;
  const studio = await startLocalStudio('promo-history-', { PROMO_NOW: '2025-10-15T12:00:00+03:00' }, {
    'banners/knauf-spring.jpg': await art('#2266aa'), 'banners/knauf-autumn.jpg': await art('#aa6622'),
    [FILE]: `${JSON.stringify({ ...seedCampaign, bannerFile: 'knauf-spring.jpg' }, null, 2)}\n`,
    'campaigns/schema.json': SCHEMA('Акция'), 'brands/schema.json': SCHEMA('Бренд'),
  });
  ({ dir, server, studioBase } = studio);
  cookie = String((await get(`${studioBase}/`)).headers['set-cookie']).split(';')[0]!;
});
afterAll(() => stopServersAndRemove(dir));

describe('the studio\'s history', () => {
  test('when the studio\'s page opens, then «История» is beside «Состояние сайта»', async () => {
    const page = (await get(`${studioBase}/`)).text;
    expect(page).toMatch(/<a class="site-state-link" href="\/site-state"[^>]*>Состояние сайта<\/a>\s*<a class="history-link" href="\/history"[^>]*>История<\/a>/);
  });

  test('when the history is asked without the studio\'s credentials, then every path of it refuses and a restore changes nothing', async () => {
    const first = git('rev-list', '--max-parents=0', 'main');
    const before = repoState();
    const page = await get(`${studioBase}/history`);
    expect(page.status).toBe(401);
    expect(page.text).toContain('Нужен вход в студию');
    expect((await get(`${studioBase}/site-api/history`)).status).toBe(401);
    const bare = await restore(first, {}, { 'content-type': 'application/json' });
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { message: string }).message).toMatch(/^Нужен вход в студию/);
    // With the cookie, a form post (what another site could make the browser send) is refused too.
    const form = await restore(first, {}, { cookie, 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(repoState()).toEqual(before);
  });

  test('when two operators publish a banner change and then a title change of one campaign, then the history says who changed which field from what to what', async () => {
    springBanner = await bannerSources();
    expect(springBanner.length).toBeGreaterThan(0);
    await publish({ bannerFile: 'knauf-autumn.jpg' }, 'Акция knauf2025: осенний баннер', 'Анна Петрова');
    expect(await bannerSources()).not.toEqual(springBanner);
    await publish({ title: AUTUMN_TITLE }, 'Акция knauf2025: заголовок', 'Борис Иванов');
    const [titleEdit, bannerEdit, ...older] = await history();
    expect(titleEdit).toMatchObject({
      commit: git('rev-parse', 'main'), author: 'Борис Иванов', files: [FILE], message: TITLE_PUBLISH, restorable: true,
      changes: [{ file: FILE, title: 'Акция «knauf2025»', fields: [
        { key: `${FILE}#/title`, label: 'Заголовок страницы', before: TITLE, after: AUTUMN_TITLE },
      ] }],
    });
    expect(bannerEdit).toMatchObject({
      author: 'Анна Петрова', message: BANNER_PUBLISH,
      changes: [{ file: FILE, fields: [
        { key: `${FILE}#/bannerFile`, label: 'Баннер-картинка', before: 'knauf-spring.jpg', after: 'knauf-autumn.jpg' },
      ] }],
    });
    expect(Date.parse(titleEdit!.at)).toBe(Number(git('log', '-1', '--format=%at', 'main')) * 1000);
    // Decap's commits are as it made them: the name is the studio's note on them.
    expect(git('log', '-1', '--format=%an', 'main')).toBe('Студия контента');
    expect(older.at(-1)).toMatchObject({ message: 'Контент сайта: начало истории студии', restorable: false });
  });

  test('when a field a later edit changed is restored, then it is refused in Russian naming the field and that edit, and nothing changes', async () => {
    const [, bannerEdit] = await history();
    await publish({ bannerFile: 'knauf-spring.jpg', title: 'Акция Knauf 2025: весенние баллы' }, 'Акция knauf2025: весна', 'Вера Смирнова');
    const [spring] = await history();
    const served = await bannerSources();
    const before = repoState();
    const answer = await restore(bannerEdit!.commit, { fields: [`${FILE}#/bannerFile`] });
    expect(answer.status).toBe(409);
    // The later edit is named by when and who, as its row says them.
    expect(((await answer.json()) as { message: string }).message).toBe('Нельзя вернуть поле «Баннер-картинка» (Акция «knauf2025»): ' +
      `позже его изменила правка от ${commitWords(spring!.commit)} (Вера Смирнова). Ничего не изменено. ` +
      'Верните сначала ту правку или поправьте поле в студии.');
    expect(repoState()).toEqual(before);
    expect(await bannerSources()).toEqual(served);
    // Put back as it was for the next test: the spring edit undone field by field, as one restore. The reload it brings is
    // counted from the lines before the restore was asked: one counted after its answer may come before the count.
    const reloads = server.logs.filter((line) => line.msg.includes(SERVED)).length;
    const undo = await restore(spring!.commit, {}, { cookie: asOperator('Вера Смирнова'), 'content-type': 'application/json' });
    expect(undo.status).toBe(200);
    await server.logLine(SERVED, reloads + 1);
    expect(published()).toMatchObject({ bannerFile: 'knauf-autumn.jpg', title: AUTUMN_TITLE });
  });

  test('when the operator clicks «Вернуть это поле» on the banner in Chromium after a later title edit of the same file, then the banner is restored, the later title stays, and the site serves it (its time printed)', async () => {
    const entries = await history();
    const bannerEdit = entries.find((entry) => entry.message === BANNER_PUBLISH && entry.author === 'Анна Петрова')!;
    const head = git('rev-parse', 'main');
    const served = server.logs.filter((line) => line.msg.includes(SERVED)).length;
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([
        { name, value, url: studioBase }, { name: 'promo_studio_author', value: encodeURIComponent('Анна Петрова'), url: studioBase },
      ]);
      const page = await context.newPage();
      expect((await page.goto(`${studioBase}/history`))!.status()).toBe(200);
      const row = page.locator(`tr[data-commit-row="${bannerEdit.commit}"]`);
      await expect(row.textContent()).resolves.toContain('Анна Петрова');
      await expect(row.textContent()).resolves.toContain('Баннер-картинка: «knauf-spring.jpg» → «knauf-autumn.jpg»');
      const asked: string[] = [];
      page.on('dialog', (dialog) => void (asked.push(dialog.message()), dialog.accept()));
      const clicked = Date.now();
      await row.locator(`li[data-field="${FILE}#/bannerFile"]`).getByRole('button', { name: 'Вернуть это поле' }).click();
      await page.getByRole('status').filter({ hasText: /^Готово/ }).waitFor();
      await server.logLine(SERVED, served + 1);
      const sources = await bannerSources();
      const ms = Date.now() - clicked;
      console.info(`studio restore of one field: click «Вернуть это поле» → served in ${ms} ms`);
      expect(asked).toEqual([`Вернуть поле «Баннер-картинка» (Акция «${AUTUMN_TITLE}») как было до этой правки: «knauf-spring.jpg»? ` +
        'Это новая правка: прежние останутся в истории.']);
      expect(sources).toEqual(springBanner);
      expect(plainSpaces((await get(`${server.base}/promo/knauf2025`)).text)).toContain(AUTUMN_TITLE);
    } finally {
      await browser.close();
    }
    expect(published()).toMatchObject({ bannerFile: 'knauf-spring.jpg', title: AUTUMN_TITLE });
    // A new commit on top, signed by who clicked: the edit it undoes stays in the history, which was not rewritten.
    expect(git('rev-parse', 'main^')).toBe(head);
    // Its subject names the version it went back before by when and who, and what it put back; its body the commit, for git.
    expect(git('log', '-1', '--format=%s', 'main')).toBe(`Возврат как было до правки от ${commitWords(bannerEdit.commit)} ` +
      '(Анна Петрова): Акция «knauf2025» — Баннер-картинка');
    expect(git('log', '-1', '--format=%b', 'main')).toContain(`Возвращает поля правки ${bannerEdit.commit}: ${FILE}#/bannerFile.`);
    const [latest] = await history();
    expect(latest).toMatchObject({
      commit: git('rev-parse', 'main'), author: 'Анна Петрова',
      changes: [{ fields: [{ label: 'Баннер-картинка', before: 'knauf-autumn.jpg', after: 'knauf-spring.jpg' }] }],
    });
    // Decap's working tree is on the published branch with its files: its next edit starts from the restored content.
    expect(git('branch', '--show-current')).toBe('main');
    expect(git('status', '--porcelain')).toBe('');
    expect(git('worktree', 'list', '--porcelain')).not.toContain('restoring');
  }, 180_000);

  test('when «История» is read after edits, restores, a new banner, a day moved, a status changed and a schema regenerated, then it reads as sentences: who, when in Moscow words, what by the form\'s words, never a commit, a path, an ISO date or the schema', async () => {
    // A new picture uploaded with the campaign's change, its last day moved and its status changed: published as the studio does.
    const winter = await sharp({ create: { width: 1600, height: 1143, channels: 3, background: '#3355aa' } }).jpeg().toBuffer();
    const served = server.logs.filter((line) => line.msg.includes(SERVED)).length;
    const moved = { ...published(), bannerFile: 'knauf-winter.jpg', ends: '2025-11-30', status: 'archived' };
    expect(await decap('persistEntry', {
      entry: { slug: 'knauf2025', path: FILE, raw: `${JSON.stringify(moved, null, 2)}\n` },
      assets: [{ path: 'banners/knauf-winter.jpg', content: winter.toString('base64'), encoding: 'base64' }],
      options: { collectionName: 'campaigns', commitMessage: 'Правка: Акция «knauf2025»', useWorkflow: true, status: 'draft' },
    }, 'Галина Орлова')).toBe(200);
    const ready = { collection: 'campaigns', slug: 'knauf2025', newStatus: 'pending_publish' };
    expect(await decap('updateUnpublishedEntryStatus', ready, 'Галина Орлова')).toBe(200);
    expect(await decap('publishUnpublishedEntry', { collection: 'campaigns', slug: 'knauf2025' }, 'Галина Орлова')).toBe(200);
    await server.logLine(SERVED, served + 1);
    const winterEdit = git('rev-parse', 'main');
    // A developer regenerates the campaigns' JSON Schema beside the entries: no version of what the site shows.
    const repo = path.join(dir, 'studio', 'repo');
    writeFileSync(path.join(repo, 'campaigns/schema.json'), SCHEMA('Акция: content/campaigns/<id>.json'));
    git('-c', 'user.name=Разработчик', '-c', 'user.email=dev@example.invalid', 'commit', '--quiet', '--no-verify', '-am',
      'Схема акций обновлена');
    const schemaEdit = git('rev-parse', 'main');

    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ locale: 'ru-RU' });
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: studioBase }]);
      const page = await context.newPage();
      expect((await page.goto(`${studioBase}/history`))!.status()).toBe(200);
      const text = plainSpaces(await page.locator('body').innerText());
      // Nothing a machine names things by: no commit (full or short), no file's path, no ISO day, no schema as «Акция «schema»».
      expect(text).not.toMatch(/\b[0-9a-f]{7,40}\b/);
      expect(text).not.toMatch(/\b(?:campaigns|brands|banners|schedule)\//);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(text).not.toMatch(/schema/i);
      expect(text).not.toMatch(/Файл «?[\w.-]+\.\w+/);
      // The machines' handles stay where the page's script and tests read them: the row's and the button's attributes.
      expect(await page.locator(`tr[data-commit-row="${schemaEdit}"]`).count()).toBe(0);
      const winterRow = page.locator(`tr[data-commit-row="${winterEdit}"]`);
      const cells = (await winterRow.locator('td').allInnerTexts()).map(plainSpaces);
      expect(cells[0]).toBe(commitWords(winterEdit));
      expect(cells[1]).toBe('Галина Орлова');
      expect(cells[3]).toContain('Последний день: 31 октября 2025 → 30 ноября 2025');
      // A choice by the form's word for it, never the value the file holds.
      expect(cells[3]).toMatch(/: Опубликована → В архиве/);
      expect(cells[3]).not.toMatch(/published|archived/);
      // The new picture by what it is for and whose it is, the campaign by its title on the site, never by its id.
      const picture = winterRow.locator('li[data-field="banners/knauf-winter.jpg"]');
      expect(cells[3]).toContain(`Баннер акции «${AUTUMN_TITLE}»`);
      expect(cells[3]).toContain(`Акция «${AUTUMN_TITLE}»`);
      expect(cells[3]).not.toContain('knauf2025');
      expect(plainSpaces(await picture.innerText())).toBe('Файл добавлен Вернуть как было');
      await expect(picture.getByRole('button', { name: 'Вернуть как было' }).getAttribute('data-commit')).resolves.toBe(winterEdit);
      // Every row's time is Moscow's in words; a restore names the version it went back before by who and when.
      for (const when of await page.locator('tbody tr td:first-child').allInnerTexts()) {
        expect(plainSpaces(when)).toMatch(MOSCOW_WORDS);
      }
      const restores = (await page.locator('tbody tr td:nth-child(3)').allInnerTexts()).filter((what) => what.startsWith('Возврат'));
      expect(restores.length).toBe(2);
      // The campaign by its title on the site here too (the commit's subject keeps its id).
      const restore = new RegExp(String.raw`^Возврат как было до правки от \d{1,2} [а-я]+ \d{4}, \d{2}:\d{2} \([А-Я][а-я]+ [А-Я][а-я]+\): `
        + `Акция «${AUTUMN_TITLE}» — `);
      for (const what of restores) expect(plainSpaces(what)).toMatch(restore);
      // The studio's start is one sentence, not every file the content had.
      const start = plainSpaces(await page.locator('tbody tr').last().innerText());
      expect(start).toContain('Контент сайта, каким студия его получила.');
      expect(start).toContain('Начало истории: до него вернуть нечего.');
      await context.close();
    } finally {
      await browser.close();
    }
  }, 180_000);
});
