// A campaign is one content file and three banners (docs/content.md): a copy of the project
// in a temporary folder gets a seventh campaign that way, nothing else, is built as
// `npm run build` builds it and started as `npm start` starts it, and serves the campaign:
// its page, its route table entry, its slug through the proxy. A bad file stops that
// build with one line naming the file and the field; a process started on it holds it back.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CAMPAIGNS, FIXTURE_CONTENT_DIR } from '../support/content.js';
import { BUILD_INPUTS } from '../../scripts/build/build-inputs.mjs';
import { ROOT } from '../support/project-root.js';
import { get, killServers, startServer } from '../support/server-process.js';
import { plainSpaces } from '../support/plain-spaces.js';

const NEW_ID = 'cemix2026';
/** The fixture campaign the new one is made from (its file and banners). */
const MODEL = CAMPAIGNS[0]!.id;

/**
 * The copy's content folder: a copy of the tests' own (tests/fixtures/content), named so, and
 * given to every step by CONTENT_DIR: nothing here ever reads the live content/.
 */
const CONTENT = 'fixture-content';

let copy: string;
const contentDir = () => path.join(copy, CONTENT);
const build = () => spawnSync(process.execPath, ['build.mjs', '--clean'], {
  cwd: copy, encoding: 'utf8', env: { PATH: process.env.PATH, CONTENT_DIR: contentDir() },
});

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'promo-copy-'));
  for (const input of BUILD_INPUTS) cpSync(path.join(ROOT, input), path.join(copy, input), { recursive: true });
  cpSync(FIXTURE_CONTENT_DIR, contentDir(), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const model = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, `campaigns/${MODEL}.json`), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(contentDir(), 'campaigns', `${NEW_ID}.json`), JSON.stringify({
    ...model, apiSlug: 'cemix26', brand: 'saint-gobain', title: 'Акция Cemix: баллы за сухие смеси',
    description: 'Покупайте сухие смеси Cemix по клубной карте и получайте дополнительные баллы.', starts: '2026-03-01', ends: '2026-03-31',
  }, null, 2));
  for (const size of ['small', 'medium', 'large']) {
    cpSync(path.join(FIXTURE_CONTENT_DIR, `banners/${MODEL}-${size}.svg`), path.join(contentDir(), `banners/${NEW_ID}-${size}.svg`));
  }
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));
afterEach(killServers);

describe('a seventh campaign added as one file and three banners', () => {
  test('when the copy is built and started on a day of the campaign, then its page, its banner and its slug through the proxy are served', async () => {
    const built = build();
    expect(built.status, built.stderr).toBe(0);
    const server = await startServer(
      { PROMO_NOW: '2026-03-15T12:00:00+03:00', CONTENT_DIR: contentDir() }, { entry: path.join(copy, 'dist/server/index.js') },
    );

    const page = await get(`${server.base}/promo/${NEW_ID}`);
    expect(page.status).toBe(200);
    expect(plainSpaces(page.text)).toContain('<title>Акция Cemix: баллы за сухие смеси | Петрович</title>');
    expect(page.text).toContain('brand-saint-gobain');
    expect(plainSpaces(page.text)).toContain('Товары Saint-Gobain / Vetonit, участвующие в акции');
    expect((await get(`${server.base}/promo/static/banners/${NEW_ID}-large.svg`)).status).toBe(200);
    // Its slug through the proxy: the savings check, the call browser code makes for it.
    expect((await get(`${server.base}/api/v2/promo/check/cemix26/7000002/`)).status).toBe(200);
  }, 180_000);

  test('when the file goes bad after the build, then the process starts anyway, serves the other campaigns and holds the bad one back with one line naming the file and the field', async () => {
    const file = path.join(contentDir(), 'campaigns', `${NEW_ID}.json`);
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, JSON.stringify({ ...(JSON.parse(good) as object), status: 'acme' }));
    try {
      // A Pod started on a bad content commit must not crash-loop (docs/decisions/105-broken-file-holds-back-itself.md).
      const server = await startServer(
        { PORT: '0', HOST: '127.0.0.1', CONTENT_DIR: contentDir() }, { entry: path.join(copy, 'dist/server/index.js') },
      );
      expect((await get(`${server.base}/promo/${MODEL}`)).status).toBe(200);
      expect((await get(`${server.base}/promo/${NEW_ID}`)).status).toBe(404);
      const held = server.logs.map((line) => String(line.msg)).filter((msg) => msg.startsWith('content held back:'));
      expect(held).toEqual([expect.stringMatching(new RegExp(`${CONTENT}/campaigns/${NEW_ID}\\.json: status: допустимые значения`))]);
    } finally {
      killServers();
      // The server reads the content folder itself (no copy in dist/): the next test starts from the good file.
      writeFileSync(file, good);
    }
  });

  test('when the new file has ends before starts, then the build stops with one line naming the file and the field', () => {
    const file = path.join(contentDir(), 'campaigns', `${NEW_ID}.json`);
    const fields = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...fields, ends: '2026-02-01' }));

    const built = build();
    expect(built.status).toBe(1);
    expect(built.stderr).toContain(`${CONTENT}/campaigns/${NEW_ID}.json: ends: не может быть раньше starts`);
  }, 60_000);
});
