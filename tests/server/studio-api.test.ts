// The studio's endpoints (server/studio/studio-api.ts, docs/product.md §11) mounted on a
// listener of their own beside the real app, on a copy of the tests' content, on 20 August
// 2025 (knauf2025 running, rockwool25 announced, saint-gobain25 hidden): they refuse anyone
// without the studio's secret; «Ссылка для поставщика» makes a link that opens the hidden
// campaign's preview without showing PREVIEW_TOKEN; revoking a campaign's links closes the link
// and its cookie, told in Russian either way, while a new link works; «Состояние сайта» gives the
// site's clock and the last reload with each held-back file's Russian reasons, as JSON and as a page. The public host serves none of it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStudioApi, STUDIO_PATHS, type StudioApi } from '#server/studio/studio-api.js';
import { createContentHistory } from '#server/studio-listener/content-history.js';
import { contentRepoPaths } from '#server/studio-listener/content-repo.js';
import { createRepoLock } from '#server/studio-listener/repo-lock.js';
import { FORM_WORDS } from '#server/studio-listener/field-labels.js';
import { fileEpochs } from '#server/preview/preview-epochs.js';
import { createLogger } from '#server/observability/log.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const HOST = 'promo.example.ru';
const PREVIEW_TOKEN = 'preview-token-of-the-studio-test-0123456789';
const STUDIO_TOKEN = 'studio-token-of-the-studio-test-0123456789ab';
const DAY_MS = 24 * 60 * 60 * 1000;
let dir: string;
let t: TestApp;
let studio: StudioApi;
let studioApp: express.Express;

const bearer = { authorization: `Bearer ${STUDIO_TOKEN}` };
const linkPath = (id: string) => STUDIO_PATHS.previewLink.replace(':id', id);
const revokePath = (id: string) => STUDIO_PATHS.revokeLinks.replace(':id', id);
const askLink = (id: string, body: object = {}) => request(studioApp).post(linkPath(id)).set(bearer).send(body);
/** The link's path and query on the public host. */
const onSite = (url: string) => url.replace('https://promo.example.ru', '');
const open = (url: string, cookie?: string) => {
  const req = request(t.listener).get(onSite(url)).set('Host', HOST);
  return cookie ? req.set('Cookie', cookie) : req;
};
const cookieOf = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'promo-studio-'));
  cpSync(FIXTURE_CONTENT_DIR, path.join(dir, 'content'), { recursive: true });
  t = await startApp({
    env: {
      PROMO_NOW: '2025-08-20T12:00:00+03:00', CONTENT_DIR: path.join(dir, 'content'), PREVIEW_TOKEN, STUDIO_TOKEN,
      PREVIEW_EPOCHS_FILE: path.join(dir, 'epochs.json'), PUBLIC_ORIGIN: 'https://promo.example.ru',
    },
  });
  studio = createStudioApi({ config: t.config, server: t.server });
  studioApp = express().use(studio.router);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a kind\'s texts for the preview pane', () => {
  test('when the studio asks for a kind\'s texts file, then it gets the served value; for a kind without one, a Russian 404', async () => {
    const texts = await request(studioApp).get(STUDIO_PATHS.kindTexts.replace(':kind', 'campaign')).set(bearer).expect(200);
    expect(plainSpaces(JSON.stringify(texts.body))).toContain('"checkAction":"Проверить покупки"');
    const none = await request(studioApp).get(STUDIO_PATHS.kindTexts.replace(':kind', 'no-such-kind')).set(bearer).expect(404);
    expect(none.body.message).toMatch(/^Нет файла текстов/);
  });
});

