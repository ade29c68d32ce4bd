// Content goes live without a deploy (docs/product.md §4): `node dist/server/index.js` with
// CONTENT_DIR on a copy of the content. A new campaign file (and its banners) is served
// at the reload it causes, the hub lists it and its banner is served from the content folder; an edit
// of a page already in the render cache shows; a broken file is refused with one log
// line per problem and, once it has stood, content_reload_failures_total, while the last
// good content keeps serving; a file written in parts counts no failure; a page kind's
// texts file (content/karta-elektrika.json) and the site's (content/site.json, the footer)
// edited show. Each test waits for the reload's log line and prints how long the change took to
// be served: a deadline here would be the product's budget measured on a busy machine. A line is
// counted from those logged before the change (a change of several files may be read in two looks
// when the machine pauses this test between its writes). The day is RUNNING_DAY (15 October 2025);
// the new campaign runs on it.
import { appendFileSync, cpSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT_DIR, copyFixtureContent } from '../support/content.js';
import { get, startServer, stopServersAndRemove, type ServerProcess } from '../support/server-process.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';
import { changesSoFar, GIVE_UP_MS, servedBy } from '../support/site-changes.js';

const NEW_ID = 'cemix2025';
const SERVED = 'content changed: the new content is served';
const REFUSED = 'content change refused';
const COUNTED = 'content change still refused: counted as a reload failure';
let dir: string;
let server: ServerProcess & { base: string };

/** Writes a file as an editor or git does it: whole, under its name in one step. */
function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

const campaignFile = (id: string) => path.join(dir, 'campaigns', `${id}.json`);
const readCampaign = (id: string) => JSON.parse(readFileSync(campaignFile(id), 'utf8')) as Record<string, unknown>;
/** The server's `count`-th line saying `said` after those logged so far: asked for before the change it tells of. */
const next = (said: string, count = 1) => server.logLine(said, changesSoFar(server, said) + count);
const metric = async (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec((await get(`${server.base}/metrics`)).text)?.[1]);

beforeAll(async () => {
  dir = copyFixtureContent('promo-content-');
  server = await startServer({ CONTENT_DIR: dir });
});
afterAll(() => stopServersAndRemove(dir));

