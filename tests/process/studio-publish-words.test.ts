// What a publish in the embedded studio writes in the published branch's log
// (docs/decisions/117-studio-history.md): every publish is a merge commit
// (docs/decisions/117-studio-history.md), also one git could fast-forward, its message
// Russian, naming the entry and the fields it brings, never git's «Merge branch 'cms/…'»; the
// change's own commits stay on its second parent. The second publish follows the first at once, while the
// site moves to the first's checkout: its check reads the published content as that checkout goes away.
// Calls go through Decap's local backend API as the studio app makes them; the server is `npm start`'s
// (tests/support/local-studio.ts). The site's checkout moves only between Decap's calls: each move adds and
// removes a worktree of the repository, and Decap's git died on one half-made
// (docs/decisions/330-studio-always-answers.md). A call Decap fails says why in the
// server's log (docs/decisions/330-studio-always-answers.md).
import { chmodSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { get, stopServersAndRemove } from '../support/server-process.js';
import { startLocalStudio, studioGit, type LocalStudio } from '../support/local-studio.js';

let studio: LocalStudio;
let dir: string;
let studioBase: string;
let cookie: string;

const git = (...args: string[]) => studioGit(dir)(...args);
const publishedFile = (file: string) => JSON.parse(git('show', `main:${file}`)) as Record<string, unknown>;

async function decap(action: string, params: Record<string, unknown>): Promise<{ status: number; text: string }> {
  const answer = await fetch(`${studioBase}/api/v1`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
  });
  return { status: answer.status, text: await answer.text() };
}

/** Saves the campaign `slug` with `fields` changed as a pending edit, with the studio's template message, and marks it ready. */
async function saveReady(slug: string, fields: Record<string, unknown>, assets: Array<{ path: string; content: string }> = []) {
  const file = `campaigns/${slug}.json`;
  const raw = `${JSON.stringify({ ...publishedFile(file), ...fields }, null, 2)}\n`;
  expect((await decap('persistEntry', {
    entry: { slug, path: file, raw }, assets: assets.map((asset) => ({ ...asset, encoding: 'base64' })),
    options: { collectionName: 'campaigns', commitMessage: `Правка: Акция «${slug}»`, useWorkflow: true, status: 'draft' },
  })).status).toBe(200);
  expect((await decap('updateUnpublishedEntryStatus', { collection: 'campaigns', slug, newStatus: 'pending_publish' })).status).toBe(200);
}

beforeAll(async () => {
  studio = await startLocalStudio('promo-publish-words-', { PROMO_NOW: '2025-10-15T12:00:00+03:00' });
  ({ dir, studioBase } = studio);
  cookie = String((await get(`${studioBase}/`)).headers['set-cookie']).split(';')[0]!;
});
afterAll(() => stopServersAndRemove(dir));

