// What the studio's listener lets through to Decap's local backend
// (server/studio-listener/backend-guard.ts, docs/decisions/240-studio-media-never-overwrite.md),
// on a real git repository: direct writes of the published branch are refused, and so is an
// entry's change bringing other bytes under a published file's name; the same bytes, a new
// name and every reading call pass; a save the site's own check refuses is refused with its reason in the form's words
// (docs/decisions/240-studio-media-never-overwrite.md: the studio's one check, since the form checks nothing as it is typed).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBackendGuard } from '#server/studio-listener/backend-guard.js';
import { createEntryCheck } from '#server/studio/entry-check.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';

const repo = mkdtempSync(path.join(tmpdir(), 'studio-guard-'));
const RED = Buffer.from('red banner bytes');
beforeAll(() => {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo });
  git('init', '--quiet', '--initial-branch=main');
  mkdirSync(path.join(repo, 'banners'));
  writeFileSync(path.join(repo, 'banners', 'banner-b.jpg'), RED);
  git('add', '--all');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '--quiet', '-m', 'start');
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const guard = createBackendGuard({ repo, branch: 'main' });
const persist = (assets: { path: string; content: string; encoding: string }[], useWorkflow = true) => guard({
  action: 'persistEntry', params: { entry: { slug: 'zima', path: 'campaigns/zima.json', raw: '{}' }, assets, options: { useWorkflow } },
});
const asset = (name: string, bytes: Buffer) => ({ path: `banners/${name}`, content: bytes.toString('base64'), encoding: 'base64' });

describe('the studio\'s guard before Decap\'s local backend', () => {
  test('when a picture is uploaded or deleted on its own, or an entry saved outside the workflow, then it is refused in Russian', async () => {
    for (const action of ['persistMedia', 'deleteFile', 'deleteFiles']) {
      expect(await guard({ action, params: { path: 'banners/banner-b.jpg' } })).toEqual({
        status: 403, error: expect.stringMatching(/^Студия меняет сайт только публикацией правки записи/),
      });
    }
    expect((await persist([], false))?.status).toBe(403);
  });

  test('when an entry\'s change brings other bytes under a published picture\'s name, then it is refused; the same bytes or a new name pass', async () => {
    const refused = await persist([asset('banner-b.jpg', Buffer.from('blue banner bytes'))]);
    expect(refused).toEqual({ status: 409, error: expect.stringContaining('Файл banners/banner-b.jpg уже есть на сайте') });
    expect(await persist([asset('banner-b.jpg', RED)])).toBeUndefined();
    expect(await persist([asset('banner-b-1a2b3c4d.jpg', Buffer.from('blue banner bytes'))])).toBeUndefined();
    expect(await guard({ action: 'entriesByFolder', params: { folder: 'campaigns' } })).toBeUndefined();
  });

  test('when a campaign is saved with neither a banner picture nor the three SVGs, then the save is refused (422) saying it '
    + 'once, by the form\'s words', async () => {
    const check = createEntryCheck({ contentDir: FIXTURE_CONTENT_DIR, pages: PAGE_REGISTRY });
    const checked = createBackendGuard({ repo, branch: 'main', check });
    const campaign = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'campaigns', 'rockwool25.json'), 'utf8'));
    const raw = JSON.stringify({ ...campaign, apiSlug: 'novaya25' });
    const refused = await checked({
      action: 'persistEntry',
      params: { entry: { slug: 'novaya25', path: 'campaigns/novaya25.json', raw }, assets: [], options: { useWorkflow: true } },
    });
    expect(refused).toEqual({
      status: 422,
      error: 'Сайт не примет эту правку — исправьте в форме: «Баннер-картинка» (Акция «novaya25»): у акции нет баннера: '
        + 'выберите картинку в поле «Баннер-картинка»',
    });
  });
});
