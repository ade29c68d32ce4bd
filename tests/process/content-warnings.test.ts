// Warnings, not refusals (docs/content.md «Предупреждения»): on a copy of the tests' content,
// a new supplier's white 200×40 PNG logo (under 64 px high, invisible on the white bar), a
// campaign's 320×180 JPEG art (smaller than its largest crop), two campaigns pinned to
// `order: 1`, and a new campaign a reload brings dated entirely in 2024. Everything is
// served; «Состояние сайта» lists every warning, and `npm run content:check` prints those a
// folder can tell alone and exits 0. A plate (`logoBackground`) makes the logo visible.
// The site's day is RUNNING_DAY (15 October 2025).
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStudioApi } from '#server/studio/studio-api.js';
import { copyFixtureContent } from '../support/content.js';
import { ROOT } from '../support/project-root.js';
import { startApp, type TestApp } from '../support/start-app.js';

const STUDIO_TOKEN = 'studio-token-of-the-warnings-test-0123456789';
let dir: string;
let t: TestApp;

const file = (...parts: string[]) => path.join(dir, ...parts);
const readJson = (...parts: string[]) => JSON.parse(readFileSync(file(...parts), 'utf8')) as Record<string, unknown>;
const writeJson = (value: object, ...parts: string[]) => writeFileSync(file(...parts), JSON.stringify(value));

async function studioWarnings(): Promise<Array<{ file: string; message: string }>> {
  const studio = createStudioApi({ config: t.config, server: t.server });
  const res = await request(express().use(studio.router)).get('/site-api/state').set('authorization', `Bearer ${STUDIO_TOKEN}`).expect(200);
  return res.body.warnings as Array<{ file: string; message: string }>;
}

beforeAll(async () => {
  dir = copyFixtureContent('promo-warnings-');
  const whiteLogo = await sharp({ create: { width: 200, height: 40, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
    .png().toBuffer();
  writeFileSync(file('brands', 'cemix.png'), whiteLogo);
  writeJson({ name: 'Cemix', logo: 'cemix.png', accent: '#0b5d3b', accentText: '#ffffff' }, 'brands', 'cemix.json');
  writeFileSync(file('banners', 'knauf2025.jpg'), await sharp({ create: { width: 320, height: 180, channels: 3, background: '#d01010' } })
    .jpeg().toBuffer());
  writeJson({ ...readJson('campaigns', 'knauf2025.json'), order: 1 }, 'campaigns', 'knauf2025.json');
  writeJson({ ...readJson('campaigns', 'rockwool2025.json'), order: 1, brand: 'cemix' }, 'campaigns', 'rockwool2025.json');
  t = await startApp({ env: { CONTENT_DIR: dir, STUDIO_TOKEN } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The entry a warning is of, by its title on the site and the address of its form in the studio (server/studio/content-entry.ts). */
const entry = (title: RegExp | string, form: string) => ({
  title: typeof title === 'string' ? title : expect.stringMatching(title), editor: `/#/collections/${form}`,
});
const KNAUF_CAMPAIGN = entry(/^Акция «Акция Knauf\s2025/, 'campaigns/entries/knauf2025');

const EXPECTED_ALONE = [
  { file: 'banners/knauf2025.jpg', message: expect.stringContaining('(баннер): картинка 320×180 px меньше нужной, не меньше 1210×864 px'),
    ...KNAUF_CAMPAIGN, title: expect.stringMatching(/^Баннер акции «Акция Knauf\s2025/) },
  { file: 'brands/cemix.json', message: expect.stringContaining('logo: высота 40 px, нужно от 64 px'),
    ...entry('Бренд «Cemix»', 'brands/entries/cemix') },
  { file: 'brands/cemix.json', message: expect.stringContaining('logo: логотип почти не виден на белой шапке (контраст 1.0:1'),
    ...entry('Бренд «Cemix»', 'brands/entries/cemix') },
  { file: 'campaigns/knauf2025.json', message: expect.stringContaining('order: 1 указан и у rockwool2025'), ...KNAUF_CAMPAIGN },
  { file: 'campaigns/rockwool2025.json', message: expect.stringContaining('order: 1 указан и у knauf2025'),
    ...entry(/^Акция «/, 'campaigns/entries/rockwool2025') },
];

describe('warnings', () => {
  test('when the content has likely mistakes, then everything is served and «Состояние сайта» lists each', async () => {
    await request(t.listener).get('/promo/knauf2025').set('Host', 'promo.example.ru').expect(200);
    await request(t.listener).get('/promo/rockwool2025').set('Host', 'promo.example.ru').expect(200);
    expect(await studioWarnings()).toEqual(EXPECTED_ALONE);
  });

  test('when a reload brings a campaign dated entirely in the past, then it is served and warned of; the old campaigns are not', async () => {
    writeJson({ ...readJson('campaigns', 'tehnonikol25.json'), apiSlug: 'old24', starts: '2024-03-01', ends: '2024-05-31' },
      'campaigns', 'old2024.json');
    for (const size of ['small', 'medium', 'large']) {
      cpSync(file('banners', `tehnonikol25-${size}.svg`), file('banners', `old2024-${size}.svg`));
    }
    await t.server.reloadContent();
    await request(t.listener).get('/promo/old2024').set('Host', 'promo.example.ru').expect(200);
    expect(await studioWarnings()).toEqual([
      { file: 'campaigns/old2024.json', message: expect.stringContaining('ends: все даты акции в прошлом (последний день 2024-05-31)'),
        ...entry(/^Акция «/, 'campaigns/entries/old2024') },
      ...EXPECTED_ALONE,
    ]);
  });

  test('when content:check runs on the folder, then it prints the warnings a folder tells alone and passes', async () => {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/content.mjs'], {
      cwd: ROOT, env: { ...process.env, CONTENT_DIR: dir },
    });
    // The five above, and the three hand-made banners knauf2025's raster art replaced: files no page reads any more.
    expect(stderr).toContain('content: предупреждения — 8');
    for (const size of ['small', 'medium', 'large']) {
      expect(stderr).toContain(`banners/knauf2025-${size}.svg: этот файл не читает ни одна страница`);
    }
    expect(stderr).toContain('brands/cemix.json: logo: высота 40 px, нужно от 64 px');
    expect(stderr).toContain('banners/knauf2025.jpg: (баннер): картинка 320×180 px');
    expect(stdout).toContain('content: без ошибок');
  });

  test('when the logo gets a plate of the accent, then the contrast warning goes and the page draws the plate', async () => {
    writeJson({ ...readJson('brands', 'cemix.json'), logoBackground: 'accent' }, 'brands', 'cemix.json');
    await t.server.reloadContent();
    const warnings = await studioWarnings();
    expect(warnings.filter((w) => w.message.includes('почти не виден'))).toEqual([]);
    expect(warnings.filter((w) => w.message.includes('высота 40 px'))).toHaveLength(1);
    const page = (await request(t.listener).get('/promo/rockwool2025').set('Host', 'promo.example.ru').expect(200)).text;
    expect(page).toMatch(/<img class="brand-logo brand-logo--plate" src="[^"]*cemix\.png" alt="Cemix" height="32" style="background:#0b5d3b"\/>/);
  });
});