describe('a publish\'s commit in the embedded studio', () => {
  test('when two campaigns\' changes are saved and then both published, then each, the first one git could fast-forward too, '
    + 'is a merge whose message names the campaign and its fields in Russian', async () => {
    await saveReady('knauf2025', { title: 'Акция Knauf 2025: осенние баллы' });
    // With its banner picture: «История» names the publish by its first line, the campaign's, not the picture's.
    const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2266aa' } }).jpeg().toBuffer();
    await saveReady('rockwool25', { title: 'Rockwool: осенние баллы', organiser: 'ООО «Петрович»', bannerFile: 'a-rockwool.jpg' },
      [{ path: 'banners/a-rockwool.jpg', content: picture.toString('base64') }]);

    expect((await decap('publishUnpublishedEntry', { collection: 'campaigns', slug: 'knauf2025' })).status).toBe(200);
    // The first publish could be a fast-forward: it is a merge all the same, the change's own commit its second parent.
    expect(git('rev-list', '--count', '--merges', 'main')).toBe('1');
    expect(git('log', '-1', '--format=%B', 'main')).toBe('Публикация: Акция «knauf2025» — Заголовок страницы');
    expect(git('log', '-1', '--format=%s', 'main^2')).toBe('Правка: Акция «knauf2025» — Заголовок страницы');

    const second = await decap('publishUnpublishedEntry', { collection: 'campaigns', slug: 'rockwool25' });
    expect(second).toEqual({ status: 200, text: expect.stringContaining('merged') });
    expect(git('rev-list', '--count', '--merges', 'main')).toBe('2');
    expect(git('log', '-1', '--format=%B', 'main')).toBe('Публикация: Акция «rockwool25» — Заголовок страницы, Организатор, '
      + 'Баннер-картинка\nПубликация: Картинка «a-rockwool.jpg»');
    // Both changes are published, the change's branch is gone as after any publish, and Decap's working tree is clean.
    expect(publishedFile('campaigns/knauf2025.json').title).toBe('Акция Knauf 2025: осенние баллы');
    expect(publishedFile('campaigns/rockwool25.json')).toMatchObject({ title: 'Rockwool: осенние баллы', organiser: 'ООО «Петрович»' });
    expect(git('branch', '--list', 'cms/*')).toBe('');
    expect(git('status', '--porcelain')).toBe('');
    expect(git('branch', '--show-current')).toBe('main');
    expect(readFileSync(path.join(dir, 'studio', 'repo', 'campaigns', 'rockwool25.json'), 'utf8')).toContain('Rockwool: осенние баллы');
  }, 120_000);

  test('when a publish\'s call is still under way with the published branch already moved, then the site\'s checkout '
    + 'moves only after the call has ended', async () => {
    await saveReady('tehnonikol25', { title: 'Технониколь: осенние баллы' });
    // git's post-merge hook runs in the listener's merge of the publish, once the branch has moved and before the call
    // ends: it holds the call for three of the follower's looks (content-repo.ts's FOLLOW_MS, 500 ms), unless the
    // site's checkout moves first. Nothing says when a look that must not move has happened: a span is the only wait.
    const published = path.join(dir, 'studio', 'published');
    const hook = path.join(dir, 'studio', 'repo', '.git', 'hooks', 'post-merge');
    const seen = path.join(dir, 'post-merge.txt');
    writeFileSync(hook, `#!/bin/sh
before=$(readlink '${published}')
n=0
while [ "$n" -lt 30 ]; do
  if [ "$(readlink '${published}')" != "$before" ]; then echo moved >> '${seen}'; exit 0; fi
  sleep 0.05
  n=$((n + 1))
done
echo held >> '${seen}'
`);
    chmodSync(hook, 0o755);
    try {
      expect(await decap('publishUnpublishedEntry', { collection: 'campaigns', slug: 'tehnonikol25' }))
        .toEqual({ status: 200, text: expect.stringContaining('merged') });
    } finally {
      rmSync(hook);
    }
    expect(readFileSync(seen, 'utf8')).toBe('held\n');
    // Then it moves, to the publish's commit (an earlier publish's move may have been made on the way, or not at all).
    const head = git('rev-parse', 'main');
    for (let nth = 1; (await studio.server.logLine('студия: опубликовано, сайт читает новую версию контента', nth)).commit !== head;) nth++;
    expect(path.basename(readlinkSync(published))).toBe(head);
    const title = (JSON.parse(readFileSync(path.join(published, 'campaigns', 'tehnonikol25.json'), 'utf8')) as { title: string }).title;
    expect(title).toBe('Технониколь: осенние баллы');
  }, 60_000);

  test('when Decap fails a call, then the server\'s log says why at error level, naming the call by its action and entry', async () => {
    // A publish of a campaign with no change saved: Decap's merge of a branch that is not there.
    expect(await decap('publishUnpublishedEntry', { collection: 'campaigns', slug: 'saint-gobain25' }))
      .toEqual({ status: 500, text: '{"error":"Unknown error"}' });
    const line = await studio.server.logLine('publishUnpublishedEntry (campaigns/saint-gobain25)');
    expect(line).toMatchObject({
      level: 50, studio: 'decap-server', action: 'publishUnpublishedEntry', entry: 'campaigns/saint-gobain25',
      msg: 'publishUnpublishedEntry (campaigns/saint-gobain25): merge: cms/campaigns/saint-gobain25 - not something we can merge',
    });
  });
});
