// Every text of the site's content files (content/site.json and each kind's own file,
// PAGE_REGISTRY.contentFiles) is shown: the real app on the tests' content with each text
// replaced by a marker of its own (its placeholders kept, so the file still passes its schema)
// serves every page on both sites on a day each campaign phase is shown (one campaign ended
// early, one without its own hub title, lovecategory finished on the last day), the 404 pages and
// the refused requests' pages. A marker in what a visitor is sent before the state block is shown.
// A marker sent only in the state block is an island's text, shown in the browser once the island
// runs (a modal, a form's answer): a file of code outside the schemas must name its key and one of
// its groups (a footer's `hours` is not read by the business header's `hours`). A marker in
// neither is a text nothing shows, and fails here, named, unless another test shows it in a state
// this one does not make (SHOWN_ELSEWHERE).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import type { KindFiles } from '#server/pages/page-kind.js';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { CONTENT } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { beforeState } from '../support/page-state.js';
import { ROOT } from '../support/project-root.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Texts shown only where the server is failing or a preview link is stale, or only when two
 * texts agree in a way markers cannot (a finished card's default lead, used when the campaign's
 * title starts with its hub name), with the test that shows each (a text belongs here only
 * with such a test).
 */
const SHOWN_ELSEWHERE: Record<string, string> = {
  'site: errors.serverError.title': 'tests/server/error-page.test.ts',
  'site: errors.serverError.lead': 'tests/server/error-page.test.ts',
  'site: errors.busy.message': 'tests/server/load-shedding.test.ts',
  'site: errors.busy.lead': 'tests/server/load-shedding.test.ts',
  'site: errors.tooMany.message': 'tests/browser/rate-limit-messages.test.ts',
  'site: errors.tooMany.lead': 'tests/browser/rate-limit-messages.test.ts',
  'site: errors.refusals.previewExpired': 'tests/server/preview.test.ts',
  'site: errors.refusals.previewRevoked': 'tests/server/preview.test.ts',
  'site: notFound.stalePreview': 'tests/server/preview.test.ts',
  'campaign: phaseDefaults.finished.hubLead': 'tests/server/hub.test.ts',
};

/** A marker: a Russian word no text of the site holds, which typesetting leaves as it is (an English one reads as the server's own). */
const markerOf = (n: number) => `Жж${String(n).padStart(3, '0')}жЖ`;
const PLACEHOLDERS = /\{[^{}]+\}/g;

function withLeaf(value: Json, [head, ...rest]: string[], leaf: string): Json {
  if (head === undefined) return leaf;
  const copy = structuredClone(value) as Record<string, Json>;
  copy[head] = withLeaf(copy[head] ?? null, rest, leaf);
  return copy;
}

/** `file` with each text its schema takes a marker for (placeholders kept) replaced by one; `markers` gets each marker's text's name. */
function markTexts(kind: string, file: Json, accepts: (value: Json) => boolean, markers: Map<string, string[]>): Json {
  let marked = file;
  const visit = (value: Json, at: string[]): void => {
    if (typeof value === 'string') {
      if (at[0] === '$schema') return;
      const marker = markerOf(markers.size);
      const tried = withLeaf(marked, at, [marker, ...(value.match(PLACEHOLDERS) ?? [])].join(' '));
      // A string the schema takes no marker for (a link, a day, a colour, a choice) is no text.
      if (!accepts(tried)) return;
      marked = tried;
      markers.set(marker, [kind, ...at]);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...at, String(i)]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...at, key]);
    }
  };
  visit(file, []);
  return marked;
}

const nameOf = ([kind, ...at]: string[]) => `${kind}: ${at.join('.')}`;

/** The code that may read a text, file by file: the pages', the shared modules', the server's; not the schemas that declare the texts. */
function codeFiles(): string[] {
  const files = ['pages', 'shared', 'client', 'server'].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/schema\.ts$/.test(file))
      .map((file) => path.join(ROOT, folder, file)));
  return files.map((file) => readFileSync(file, 'utf8'));
}

const markers = new Map<string, string[]>();
const kindFiles: KindFiles = Object.fromEntries(PAGE_REGISTRY.contentFiles.map(({ kind, schema }) =>
  [kind, markTexts(kind, CONTENT.kindFiles[kind] as Json, (value) => schema.safeParse(value).success, markers)]));
