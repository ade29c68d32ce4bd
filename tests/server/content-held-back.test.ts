// A broken file holds back only itself and what refers to it (docs/product.md §11,
// docs/decisions/105-broken-file-holds-back-itself.md): the real app on a copy of the tests'
// content reads a change of its folder (as its watcher does when the folder changes) in which
// one campaign file is broken, one brand is new and broken, a campaign of that brand is new, and
// another campaign is validly edited. The valid edit is served, the broken campaign's last
// good version keeps serving, the campaign of the broken brand stays out, and the reload log
// says which files were held back, why, and since when. The day is RUNNING_DAY.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyFixtureContent } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { asWritten } from '../support/plain-spaces.js';

const HOST = 'promo.example.ru';
let dir: string;
let t: TestApp;
let clock = Date.parse('2026-11-24T09:00:00Z');

const campaignFile = (id: string) => path.join(dir, 'campaigns', `${id}.json`);
const readCampaign = (id: string) => JSON.parse(readFileSync(campaignFile(id), 'utf8')) as Record<string, unknown>;
const page = (id: string) => request(t.listener).get(`/promo/${id}`).set('Host', HOST);

beforeAll(async () => {
  dir = copyFixtureContent('promo-held-back-');
  t = await startApp({ env: { CONTENT_DIR: dir }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a change of the content folder with broken files beside valid ones', () => {
  test('when a campaign file breaks while another is edited, then the edit is served and the broken one\'s last good version keeps serving', async () => {
    writeFileSync(campaignFile('rockwool2025'), JSON.stringify({ ...readCampaign('rockwool2025'), title: 'Rockwool: новый заголовок' }));
    writeFileSync(campaignFile('knauf2025'), JSON.stringify({ ...readCampaign('knauf2025'), title: 'Сломано', starts: 'первое марта' }));
    await t.server.reloadContent();

    expect((await page('rockwool2025').expect(200)).text).toContain('Rockwool: новый заголовок');
    const knauf = asWritten((await page('knauf2025').expect(200)).text);
    expect(knauf).toContain('Акция Knauf 2025: покупайте материалы Knauf');
    expect(knauf).not.toContain('Сломано');
    expect(t.server.reloads.last).toEqual({
      at: clock, outcome: 'held-back', problems: [], warnings: [],
      heldBack: [{ file: 'campaigns/knauf2025.json', kept: true, since: clock, problems: [expect.stringMatching(/^starts: нужна дата/)] }],
    });
    expect(t.logs.join('')).toContain(`content change refused: ${campaignFile('knauf2025')}: starts: нужна дата`);
  });

  test('when a new brand is broken, then its new campaign is held back with it, and the older broken file keeps its first day', async () => {
    const first = clock;
    clock += 60_000;
    writeFileSync(path.join(dir, 'brands', 'cemix.json'), '{\n  "name": "Cemix",\n  "wordmark": "Cemix"\n  "accent": "#0b5d3b"\n}');
    writeFileSync(campaignFile('cemix2025'), JSON.stringify({ ...readCampaign('rockwool25'), apiSlug: 'cemix25', brand: 'cemix' }));
    for (const size of ['small', 'medium', 'large']) {
      cpSync(path.join(dir, 'banners', `knauf2025-${size}.svg`), path.join(dir, 'banners', `cemix2025-${size}.svg`));
    }
    await t.server.reloadContent();

    await page('cemix2025').expect(404);
    expect((await page('rockwool2025').expect(200)).text).toContain('Rockwool: новый заголовок');
    expect(t.server.reloads.last!.heldBack).toEqual([
      {
        file: 'brands/cemix.json', kept: false, since: clock,
        problems: ['не читается как JSON: ошибка, строка 4, столбец 3 (лишняя или пропущенная запятая, кавычка или скобка)'],
      },
      {
        file: 'campaigns/cemix2025.json', kept: false, since: clock,
        problems: [expect.stringContaining('brand: нет бренда «cemix»')],
      },
      { file: 'campaigns/knauf2025.json', kept: true, since: first, problems: [expect.stringMatching(/^starts: /)] },
    ]);
  });

  test('when the broken files are mended, then every one is served and nothing is held back', async () => {
    clock += 60_000;
    const brand = { name: 'Cemix', wordmark: 'Cemix', accent: '#0b5d3b', accentText: '#ffffff' };
    writeFileSync(path.join(dir, 'brands', 'cemix.json'), JSON.stringify(brand));
    const knauf = { ...readCampaign('knauf2025'), title: 'Knauf: исправлено', starts: '2025-03-01' };
    writeFileSync(campaignFile('knauf2025'), JSON.stringify(knauf));
    await t.server.reloadContent();

    expect((await page('cemix2025').expect(200)).text).toContain('Cemix');
    expect((await page('knauf2025').expect(200)).text).toContain('Knauf: исправлено');
    expect(t.server.reloads.last).toEqual({ at: clock, outcome: 'accepted', heldBack: [], problems: [], warnings: [] });
  });
});
