// A process started on a git checkout whose campaign file broke long ago serves that file's last
// good version, however many commits ago it was (server/content/git-last-good.ts,
// docs/decisions/351-content-history-in-the-pod.md): the real app started on a repository
// holding a copy of the tests' content, in which knauf2025's file broke and 11 commits of
// other files followed (a new Pod started on that checkout). The day is RUNNING_DAY.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyFixtureContent } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';

const HOST = 'promo.example.ru';
const LATER_COMMITS = 11;
let dir: string;
let t: TestApp;

const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], {
  env: {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_'))),
    GIT_AUTHOR_NAME: 'Анна', GIT_AUTHOR_EMAIL: 'a@example.ru', GIT_COMMITTER_NAME: 'Анна', GIT_COMMITTER_EMAIL: 'a@example.ru',
  },
});
const commit = (message: string) => {
  git('add', '--all');
  git('commit', '--quiet', '--no-gpg-sign', '-m', message);
};
const campaignFile = (id: string) => path.join(dir, 'campaigns', `${id}.json`);
const readCampaign = (id: string) => JSON.parse(readFileSync(campaignFile(id), 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  dir = copyFixtureContent('promo-last-good-history-');
  git('init', '--quiet', '--initial-branch=main');
  commit('Контент');
  writeFileSync(campaignFile('knauf2025'), JSON.stringify({ ...readCampaign('knauf2025'), title: 'Сломано', starts: 'первое марта' }));
  commit('Правка: Акция «knauf2025» (сломана)');
  for (let n = 1; n <= LATER_COMMITS; n += 1) {
    writeFileSync(campaignFile('rockwool2025'), JSON.stringify({ ...readCampaign('rockwool2025'), title: `Rockwool: правка ${n}` }));
    commit(`Правка ${n}: Акция «rockwool2025»`);
  }
  t = await startApp({ env: { CONTENT_DIR: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`a new process on a checkout whose campaign broke ${LATER_COMMITS} commits before its newest`, () => {
  test('when the broken campaign is asked for, then its last good version serves, and the newest edits of the others too', async () => {
    const knauf = asWritten((await request(t.listener).get('/promo/knauf2025').set('Host', HOST).expect(200)).text);
    expect(knauf).toContain('Акция Knauf 2025: покупайте материалы Knauf');
    expect(knauf).not.toContain('Сломано');
    const rockwool = plainSpaces((await request(t.listener).get('/promo/rockwool2025').set('Host', HOST).expect(200)).text);
    expect(rockwool).toContain(`Rockwool: правка ${LATER_COMMITS}<`);
    expect(t.server.heldBack()).toEqual(['campaigns/knauf2025.json']);
  });
});