describe('an apiSlug for a landing\'s preview', () => {
  const ask = (slug: string) => request(studioApp).get(STUDIO_PATHS.apiSlug.replace(':slug', slug));
  test('when the studio asks whether the upstream knows a code, then the upstream\'s 404 says it does not; a bad code is refused in Russian; no secret, no answer', async () => {
    t.demo.override('GET', /^\/api\/v1\/promo\/products\/net-takoy-akcii\/$/, (_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Акция не найдена"}');
    });
    expect((await ask('knauf2025').set(bearer).expect(200)).body).toEqual({ unknown: false });
    expect((await ask('net-takoy-akcii').set(bearer).expect(200)).body).toEqual({ unknown: true });
    expect((await ask('Knauf_2025').set(bearer).expect(404)).body.message).toMatch(/^«Knauf_2025» — не код акции/);
    await ask('knauf2025').expect(401);
  });
});

describe('the history on a studio whose repository is a git host\'s', () => {
  test('when «История» is asked, then it wants the studio\'s secret, then answers 404 in Russian pointing at the git host', async () => {
    expect((await request(studioApp).get(STUDIO_PATHS.historyPage).expect(401)).text).toContain('Нужен вход в студию');
    await request(studioApp).post(STUDIO_PATHS.restore.replace(':commit', 'a'.repeat(40))).send({}).expect(401);
    expect((await request(studioApp).get(STUDIO_PATHS.historyPage).set(bearer).expect(404)).text).toContain('на git-хостинге');
    const json = await request(studioApp).get(STUDIO_PATHS.history).set(bearer).expect(404);
    expect(json.body.message).toMatch(/^История правок и откат — на git-хостинге/);
    await request(studioApp).post(STUDIO_PATHS.restore.replace(':commit', 'a'.repeat(40))).set(bearer).send({}).expect(404);
  });
});

describe('the history of an embedded studio whose repository cannot be read', () => {
  test('when «История» is opened and its repository is no git repository, then the page says so in a Russian sentence (503), never a JSON answer', async () => {
    // The embedded studio's own history (server/studio-listener/content-history.ts) over a folder git cannot read.
    const history = createContentHistory({
      paths: contentRepoPaths(path.join(dir, 'no-repository')), branch: 'main', lock: createRepoLock({ deadlineMs: 5000 }), workDir: dir,
    });
    const app = express().use(createStudioApi({ config: t.config, server: t.server, history }).router);
    const page = await request(app).get(STUDIO_PATHS.historyPage).set(bearer).expect(503);
    expect(page.type).toBe('text/html');
    expect(plainSpaces(page.text)).toContain('Историю сейчас не удалось прочитать из хранилища студии: ничего не изменено. '
      + 'Обновите страницу через минуту.');
    const restore = STUDIO_PATHS.restore.replace(':commit', 'a'.repeat(40));
    const asked = await request(app).post(restore).set(bearer).send({ fields: 'title' }).expect(400);
    expect(asked.body.message).toBe('Поля для возврата не поняты: ничего не изменено. Откройте «Историю» заново и нажмите кнопку у поля.');
  });
});

