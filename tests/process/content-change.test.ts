// Marketing changes the content alone (docs/content.md): in a copy of the project, the
// content gets marketing's change (tests/support/marketing-change.ts: a campaign of a new
// brand with its logo and a designer's JPEG banner, one campaign made a draft, one ended
// early with a note, lovecategory given an end). Then `npm run content:check`, as `npm test`
// runs it, accepts the change, and the copy, built and started as `npm start` starts it on a
// stated day, serves pages that follow the change. That the tests pass untouched on such a
// change is shown by every run of the suite, which runs on it as the live content
// (docs/decisions/162-suite-on-changed-live-content.md). The copy's content starts as the
// tests' own, so this file names no campaign of the live content/.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CAMPAIGNS, FIXTURE_CONTENT_DIR } from '../support/content.js';
import { ENDED_EARLY, HIDDEN, NEW_CAMPAIGN as NEW, writeMarketingChange } from '../support/marketing-change.js';
import { BUILD_INPUTS } from '../../scripts/build/build-inputs.mjs';
import { ROOT } from '../support/project-root.js';
import { get, killServers, startServer } from '../support/server-process.js';
import { plainSpaces } from '../support/plain-spaces.js';

/** The day the copy is started on (Moscow): the new campaign runs, the early end and lovecategory's end are past. */
const DAY = '2026-01-15T12:00:00+03:00';

/**
 * The copy's changed content folder: a copy of the tests' own (tests/fixtures/content)
 * changed as marketing would, given to the check, the build and the server by CONTENT_DIR.
 * Nothing reads the live content/.
 */
const CHANGED = 'changed-content';

let copy: string;
const inCopy = (...parts: string[]) => path.join(copy, ...parts);
const inChanged = (...parts: string[]) => inCopy(CHANGED, ...parts);
const run = (args: string[], env: Record<string, string> = { CONTENT_DIR: inChanged() }) =>
  spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8', env: { PATH: process.env.PATH, ...env }, timeout: 600_000 });

beforeAll(async () => {
  copy = mkdtempSync(path.join(tmpdir(), 'promo-content-change-'));
  for (const input of BUILD_INPUTS) cpSync(path.join(ROOT, input), inCopy(input), { recursive: true });
  cpSync(FIXTURE_CONTENT_DIR, inChanged(), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), inCopy('node_modules'), 'dir');
  // The JSON Schemas are code output kept in content/: written into the copy from the code,
  // as `npm run content:schema` writes them (their folders too), for the check that a file names its schema.
  const schemas = run(['scripts/content-schema.mjs']);
  if (schemas.status !== 0) throw new Error(schemas.stderr);
  await writeMarketingChange(inChanged());
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));
afterEach(killServers);

describe('a content change made by marketing alone', () => {
  test('when the changed content is checked, then npm run content:check accepts it', () => {
    const checked = run(['scripts/content.mjs']);
    expect(checked.status, checked.stderr).toBe(0);
    expect(checked.stdout).toContain(`акций: ${CAMPAIGNS.length + 1}`);
  });

  test('when the copy is built and started on a stated day, then the pages follow: the new brand\'s page with its logo and colour, the draft gone, the early end said, lovecategory over', async () => {
    const built = run(['build.mjs', '--clean']);
    expect(built.status, built.stderr).toBe(0);
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
    expect(plainSpaces(ended)).toContain('Акция завершена досрочно 10 октября 2025');
    expect(plainSpaces(ended)).toContain('Акция завершена по решению поставщика.');
    const lovecategory = (await get(`${server.base}/promo/lovecategory`)).text.replaceAll('<!-- -->', '');
    expect(plainSpaces(lovecategory)).toContain('Акция проходила с 1 ноября 2024 года');

    const hub = (await get(`${server.base}/promo/`)).text;
    expect(hub).toContain(`href="/promo/${NEW.id}"`);
    expect(hub).toContain('Акция Ceresit 2026');
    expect(hub).not.toContain(`/promo/${HIDDEN.id}"`);
  }, 180_000);
});
