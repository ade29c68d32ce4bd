// lovecategory's dates (content/lovecategory.json) on its page and on the hub, through the
// real app on stated days: the end day is shown when it is set, while the programme runs
// and once it has ended; without one, only the start. The programme has no results: its
// hub card never offers «Итоги акции →», a finished campaign's does.
import { afterEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { CONTENT } from '../support/content.js';
import { startApp, type StartAppOptions, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

/** The tests' lovecategory.json (its texts too) with an end day. */
const lovecategory = { ...(CONTENT.kindFiles.lovecategory as object), starts: '2024-11-01', ends: '2025-12-31' };
const WITH_END = { ...CONTENT, kindFiles: { ...CONTENT.kindFiles, lovecategory } };
/** 15 October 2025: the programme runs (so do the fixture's campaigns). */
const RUNNING = '2025-10-15T12:00:00+03:00';
/** 15 January 2026: the programme has ended on 31 December, and every campaign of the fixture too. */
const ENDED = '2026-01-15T12:00:00+03:00';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function pagesOn(day: string, options: StartAppOptions = {}): Promise<{ page: string; hub: string }> {
  app = await startApp({ ...options, env: { PROMO_NOW: day } });
  const page = await request(app.listener).get('/promo/lovecategory');
  const hub = await request(app.listener).get('/promo/');
  return { page: plainSpaces(page.text), hub: plainSpaces(hub.text) };
}

/** The hub card linking to `href`, as the server wrote it. */
const hubCard = (hub: string, href: string) => new RegExp(`<a class="hub__card" href="${href}[^"]*">.*?</a>`).exec(hub)?.[0] ?? '';

describe('lovecategory with an end day', () => {
  test('when it runs (15 October 2025, ends 31 December 2025), then the hero, the rules and the hub card name the end day', async () => {
    const { page, hub } = await pagesOn(RUNNING, { content: WITH_END });

    expect(page).toContain('<p class="chip">1 ноября 2024 – 31 декабря 2025</p>');
    expect(page).toContain('Акция проходит с 1 ноября 2024 года по 31 декабря 2025 года для владельцев');
    expect(hubCard(hub, '/promo/lovecategory')).toContain('1 ноября 2024 – 31 декабря 2025');
  });

  test('when it has ended (15 January 2026), then the page says from when to when, and its hub card offers no results', async () => {
    const { page, hub } = await pagesOn(ENDED, { content: WITH_END });

    expect(page).toContain('Акция завершена');
    expect(page).toContain('Акция проходила с 1 ноября 2024 года по 31 декабря 2025 года. Начисления можно проверить по номеру карты.');
    expect(page).toContain('Акция проходила с 1 ноября 2024 года по 31 декабря 2025 года для владельцев');
    const card = hubCard(hub, '/promo/lovecategory');
    expect(card).toContain('1 ноября 2024 – 31 декабря 2025');
    expect(card).not.toContain('Итоги акции');
    // A finished campaign has results, and says so.
    expect(hubCard(hub, '/promo/knauf2025')).toContain('Итоги акции →');
  });
});

describe('lovecategory without an end day', () => {
  test('when it runs, then only its start is named', async () => {
    const { page, hub } = await pagesOn(RUNNING);

    expect(page).toContain('<p class="chip">С 1 ноября 2024 года</p>');
    expect(page).toContain('Акция проходит с 1 ноября 2024 года для владельцев');
    expect(hubCard(hub, '/promo/lovecategory')).toContain('С 1 ноября 2024 года');
  });
});
