// A publish on a git host is the host's merge of Decap's pull request, asked for by Decap's code
// in the operator's browser; its message says the entry and the fields the change brings, in
// Russian, as the embedded studio's own merges do (docs/decisions/117-studio-history.md).
// Decap's backend and the GitHub, GitLab and Forgejo API classes, bundled with the studio's own
// patches (scripts/build/studio-build.mjs), publish in real Chromium against a local server standing
// in for the host, which records the merge request it is sent.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { studioBuildOptions } from '../../scripts/build/studio-build.mjs';
import { launchBrowser } from '../support/browser.js';
import { ROOT } from '../support/project-root.js';

const BRANCH = 'cms/campaigns/rockwool25';
const PUBLISHED = { $schema: '../schema/campaign.json', id: 'rockwool25', title: 'Старый заголовок', organizer: 'ООО «Старый»', order: 1 };
const CHANGE = { ...PUBLISHED, title: 'Скидки на утеплитель', organizer: 'ООО «Роквул»' };
/** The campaigns' collection as Decap's state holds it (server/studio-listener/decap-config.ts's names). */
const CAMPAIGNS = {
  name: 'campaigns', label: 'Акции', label_singular: 'Акция', folder: 'campaigns', extension: 'json', format: 'json',
  // What Decap's state adds to a folder collection's config (its collectionTypes).
  type: 'folder_based_collection',
  fields: [
    { name: 'id', label: 'Код акции в учётной системе' },
    { name: 'title', label: 'Заголовок страницы' },
    { name: 'organizer', label: 'Организатор' },
    { name: 'order', label: 'Порядок' },
  ],
};

let out: string;
let host: Server;
let origin: string;
let browser: Browser;
let page: Page;
/** What the host was asked: method, address, body. */
const asked: Array<{ method: string; url: string; body: string }> = [];

const read = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
};

/** The host's answers, as GitHub, GitLab and Forgejo give them, for one open pull request of BRANCH. */
function answer(method: string, url: string): unknown {
  const head = { ref: BRANCH, sha: 'c0ffee', label: `studio:${BRANCH}`, repo: { owner: { login: 'studio' } } };
  if (method === 'GET' && url.startsWith('/repos/studio/site/pulls?')) {
    return [{ number: 7, state: 'open', head, base: { ref: 'main', sha: 'beef' }, labels: [{ name: 'decap-cms/pending_publish' }] }];
  }
  if (method === 'GET' && url.startsWith('/projects/studio%2Fsite/merge_requests?')) {
    return [{ iid: 3, source_branch: BRANCH, target_branch: 'main', sha: 'c0ffee', labels: ['decap-cms/pending_publish'] }];
  }
  if (method === 'GET' && url.startsWith('/search/issues')) return { items: [] };
  return { merged: true, sha: 'f00d' };
}

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'promo-merge-words-'));
  const studio = studioBuildOptions({ root: ROOT, out, production: false });
  await esbuild.build({
    ...studio,
    entryPoints: { page: path.join(ROOT, 'tests/support/decap-merge-page.mjs') },
    outdir: out,
    splitting: false,
  });
  const script = readFileSync(path.join(out, 'page.js'));
  host = createServer((request, response) => {
    void read(request).then((body) => {
      const { method = 'GET', url = '/' } = request;
      if (url === '/') return response.end('<!doctype html><meta charset="utf-8"><script type="module" src="/page.js"></script>');
      if (url === '/page.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      asked.push({ method, url, body });
      if (method === 'DELETE') return response.writeHead(204).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(method, url)));
    });
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const address = host.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(origin);
  await page.waitForFunction(() => 'publishThrough' in window);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (host) await new Promise((resolve) => host.close(resolve));
  if (out) rmSync(out, { recursive: true, force: true });
});

/** Publishes rockwool25 through `hostName`'s API (with `published` as the published file) and answers the merge request. */
async function publish(hostName: string, published: object | undefined) {
  asked.length = 0;
  await page.evaluate((args) => (window as unknown as { publishThrough(a: unknown): Promise<void> }).publishThrough(args), {
    host: hostName, collection: CAMPAIGNS, slug: 'rockwool25', path: 'campaigns/rockwool25.json',
    change: JSON.stringify(CHANGE), published: published && JSON.stringify(published),
  });
  const merge = asked.find(({ url }) => /\/merge(\?|$)/.test(url));
  if (!merge) throw new Error(`no merge asked of ${hostName}: ${asked.map(({ method, url }) => `${method} ${url}`).join(', ')}`);
  return merge;
}

const WORDS = 'Публикация: Акция «rockwool25» — Заголовок страницы, Организатор';

test('GitHub merges the pull request with the entry and the fields it changes', async () => {
  const merge = await publish('github', PUBLISHED);
  expect(merge.method).toBe('PUT');
  expect(JSON.parse(merge.body)).toMatchObject({ commit_message: WORDS, sha: 'c0ffee' });
}, 60_000);

test('a new entry names every field it brings', async () => {
  const merge = await publish('github', undefined);
  expect(JSON.parse(merge.body).commit_message)
    .toBe('Публикация: Акция «rockwool25» — Код акции в учётной системе, Заголовок страницы, Организатор, Порядок');
}, 60_000);

test('GitLab merges, or squashes, with the same words', async () => {
  const merge = await publish('gitlab', PUBLISHED);
  const params = new URL(merge.url, origin).searchParams;
  expect(params.get('merge_commit_message')).toBe(WORDS);
  expect(params.get('squash_commit_message')).toBe(WORDS);
}, 60_000);

test('Forgejo merges with the words as the commit\'s title', async () => {
  const merge = await publish('forgejo', PUBLISHED);
  expect(merge.method).toBe('POST');
  expect(JSON.parse(merge.body)).toMatchObject({ Do: 'merge', MergeTitleField: WORDS });
}, 60_000);