describe('the studio\'s credentials', () => {
  test('when a request comes without the studio\'s secret or with another, then every studio path refuses it with 401 in Russian', async () => {
    for (const wrong of [{}, { authorization: 'Bearer not-the-secret' }, { cookie: 'promo_studio=not-the-secret' }]) {
      const state = await request(studioApp).get(STUDIO_PATHS.state).set(wrong).expect(401);
      expect(state.body).toEqual({ message: 'Нужен вход в студию: откройте её заново' });
      expect((await request(studioApp).get(STUDIO_PATHS.statePage).set(wrong).expect(401)).text).toContain('Нужен вход в студию');
      await request(studioApp).post(linkPath('saint-gobain25')).set(wrong).send({}).expect(401);
      await request(studioApp).post(revokePath('saint-gobain25')).set(wrong).send({}).expect(401);
      await request(studioApp).get(STUDIO_PATHS.kindTexts.replace(':kind', 'campaign')).set(wrong).expect(401);
    }
    expect(readFileSync(path.join(dir, 'content', 'campaigns', 'saint-gobain25.json'), 'utf8')).toBeTruthy();
  });

  test('when the page is opened with ?token=, then it sets the studio\'s cookie and leaves the address; the cookie then opens the page', async () => {
    const signIn = await request(studioApp).get(`${STUDIO_PATHS.statePage}?token=${STUDIO_TOKEN}`).expect(303);
    expect(signIn.headers.location).toBe(STUDIO_PATHS.statePage);
    expect((signIn.headers['set-cookie'] as unknown as string[])[0]).toMatch(/^promo_studio=.+; Path=\/; HttpOnly; SameSite=Strict$/);
    const page = await request(studioApp).get(STUDIO_PATHS.statePage).set('Cookie', cookieOf(signIn)).expect(200);
    expect(page.text).toContain('<h1>Состояние сайта</h1>');
  });

  test('when the local studio\'s own page is opened, then it signs its visitor in; unless told, it signs in nobody', async () => {
    const local = createStudioApi({ config: { ...t.config, studioToken: undefined }, server: t.server, signInOnStudioPage: true });
    const listener = express().use(local.router).get('/', (_req, res) => void res.send('студия'));
    const page = await request(listener).get('/').expect(200);
    const cookie = cookieOf(page);
    expect(cookie).toBe(`promo_studio=${local.token}`);
    expect(local.token).toMatch(/^[\w-]{43}$/);
    await request(listener).get(STUDIO_PATHS.state).set('Cookie', cookie).expect(200);
    const configured = await request(express().use(studio.router).get('/', (_req, res) => void res.send('студия'))).get('/').expect(200);
    expect(configured.headers['set-cookie']).toBeUndefined();
  });

  test('when a post with the studio\'s cookie is not JSON (a cross-site form), then it is refused', async () => {
    const res = await request(studioApp).post(revokePath('saint-gobain25')).set('Cookie', `promo_studio=${STUDIO_TOKEN}`)
      .type('form').send('x=1').expect(415);
    expect(res.body.message).toContain('JSON');
  });

  test('when the public host is asked for a studio path, then it is not there', async () => {
    for (const studioPath of [STUDIO_PATHS.state, STUDIO_PATHS.statePage, linkPath('knauf2025')]) {
      await request(t.listener).get(studioPath).set('Host', HOST).set(bearer).expect(404);
    }
  });
});

describe('«Ссылка для поставщика»', () => {
  test('when the studio asks for a link to a hidden campaign, then the link opens its preview, and nothing shows PREVIEW_TOKEN', async () => {
    const before = Date.now();
    const res = await askLink('saint-gobain25', { days: 3 }).expect(200);
    expect(res.body).toEqual({
      campaign: 'saint-gobain25', days: 3, expiresAt: expect.any(String), shows: 'published',
      url: expect.stringMatching(/^https:\/\/promo\.example\.ru\/promo\/saint-gobain25\?preview=\d+\.[\w-]{43}$/),
    });
    const expires = Date.parse(res.body.expiresAt as string);
    expect(expires).toBeGreaterThan(before + 3 * DAY_MS - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);
    expect(res.text).not.toContain(PREVIEW_TOKEN);

    await open('https://promo.example.ru/promo/saint-gobain25').expect(404);
    const entry = await open(res.body.url as string).expect(303);
    expect(entry.headers.location).toBe('/promo/saint-gobain25');
    expect((await open('/promo/saint-gobain25', cookieOf(entry)).expect(200)).text).toContain('Предпросмотр');
  });

  test('when a server has no preview key (a git host\'s studio, no PREVIEW_TOKEN), then the operator is told in Russian to ask the administrator', async () => {
    const keyless = express().use(createStudioApi({ config: { ...t.config, previewToken: undefined }, server: t.server }).router);
    const res = await request(keyless).post(linkPath('saint-gobain25')).set(bearer).send({}).expect(409);
    expect(res.body.message)
      .toBe('Ссылки для поставщика на этом сервере не включены: попросите администратора сайта включить предпросмотр');
  });

  test('when the embedded studio asks for a campaign that is neither published nor saved, then it is told to save it first', async () => {
    const noChanges = async () => undefined;
    const embedded = express().use(createStudioApi({ config: t.config, server: t.server, changesUnderReview: noChanges }).router);
    const res = await request(embedded).post(linkPath('zima2025')).set(bearer).send({}).expect(404);
    expect(res.body.message).toBe('Нет акции «zima2025» ни на сайте, ни среди сохранённых правок: сначала нажмите «Сохранить»');
  });

  test('when the studio asks with a bad term or for no campaign, then it is told why in Russian', async () => {
    expect((await askLink('saint-gobain25', { days: 365 }).expect(400)).body.message).toBe('Срок ссылки — целое число дней от 1 до 90');
    expect((await askLink('nosuch').expect(404)).body.message).toBe('Нет акции «nosuch» в опубликованном контенте');
  });

  test('when a link has expired, then the link and a reload with its cookie are both answered in Russian', async () => {
    const old = createStudioApi({ config: t.config, server: t.server, now: () => Date.now() - 8 * DAY_MS });
    const expired = (await request(express().use(old.router)).post(linkPath('saint-gobain25')).set(bearer).send({ days: 7 }).expect(200));
    const link = await open(expired.body.url as string).expect(403);
    expect(plainSpaces(link.text)).toContain('Срок ссылки для предпросмотра истёк');
    const grant = new URL(expired.body.url as string).searchParams.get('preview')!;
    const reload = await open('/promo/saint-gobain25', `promo_preview_saint-gobain25=${grant}`).expect(404);
    expect(plainSpaces(reload.text)).toContain('Ссылка для предпросмотра больше не действует');
  });
});

