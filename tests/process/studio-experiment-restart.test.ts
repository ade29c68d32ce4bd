// «Перезапустить» on an experiment's result page (docs/product.md §12, docs/decisions/486-experiments-in-the-studio.md):
// the embedded studio's edits (server/studio-listener/experiment-edits.ts) over a real git repository holding a copy of
// the tests' content, behind the studio's endpoints (server/studio/studio-api.ts) of an app on the fixture's headline
// test's first day, 22 October 2025 (tests/support/experiments.ts). The restart is a change opened for review, as Decap
// opens one: the experiment's file with a fresh key and its key so far in `earlierKeys` (its results stay readable), the
// published content untouched until it is published; a second restart while that change waits is refused in Russian.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createExperimentEdits } from '#server/studio-listener/experiment-edits.js';
import { contentRepoPaths, gitEnv } from '#server/studio-listener/content-repo.js';
import { createRepoLock } from '#server/studio-listener/repo-lock.js';
import { createStudioApi, STUDIO_PATHS } from '#server/studio/studio-api.js';
import { EXPERIMENT_KEY, experimentSchema } from '#shared/content/experiment-schema.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { startApp, type TestApp } from '../support/start-app.js';

const STUDIO_TOKEN = 'studio-token-of-the-restart-test-0123456789abcdef';
const bearer = { authorization: `Bearer ${STUDIO_TOKEN}` };
const { id } = FIXTURE_EXPERIMENT;
const FILE = `experiments/${id}.json`;
const REVIEW = `cms/experiments/${id}`;
let dir: string;
let t: TestApp;
let app: express.Express;
const AUTHOR = {
  GIT_AUTHOR_NAME: 'Анна', GIT_AUTHOR_EMAIL: 'a@example.ru', GIT_COMMITTER_NAME: 'Анна', GIT_COMMITTER_EMAIL: 'a@example.ru',
};
const git = (...args: string[]) => execFileSync('git', args, { cwd: contentRepoPaths(dir).repo, env: { ...gitEnv(), ...AUTHOR } })
  .toString().trim();

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'studio-experiment-restart-'));
  cpSync(FIXTURE_CONTENT_DIR, contentRepoPaths(dir).repo, { recursive: true });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '--no-gpg-sign', '-m', 'Контент, как студия его нашла');
  t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, STUDIO_TOKEN } });
  const lock = createRepoLock({ deadlineMs: 30_000 });
  const experimentEdits = createExperimentEdits({ paths: contentRepoPaths(dir), branch: 'main', lock, workDir: dir });
  app = express().use(createStudioApi({ config: t.config, server: t.server, experimentEdits }).router);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('«Перезапустить»', () => {
  test('when the operator restarts a running test, then a change with a fresh key and the old one kept opens for review, the site untouched', async () => {
    const page = (await request(app).get(STUDIO_PATHS.experimentPage.replace(':id', id)).set(bearer).expect(200)).text;
    expect(page).toContain(`data-action="restart" data-url="/site-api/experiments/${id}/restart"`);
    expect(page).toContain('>Перезапустить</button>');
    const published = git('rev-parse', 'main');

    await request(app).post(STUDIO_PATHS.restartExperiment.replace(':id', id)).set(bearer).send({}).expect(200);

    const before = JSON.parse(git('show', `main:${FILE}`)) as Record<string, unknown>;
    const after = JSON.parse(git('show', `${REVIEW}:${FILE}`)) as Record<string, unknown>;
    expect(after.key).toMatch(EXPERIMENT_KEY);
    expect(after.key).not.toBe(before.key);
    expect(after).toEqual({ ...before, key: after.key, earlierKeys: [FIXTURE_EXPERIMENT.key] });
    // The site's own schema takes the file as it is.
    expect(experimentSchema.safeParse(after).success).toBe(true);
    // «На проверке», where Decap's local backend keeps it; the published branch as it was: the test runs on until it is published.
    expect(git('config', `branch.${REVIEW}.description`)).toBe('decap-cms/pending_review');
    expect(git('log', '-1', '--format=%s', REVIEW)).toBe(`Правка: Эксперимент «${FIXTURE_EXPERIMENT.name}» — перезапуск с новым ключом`);
    expect(git('rev-parse', 'main')).toBe(published);
  });

  test('when the operator restarts again while that change waits, then it is refused in Russian and nothing changes', async () => {
    const waiting = git('rev-parse', REVIEW);
    const refused = await request(app).post(STUDIO_PATHS.restartExperiment.replace(':id', id)).set(bearer).send({}).expect(409);
    expect(refused.body.message).toBe('У эксперимента уже есть правка на согласовании: опубликуйте или удалите её в «Процессе работы», '
      + 'затем нажмите «Перезапустить» снова. Ничего не изменено.');
    expect(git('rev-parse', REVIEW)).toBe(waiting);
  });
});
