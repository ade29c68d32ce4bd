// A scheduled change that goes live while its campaign's form is open, in real Chromium (docs/content.md «Календарь и
// запланированные изменения», docs/decisions/240-studio-media-never-overwrite.md): the published campaign's form shows
// its own banner (the picture, not Decap's stand-in) with the focus point on it; after the change's minute the form keeps
// the campaign's own values and what the operator typed, and a save writes only what was typed, never the change's banner
// or title. The change's minute is 12:01 on 15 November 2025; the site's clock starts (PROMO_NOW) a lead before it and runs
// on. The lead is the window for opening the form, which must come before the minute: 30 s (it takes about 10 s at rest),
// and should the minute come first (a busy machine), the studio starts again with 90 s
// (docs/decisions/970-ci-work-sized-to-its-assertions.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { studioGit } from '../support/local-studio.js';
import { saveDraft } from '../support/studio-operator.js';
import { useStudioOperatorSuite, type OpenedStudio } from '../support/studio-operator-suite.js';

const suite = useStudioOperatorSuite({ prefix: 'promo-studio-live-entry-', env: {} });
const FILE = 'campaigns/tehnonikol2025.json';
const MINUTE_MS = Date.parse('2025-11-15T12:01:00+03:00');
const LEADS_MS = [30_000, 90_000];

describe('a scheduled change going live on the campaign being edited', () => {
  test('when a scheduled banner and title go live while the campaign\'s form is open and the operator then saves a description, '
    + 'then the form shows its own banner throughout and the save writes only the description', async () => {
    const own = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, FILE), 'utf8')) as Record<string, unknown>;
    const picture = (background: string) =>
      sharp({ create: { width: 1600, height: 900, channels: 3, background } }).jpeg().toBuffer();
    const change = {
      name: 'Баннер к распродаже', campaign: 'tehnonikol2025', at: '2025-11-15T12:01',
      title: 'Технониколь: распродажа выходных', bannerFile: 'sale.jpg',
    };
    const seeds = {
      'banners/own.jpg': await picture('#cc0000'), 'banners/sale.jpg': await picture('#0033cc'),
      [FILE]: JSON.stringify({ ...own, bannerFile: 'own.jpg' }), 'schedule/banner-k-rasprodazhe.json': JSON.stringify(change),
    };
    const typed = 'Описание, которое оператор сохранит после выхода изменения.';
    const widths = (page: OpenedStudio['page']) => page.locator('img[role="presentation"], img[alt^="Баннер: щёлкните"]')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
    /** The form opened and typed in before the minute; undefined when the minute came first (the studio then stopped). */
    const openedBefore = async (leadMs: number): Promise<OpenedStudio | undefined> => {
      const opened = await suite.openStudio('campaigns/entries/tehnonikol2025', seeds, {
        PROMO_NOW: new Date(MINUTE_MS - leadMs).toISOString(),
      });
      const { page, studio } = opened;
      await expect.poll(() => page.getByLabel('Заголовок страницы', { exact: true }).inputValue()).toBe(own.title);
      // The published campaign's own banner, in Decap's thumbnail and under the focus point: the picture, 1600 px wide.
      await expect.poll(() => widths(page)).toEqual([1600, 1600]);
      await page.locator('img[alt^="Баннер: щёлкните"]').click({ position: { x: 10, y: 10 } });
      await expect.poll(() => page.locator('[data-focus]').getAttribute('data-focus')).toMatch(/^0\.0\d+,0\.0\d+$/);
      await page.getByLabel('Описание', { exact: true }).fill(typed);
      // The form was open before the minute: the scenario holds, else it is played again with a longer lead.
      if (studio.server.logs.every((line) => !line.msg.includes('scheduled change due'))) return opened;
      console.info(`the minute came before the form was open (lead ${leadMs} ms): again with a longer lead`);
      await suite.stopStudio();
      return undefined;
    };
    let opened: OpenedStudio | undefined;
    for (const leadMs of LEADS_MS) {
      opened = await openedBefore(leadMs);
      if (opened) break;
    }
    expect(opened, 'the form was open before the minute with the longest lead').toBeDefined();
    const { page, studio, operator } = opened!;
    const title = page.getByLabel('Заголовок страницы', { exact: true });

    await studio.server.logLine('scheduled change due');
    // The form is as it was: its own title and banner, what the operator typed.
    expect(await title.inputValue()).toBe(own.title);
    expect(await page.getByLabel('Описание', { exact: true }).inputValue()).toBe(typed);
    expect(await widths(page)).toEqual([1600, 1600]);

    await saveDraft(operator);
    const saved = JSON.parse(studioGit(studio.dir)('show', `cms/${FILE.replace('.json', '')}:${FILE}`)) as Record<string, unknown>;
    expect(saved).toMatchObject({ title: own.title, bannerFile: 'own.jpg', description: typed });
  }, 300_000);
});