describe('revoking a campaign\'s links', () => {
  test('when the studio revokes a campaign\'s links, then its link and its cookie open nothing, told in Russian, and a new link works', async () => {
    const { url } = (await askLink('tehnonikol25').expect(200)).body as { url: string };
    const cookie = cookieOf(await open(url).expect(303));
    await open('/promo/tehnonikol25', cookie).expect(200);
    const other = cookieOf(await open((await askLink('saint-gobain25').expect(200)).body.url as string).expect(303));

    const revoked = await request(studioApp).post(revokePath('tehnonikol25')).set(bearer).send({}).expect(200);
    expect(revoked.body).toEqual({ campaign: 'tehnonikol25', revokedAt: expect.any(String), epoch: 1 });

    const refused = plainSpaces((await open(url).expect(403)).text);
    expect(refused).toContain('Ссылка для предпросмотра отозвана');
    // Its way back is the campaign's own page, not the site's home.
    expect(refused).toMatch(/<p class="home"><a href="\/promo\/tehnonikol25">[^<]+<\/a><\/p>/);
    expect(refused).not.toContain('На главную');
    const reload = await open('/promo/tehnonikol25', cookie).expect(404);
    expect(plainSpaces(reload.text)).toContain('Ссылка для предпросмотра больше не действует');
    // Another campaign's links are untouched.
    await open('/promo/saint-gobain25', other).expect(200);
    const fresh = (await askLink('tehnonikol25').expect(200)).body.url as string;
    expect(fresh).toMatch(/\?preview=\d+\.1\.[\w-]{43}$/);
    await open('/promo/tehnonikol25', cookieOf(await open(fresh).expect(303))).expect(200);
  });

  test('when another instance reads the same store, then it knows the revocation', async () => {
    const elsewhere = fileEpochs(path.join(dir, 'epochs.json'), createLogger('silent'));
    await elsewhere.refresh();
    expect(elsewhere.of('tehnonikol25')).toBe(1);
    expect(elsewhere.of('saint-gobain25')).toBe(0);
    await elsewhere.close();
  });
});

