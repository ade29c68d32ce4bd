// The studio's form in the operator's words, in real Chromium on a computer set to another time
// zone (Pacific/Kiritimati, UTC+14) than the site's (Moscow, UTC+3) (docs/decisions/101-studio-forms.md):
// the campaigns' list says each campaign's days; the page's address is
// required of a new campaign and shown, read-only, once saved; the status is picked from Russian
// options; no date says «UTC»; no hint names a file, a folder or a key of the files; the banner
// field says the one size rule the content check refuses a save by, and a campaign without a banner of its
// own asks for its picture, never «необязательный»; Decap's words are Russian («Статус» with a
// Cyrillic С, «Новая акция», «Новый эксперимент», the experiments by their names and pages); the
// workflow's cards and the picker's «Сейчас» are Moscow's;
// a save's commit names the campaign and its changed fields by their labels, as Decap's code in the browser
// already writes it (a git host's commits); the «компьютер» preview
// is scaled to the pane; every label names its own field, and the banner's focal point moves by the arrow keys.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BANNER_ART_MIN } from '#shared/ui/banner.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { expandGroup, fillCampaign, pickPicture, saveDraft, statusButton, type StudioPage } from '../support/studio-operator.js';
import { studioGit } from '../support/local-studio.js';
import { useStudioOperatorSuite } from '../support/studio-operator-suite.js';

const DAY = '2025-11-15T12:00:00+03:00';
/** Fourteen hours ahead of UTC: eleven ahead of Moscow, so its clock never reads Moscow's minute or (10–21 h UTC) day. */
const FAR_ZONE = 'Pacific/Kiritimati';
/** What a hint may not say: a folder or file of the content, a placeholder in angle brackets, a key of the files, «SVG». */
const DEVELOPER_WORDS = /content\/|banners\/|\.json|<[a-z]+>|\bSVG\b|(?<!«)\b(starts|ends|accent|logo|wordmark|endedEarly|description|draft|published|archived)\b/;

/** A banner of the least size the rule allows, which the operator uploads. */
let art: string;
const banner = () => path.join(art, 'knauf-zima.jpg');

const suite = useStudioOperatorSuite({ prefix: 'promo-studio-words-', env: { PROMO_NOW: DAY }, timezoneId: FAR_ZONE });
/**
 * One studio for the file's tests (docs/decisions/970-ci-work-sized-to-its-assertions.md), knauf2025 in it with a picture banner
 * of its own (under another file name than the one the new campaign uploads) and a focus point; the tests that save come
 * last, and what they save (a new campaign, a small picture) no later test opens.
 */
let shared: ReturnType<typeof suite.shared>;
const openForm = (hash: string) => shared.openStudio(hash);
/** For the tests that change nothing in the form: the shared studio's one reader's page, moved by the address's hash. */
const readForm = (hash: string) => shared.visit(hash);

beforeAll(async () => {
  art = mkdtempSync(path.join(tmpdir(), 'promo-studio-words-art-'));
  await sharp({ create: { ...BANNER_ART_MIN, channels: 3, background: '#2266aa' } }).jpeg().toFile(banner());
  const seed = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'campaigns/knauf2025.json'), 'utf8')) as Record<string, unknown>;
  shared = suite.shared({
    'banners/knauf-fokus.jpg': readFileSync(banner()),
    'campaigns/knauf2025.json': `${JSON.stringify({ ...seed, bannerFile: 'knauf-fokus.jpg', focus: { x: 0.3, y: 0.4 } }, null, 2)}\n`,
  });
});
afterAll(() => rmSync(art, { recursive: true, force: true }));

/**
 * What each label of the entry's form names (docs/decisions/101-studio-forms.md): its control
 * (`label.control`, by `for`) and whatever names itself by the label (aria-labelledby). A problem is a label that names
 * nothing, names an element outside its own field, or whose `for` points at what no label can name.
 */
const labelProblems = (page: StudioPage['page']) => page.locator('[class*="ControlPaneContainer"]').first().evaluate((pane) =>
  [...pane.querySelectorAll('label')].flatMap((label) => {
    const field = label.closest('[class*="ControlContainer"]');
    const named = [
      ...(label.control ? [label.control] : []),
      ...(label.id ? [...pane.querySelectorAll('[aria-labelledby]')].filter((element) =>
        element.getAttribute('aria-labelledby')!.split(' ').includes(label.id)) : []),
    ];
    const text = label.textContent;
    if (label.htmlFor && !label.control) return [`«${text}»: for="${label.htmlFor}" names no control`];
    if (named.length === 0) return [`«${text}» names nothing`];
    return named.filter((element) => element.closest('[class*="ControlContainer"]') !== field).map(() => `«${text}» names another field`);
  }));

