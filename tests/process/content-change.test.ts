// Marketing changes the content alone (docs/content.md): in a copy of the project, the
// content gets a campaign of a new brand (its file, logo and a designer's JPEG banner), one campaign made a
// draft, one ended early with a note, and lovecategory given an end. Then, as `npm test`
// does, `npm run content:check` accepts the change and the suite's non-browser test files
// that read content still pass untouched, since they read their own
// (tests/fixtures/content); and the copy, built and started as `npm start` starts it on a
// stated day, serves pages that follow the change. The copy's content starts as the
// tests' own, so this file names no campaign of the live content/.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CAMPAIGNS, FIXTURE_CONTENT_DIR } from '../support/content.js';
import { BUILD_INPUTS } from '../../scripts/build/build-inputs.mjs';
import { ROOT } from '../support/project-root.js';
import { get, killServers, startServer } from '../support/server-process.js';
import { plainSpaces } from '../support/plain-spaces.js';

/** What the build and the tests read: the build's inputs, the tests and their configuration. */
const INPUTS = [...BUILD_INPUTS, 'vitest.config.ts', 'tests'];
/** The day the copy is started on (Moscow): the new campaign runs, the early end and lovecategory's end are past. */
const DAY = '2026-01-15T12:00:00+03:00';
const NEW = { id: 'ceresit2026', brand: 'ceresit', accent: '#e30613' };
const [ENDED_EARLY, HIDDEN] = [CAMPAIGNS[0]!, CAMPAIGNS.at(-1)!];

/**
 * The copy's changed content folder: a copy of the tests' own (tests/fixtures/content)
 * changed as marketing would, given to the check, the build and the server by CONTENT_DIR.
 * The copy's test files keep reading its tests/fixtures/content; nothing reads the live content/.
 */
const CHANGED = 'changed-content';

let copy: string;
const inCopy = (...parts: string[]) => path.join(copy, ...parts);
const inChanged = (...parts: string[]) => inCopy(CHANGED, ...parts);
const run = (args: string[], env: Record<string, string> = { CONTENT_DIR: inChanged() }) =>
  spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8', env: { PATH: process.env.PATH, ...env }, timeout: 600_000 });
const editJson = (file: string, change: (fields: Record<string, unknown>) => Record<string, unknown>) =>
  writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>), null, 2));

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'promo-content-change-'));
  for (const input of INPUTS) cpSync(path.join(ROOT, input), inCopy(input), { recursive: true });
  cpSync(FIXTURE_CONTENT_DIR, inChanged(), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), inCopy('node_modules'), 'dir');
  // The JSON Schemas are code output kept in content/ (the unit files compare them with the
  // code): written into the copy from the code, as `npm run content:schema` writes them.
  for (const folder of ['campaigns', 'brands']) mkdirSync(inCopy('content', folder), { recursive: true });
  const schemas = run(['scripts/content-schema.mjs']);
  if (schemas.status !== 0) throw new Error(schemas.stderr);

  // A new brand with a logo file, and its campaign with one raster banner as designers deliver it (a JPEG).
  writeFileSync(inChanged('brands', `${NEW.brand}.json`), JSON.stringify({
    name: 'Ceresit', logo: 'ceresit.svg', accent: NEW.accent, accentText: '#ffffff',
  }));
  writeFileSync(
    inChanged('brands/ceresit.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64"><text x="0" y="48" font-size="48">Ceresit</text></svg>',
  );
  const model = JSON.parse(readFileSync(inChanged('campaigns', `${ENDED_EARLY.id}.json`), 'utf8')) as Record<string, unknown>;
  writeFileSync(inChanged('campaigns', `${NEW.id}.json`), JSON.stringify({
    ...model, apiSlug: 'ceresit26', brand: NEW.brand, title: 'Акция Ceresit 2026: баллы за смеси', hubTitle: 'Акция Ceresit 2026',
    description: 'Покупайте смеси Ceresit по клубной карте и получайте дополнительные баллы.', starts: '2025-12-01', ends: '2026-03-31',
  }));
  const art = sharp({ create: { width: 2400, height: 1260, channels: 3, background: NEW.accent } }).jpeg({ quality: 85 });
  writeFileSync(inChanged('banners', `${NEW.id}.jpg`), await art.toBuffer());
  // One hidden, one ended early (after its start: no fake dates), and lovecategory ended.
  editJson(inChanged('campaigns', `${HIDDEN.id}.json`), (fields) => ({ ...fields, status: 'draft' }));
  editJson(inChanged('campaigns', `${ENDED_EARLY.id}.json`), (fields) => ({
    ...fields, ends: '2025-10-10', endedEarly: 'Акция завершена по решению поставщика.',
  }));
  editJson(inChanged('lovecategory.json'), (fields) => ({ ...fields, ends: '2025-12-31' }));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));
