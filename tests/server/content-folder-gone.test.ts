// An empty or vanished content folder is a refused change like any other
// (docs/decisions/105-broken-file-holds-back-itself.md): the real app reads CONTENT_DIR
// through a link, as git-sync's checkout is read, and the link is turned to an empty folder
// (an empty checkout) and then to nothing (a broken link, a vanished volume). Each time the
// last good content keeps serving (every campaign, the hub's links), /readyz says the folder
// is held back, /metrics counts it, and the reload log («Состояние сайта») says why in Russian.
// The day is RUNNING_DAY.
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { copyFixtureContent } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';

const HOST = 'promo.example.ru';
let root: string;
let link: string;
let t: TestApp;

/** Turns CONTENT_DIR's link to `target` in one rename, as git-sync swaps its link. */
function pointAt(target: string): void {
  const next = `${link}.next`;
  symlinkSync(target, next);
  renameSync(next, link);
}
const hubLinks = async () => {
  const { text } = await request(t.listener).get('/promo/').set('Host', HOST).expect(200);
  return [...text.matchAll(/href="(\/promo\/[a-z0-9-]+)"/g)].map((match) => match[1]!).sort();
};
const readyz = async () => (await request(t.listener).get('/readyz')).body as unknown;
const heldBackGauge = async () => /^content_files_held_back (\d+)$/m.exec((await request(t.listener).get('/metrics')).text)?.[1];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'promo-folder-gone-'));
  const content = copyFixtureContent('promo-folder-gone-content-');
  renameSync(content, path.join(root, 'content'));
  link = path.join(root, 'current');
  symlinkSync(path.join(root, 'content'), link);
  t = await startApp({ env: { CONTENT_DIR: link } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the content folder emptied or gone under a running instance', () => {
  let links: string[];

  test('when the link is turned to an empty folder, then the change is refused whole: every campaign and hub link serves on, /readyz and /metrics say so', async () => {
    links = await hubLinks();
    expect(links.length).toBeGreaterThan(3);
    mkdirSync(path.join(root, 'empty'));
    pointAt(path.join(root, 'empty'));

    const held = await t.server.reloadContent();

    expect(held).toBe(true);
    expect(await hubLinks()).toEqual(links);
    await request(t.listener).get('/promo/knauf2025').set('Host', HOST).expect(200);
    expect(await readyz()).toEqual({ status: 'ready', heldBack: ['.'] });
    expect(await heldBackGauge()).toBe('1');
    expect(t.server.reloads.last).toMatchObject({
      outcome: 'refused',
      problems: [`${link}: в папке контента нет campaigns/ и brands/: она пуста или выложена не целиком; `
        + 'изменение не принято целиком, сайт показывает прежний контент'],
    });
  });

  test('when the link is turned to a copy that stopped part way (brands/ and an empty campaigns/, no kind\'s file), then it is refused whole too', async () => {
    const partial = path.join(root, 'partial');
    cpSync(path.join(root, 'content', 'brands'), path.join(partial, 'brands'), { recursive: true });
    mkdirSync(path.join(partial, 'campaigns'));
    pointAt(partial);

    expect(await t.server.reloadContent()).toBe(true);
    expect(await hubLinks()).toEqual(links);
    await request(t.listener).get('/promo/knauf2025').set('Host', HOST).expect(200);
    const [problem, ...more] = t.server.reloads.last?.problems ?? [];
    expect(more).toEqual([]);
    expect(problem).toMatch(new RegExp(`^${link}: в папке контента нет .*: она пуста или выложена не целиком; изменение не принято`));
    for (const { file } of PAGE_REGISTRY.contentFiles) expect(problem).toContain(file);
  });

  test('when the link points at nothing (a vanished volume), then it is refused whole as well, and once the folder is back everything is as before', async () => {
    pointAt(path.join(root, 'gone'));

    expect(await t.server.reloadContent()).toBe(true);
    expect(await hubLinks()).toEqual(links);
    expect(t.server.reloads.last?.problems).toEqual([
      `${link}: папки контента нет (пропал том или сломана ссылка); изменение не принято целиком, сайт показывает прежний контент`,
    ]);

    pointAt(path.join(root, 'content'));
    expect(await t.server.reloadContent()).toBe(false);
    expect(await readyz()).toEqual({ status: 'ready' });
    expect(await heldBackGauge()).toBe('0');
    expect(await hubLinks()).toEqual(links);
  });
});