describe('«Состояние сайта»', () => {
  test('when asked, then it gives the site\'s clock, the day the studio\'s previews open on, and no campaign table', async () => {
    const { body } = await request(studioApp).get(STUDIO_PATHS.state).set(bearer).expect(200);
    // The site's clock: PROMO_NOW, running on.
    expect(body.at).toMatch(/^2025-08-20T09:0\d/);
    expect(body).not.toHaveProperty('campaigns');
    expect(JSON.stringify(body)).not.toContain(PREVIEW_TOKEN);
  });

  test('when a reload held back a broken file, then the page names the campaign by its title, the field by its label and what to do, '
    + 'says the site shows its last good version, and shows no path, key or ISO date', async () => {
    const file = path.join(dir, 'content', 'campaigns', 'knauf2025.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"ends": "2025-10-31"', '"ends": "2025-13-31"'));
    await t.server.reloadContent();
    // With the studio form's words, as the server's start gives them (server/main.ts).
    const worded = express().use(createStudioApi({ config: t.config, server: t.server, formWords: FORM_WORDS }).router);

    const { body } = await request(worded).get(STUDIO_PATHS.state).set(bearer).expect(200);
    const title = 'Акция «Акция Knauf 2025: покупайте материалы Knauf и получайте дополнительные баллы»';
    expect(JSON.parse(plainSpaces(JSON.stringify(body.lastReload)))).toEqual({
      at: expect.any(String), outcome: 'held-back', problems: [], warnings: [],
      heldBack: [{
        file: 'campaigns/knauf2025.json', title, editor: '/#/collections/campaigns/entries/knauf2025', kept: true,
        since: body.lastReload.at, problems: ['«Последний день»: такого дня нет: выберите день в календаре поля'],
      }],
    });
    const page = (await request(worded).get(STUDIO_PATHS.statePage).set(bearer).expect(200)).text;
    const held = plainSpaces(/<ul class="held">(.*?)<\/ul><\/li><\/ul>/s.exec(page)?.[1] ?? page);
    const link = `<a href="/#/collections/campaigns/entries/knauf2025">${title}</a>`;
    expect(held).toMatch(new RegExp(`^<li>${link} — правка не принята с \\d+ [а-я]+ \\d{4}, \\d\\d:\\d\\d\\. `
      + 'На сайте — последняя исправная версия\\.<ul><li>«Последний день»: такого дня нет: выберите день в календаре поля</li>$'));
    expect(page).not.toMatch(/campaigns\/knauf2025\.json|\bends\b|\d{4}-\d\d-\d\d/);
  });
});

describe('the studio\'s plain pages (server/studio/studio-document.ts)', () => {
  const HEAD = '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">';
  const REFUSED = '<p class="bad">Нужен вход в студию: откройте её заново</p></body></html>';

  test('when each is asked without the studio\'s secret, then it is a Russian, unindexed document with its title, its heading and the refusal', async () => {
    const pages = [
      [STUDIO_PATHS.statePage, 'Состояние сайта', 'Состояние сайта'],
      [STUDIO_PATHS.historyPage, 'История', 'История опубликованного контента'],
      [STUDIO_PATHS.calendarPage, 'Календарь акций', 'Календарь акций'],
    ] as const;
    for (const [asked, title, heading] of pages) {
      const { text } = await request(studioApp).get(asked).expect(401).expect('content-type', /^text\/html/);
      expect(text.startsWith(`${HEAD}<title>${title}</title><style>`), asked).toBe(true);
      // Its style inline and whole, then the heading, then the reason it is refused.
      expect(text, asked).toMatch(/<style>[^<]*\S[^<]*<\/style><\/head><body><h1>/);
      expect(text.endsWith(`</head><body><h1>${heading}</h1>${REFUSED}`), asked).toBe(true);
    }
  });

  test('when a signed-in page has a body, then the body follows its heading and no refusal is shown', async () => {
    const { text } = await request(studioApp).get(STUDIO_PATHS.calendarPage).set(bearer).expect(200);
    expect(text.startsWith(`${HEAD}<title>Календарь акций</title><style>`)).toBe(true);
    expect(text).toMatch(/<\/style><\/head><body><h1>Календарь акций<\/h1><p><a href="\/">← В студию<\/a><\/p><p><a href="\?month=/);
    expect(text).not.toContain('class="bad"');
    expect(text.endsWith('</body></html>')).toBe(true);
  });
});
