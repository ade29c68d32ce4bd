// The content studio (Decap CMS, docs/decisions/100-content-studio.md) as an operator drives it
// in Chromium, for tests/process/studio-browser.test.ts: each step awaits what the operator
// would see before the next click (the status Decap's backend confirmed, the confirmation
// asked), and no step waits without end. What the page met on the way (every call to Decap's
// backend with its answer and time, dialogs, console errors) is kept in a journal that a failed
// test prints, so a step that never came says what it waited on.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { plainSpaces } from './plain-spaces.js';

/**
 * How long one operator step may take on a loaded machine (a git rebase, a commit, a merge
 * under decap-server's lock): 20 s was seen to fall short at a load of 22 on two cores.
 */
export const STEP_TIMEOUT_MS = 40_000;

/** Decap's confirmation before «Опубликовать сейчас» (its Russian locale). */
const PUBLISH_CONFIRM = 'Вы уверены, что хотите опубликовать эту запись?';

export interface StudioPage {
  page: Page;
  context: BrowserContext;
  /** What the page met so far, one line each, with the time since it opened. */
  journal: string[];
  /**
   * Does `act` (a click) and answers the confirmation it opens, if it is `expected`; any other
   * dialog (Decap's «Пожалуйста, измените статус…» alert) is dismissed and fails the step with
   * its text, as does no dialog at all. Resolves with the instant of the click.
   */
  confirming(expected: string | RegExp, act: () => Promise<void>): Promise<number>;
  /**
   * Does `act` and accepts a dialog matching `expected` if one opens (as an operator who clicks
   * OK would), without requiring one; any other dialog is dismissed.
   */
  answering(expected: string | RegExp, act: () => Promise<void>): Promise<void>;
}

interface Awaited {
  expected: string | RegExp;
  answered: (error?: Error) => void;
}

/** The action of a call to Decap's backend (`{ action, params }`), or the path of another. */
function callName(url: string, body: string | null): string | undefined {
  if (!new URL(url).pathname.startsWith('/api/v1')) return undefined;
  try {
    const { action, params } = JSON.parse(body ?? '{}') as { action?: string; params?: { slug?: string; collection?: string } };
    return [action, params?.collection, params?.slug].filter(Boolean).join(' ');
  } catch {
    return 'api/v1';
  }
}

/**
 * A studio page in a browser context of its own (another operator's sign-in, storage and backups);
 * `timezoneId`: the operator's computer's time zone (unset: the machine's).
 */
