// Version Б's own banner (docs/product.md §12): a test whose Б names a raster art of its own (`variant.bannerFile`) has it
// cut and encoded as a campaign's art is (server/content/experiments.ts, raster-banners.ts), and a visitor in Б sees it,
// from the first view and from the hit path, while А's visitors see the campaign's; the studio's preview of Б shows it
// too. An art sharp cannot read holds the test back naming the field. The arts are drawn by sharp on a copy of the
// content, on the fixture test's first day, 22 October 2025 (tests/support/experiments.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prepareContent } from '#server/content/site-content.js';
import { checkContentFolder, ContentError } from '#server/content/check-content.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { copyFixtureContent } from '../support/content.js';
import { DIST_DIR, startApp, type TestApp } from '../support/start-app.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { stateOf } from '../support/page-state.js';
import { throughExpress } from '../support/express-reached.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const HOST = 'promo.example.ru';
const TOKEN = 'preview-token-for-tests-0123456789abcdef';
const PAGE = '/promo/knauf2025';
const RED = { r: 208, g: 16, b: 16 };
const GREEN = { r: 16, g: 176, b: 48 };
let dir: string;
let t: TestApp;

/** A 1600×1000 JPEG of one colour: the colour a served banner file is told by. */
const art = ({ r, g, b }: typeof RED) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r, g, b } } }).jpeg({ quality: 90 }).toBuffer();

/** Writes the fixture's test with Б naming `bannerFile`. */
function writeTest(folder: string, bannerFile: string) {
  const { page, name, key, share, goal, starts, ends, variant } = FIXTURE_EXPERIMENT;
  const json = { page, name, key, share, goal, starts, ends, variant: { ...variant, bannerFile } };
  writeFileSync(path.join(folder, 'experiments', `${FIXTURE_EXPERIMENT.id}.json`), JSON.stringify(json, null, 2));
}

beforeAll(async () => {
  dir = copyFixtureContent('promo-version-art-');
  mkdirSync(path.join(dir, 'banners'), { recursive: true });
  writeFileSync(path.join(dir, 'banners', 'knauf2025.jpg'), await art(RED));
  writeFileSync(path.join(dir, 'banners', 'knauf2025-b.jpg'), await art(GREEN));
  writeTest(dir, 'knauf2025-b.jpg');
  // Every format made before the app starts (the cache keeps them), so the pages name complete banners.
  await (await prepareContent({ contentDir: dir }, PAGE_REGISTRY, DIST_DIR)).following;
  t = await startApp({ env: { CONTENT_DIR: dir, PROMO_NOW: EXPERIMENT_DAY, UPSTREAM_CACHE_TTL_MS: '600000', PREVIEW_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page's banner <img> (the large JPEG), and every file its <picture> names. */
function bannerFiles(html: string): { img: string; all: string[] } {
  const picture = /<picture class="banner">(.*?)<\/picture>/s.exec(html)![1]!;
  const all = [...picture.matchAll(/assets\/banners\/([\w-]+\.(?:avif|webp|jpg))/g)].map((match) => match[1]!);
  return { img: /<img [^>]*src="[^"]*assets\/banners\/([^"]+)"/.exec(picture)![1]!, all };
}

/** The mean colour of a served banner file. */
async function colourOf(file: string): Promise<typeof RED> {
  const served = await request(t.listener).get(`/promo/assets/banners/${file}`).set('Host', HOST).buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
  const { channels } = await sharp(served.body as Buffer).stats();
  const [r, g, b] = channels.map((channel) => Math.round(channel.mean));
  return { r: r!, g: g!, b: b! };
}

const near = (colour: typeof RED, expected: typeof RED) =>
  Math.abs(colour.r - expected.r) + Math.abs(colour.g - expected.g) + Math.abs(colour.b - expected.b) < 30;

describe('a test whose version Б has a banner of its own', () => {
  test('when visitors come, then Б\'s see Б\'s banner in every size and format and А\'s the campaign\'s, on a first view and from the hit path', async () => {
    const seen = new Map<string, { img: string; all: string[] }>();
    for (let visitor = 0; visitor < 40 && seen.size < 2; visitor += 1) {
      const first = await request(t.listener).get(PAGE).set('user-agent', BROWSER).expect(200);
      const version = stateOf(first.text).page.experiment!.version;
      const cookie = (first.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]).join('; ');
      const again = () => request(t.listener).get(PAGE).set('user-agent', BROWSER).set('cookie', cookie);
      await again(); // stored
      const { answer, reached } = await throughExpress(t.listener, again);
      expect(reached).toBe(0);
      expect(stateOf(answer.text).page.experiment).toEqual({ version });
      expect(bannerFiles(answer.text)).toEqual(bannerFiles(first.text));
      seen.set(version, bannerFiles(answer.text));
    }
    const a = seen.get('a')!;
    const b = seen.get('b')!;
    // Cut and encoded as a campaign's: the same twelve candidates, none of them А's.
    expect(b.all.map((file) => file.replace(/^\w+-/, ''))).toEqual(a.all.map((file) => file.replace(/^\w+-/, '')));
    expect(b.all.filter((file) => a.all.includes(file))).toEqual([]);
    expect(near(await colourOf(a.img), RED)).toBe(true);
    expect(near(await colourOf(b.img), GREEN)).toBe(true);
  });

  test('when the studio\'s preview asks for Б, then it shows Б\'s banner, and А\'s for А', async () => {
    const grant = await request(t.listener).get(`${PAGE}?preview=${TOKEN}`).set('Host', HOST).expect(303);
    const cookie = grant.headers['set-cookie']![0]!.split(';')[0]!;
    const shown = async (version: string) => {
      const answer = await request(t.listener).get(`${PAGE}?version=${version}`).set('Host', HOST).set('Cookie', cookie).expect(200);
      return bannerFiles(answer.text).img;
    };
    expect(near(await colourOf(await shown('b')), GREEN)).toBe(true);
    expect(near(await colourOf(await shown('a')), RED)).toBe(true);
  });

  test('when Б\'s art is not a picture, then the test is held back naming variant.bannerFile, and the content check refuses it alike', async () => {
    const broken = copyFixtureContent('promo-version-art-bad-');
    try {
      writeFileSync(path.join(broken, 'banners', 'knauf2025-b.jpg'), '<html>not a picture</html>');
      writeTest(broken, 'knauf2025-b.jpg');
      const prepared = await prepareContent({ contentDir: broken }, PAGE_REGISTRY, DIST_DIR);
      const file = path.join(broken, 'experiments', `${FIXTURE_EXPERIMENT.id}.json`);
      expect(prepared.content.experiments).toEqual([]);
      expect(prepared.heldBack).toEqual([{
        file, kept: false, problems: ['variant.bannerFile: banners/knauf2025-b.jpg не читается как картинка PNG, JPEG или WebP'],
      }]);
      const refusal = await checkContentFolder({ contentDir: broken, pages: PAGE_REGISTRY })
        .then(() => undefined, (error: unknown) => error);
      expect(refusal).toBeInstanceOf(ContentError);
      expect((refusal as ContentError).problems).toEqual([`${file}: ${prepared.heldBack[0]!.problems[0]}`]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
