// The studio's pages say a scheduled change as the operator does (docs/content.md «Календарь и запланированные
// изменения»): «Календарь» names the campaign by its title, the minute in words, Moscow's («25 ноября 2026,
// 22:22»), the fields by their labels in the form and the change by the name the operator gave it; the calendar, on
// 25 November 2026 when every campaign of the tests' content ended in 2025, opens on the last month one was on the
// site, lists only the campaigns on the site in that month and leads back to the studio.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStudioApi, STUDIO_PATHS } from '#server/studio/studio-api.js';
import { FORM_WORDS } from '#server/studio-listener/field-labels.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const STUDIO_TOKEN = 'studio-token-of-the-schedule-words-test-0123';
const bearer = { authorization: `Bearer ${STUDIO_TOKEN}` };
let dir: string;
let t: TestApp;
let studioApp: express.Express;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'promo-schedule-words-'));
  const content = path.join(dir, 'content');
  cpSync(FIXTURE_CONTENT_DIR, content, { recursive: true });
  mkdirSync(path.join(content, 'schedule'));
  writeFileSync(path.join(content, 'schedule', 'novyj-zagolovok.json'), JSON.stringify({
    name: 'Новый заголовок к распродаже', campaign: 'tehnonikol2025', at: '2026-11-25T22:22', title: 'Технониколь: распродажа',
  }));
  t = await startApp({ env: { PROMO_NOW: '2026-11-25T12:00:00+03:00', CONTENT_DIR: content, STUDIO_TOKEN } });
  studioApp = express().use(createStudioApi({ config: t.config, server: t.server, formWords: FORM_WORDS }).router);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a scheduled change in the studio\'s words', () => {
  test('when «Календарь» lists it, then it says the Moscow minute in words, its name, the fields\' labels and its state, '
    + 'on its campaign\'s row named by its title', async () => {
    const page = plainSpaces((await request(studioApp).get(`${STUDIO_PATHS.calendarPage}?month=2026-11`).set(bearer).expect(200)).text);
    const row = /<tr data-campaign="tehnonikol2025">(.*?)<\/tr>/.exec(page)?.[1] ?? '';
    expect(row).toMatch(/>Акция ТЕХНОНИКОЛЬ[^<]*<\/a>/i);
    const line = /<li class="change [^"]*" data-change="novyj-zagolovok">(.*?)<\/li>/.exec(row)?.[1];
    expect(line).toMatch(/^25 ноября 2026, 22:22 по Москве — <a [^>]+>«Новый заголовок к распродаже»<\/a>: Заголовок страницы; запланировано/);
    expect(line).not.toMatch(/T22:22|>title</);
  });

  test('when the calendar is opened with no campaign on the site this month, then it opens on the last month one was, lists only those and leads back', async () => {
    const text = plainSpaces((await request(studioApp).get(STUDIO_PATHS.calendarPage).set(bearer).expect(200)).text);
    expect(text).toContain('<a href="/">← В студию</a>');
    expect(text).toContain('<strong>ноябрь 2025 г.</strong>');
    // On the site in November 2025: the three campaigns ending on 30 November; not those that ended in October.
    expect([...text.matchAll(/<tr data-campaign="([^"]+)"/g)].map(([, id]) => id).sort())
      .toEqual(['rockwool25', 'saint-gobain25', 'tehnonikol2025', 'tehnonikol25']);
    expect(text).toContain('сегодня 25 ноября 2026 (по часам сайта)');
  });

  test('when the calendar shows the month of a scheduled change, then its day is marked on its campaign\'s row, by its name and minute', async () => {
    const text = plainSpaces((await request(studioApp).get(`${STUDIO_PATHS.calendarPage}?month=2026-11`).set(bearer).expect(200)).text);
    const row = /<tr data-campaign="tehnonikol2025">(.*?)<\/tr>/.exec(text)?.[1] ?? '';
    const marked = [...row.matchAll(/<td class="day[^"]*" title="([^"]*)"><b class="due">/g)].map(([, title]) => title);
    expect(marked).toEqual(['25 ноября 2026: завершена; изменение «Новый заголовок к распродаже» в 22:22']);
  });
});