export async function openStudioPage(browser: Browser, { timezoneId }: { timezoneId?: string } = {}): Promise<StudioPage> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 }, locale: 'ru-RU', ...(timezoneId ? { timezoneId } : {}),
  });
  // A click on something that never shows fails the step, naming it, instead of holding the test.
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const opened = Date.now();
  const journal: string[] = [];
  const note = (line: string) => journal.push(`+${String(Date.now() - opened).padStart(6)} ms  ${line}`);
  let awaited: Awaited | undefined;

  page.on('dialog', (dialog) => {
    note(`dialog ${dialog.type()}: ${dialog.message()}`);
    const wanted = awaited;
    awaited = undefined;
    const { expected } = wanted ?? {};
    const fits = typeof expected === 'string' ? dialog.message() === expected : expected?.test(dialog.message()) === true;
    if (fits) {
      void dialog.accept();
      wanted!.answered();
    } else {
      void dialog.dismiss();
      wanted?.answered(new Error(`the studio answered with «${dialog.message()}» instead of asking to confirm`));
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('requestfinished', (request) => {
    const name = callName(request.url(), request.postData());
    if (!name) return;
    request.response().then((response) => {
      const { startTime, responseEnd } = request.timing();
      const sent = Math.round(startTime - opened);
      note(`backend ${name} → ${response?.status() ?? '?'} in ${Math.round(responseEnd)} ms (sent at +${sent} ms)`);
    }, () => {
      // The page closed at the test's end before its answer was read: nothing left to note.
    });
  });
  page.on('requestfailed', (request) => {
    const name = callName(request.url(), request.postData());
    if (name) note(`backend ${name} failed: ${request.failure()?.errorText ?? 'unknown'}`);
  });

  async function confirming(expected: string | RegExp, act: () => Promise<void>): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const answered = new Promise<void>((resolve, reject) => {
      awaited = { expected, answered: (error) => (error ? reject(error) : resolve()) };
      const none = new Error(`no confirmation «${String(expected)}» was asked within ${STEP_TIMEOUT_MS} ms`);
      timer = setTimeout(() => reject(none), STEP_TIMEOUT_MS);
    });
    const clicked = Date.now();
    try {
      await Promise.all([act(), answered]);
    } finally {
      clearTimeout(timer);
      awaited = undefined;
    }
    return clicked;
  }
  async function answering(expected: string | RegExp, act: () => Promise<void>): Promise<void> {
    awaited = { expected, answered: () => undefined };
    try {
      await act();
    } finally {
      awaited = undefined;
    }
  }
  return { page, context, journal, confirming, answering };
}

/**
 * The studio's first screen in a new context, signed in: the local studio needs no sign-in (studio/local-sign-in.ts),
 * so this awaits Decap's own header or its editor's «Сохранить», which show once it has its user; never a «Войти» screen.
 */
export async function signIn({ page }: StudioPage): Promise<void> {
  await page.getByRole('link', { name: 'Рабочая область' }).or(page.getByRole('button', { name: 'Сохранить' })).first().waitFor();
  if (await page.getByRole('button', { name: 'Войти' }).count()) throw new Error('the local studio asked to sign in');
}

/** The entry's status button in the editor's top bar, once it reads `status` («Статус», Cyrillic: studio/ru-phrases.ts). */
export const statusButton = (page: Page, status: string) => page.getByRole('button', { name: new RegExp(`^Статус: ${status}$`) });

/**
 * «Сохранить», then what the operator sees once the pending edit is stored: the status
 * «Черновик» in the top bar (Decap shows it only once its backend has the branch). Resolves with the click's instant.
 */
export async function saveDraft({ page }: StudioPage): Promise<number> {
  const clicked = Date.now();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await statusButton(page, 'Черновик').waitFor();
  return clicked;
}

export interface Publish {
  /** When «Готово» was picked, and when Decap's backend had confirmed it. */
  approvedAt: number;
  approvedShownAt: number;
  /** When «Опубликовать сейчас» was clicked (its confirmation answered). */
  publishedAt: number;
}

/**
 * Draft → approved → published, as the operator clicks it in the entry's top bar. «Опубликовать»
 * is clicked only once the status reads «Готово»: Decap sends the new status to its backend
 * and shows «Обновление…» until the answer, and a publish clicked before then is refused with an
 * alert (Decap's Editor checks the status it has, not the one asked for).
 */
export async function approveAndPublish(studio: StudioPage): Promise<Publish> {
  const { page } = studio;
  await page.getByRole('button', { name: /татус: / }).click();
  const approvedAt = Date.now();
  await page.getByRole('menuitem', { name: 'Готово' }).click();
  await statusButton(page, 'Готово').waitFor();
  const approvedShownAt = Date.now();
  await page.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  const publishedAt = await studio.confirming(PUBLISH_CONFIRM, () => page.getByRole('menuitem', { name: 'Опубликовать сейчас' }).click());
  return { approvedAt, approvedShownAt, publishedAt };
}

/** Opens a folded group of fields by its chevron. */
export async function expandGroup({ page }: StudioPage, label: string): Promise<void> {
  await page.locator('[class*="ExpandButtonContainer"]').filter({ hasText: new RegExp(`^${label}$`) }).locator('button').click();
}

/** What a new campaign's form asks of every campaign; `address` left out to see the form ask for it. */
export interface CampaignFields {
  address?: string;
  code: string;
  /** What the operator types in the brand field, and the brand it then picks. */
  brand: { typed: string; picked: string };
  title: string;
  description: string;
  places: string;
  starts: string;
  ends: string;
}

/** Fills a new campaign's form as an operator does, field by field. */
export async function fillCampaign({ page }: StudioPage, fields: CampaignFields): Promise<void> {
  if (fields.address !== undefined) await page.getByLabel('Адрес страницы').fill(fields.address);
  await page.getByLabel('Код акции в учётной системе').fill(fields.code);
  await page.locator('input[id^="brand-field"]').fill(fields.brand.typed);
  await page.getByRole('option', { name: fields.brand.picked }).click();
  await page.getByLabel('Заголовок страницы').fill(fields.title);
  await page.getByLabel('Описание', { exact: true }).fill(fields.description);
  await page.getByLabel('Строк в таблице лидеров').fill('15');
  await page.getByLabel('Призовых мест').fill(fields.places);
  await page.getByLabel('Организатор').fill('ООО «Петрович-Торговый Дом»');
  await page.locator('input[id^="starts-field"]').fill(fields.starts);
  await page.locator('input[id^="ends-field"]').fill(fields.ends);
}

/** Uploads `file` through the image field's media library and picks it. */
export async function pickPicture({ page }: StudioPage, button: string, file: string): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Выбрать помеченные' }).click();
}

/** What a walk's failure message cannot show: what the operator's page met, and the server's warnings and errors. */
export function failureJournal(operator: StudioPage, logs: readonly { level: number }[]): string {
  return [
    '— operator\'s page:', ...operator.journal,
    '— server warnings and errors:', ...logs.filter((line) => line.level >= 40).map((line) => JSON.stringify(line)),
  ].join('\n');
}

/** What a supplier reads at a link of the preview pane (`url`), in a browser of its own: the page's heading, its preview bar and main. */
export async function asSupplier(browser: Browser, base: string, url: string): Promise<{ h1: string; bar: string; main: string }> {
  const link = new URL(url);
  const supplier = await browser.newContext({ locale: 'ru-RU' });
  try {
    const seen = await supplier.newPage();
    await seen.goto(`${base}${link.pathname}${link.search}`);
    const text = async (selector: string) => plainSpaces(await seen.locator(selector).innerText());
    const bar = plainSpaces(await seen.getByRole('region', { name: 'Предпросмотр' }).innerText());
    return { h1: await text('h1'), bar, main: await text('main') };
  } finally {
    await supplier.close();
  }
}
