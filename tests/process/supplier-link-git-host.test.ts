// A supplier's link where the content is a checkout synced from a git host (deploy/kubernetes:
// git-sync), not the embedded studio's repository (docs/decisions/242-supplier-link-shows-change-under-review.md).
// A bare repository on this machine stands for the host: the studio's editorial workflow keeps
// a campaign's saved change on its branch `cms/campaigns/<id>` there, and the site's content
// folder is a shallow clone of the published branch that never holds that branch. The built
// server runs with CONTENT_GIT_URL naming the host: a link's holder is shown the change under
// review, a newer commit of it, and after the publish (merged, the branch deleted, the checkout
// pulled) the published version; the public page never shows the change. Over HTTP the host
// (git's own http-backend) asks for a read-only token, which the site sends and never logs; a
// wrong token, or a host that cannot be reached, leaves the published version shown.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { signGrant } from '#server/preview/preview-grant.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { startGitHttpHost } from '../support/git-http-host.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { GIVE_UP_MS } from '../support/site-changes.js';
import { get, startServer, stopServersAndRemove, type ServerProcess } from '../support/server-process.js';

const DAY = '2025-11-15T12:00:00+03:00';
const TOKEN = 'a-preview-key-of-this-test-only-0123456789';
const CAMPAIGN = 'tehnonikol25';
const FILE = `campaigns/${CAMPAIGN}.json`;
const BRANCH = `cms/campaigns/${CAMPAIGN}`;
const PUBLISHED_TITLE = 'Акция Технониколь: дополнительные баллы за материалы';
const UNDER_REVIEW = 'Технониколь: двойные баллы за кровлю до конца ноября';
const REVISED = 'Технониколь: двойные баллы за кровлю и утепление';
/**
 * How long a change may take to show on the link before the test fails: the bound of a change that never shows
 * (tests/support/site-changes.ts), not the product's 10 s, which a busy machine may overrun; the time is printed.
 */
const POLL = { timeout: GIVE_UP_MS, interval: 250 };

let dir: string | undefined;
let server: ServerProcess | undefined;
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && server) {
    const said = server.logs.filter((line) => line.level >= 40).map((line) => JSON.stringify(line));
    console.info(['— server warnings and errors:', ...said].join('\n'));
  }
  server = undefined;
  await stopServersAndRemove(dir);
  dir = undefined;
});

const gitIn = (cwd: string) => (...args: string[]) => execFileSync('git', args, {
  cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'Студия', GIT_AUTHOR_EMAIL: 'studio@example.ru',
    GIT_COMMITTER_NAME: 'Студия', GIT_COMMITTER_EMAIL: 'studio@example.ru' },
}).trim();

/** The host (a bare repository) with the tests' content on `main`, the editor's clone, and the site's shallow checkout. */
function gitHost(root: string) {
  const host = path.join(root, 'host.git');
  const editor = path.join(root, 'editor');
  const checkout = path.join(root, 'checkout');
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', host]);
  cpSync(FIXTURE_CONTENT_DIR, editor, { recursive: true });
  const edit = gitIn(editor);
  edit('init', '--quiet', '--initial-branch=main');
  edit('add', '--all');
  edit('commit', '--quiet', '-m', 'Контент сайта');
  edit('push', '--quiet', host, 'main');
  execFileSync('git', ['clone', '--quiet', '--depth=1', '--branch=main', `file://${host}`, checkout]);
  /** The campaign's title changed on the editor's current branch, committed and pushed to the host as `branch`. */
  const commitTitle = (title: string, branch: string) => {
    const file = path.join(editor, FILE);
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), title }, null, 2));
    edit('commit', '--quiet', '-am', `Правка: ${title}`);
    edit('push', '--quiet', '--force', host, `HEAD:refs/heads/${branch}`);
  };
  /** What git-sync does every period: the checkout moved to the host's `main`. */
  const pull = () => {
    const sync = gitIn(checkout);
    sync('fetch', '--quiet', '--depth=1', 'origin', 'main');
    sync('reset', '--quiet', '--hard', 'FETCH_HEAD');
  };
  return { host, edit, checkout, commitTitle, pull };
}

/** A supplier link opened as a browser does: the grant answered by a cookie and a 303, then the page with it. */
async function openLink(base: string, campaignId: string): Promise<{ title: string; bar: string }> {
  // A link lives by real time, whatever the site's clock says of campaigns.
  const grant = signGrant(TOKEN, campaignId, Date.now() + 7 * 24 * 60 * 60 * 1000);
  const entry = await get(`${base}/promo/${campaignId}?preview=${encodeURIComponent(grant)}`);
  expect(entry.status).toBe(303);
  const cookie = String(entry.headers['set-cookie']).split(';')[0]!;
  const page = await get(`${base}/promo/${campaignId}`, { cookie });
  expect(page.status).toBe(200);
  return readPage(page.text);
}