describe('a running server and its content folder', () => {
  test('when a new campaign file and its banners are added, then its page is served at the reload, the hub lists it and its banner is served', async () => {
    expect((await get(`${server.base}/promo/${NEW_ID}`)).status).toBe(404);
    // The hub in the render cache before the change: it must follow all the same.
    await get(`${server.base}/promo/`);
    expect((await get(`${server.base}/promo/`)).text).not.toContain(`/promo/${NEW_ID}`);

    mkdirSync(path.join(dir, 'banners'), { recursive: true });
    for (const size of ['small', 'medium', 'large']) {
      cpSync(path.join(FIXTURE_CONTENT_DIR, `banners/knauf2025-${size}.svg`), path.join(dir, 'banners', `${NEW_ID}-${size}.svg`));
    }
    // A new supplier: its brand file first (valid alone), then its campaign.
    writeWhole(path.join(dir, 'brands', 'cemix.json'), JSON.stringify({
      name: 'Cemix', wordmark: 'Cemix', accent: '#0b5d3b', accentText: '#ffffff',
    }));
    const written = Date.now();
    writeWhole(campaignFile(NEW_ID), JSON.stringify({
      ...readCampaign('knauf2025'), apiSlug: 'cemix25', brand: 'cemix', title: 'Акция Cemix: баллы за сухие смеси',
      starts: '2025-10-01', ends: '2025-10-31',
    }));
    // Asked again at each reload: the banners and the brand may have been read before the campaign.
    const page = await servedBy(server, `/promo/${NEW_ID}`, written + GIVE_UP_MS);
    console.info(`new campaign file → served ${page.at - written} ms after the write`);

    expect(plainSpaces(page.text)).toContain('<title>Акция Cemix: баллы за сухие смеси | Петрович</title>');
    expect((await get(`${server.base}/promo/`)).text).toContain(`/promo/${NEW_ID}`);
    expect((await get(`${server.base}/promo/static/banners/${NEW_ID}-large.svg`)).status).toBe(200);
    expect((await get(`${server.base}/api/v2/promo/check/cemix25/7000002/`)).status).toBe(200);
  });

  test('when the title of a page in the render cache changes, then the new title is served at the reload', async () => {
    await get(`${server.base}/promo/knauf2025`);
    expect(asWritten((await get(`${server.base}/promo/knauf2025`)).text)).not.toContain('Новый заголовок Knauf');

    const reloaded = next(SERVED);
    const written = Date.now();
    writeWhole(campaignFile('knauf2025'), JSON.stringify({ ...readCampaign('knauf2025'), title: 'Новый заголовок Knauf' }));
    await reloaded;
    const page = await get(`${server.base}/promo/knauf2025`);
    console.info(`edited title → served ${Date.now() - written} ms after the write`);
    expect(page.text).toContain('Новый заголовок Knauf');
  });

  test('when a broken file arrives, then it is refused, one log line per problem, counted, and the last good content keeps serving', async () => {
    const reloads = await metric('content_reloads_total');
    const [refusals, counted] = [Promise.all([next(REFUSED), next(REFUSED, 2)]), next(COUNTED)];
    writeWhole(campaignFile('broken'), JSON.stringify({
      ...readCampaign('knauf2025'), apiSlug: 'broken', status: 'acme', starts: 'the first of May',
    }));
    const refused = (await refusals).map((line) => line.msg);
    expect(refused).toEqual([
      expect.stringContaining(`${campaignFile('broken')}: status: `),
      expect.stringContaining(`${campaignFile('broken')}: starts: `),
    ]);

    expect((await get(`${server.base}/promo/${NEW_ID}`)).status).toBe(200);
    expect((await get(`${server.base}/promo/knauf2025`)).text).toContain('Новый заголовок Knauf');
    expect((await get(`${server.base}/promo/broken`)).status).toBe(404);
    // Counted once it has stood as it is (server/content/content-watch.ts's BROKEN_FOR_MS): a file written in parts is not a failure.
    await counted;
    const metrics = await get(`${server.base}/metrics`);
    expect(metrics.text).toMatch(/^content_reload_failures_total 1$/m);
    // The changes of the tests before were reloads; the refused one is none.
    expect(reloads).toBeGreaterThanOrEqual(2);
    expect(metrics.text).toMatch(new RegExp(`^content_reloads_total ${reloads}$`, 'm'));

    // Mended, it is taken.
    const mended = next(SERVED);
    rmSync(campaignFile('broken'));
    await mended;
    expect((await get(`${server.base}/promo/${NEW_ID}`)).status).toBe(200);
  });

  test('when a brand file arrives whose text is unreadable on its accent, then the reload refuses it as content:check does', async () => {
    const brandFile = path.join(dir, 'brands', 'pale.json');
    const [refusal, counted] = [next(REFUSED), next(COUNTED)];
    writeWhole(brandFile, JSON.stringify({ name: 'Pale', wordmark: 'Pale', accent: '#ffffff', accentText: '#eeeeee' }));
    expect((await refusal).msg).toContain(`${brandFile}: accentText: контраст с accent`);
    await counted;
    expect((await get(`${server.base}/metrics`)).text).toMatch(/^content_reload_failures_total 2$/m);
    expect((await get(`${server.base}/promo/${NEW_ID}`)).status).toBe(200);
  });

  test('when a file is written in three parts (each part refused as it stands), then only a change that stays broken counts', async () => {
    const text = JSON.stringify({ ...readCampaign('knauf2025'), apiSlug: 'parts25', title: 'Акция по частям' });
    const file = campaignFile('parts25');
    const third = Math.ceil(text.length / 3);
    const cleared = next(SERVED);
    rmSync(path.join(dir, 'brands', 'pale.json'));
    for (const size of ['small', 'medium', 'large']) {
      cpSync(path.join(FIXTURE_CONTENT_DIR, `banners/knauf2025-${size}.svg`), path.join(dir, 'banners', `parts25-${size}.svg`));
    }
    await cleared;
    const firstPart = next(REFUSED);
    writeFileSync(file, text.slice(0, third));
    await firstPart;
    const secondPart = next(REFUSED);
    appendFileSync(file, text.slice(third, 2 * third));
    await secondPart;
    const whole = next(SERVED);
    appendFileSync(file, text.slice(2 * third));
    await whole;
    expect(plainSpaces((await get(`${server.base}/promo/parts25`)).text)).toContain('Акция по частям');

    // A change that stays broken is counted, once: the third failure of this server, not the fifth.
    const counted = next(COUNTED);
    writeWhole(file, text.slice(0, third));
    await counted;
    expect((await get(`${server.base}/metrics`)).text).toMatch(/^content_reload_failures_total 3$/m);
  });

  test('when a page kind\'s texts file or the site\'s changes, then the page in the render cache shows the new text at the reload', async () => {
    const at = `${server.base}/promo/karta-elektrika`;
    expect(plainSpaces((await get(at)).text)).toContain('Как это работает');
    const file = path.join(dir, 'karta-elektrika.json');
    const texts = JSON.parse(readFileSync(file, 'utf8')) as { steps: object };

    const reloaded = next(SERVED);
    const written = Date.now();
    writeWhole(file, JSON.stringify({ ...texts, steps: { ...texts.steps, heading: 'Три шага к бонусам' } }));
    // (The campaign of the test before stays held back.)
    await reloaded;
    const page = plainSpaces((await get(at)).text);
    console.info(`edited kind's texts → served ${Date.now() - written} ms after the write`);
    expect(page).toContain('Три шага к бонусам');
    expect(page).not.toContain('Как это работает');

    // The site's own texts (content/site.json): the footer of a page already in the render cache.
    const site = path.join(dir, 'site.json');
    const siteTexts = JSON.parse(readFileSync(site, 'utf8')) as { footer: object };
    const footerReloaded = next(SERVED);
    const footerWritten = Date.now();
    writeWhole(site, JSON.stringify({ ...siteTexts, footer: { ...siteTexts.footer, note: 'Всё для стройки в одном месте.' } }));
    await footerReloaded;
    expect(plainSpaces((await get(at)).text)).toContain('Всё для стройки в одном месте.');
    console.info(`edited site texts → served ${Date.now() - footerWritten} ms after the write`);
  });
});
