// The operator's month, as ONE walk in real Chromium through the studio alone (docs/content.md):
// `node dist/server/index.js` with STUDIO=local, as `npm start` runs it, on a copy of the tests'
// content with Технониколь's running campaign on a banner named banner-b.jpg; the site's clock
// starts on 15 November 2025 (PROMO_NOW) and runs on. One operator, one studio, in order:
//  1. creates a campaign with its banner and saves it;
//  2. gives the supplier a link from the preview pane: the supplier's own browser shows the draft;
//  3. approves and publishes it: live on the public page;
//  4. schedules a new title for the next Moscow minute in «Запланированные изменения» and
//     publishes that, then opens the campaign's editor: the public page takes it at its minute, by
//     the site's own clock, while the form keeps the campaign's own title
//     (docs/decisions/240-studio-media-never-overwrite.md);
//  5. gives a brand an unreadable text colour: «Сохранить» stores nothing and says why;
//  6. opens the published campaign's form: its banner is shown (the picture, not Decap's stand-in);
//     uploads the designer's new banner, named banner-b.jpg like the running campaign's: the new
//     campaign shows it, the running one keeps its own; the save, unrelated to the scheduled title,
//     never writes it into the campaign's file;
//  7. opens the campaign's editor and reloads it five times while it loads (each time as soon as
//     the editor's first call to the studio's backend is sent): the editor still shows the entry
//     (docs/decisions/330-studio-always-answers.md);
//  8. edits the description, saves a draft of it, then the text it approves, and publishes:
//     «История» offers the publish, never the draft (docs/decisions/117-studio-history.md);
//  9. asks «История» to take back the new banner's file, which the campaign still shows: refused,
//     naming the campaign, the banner still live;
// 10. restores the banner field alone: the old banner is back and the later description stays;
// 11. cancels the live scheduled title in «Календарь»: the site serves the campaign's own title again, which
//     no save of steps 6–10 wrote over.
// With WALK_SHOTS set (a folder), the walk saves screenshots of the studio's form there.
// Each step is live within 10 s of the click that makes it (of its minute for the scheduled
// change), asserted; the times are printed as a table after the walk. The scheduled change waits
// for a real Moscow minute of the site's clock (at most 90 s): the walk runs in a vitest project
// of its own (`npm run test:walk`, docs/testing.md), not in `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { get } from '../support/server-process.js';
import { startLocalStudio, stopLocalStudio, type LocalStudio } from '../support/local-studio.js';
import { changeBy, changesSoFar, LIVE_WITHIN_MS, servedBy, servedCrop } from '../support/site-changes.js';
import {
  approveAndPublish, asSupplier, fillCampaign, openStudioPage, pickPicture, saveDraft, signIn, STEP_TIMEOUT_MS, type StudioPage,
} from '../support/studio-operator.js';

const DAY = '2025-11-15T12:00:00+03:00';
const POLL = { timeout: STEP_TIMEOUT_MS };
const CAMPAIGN = 'zima2025';
const FILE = `campaigns/${CAMPAIGN}.json`;
const TITLE = 'Зимняя акция Технониколь: баллы за утепление';
const WEEKEND_TITLE = 'Зимняя акция Технониколь: двойные баллы в выходные';
/** A title in a pattern: any space, as the site sets it (a no-break space after a short word). */
const spaced = (title: string) => title.replaceAll(' ', String.raw`\s`);
const LATER_DESCRIPTION = 'Утепляйтесь с Технониколь до конца года и копите баллы по клубной карте.';
const DRAFT_DESCRIPTION = 'Черновик описания: ещё не согласован';
const DESCRIPTION = 'Утепляйтесь зимой с Технониколь и копите баллы по клубной карте.';
/** How many times the editor is reloaded while it loads. */
const RELOADS = 5;
/**
 * How long the scheduled change's form takes from its minute typed to its publish, and the campaign's editor then to
 * open, at most: the minute is picked so far ahead.
 */