afterEach(killServers);

describe('a content change made by marketing alone', () => {
  test('when the changed content is checked, then npm run content:check accepts it', () => {
    const checked = run(['scripts/content.mjs']);
    expect(checked.status, checked.stderr).toBe(0);
    expect(checked.stdout).toContain(`акций: ${CAMPAIGNS.length + 1}`);
  });

  test('when the copy\'s in-process test files that read content run on it, then all pass without a test or code file touched', () => {
    const built = run(['build.mjs', '--clean']);
    expect(built.status, built.stderr).toBe(0);
    // Every non-browser file that reads content (they read tests/fixtures/content, not the changed folder).
    const files = ['tests/unit', 'tests/server', 'tests/slow'].flatMap((folder) =>
      readdirSync(inCopy(folder)).filter((name) => name.endsWith('.test.ts')).map((name) => `${folder}/${name}`))
      .filter((file) => readFileSync(inCopy(file), 'utf8').includes('support/content.js'));
    const vitest = run(['node_modules/vitest/vitest.mjs', 'run', '--project', 'suite', ...files], {
      TEST_WORKERS: '1', NO_COLOR: '1', CONTENT_DIR: inChanged(),
    });
    expect(vitest.status, `${vitest.stdout.slice(-3000)}\n${vitest.stderr.slice(-2000)}`).toBe(0);
    // eslint-disable-next-line no-control-regex -- the summary without any colour codes
    expect(vitest.stdout.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests\s+\d+ passed \(\d+\)/);
  }, 600_000);

  test('when the copy is started on a stated day, then the pages follow: the new brand\'s page with its logo and colour, the draft gone, the early end said, lovecategory over', async () => {
    const server = await startServer({ PROMO_NOW: DAY, CONTENT_DIR: inChanged() }, { entry: inCopy('dist/server/index.js') });

    const page = await get(`${server.base}/promo/${NEW.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<img class="brand-logo" src="/promo/static/brands/ceresit.svg" alt="Ceresit"');
    expect(page.text).toContain(`--accent:${NEW.accent}`);
    expect(plainSpaces(page.text)).toContain('Товары Ceresit, участвующие в акции');
    expect((await get(`${server.base}/promo/static/brands/ceresit.svg`)).status).toBe(200);
    // The JPEG, cut and encoded by the build: AVIF and WebP sources, a JPEG fallback, each served.
    expect(page.text).toMatch(/<source[^>]+type="image\/avif"/);
    expect(page.text).toMatch(/<source[^>]+type="image\/webp"/);
    const fallback = /<img class="banner__img" src="([^"]+\.jpg)"/.exec(page.text)?.[1];
    expect(fallback).toMatch(/^\/promo\/assets\/banners\//);
    const encoded = await get(`${server.base}${fallback!}`);
    expect(encoded.status).toBe(200);
    expect(encoded.headers['content-type']).toBe('image/jpeg');

    expect((await get(`${server.base}/promo/${HIDDEN.id}`)).status).toBe(404);
    const ended = (await get(`${server.base}/promo/${ENDED_EARLY.id}`)).text.replaceAll('<!-- -->', '');
    expect(ended).toContain('Акция завершена досрочно 10 октября 2025');
    expect(plainSpaces(ended)).toContain('Акция завершена по решению поставщика.');
    const lovecategory = (await get(`${server.base}/promo/lovecategory`)).text.replaceAll('<!-- -->', '');
    expect(plainSpaces(lovecategory)).toContain('Акция проходила с 1 ноября 2024 года');

    const hub = (await get(`${server.base}/promo/`)).text;
    expect(hub).toContain(`href="/promo/${NEW.id}"`);
    expect(hub).toContain('Акция Ceresit 2026');
    expect(hub).not.toContain(`/promo/${HIDDEN.id}"`);
  }, 60_000);
});
