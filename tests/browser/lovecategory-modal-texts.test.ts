// lovecategory's modals say what its content file says (content/lovecategory.json's `modals`,
// the submit button `status`'s): a client-only island with no props, they read their words
// from the page's state. Real Chromium on a copy of the tests' content with the check-savings
// modal's title and lead edited.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { copyFixtureContent } from '../support/content.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { plainSpaces } from '../support/plain-spaces.js';
import type { LovecategoryContent } from '#pages/lovecategory/ui/lovecategory-schema.js';

const TITLE = 'Баллы по карте';
const LEAD = 'Правка студии: номер карты покажет начисления.';
const SUBMIT = 'Показать баллы';

const dir = copyFixtureContent('lc-modal-texts-');
const file = path.join(dir, 'lovecategory.json');
const texts = JSON.parse(readFileSync(file, 'utf8')) as LovecategoryContent;
writeFileSync(file, JSON.stringify({
  ...texts,
  modals: { ...texts.modals, checkSavingsTitle: TITLE, checkSavingsLead: LEAD },
  status: { ...texts.status, finishedLookupSubmit: SUBMIT },
}));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const suite = useBrowserSuite({ env: { CONTENT_DIR: dir } });

describe('lovecategory\'s modals from its content file', () => {
  test('when the header\'s check button opens its modal, then the modal shows the file\'s edited title, lead and button', async () => {
    const { page, context } = await suite.openPage(1440);
    await stubOutsideNetwork(context);
    await page.goto(`${suite.t.url}/promo/lovecategory`);
    await waitForHydration(page);

    await page.getByRole('banner').getByRole('button', { name: 'Проверить начисления' }).click();
    const modal = page.getByRole('dialog', { name: TITLE });
    await modal.waitFor();
    expect(plainSpaces(await modal.textContent() ?? '')).toContain(LEAD);
    await expect(modal.getByRole('button', { name: SUBMIT }).count()).resolves.toBe(1);
  });
});