const SCHEDULE_LEAD_MS = 40_000;
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
/** Where the walk saves its screenshots, if anywhere. */
const SHOTS = process.env.WALK_SHOTS;

let browser: Browser;
let studio: LocalStudio | undefined;
let operator: StudioPage | undefined;
/** The designer's banners: the new campaign's green one, and the blue one sent later under the running campaign's name. */
let art: string;
const green = () => path.join(art, 'zima2025.jpg');
const blue = () => path.join(art, 'later', 'banner-b.jpg');

/** Each step of the month with its time, printed as a table after the walk. */
const steps: { step: string; ms: number }[] = [];
function timed(step: string, from: number, to = Date.now()): number {
  steps.push({ step, ms: to - from });
  return to - from;
}
/** A step's time, recorded and held to the bound. */
const live = (step: string, from: number, to = Date.now()) => expect(timed(step, from, to), step).toBeLessThan(LIVE_WITHIN_MS);

/** The Moscow minute `instant` falls in, as the studio's form writes it (`2025-11-15T12:05`). */
const moscowMinuteOf = (instant: number) => new Date(instant + MOSCOW_OFFSET_MS).toISOString().slice(0, 16);

beforeAll(async () => {
  art = mkdtempSync(path.join(tmpdir(), 'promo-studio-month-art-'));
  mkdirSync(path.dirname(blue()), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1f8a3b' } }).jpeg().toFile(green());
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0033cc' } }).jpeg().toFile(blue());
  browser = await launchBrowser();
}, 90_000);
afterEach(({ task }) => {
  // What a failure's message cannot show: what the operator's page met, the server's warnings.
  if (task.result?.state === 'fail' && studio && operator) {
    console.info([
      '— operator\'s page:', ...operator.journal,
      '— server warnings and errors:', ...studio.server.logs.filter((line) => line.level >= 40).map((line) => JSON.stringify(line)),
    ].join('\n'));
  }
});
afterAll(async () => {
  await operator?.context.close();
  await browser?.close();
  await stopLocalStudio(studio);
  rmSync(art, { recursive: true, force: true });
  const width = Math.max(...steps.map(({ step }) => step.length));
  console.info([
    `${'the operator\'s month (click → live)'.padEnd(width)}      ms`,
    ...steps.map(({ step, ms }) => `${step.padEnd(width)}  ${String(ms).padStart(6)}`),
  ].join('\n'));
});

describe('the operator\'s month in the studio', () => {
  test('when an operator creates, shows, approves, schedules, is refused, uploads a same-name banner, reloads the loading editor, '
    + 'finds only live versions in «История», is refused taking a shown picture away, restores one field and cancels the live '
    + 'scheduled change, then each step is live within 10 s and no save writes the scheduled title', async () => {
    // Технониколь's running campaign shows banner-b.jpg (red).
    const running = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'campaigns', 'tehnonikol2025.json'), 'utf8'));
    const red = await sharp({ create: { width: 1210, height: 864, channels: 3, background: '#cc0000' } }).jpeg().toBuffer();
    // The site's clock starts at PROMO_NOW after this instant and runs on: it reads at most this far ahead of real time.
    const clockAtMost = Date.parse(DAY) - Date.now();
    studio = await startLocalStudio('promo-studio-month-', { PROMO_NOW: DAY }, {
      'banners/banner-b.jpg': red,
      'campaigns/tehnonikol2025.json': JSON.stringify({ ...running, bannerFile: 'banner-b.jpg' }, null, 2),
    });
    const { server, studioBase } = studio;
    const started = await server.logLine('PROMO_NOW is set');
    // ...and at least this far: it was made before it said so.
    const clockAtLeast = Date.parse(String(started.promoNow)) - Number(started.time);
    const repo = path.join(studio.dir, 'studio', 'repo');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    const draftBranches = () => git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms');
    const page = (url: string) => get(`${server.base}${url}`);
    const bannerColour = async (url: string) =>
      (await servedCrop(server.base, (await page(url)).text, 'large', () => ({ x: 20, y: 20 }))).pixel;
    /** The operator's screen saved as `<name>.png` in WALK_SHOTS, if set. */
    const shoot = async (name: string) => {
      if (SHOTS) await operator?.page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
    };
    const h1 = (html: string) => plainSpaces(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

    operator = await openStudioPage(browser);
    const a = operator;
    // Another of the studio's screens, loaded afresh as a link opened from the list would (Decap keeps the sign-in).
    const open = async (screen: string) => {
      await a.page.goto('about:blank');
      await a.page.goto(`${studioBase}/#/${screen}`);
    };
    await a.page.goto(`${studioBase}/#/collections/campaigns/new`);
    await signIn(a);
    // The studio asks once how to sign the operator's edits in «История».
    await a.page.getByPlaceholder('Имя и фамилия').fill('Мария Кузнецова');
    await a.page.getByRole('button', { name: 'Запомнить имя' }).click();

    // 1. A new campaign with its banner, saved for review.
    await fillCampaign(a, {
      address: CAMPAIGN, code: 'zima25', brand: { typed: 'Техно', picked: 'Технониколь' }, title: TITLE,
      description: DESCRIPTION,
      places: '20', starts: '2025-11-10', ends: '2025-12-31',
    });
    await pickPicture(a, 'Выберите изображение', green());
    await expect.poll(() => a.page.locator('[data-focus]').count(), POLL).toBe(1);
    const saved = await saveDraft(a);
    live('1. create: «Сохранить» → «Статус: Черновик»', saved);
    expect(draftBranches()).toBe(`cms/campaigns/${CAMPAIGN}`);
    expect((await page(`/promo/${CAMPAIGN}`)).status).toBe(404);

    // 2. The supplier's link from the preview pane, opened in the supplier's own browser: the draft.
    const pane = a.page.frameLocator('iframe').first();
    const asked = Date.now();
    await pane.getByRole('button', { name: 'Ссылка для поставщика' }).click();
    const field = pane.getByRole('textbox', { name: 'Ссылка для поставщика' });
    await expect.poll(() => field.inputValue(), POLL).toMatch(new RegExp(`/promo/${CAMPAIGN}\\?preview=\\d+\\.`));
    live('2. supplier link: «Ссылка для поставщика» → link shown', asked);
    const seen = await asSupplier(browser, server.base, await field.inputValue());
    expect(seen.h1).toBe(TITLE);
    expect(seen.bar).toContain('правка на согласовании');
    live('2. supplier link: «Сохранить» → the supplier sees the draft', saved);

    // 3. Approved and published: live on the public page with its own (green) banner.
    const { approvedAt, approvedShownAt, publishedAt } = await approveAndPublish(a);
    live('3. approve: «Готово» → «Статус: Готово»', approvedAt, approvedShownAt);
    const created = await servedBy(server, `/promo/${CAMPAIGN}`, publishedAt + LIVE_WITHIN_MS);
    live('3. publish: «Опубликовать сейчас» → live on the public page', publishedAt, created.at);
    expect(h1(created.text)).toBe(TITLE);
    expect((await bannerColour(`/promo/${CAMPAIGN}`))[1]).toBeGreaterThan(110);
    await expect.poll(() => draftBranches(), POLL).toBe('');

    // 4. A new title for the sale weekend, scheduled for a Moscow minute far enough ahead for the form's publish.
    await open('collections/schedule/new');
    await a.page.getByLabel('Название изменения').fill('zima-weekend');
    await a.page.locator('input[id^="campaign-field"]').fill('Зимняя');
    await a.page.getByRole('option', { name: TITLE }).click();
    await a.page.locator('textarea[id^="title-field"]').first().fill(WEEKEND_TITLE);
    // The site's clock read at its latest (it started before the server was spawned): the minute is at least the lead ahead.
    const minute = moscowMinuteOf(Math.ceil((Date.now() + clockAtMost + SCHEDULE_LEAD_MS) / MINUTE_MS) * MINUTE_MS);
    await a.page.locator('input[id^="at-field"]').fill(minute);
    await saveDraft(a);
    const scheduled = await approveAndPublish(a);
    await expect.poll(() => git('show', 'main:schedule/zima-weekend.json'), POLL).toContain(`"at": "${minute}"`);
    // The campaign's editor, opened before the minute, shows the title live then.
    await open(`collections/campaigns/entries/${CAMPAIGN}`);
    const titleField = a.page.getByLabel('Заголовок страницы', { exact: true });
    await expect.poll(() => titleField.inputValue(), POLL).toBe(TITLE);
    expect(changesSoFar(server, 'scheduled change due')).toBe(0);
    // Published before its minute: the site's timer fires at the minute (none would for a change already due),
    // by the real instant the minute comes at the latest (the clock read at its earliest) and the step's bound.
    const minuteComesBy = Date.parse(`${minute}:00+03:00`) - clockAtLeast + LIVE_WITHIN_MS;
    await changeBy(server, 0, minuteComesBy, 'scheduled change due');
    const due = await server.logLine('scheduled change due');
    expect(due.scheduledAt).toBe(new Date(`${minute}:00+03:00`).toISOString());
    timed(`4. schedule: «Опубликовать сейчас» → its minute ${minute} (waited)`, scheduled.publishedAt, Number(due.time));
    const weekend = await servedBy(server, `/promo/${CAMPAIGN}`, Number(due.time) + LIVE_WITHIN_MS, (answer) =>
      h1(answer.text) === WEEKEND_TITLE);
    // How late, by the site's own clock when its timer fired, then in real time to the page served.
    const late = Date.parse(String(due.clockAt)) - Date.parse(String(due.scheduledAt));
    expect(late).toBeGreaterThanOrEqual(0);
    live('4. schedule: its Moscow minute on the site\'s clock → live on the public page', Number(due.time) - late, weekend.at);
    // The open editor's form holds the campaign's own title, which a save writes.
    expect(await titleField.inputValue()).toBe(TITLE);
    await shoot('4-scheduled-title-live');

    // 5. A brand's text colour the site would refuse, in another tab: blocked in the editor, nothing saved; the tab closed unsaved.
    const brandTab = await a.context.newPage();
    await brandTab.goto(`${studioBase}/#/collections/brands/entries/knauf`);
    await brandTab.locator('input[id^="accentText-field"]').fill('#0080c0');
    const refusedAt = Date.now();
    await brandTab.getByRole('button', { name: 'Сохранить' }).click();
    await brandTab.getByText(/^Не удалось сохранить запись: .*текст почти не виден на цвете «Фирменный цвет»: контраст 1,\d\d:1, нужно не меньше 4,5:1/)
      .waitFor();
    live('5. refused: unreadable colour saved → the site\'s reason shown', refusedAt);
    expect(await brandTab.getByRole('button', { name: /татус: Черновик$/ }).count()).toBe(0);
    expect(draftBranches()).toBe('');
    await brandTab.close();

    // 6. The published campaign's form shows its banner: the picture (1600 px wide) in Decap's thumbnail and under the focus point.
    await open(`collections/campaigns/entries/${CAMPAIGN}`);
    const shownWidths = () => a.page.locator('img[role="presentation"], img[alt^="Баннер: щёлкните"]')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
    await expect.poll(shownWidths, POLL).toEqual([1600, 1600]);
    await a.page.locator('img[role="presentation"]').scrollIntoViewIfNeeded();
    await shoot('6-published-form-banner');
    // The designer's new banner under the running campaign's file name: the running campaign keeps its own.
    await a.answering(/already exists|уже есть/, () => pickPicture(a, 'Выберите другое изображение', blue()));
    await saveDraft(a);
    const upload = await approveAndPublish(a);
    const blueServed = await servedBy(server, `/promo/${CAMPAIGN}`, upload.publishedAt + LIVE_WITHIN_MS, (answer) =>
      /banner-b-/.test(answer.text));
    live('6. same-name upload: «Опубликовать сейчас» → new banner live', upload.publishedAt, blueServed.at);
    expect((await bannerColour(`/promo/${CAMPAIGN}`))[2]).toBeGreaterThan(150);
    const runningBanner = await bannerColour('/promo/tehnonikol2025');
    expect(runningBanner[0]).toBeGreaterThan(180);
    expect(runningBanner[2]).toBeLessThan(80);
    expect(Buffer.from(execFileSync('git', ['show', 'main:banners/banner-b.jpg'], { cwd: repo })).equals(red)).toBe(true);
    expect(JSON.parse(git('show', `main:${FILE}`)).bannerFile).toMatch(/^banner-b-[0-9a-f]{8}\.jpg$/);
    // The save of the banner alone: the title live on the site by the scheduled change is not written into the file.
    expect(JSON.parse(git('show', `main:${FILE}`)).title).toBe(TITLE);
    await expect.poll(() => draftBranches(), POLL).toBe('');

    // 7. The editor reloaded while it loads, each time as its first call to the backend is sent: the browser gives up the
    // calls still queued, and the studio goes on answering.
    await a.page.goto('about:blank');
    await a.page.goto(`${studioBase}/#/collections/campaigns/entries/${CAMPAIGN}`, { waitUntil: 'commit' });
    for (let reload = 0; reload < RELOADS; reload += 1) {
      await a.page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1');
      await a.page.reload({ waitUntil: 'commit' });
    }
    const stormEnded = Date.now();
    const description = a.page.getByLabel('Описание', { exact: true });
    await expect.poll(() => description.inputValue().catch(() => ''), POLL).toBe(DESCRIPTION);
    live(`7. reload storm: ${RELOADS} reloads while the editor loads → the entry in the form`, stormEnded);

    // 8. A draft of the description saved, then the approved text, published: «История» offers the publish, never the draft.
    await description.fill(DRAFT_DESCRIPTION);
    await saveDraft(a);
    await description.fill(LATER_DESCRIPTION);
    const savedAgain = a.page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/v1'
      && (answer.request().postData() ?? '').includes('"persistEntry"'));
    await a.page.getByRole('button', { name: 'Сохранить' }).click();
    expect((await savedAgain).status()).toBe(200);
    const described = await approveAndPublish(a);
    const describedServed = await servedBy(server, `/promo/${CAMPAIGN}`, described.publishedAt + LIVE_WITHIN_MS, (answer) =>
      plainSpaces(answer.text).includes(LATER_DESCRIPTION));
    live('8. later edit: «Опубликовать сейчас» → new description live', described.publishedAt, describedServed.at);
    await expect.poll(() => draftBranches(), POLL).toBe('');
    const historyAsked = Date.now();
    expect((await a.page.goto(`${studioBase}/history`))!.status()).toBe(200);
    const listed = plainSpaces(await a.page.locator('body').innerText());
    live('8. «История» opened → the versions that were live listed', historyAsked);
    expect(listed).toContain(LATER_DESCRIPTION);
    expect(listed).not.toContain(DRAFT_DESCRIPTION);

    // 9. The new banner's file taken back while the campaign still shows it: refused, naming the campaign; the banner stays live.
    const bannerFile = a.page.locator('tr[data-commit-row] li[data-field^="banners/banner-b-"]').first();
    // «История» names the campaign by its title on the site (the scheduled change's, live since step 4), not by its address.
    const takeBackClicked = await a.confirming(new RegExp(`^Баннер акции «${spaced(WEEKEND_TITLE)}»: вернуть как было до этой правки`),
      () => bannerFile.getByRole('button', { name: 'Вернуть как было' }).click());
    const refusal = a.page.getByRole('status').filter({ hasText: /^Нельзя вернуть: картинку «banner-b-[0-9a-f]{8}\.jpg»/ });
    await refusal.waitFor();
    live('9. refused restore: «Вернуть как было» (the banner\'s file) → refusal shown', takeBackClicked);
    expect(plainSpaces(await refusal.innerText())).toContain(`Акция «${CAMPAIGN}» (поле «Баннер-картинка»)`);
    expect(JSON.parse(git('show', `main:${FILE}`)).bannerFile).toMatch(/^banner-b-[0-9a-f]{8}\.jpg$/);
    expect((await bannerColour(`/promo/${CAMPAIGN}`))[2]).toBeGreaterThan(150);

    // 10. The banner field alone restored, the later description kept.
    expect((await a.page.goto(`${studioBase}/history`))!.status()).toBe(200);
    const bannerRow = a.page.locator('tr[data-commit-row]').filter({ has: a.page.locator(`li[data-field="${FILE}#/bannerFile"]`) }).first();
    expect(plainSpaces(await bannerRow.innerText())).toContain('Мария Кузнецова');
    const served = changesSoFar(server);
    const restoreAsked = new RegExp(`^Вернуть поле «Баннер-картинка» \\(Акция «${spaced(WEEKEND_TITLE)}»\\) как было до этой правки`);
    const restoreClicked = await a.confirming(restoreAsked, () =>
      bannerRow.locator(`li[data-field="${FILE}#/bannerFile"]`).getByRole('button', { name: 'Вернуть это поле' }).click());
    await a.page.getByRole('status').filter({ hasText: /^Готово/ }).waitFor();
    const restored = await servedBy(server, `/promo/${CAMPAIGN}`, restoreClicked + LIVE_WITHIN_MS, (answer) =>
      changesSoFar(server) > served && !/banner-b-/.test(answer.text));
    live('10. restore: «Вернуть это поле» (banner) → old banner live', restoreClicked, restored.at);
    expect((await bannerColour(`/promo/${CAMPAIGN}`))[1]).toBeGreaterThan(110);
    expect(plainSpaces(restored.text)).toContain(LATER_DESCRIPTION);
    expect(h1(restored.text)).toBe(WEEKEND_TITLE);
    expect(runningBanner).toEqual(await bannerColour('/promo/tehnonikol2025'));
    // No version of the campaign's file, published or saved, ever held the scheduled title.
    expect(git('log', '--all', '--format=%h', '-S', WEEKEND_TITLE, '--', FILE)).toBe('');

    // 11. The scheduled title, live, cancelled in «Календарь»: the campaign's own title is back on the site.
    expect((await a.page.goto(`${studioBase}/calendar`))!.status()).toBe(200);
    const change = a.page.locator('li[data-change="zima-weekend"]');
    expect(plainSpaces(await change.innerText())).toMatch(/; на сайте Отменить$/);
    const servedBefore = changesSoFar(server);
    const cancelClicked = await a.confirming(/^Отменить изменение «zima-weekend»\? Оно уже на сайте/, () =>
      change.getByRole('button', { name: 'Отменить' }).click());
    const ownTitle = await servedBy(server, `/promo/${CAMPAIGN}`, cancelClicked + LIVE_WITHIN_MS, (answer) =>
      changesSoFar(server) > servedBefore && h1(answer.text) === TITLE);
    live('11. cancel: «Отменить» on the live change → the campaign\'s own title live', cancelClicked, ownTitle.at);
    expect(plainSpaces(ownTitle.text)).toContain(LATER_DESCRIPTION);
    await expect.poll(async () => plainSpaces(await a.page.locator('li[data-change="zima-weekend"]').innerText()), POLL)
      .toMatch(/; отменено$/);
    expect(JSON.parse(git('show', 'main:schedule/zima-weekend.json')).cancelled).toBe(true);
  }, 540_000);
});
