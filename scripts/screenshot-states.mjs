// The states scripts/screenshots.mjs shows besides the plain pages: each opens a page,
// acts as a visitor would, and says whether the picture is the whole page (true) or the
// screen the visitor sees (false, for modals and dropdowns).
const LOVECATEGORY = '/promo/lovecategory';

async function dialogShown(page, name) {
  await page.getByRole('dialog', name ? { name } : {}).last().waitFor();
  await page.waitForFunction(() => document.getAnimations()
    .every((a) => a.playState !== 'running' || !(a.timeline instanceof DocumentTimeline)));
}

/** Header button → input-number → card → the page's answer (status block, card-info or error). */
async function lookUp(page, card) {
  await page.getByRole('banner').getByRole('button', { name: 'Выбрать категории' }).click();
  await dialogShown(page, 'Выбрать категории');
  await page.getByRole('dialog').getByLabel('Номер клубной карты').fill(card);
  await page.getByRole('dialog').getByRole('button', { name: 'Продолжить' }).click();
}

async function pickTwo(page) {
  await lookUp(page, '7054321');
  const boxes = page.locator('#card-status').getByRole('checkbox');
  await boxes.nth(0).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.locator('#card-status').getByRole('button', { name: 'Выбрать' }).click();
  await dialogShown(page);
}

/**
 * Resolves once the page's islands are live. A page whose islands wait to be reached for
 * (client/load-islands.ts: #root[data-islands-wait]) is reached for first, as a visitor's
 * pointer would (tests/support/browser.ts's waitForHydration does the same).
 */
export async function hydrated(page, timeout = 30_000) {
  if (await page.locator('#root[data-islands-wait]').count() > 0) await page.dispatchEvent('[data-island] > *', 'pointerover');
  await page.waitForSelector('#root[data-hydrated="true"]', { state: 'attached', timeout });
}

async function acceptedCookies(page) {
  await page.context().addCookies([{ name: 'cookie-accepted', value: '1', url: page.url() }]);
  await page.reload({ waitUntil: 'networkidle' });
  await hydrated(page);
}

export const STATES = [
  {
    file: 'lovecategory-modal-input-number', path: LOVECATEGORY,
    prepare: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Выбрать категории' }).click();
      await dialogShown(page, 'Выбрать категории');
      return false;
    },
  },
  {
    file: 'lovecategory-modal-check-savings', path: LOVECATEGORY,
    prepare: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Проверить начисления' }).click();
      await dialogShown(page, 'Проверить начисления');
      await page.getByRole('dialog').getByRole('button', { name: 'Проверить' }).click();
      return false;
    },
  },
  {
    file: 'lovecategory-modal-card-info', path: LOVECATEGORY,
    prepare: async (page) => {
      await lookUp(page, '7011111');
      await dialogShown(page, 'Информация о карте');
      return false;
    },
  },
  {
    file: 'lovecategory-status-chooser', path: LOVECATEGORY,
    prepare: async (page) => {
      await lookUp(page, '7054321');
      await page.locator('#card-status').getByRole('checkbox').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
      return true;
    },
  },
  {
    file: 'lovecategory-status-chosen', path: LOVECATEGORY,
    prepare: async (page) => {
      await lookUp(page, '7033333');
      await page.locator('.lc-status__score').first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
      return true;
    },
  },
  {
    file: 'lovecategory-modal-choose-category', path: LOVECATEGORY,
    prepare: async (page) => {
      await pickTwo(page);
      return false;
    },
  },
  {
    file: 'lovecategory-modal-choosen-categories', path: LOVECATEGORY,
    prepare: async (page) => {
      await pickTwo(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
      await page.getByRole('dialog').filter({ hasText: 'Категории выбраны' }).waitFor();
      await dialogShown(page);
      return false;
    },
  },
  {
    file: 'lovecategory-modal-error', path: LOVECATEGORY,
    prepare: async (page) => {
      await lookUp(page, '7000404');
      await dialogShown(page, 'Ошибка, что-то пошло не так');
      return false;
    },
  },
  {
    file: 'knauf2025-savings-answers', path: '/promo/knauf2025',
    prepare: async (page) => {
      await page.getByLabel('Номер клубной карты').fill('7000500');
      await page.locator('.savings__submit').click();
      await page.locator('.savings__result p').waitFor();
      await page.evaluate(() => document.getElementById('savings')?.scrollIntoView({ block: 'center' }));
      return false;
    },
  },
  {
    file: 'law-city-picker', path: '/', business: true,
    prepare: async (page) => {
      await acceptedCookies(page);
      await page.getByRole('button', { name: /^Ваш город:/ }).click();
      await page.getByRole('list', { name: 'Города' }).waitFor();
      return false;
    },
  },
  {
    file: 'law-feedback-form', path: '/', business: true,
    prepare: async (page) => {
      await acceptedCookies(page);
      await page.getByRole('button', { name: 'позвонить' }).click();
      await dialogShown(page, 'Обратная связь');
      await page.getByRole('dialog').getByRole('button', { name: 'Отправить' }).click();
      return false;
    },
  },
  { file: 'law-cookie-notice', path: '/', business: true, prepare: async () => false },
  { file: 'not-found', path: '/promo/no-such-page', prepare: async () => true },
];
