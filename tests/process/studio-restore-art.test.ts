// A restore never takes away a picture an entry shows (docs/decisions/117-studio-history.md),
// whether a field names it or the campaign shows it by its file's name alone (`banners/<id>.jpg`,
// shared/content/banner-files.ts). The embedded studio's history (server/studio-listener/content-history.ts)
// over a real git repository holding a copy of the tests' content: a publish replaced knauf2025's
// hand-made banners with a raster art named by no field; putting back the «Файл добавлен» row of
// that art would leave the campaign without a banner, so a fresh instance would hold it back.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createContentHistory } from '#server/studio-listener/content-history.js';
import { contentRepoPaths, gitEnv } from '#server/studio-listener/content-repo.js';
import { createRepoLock } from '#server/studio-listener/repo-lock.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';

let dir: string;
const repo = () => contentRepoPaths(dir).repo;
const git = (...args: string[]) => execFileSync('git', args, {
  cwd: repo(), env: { ...gitEnv(), GIT_AUTHOR_NAME: 'Анна', GIT_AUTHOR_EMAIL: 'a@example.ru', GIT_COMMITTER_NAME: 'Анна',
    GIT_COMMITTER_EMAIL: 'a@example.ru' },
}).toString().trim();
const ART = 'banners/knauf2025.jpg';
let replaced: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'studio-restore-art-'));
  cpSync(FIXTURE_CONTENT_DIR, repo(), { recursive: true });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '--no-gpg-sign', '-m', 'Контент, как студия его нашла');
  // The publish: the raster art by the campaign's id, its hand-made banners gone.
  writeFileSync(path.join(repo(), ART), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  for (const size of ['small', 'medium', 'large']) git('rm', '--quiet', `banners/knauf2025-${size}.svg`);
  git('add', '--all');
  git('commit', '--quiet', '--no-gpg-sign', '-m', 'Правка: Акция «knauf2025»');
  replaced = git('rev-parse', 'HEAD');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('restoring a banner a campaign shows by its file name', () => {
  test('when the operator puts back the «Файл добавлен» row of a raster art no field names, then it is refused in Russian naming the campaign, and the art stays', async () => {
    const lock = createRepoLock({ deadlineMs: 30_000 });
    const history = createContentHistory({ paths: contentRepoPaths(dir), branch: 'main', lock, workDir: dir });

    const outcome = await history.restore(replaced, [ART]);

    expect(outcome).toEqual({
      done: false, status: 409,
      message: expect.stringMatching(/^Нельзя вернуть: картинку «knauf2025\.jpg» показывает Акция «[^»]+» \(по имени файла\), она бы пропала\./),
    });
    expect(git('rev-parse', 'main')).toBe(replaced);
    expect(git('cat-file', '-t', `main:${ART}`)).toBe('blob');
  });
});