/** The picture field's label as written (the form shows labels in capitals). */
const pictureLabel = (page: StudioPage['page']) => page.locator('label', { hasText: /^Баннер-картинка/ }).textContent();

/** The form's hints, as the operator reads them under the fields. */
const hintsOf = (page: StudioPage['page']) => page.locator('[class*="ControlHint"]').allInnerTexts();

describe('the studio\'s form in the operator\'s words', () => {
  test('when the operator opens the campaigns, then each says its days as written in Russia, and the new-entry button has no missing glyph', async () => {
    const { page } = await readForm('campaigns');
    await expect.poll(() => page.getByText(/^Акция Knauf 2025/).innerText()).toMatch(/ \(01\.03\.2025 — 31\.10\.2025\)$/);
    expect(await page.getByText(/^Акция Rockwool: дополнительные/).innerText()).toMatch(/ \(01\.09\.2025 — 30\.11\.2025\)$/);
    await expect.poll(() => page.getByText('Новая акция', { exact: true }).count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toContain('＋');
    // The experiments: the new-entry button in the guide's words, each experiment by its name, its page and days.
    await page.goto(page.url().replace(/#\/collections\/.*$/, '#/collections/experiments'));
    await expect.poll(() => page.getByText('Новый эксперимент', { exact: true }).count()).toBe(1);
    await expect.poll(async () => plainSpaces(await page.getByText(/^«Заголовок с выгодой» — /).innerText()))
      .toBe('«Заголовок с выгодой» — knauf2025, 22.10.2025 — 23.10.2025');
  }, 120_000);

  test('when the operator opens a running campaign, then its address is shown read-only, its status is a Russian option, no date says UTC and no hint names a file or a key', async () => {
    const { page } = await readForm('campaigns/entries/rockwool25');
    const address = page.getByLabel('Адрес страницы', { exact: true });
    await expect.poll(() => address.inputValue()).toBe('rockwool25');
    expect(await address.getAttribute('readonly')).not.toBeNull();
    const labels = await page.locator('label[for]').allTextContents();
    expect(labels.find((label) => label.startsWith('Адрес страницы'))).toBe('Адрес страницы');

    const status = page.locator('[class*="ControlContainer"]').filter({ has: page.locator('label', { hasText: /^Статус/ }) });
    expect(await status.innerText()).toContain('Опубликована');
    await page.getByLabel(/^Статус/).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Черновик', 'Опубликована', 'В архиве']);
    await page.keyboard.press('Escape');

    expect(await page.locator('form, [class*="ControlPaneContainer"]').first().innerText()).not.toMatch(/\bUTC\b/);
    const hints = await hintsOf(page);
    expect(hints.length).toBeGreaterThan(15);
    expect(hints.filter((hint) => DEVELOPER_WORDS.test(hint))).toEqual([]);
    const banner = hints.find((hint) => hint.startsWith('Картинка jpg'));
    expect(banner).toContain(`не меньше ${BANNER_ART_MIN.width}×${BANNER_ART_MIN.height} px`);
    expect(hints.filter((hint) => /\d[\s\u00a0]?\d{3} ?px/.test(hint) && !hint.includes(`${BANNER_ART_MIN.width}×`))).toEqual([]);
  }, 120_000);

  test('when the operator previews a campaign on «компьютер», then the whole desktop page is drawn scaled to the pane, not cut at its edge', async () => {
    const { page } = await readForm('campaigns/entries/rockwool25');
    const pane = page.frameLocator('iframe').first();
    await pane.getByRole('button', { name: 'компьютер' }).click();
    const site = pane.locator('iframe[title^="Страница акции"]');
    await site.waitFor();
    // The site's page inside is laid out for a desktop, 1440 px wide, as the site's media queries see it.
    const inner = pane.frameLocator('iframe[title^="Страница акции"]').locator('body');
    await expect.poll(() => inner.evaluate((body) => body.ownerDocument.defaultView?.innerWidth)).toBe(1440);
    const paneBox = await page.locator('iframe').first().boundingBox();
    await expect.poll(async () => (await site.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(paneBox!.width);
    const drawn = (await site.boundingBox())!;
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(paneBox!.x + paneBox!.width);
    expect(drawn.width).toBeGreaterThan(paneBox!.width * 0.8);
  }, 120_000);

  test('when the operator opens a brand, then every label names its own control and no hint names a file or a key', async () => {
    const { page } = await readForm('brands/entries/knauf');
    await expect.poll(() => page.getByLabel('Код бренда', { exact: true }).inputValue()).toBe('knauf');
    expect(await labelProblems(page)).toEqual([]);
    const hints = await hintsOf(page);
    expect(hints.length).toBeGreaterThan(5);
    expect(hints.filter((hint) => DEVELOPER_WORDS.test(hint))).toEqual([]);
  }, 120_000);

  test('when the operator clicks «Сейчас» on a scheduled change\'s time, then it is Moscow\'s now, not the computer\'s', async () => {
    const { page } = await openForm('schedule/new');
    const at = page.getByLabel('Когда выйдет на сайт (по Москве)');
    // A scheduled change sets only the fields it names: its picture is optional indeed.
    expect(await pictureLabel(page)).toBe('Баннер-картинка (необязательный)');
    const before = Date.now();
    // The form's one date-and-time field: its «Сейчас» is the form's only one.
    await page.getByRole('button', { name: 'Сейчас по Москве' }).click();
    const wall = (ms: number) => new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
    }).format(ms).replace(' ', 'T');
    expect([wall(before), wall(Date.now())]).toContain(await at.inputValue());
  }, 120_000);

  test('when the operator opens a campaign with a picture banner, then every label names its own control or group, and the '
    + 'focal point moves from the keyboard with a visible focus and its name and value in Russian; a banner under 1210×864 is '
    + 'refused on «Сохранить», saying why', async () => {
    const { page, operator } = await openForm('campaigns/entries/knauf2025');
    await page.getByRole('img', { name: 'Баннер: щёлкните по главному месту' }).waitFor();
    expect(await page.locator('[class*="ControlPaneContainer"] label').count()).toBeGreaterThan(30);
    expect(await labelProblems(page)).toEqual([]);
    // A screen reader says each field's name: the picture's button by its label and its own text, a folded group by its label.
    const picture = page.getByLabel('Баннер-картинка');
    expect(await picture.evaluate((element) => element.tagName)).toBe('BUTTON');
    expect(await page.getByRole('button', { name: /^Баннер-картинка.* Выберите другое изображение$/ }).count()).toBe(1);
    expect(await page.getByRole('group', { name: /^Тексты по фазам/ }).count()).toBe(1);
    // A folded group's button says it is folded, and open once unfolded.
    const fold = page.getByRole('group', { name: /^Тексты по фазам/ }).getByRole('button').first();
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    await expandGroup(operator, 'Тексты по фазам');
    expect(await fold.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('group', { name: /^Идёт/ }).count()).toBe(1);

    // The focal point: two sliders named by the field's label, reached by Tab from the picture's buttons.
    const across = page.getByRole('slider', { name: /^Главное место баннера.* по горизонтали$/ });
    const down = page.getByRole('slider', { name: /^Главное место баннера.* по вертикали$/ });
    expect(await page.getByLabel('Главное место баннера').first().evaluate((element) => element.id)).toBe(await across.getAttribute('id'));
    expect(await across.getAttribute('aria-valuetext')).toBe('30 % от левого края');
    expect(await down.getAttribute('aria-valuetext')).toBe('40 % от верхнего края');
    await picture.focus();
    const hasFocus = (slider: typeof across) => slider.evaluate((element) => element === document.activeElement);
    for (let tab = 0; tab < 4 && !(await hasFocus(across)); tab += 1) await page.keyboard.press('Tab');
    expect(await hasFocus(across)).toBe(true);
    // Its focus is seen: the mark on the picture is ringed while a slider has it.
    const mark = page.locator('[data-focus-mark]');
    expect(await mark.getAttribute('data-focus-mark')).toBe('focused');
    expect(await mark.evaluate((element) => getComputedStyle(element).boxShadow)).toContain('rgb(58, 105, 199)');
    // The arrows move the point as they point, on either slider; Shift by a tenth.
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Shift+ArrowDown']) await page.keyboard.press(key);
    await expect.poll(() => page.locator('[data-focus]').getAttribute('data-focus')).toBe('0.33,0.5');
    expect(await across.getAttribute('aria-valuetext')).toBe('33 % от левого края');
    await page.keyboard.press('Tab');
    expect(await hasFocus(down)).toBe(true);
    for (const key of ['ArrowUp', 'ArrowLeft']) await page.keyboard.press(key);
    await expect.poll(() => page.locator('[data-focus]').getAttribute('data-focus')).toBe('0.32,0.49');
    expect(await down.getAttribute('aria-valuetext')).toBe('49 % от верхнего края');
    await page.keyboard.press('Tab');
    expect(await mark.getAttribute('data-focus-mark')).toBe('');

    // A banner under 1210×864 chosen: «Сохранить» is refused, saying why (docs/content.md «Предупреждения»), not silently.
    const small = path.join(art, 'knauf-malenkij.jpg');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2266aa' } }).jpeg().toFile(small);
    await pickPicture(operator, 'Выберите другое изображение', small);
    await expect.poll(() => page.getByRole('button', { name: 'Выбрать помеченные' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText(/^Не удалось сохранить запись: Сайт не примет эту правку — .*картинка 800×600 px меньше нужной/).waitFor();
    expect(await statusButton(page, 'Черновик').count()).toBe(0);
  }, 120_000);

  test('when the operator saves a new draft campaign, then the preview names the fields it still needs by their labels, its address is asked for, the status reads «Статус: Черновик» in Cyrillic, the address stays shown, the workflow card says its Moscow time, the file says draft and each commit names the campaign and its changed fields in Russian', async () => {
    const { page, studio, operator } = await openForm('campaigns/new');
    const { dir } = studio;
    await expect.poll(() => page.frameLocator('iframe').first().locator('body').innerText()).toContain(
      'Чтобы увидеть страницу, заполните: Заголовок страницы, Описание, Первый день, Последний день, Организатор, Призовых мест.',
    );
    // What Decap's code in the browser writes as a save's message: on a git host, the commit's own (no listener between).
    const written: string[] = [];
    page.on('request', (request) => {
      const call = new URL(request.url()).pathname === '/api/v1' ? request.postData() : null;
      const { action, params } = JSON.parse(call ?? '{}') as { action?: string; params?: { options?: { commitMessage?: string } } };
      if (action === 'persistEntry') written.push(params?.options?.commitMessage ?? '');
    });
    await fillCampaign(operator, {
      code: 'cemix25', brand: { typed: 'Kna', picked: 'Knauf' },
      title: 'Акция Knauf: зимние баллы', description: 'Покупайте материалы Knauf по клубной карте и получайте баллы.',
      places: '50', starts: '2025-12-01', ends: '2025-12-31',
    });
    await page.getByLabel(/^Статус/).click();
    await page.getByRole('option', { name: 'Черновик' }).click();
    // A new campaign has no banner of its own: its picture is needed, as the save's check says, never «необязательный».
    expect(await pictureLabel(page)).toBe('Баннер-картинка (нужна, если у акции нет своего баннера)');
    await pickPicture(operator, 'Выберите изображение', banner());

    // No address: Decap's own «required» rule stops the save, on that field.
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => page.getByText(/Необходимо указать значение поля Адрес страницы/).count()).toBeGreaterThan(0);
    await page.getByLabel('Адрес страницы', { exact: true }).fill('knauf-zima');
    const saved = Date.now();
    await saveDraft(operator);
    expect(await statusButton(page, 'Черновик').count()).toBe(1);
    await expect.poll(() => page.getByLabel('Адрес страницы', { exact: true }).inputValue()).toBe('knauf-zima');
    expect(await page.getByLabel('Адрес страницы', { exact: true }).getAttribute('readonly')).not.toBeNull();
    const git = studioGit(dir);
    const file = JSON.parse(git('show', 'cms/campaigns/knauf-zima:campaigns/knauf-zima.json'));
    expect(file).toMatchObject({ status: 'draft', brand: 'knauf' });
    // The commit says in Russian which entry and which fields (server/studio-listener/commit-words.ts).
    const message = () => git('log', '-1', '--format=%B', 'cms/campaigns/knauf-zima').trim();
    const created = /^Новая запись: Акция «knauf-zima» — Код акции в учётной системе, Бренд, .+ и ещё \d+ пол(е|я|ей)$/;
    expect(message()).toMatch(created);
    expect(written.at(-1)).toMatch(created);
    await page.getByLabel('Заголовок страницы').fill('Акция Knauf: зимние баллы за штукатурку');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(message, { timeout: 40_000 }).toBe('Правка: Акция «knauf-zima» — Заголовок страницы');
    // The browser's words are the repository's: the second save names only its own field.
    expect(written).toEqual([expect.stringMatching(created), 'Правка: Акция «knauf-zima» — Заголовок страницы']);

    await page.goto(`${studio.studioBase}/#/workflow`);
    const card = page.locator('[class*="WorkflowCard"]').filter({ hasText: 'Акция Knauf: зимние баллы за штукатурку' });
    const moscow = (ms: number) => new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
    }).format(ms);
    const shown = await card.innerText();
    expect([moscow(saved), moscow(Date.now())].some((minute) => shown.includes(`${minute} по Москве`))).toBe(true);
  }, 180_000);
});