// One campaign ended early (its phase line's early variants), one without a hub title of its own (the default's).
const campaigns: Campaign[] = CONTENT.campaigns.map((campaign) => {
  if (campaign.id === 'knauf2025') return { ...campaign, endedEarly: 'Товар закончился' };
  if (campaign.id === 'rockwool2025') return { ...campaign, hubTitle: undefined };
  return campaign;
});
const content = { ...CONTENT, campaigns, kindFiles };

/**
 * The days the tests' campaigns are shown upcoming (rockwool25, announced 15 August), running and
 * finished, and the last again with lovecategory finished by configuration.
 */
const DAYS: Record<string, string>[] = [
  { PROMO_NOW: '2025-08-20T12:00:00+03:00' }, { PROMO_NOW: '2025-10-15T12:00:00+03:00' }, { PROMO_NOW: '2025-12-15T12:00:00+03:00' },
  { PROMO_NOW: '2025-12-15T12:00:00+03:00', LOVECATEGORY_FINISHED: 'true' },
];
const HOSTS = { promo: 'promo.example.ru', business: 'business.example.ru' } as const;
const FOREIGN = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

let apps: TestApp[];

beforeAll(async () => {
  // No upstream call times out on a busy machine: a part hidden for a late answer would hide its texts.
  apps = await Promise.all(DAYS.map((env) => startApp({ env: { ...env, UPSTREAM_TIMEOUT_MS: '60000' }, content })));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

/**
 * What each app sends: every page on every site that serves it, the 404 pages and the refused
 * requests' pages, one at a time (a busy machine sheds nothing and times no call out: a page
 * with a part hidden would hide its texts).
 */
async function served(app: TestApp): Promise<string[]> {
  const get = (at: string, host: string) => () => request(app.listener).get(at).set('Host', host);
  const day = app.config.promoNow;
  const post = () => request(app.listener).post('/promo/law').set('Host', HOSTS.promo);
  const asks = [
    ...PAGE_REGISTRY.routeTable(content).pages.flatMap((page) =>
      (Object.entries(page.paths) as [keyof typeof HOSTS, string][]).map(([site, at]) => get(at, HOSTS[site]))),
    ...Object.values(HOSTS).flatMap((host) => [get('/no-such-page', host), get('/promo/no-such-page', host)]),
    () => post().type('form').set('content-encoding', 'gzip').send('не gzip'),
    () => post().set(FOREIGN).type('form').send({ cookies: 'accepted' }),
    () => post().set('referer', `https://${HOSTS.promo}/promo/law`).type('form').send({ comment: 'а'.repeat(2 * 1024 * 1024) }),
    () => post().set('content-type', 'application/x-www-form-urlencoded; charset=koi8-r').send('cookies=accepted'),
  ];
  const texts: string[] = [];
  for (const ask of asks) {
    const res = await ask();
    expect(res.status, `an answer on ${String(day)}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
    texts.push(res.text);
  }
  return texts;
}

describe('the texts of the site\'s content files', () => {
  test('when the tests\' files are read, then their strings take markers: all but the links, days, colours and choices', () => {
    expect(markers.size).toBeGreaterThan(250);
  });

  test('when every page is served on each day with the 404 and refused pages, then every text is shown, or sent to an island that reads it', async () => {
    const answers = (await Promise.all(apps.map(served))).flat();
    const visible = answers.map(beforeState).join('\n');
    const sent = answers.join('\n');
    const code = codeFiles();
    // Read: one file names its key and a group it is in (`texts.hours` beside `selectFooterTexts` is
    // footer.hours; the business header's own `hours` is not).
    const unread = ([, ...at]: string[]) => {
      const names = at.filter((segment) => !/^\d+$/.test(segment));
      const key = new RegExp(`\\b${names.at(-1) ?? ''}\\b`);
      const groups = names.slice(0, -1).map((group) => group.toLowerCase());
      return !code.some((file) => key.test(file) && (groups.length === 0 || groups.some((group) => file.toLowerCase().includes(group))));
    };

    const notShown = [...markers].filter(([marker, at]) => !visible.includes(marker) && !(nameOf(at) in SHOWN_ELSEWHERE)
      && (!sent.includes(marker) || unread(at))).map(([, at]) => nameOf(at));
    expect(notShown).toEqual([]);
    // Each text another test shows is still one of the files' texts, and none of them is shown here.
    const names = new Set([...markers.values()].map(nameOf));
    expect(Object.keys(SHOWN_ELSEWHERE).filter((name) => !names.has(name))).toEqual([]);
  });
});