function readPage(html: string): { title: string; bar: string } {
  const text = (pattern: RegExp) => plainSpaces(pattern.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
  return { title: text(/<h1[^>]*>([\s\S]*?)<\/h1>/), bar: text(/<[^>]+aria-label="Предпросмотр"[^>]*>([\s\S]*?)<\/(?:section|div|aside)>/) };
}

describe('a supplier link where the content is synced from a git host', () => {
  test('when a campaign\'s change is saved on the host\'s review branch, then the link shows it and says so while the public page does not; a newer commit of it shows next; once merged, the branch deleted and the checkout pulled, the link shows the published version', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'promo-link-git-host-'));
    const { host, edit, checkout, commitTitle, pull } = gitHost(dir);
    const started = await startServer({
      CONTENT_DIR: checkout, PREVIEW_TOKEN: TOKEN, PROMO_NOW: DAY, SHUTDOWN_DELAY_MS: '0',
      CONTENT_GIT_URL: host, CONTENT_GIT_DIR: path.join(dir, 'site-git'),
    });
    server = started;
    expect(await openLink(started.base, CAMPAIGN)).toMatchObject({ title: PUBLISHED_TITLE });

    // The operator saves a change in the studio: Decap commits it to the campaign's branch on the host.
    edit('checkout', '--quiet', '-b', BRANCH);
    const saved = Date.now();
    commitTitle(UNDER_REVIEW, BRANCH);
    await expect.poll(async () => (await openLink(started.base, CAMPAIGN)).title, POLL).toBe(UNDER_REVIEW);
    const shownAfter = Date.now() - saved;
    expect((await openLink(started.base, CAMPAIGN)).bar).toContain('правка на согласовании');
    const publicPage = readPage((await get(`${started.base}/promo/${CAMPAIGN}`)).text);
    expect(publicPage.title).toBe(PUBLISHED_TITLE);
    expect(publicPage.bar).toBe('');
    // A campaign with no open change is shown as published.
    expect((await openLink(started.base, 'knauf2025')).bar).toContain('опубликованная версия');

    // The change is edited again: the link follows the branch's new commit.
    commitTitle(REVISED, BRANCH);
    await expect.poll(async () => (await openLink(started.base, CAMPAIGN)).title, POLL).toBe(REVISED);

    // Published: merged into main on the host, the branch deleted, git-sync pulls.
    edit('checkout', '--quiet', 'main');
    edit('merge', '--quiet', '--ff-only', BRANCH);
    edit('push', '--quiet', host, 'main', `:refs/heads/${BRANCH}`);
    pull();
    await expect.poll(async () => Object.values(await openLink(started.base, CAMPAIGN)), POLL)
      .toEqual([REVISED, expect.stringContaining('опубликованная версия')]);
    console.info(`saved on the host's review branch → the supplier's link shows it: ${shownAfter} ms`);
  }, 240_000);

  test('when the host asks for sign-in over HTTP, then the site fetches with the read-only token it holds, never told in its log, and the link shows the change, eight holders at once costing one fetch at most; with a wrong token it shows the published version and says why', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'promo-link-git-host-'));
    const { edit, checkout, commitTitle } = gitHost(dir);
    edit('checkout', '--quiet', '-b', BRANCH);
    commitTitle(UNDER_REVIEW, BRANCH);
    const token = 'read-only-token-of-this-test-5b1f0c';
    const host = await startGitHttpHost(dir, { user: 'promo-reader', token });
    try {
      const signedIn = await startServer({
        CONTENT_DIR: checkout, PREVIEW_TOKEN: TOKEN, PROMO_NOW: DAY, SHUTDOWN_DELAY_MS: '0',
        CONTENT_GIT_URL: `${host.base}/host.git`, CONTENT_GIT_USER: 'promo-reader', CONTENT_GIT_TOKEN: token,
      });
      server = signedIn;
      expect(await openLink(signedIn.base, CAMPAIGN)).toMatchObject({ title: UNDER_REVIEW });
      expect(host.requests.length).toBeGreaterThan(0);
      expect(host.requests.every((request) => request.signedIn)).toBe(true);
      // Bounded: eight holders opening the link at once share one fetch at most (each fetch asks info/refs once).
      const fetches = () => host.requests.filter((request) => request.path.endsWith('/info/refs')).length;
      const before = fetches();
      const pages = await Promise.all(Array.from({ length: 8 }, () => openLink(signedIn.base, CAMPAIGN)));
      expect(pages.map((shown) => shown.title)).toEqual(Array(8).fill(UNDER_REVIEW));
      expect(fetches() - before).toBeLessThanOrEqual(1);

      const refused = await startServer({
        CONTENT_DIR: checkout, PREVIEW_TOKEN: TOKEN, PROMO_NOW: DAY, SHUTDOWN_DELAY_MS: '0',
        CONTENT_GIT_URL: `${host.base}/host.git`, CONTENT_GIT_USER: 'promo-reader', CONTENT_GIT_TOKEN: 'not-the-token',
      });
      server = refused;
      const shown = await openLink(refused.base, CAMPAIGN);
      expect(shown.title).toBe(PUBLISHED_TITLE);
      expect(shown.bar).toContain('опубликованная версия');
      await refused.logLine('review branches not fetched');
      expect(host.requests.some((request) => !request.signedIn)).toBe(true);
      for (const line of [...signedIn.logs, ...refused.logs]) expect(JSON.stringify(line)).not.toMatch(/read-only-token|not-the-token/);
    } finally {
      await host.close();
    }
  }, 180_000);

  test('when the git host cannot be reached, then the link shows the published version and the server says why in its log', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'promo-link-git-host-'));
    const { checkout } = gitHost(dir);
    const started = await startServer({
      CONTENT_DIR: checkout, PREVIEW_TOKEN: TOKEN, PROMO_NOW: DAY, SHUTDOWN_DELAY_MS: '0',
      CONTENT_GIT_URL: path.join(dir, 'no-such-host.git'),
    });
    server = started;
    const shown = await openLink(started.base, CAMPAIGN);
    expect(shown).toMatchObject({ title: PUBLISHED_TITLE });
    expect(shown.bar).toContain('опубликованная версия');
    expect((await started.logLine('review branches not fetched')).err).toMatch(/no-such-host|does not appear to be a git repository/);
  }, 120_000);
});
