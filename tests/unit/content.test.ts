// The content check (PRODUCT.md §4): every campaign file against the one schema, and what
// no single file can say; a bad file gives one line per problem naming the file and the
// field. Run on copies of the real content in a temporary folder.
import { cpSync, mkdtempSync, rmSync, writeFileSync, unlinkSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ContentError, loadContent } from '#server/content/load-content.js';
import { CAMPAIGNS, ROOT } from '../support/content.js';
import { contentSchemaFiles } from '../../scripts/content-schema.mjs';

let dir: string;
const places = () => ({ contentDir: path.join(dir, 'content'), bannersDir: path.join(dir, 'banners') });
const campaignFile = (id: string) => path.join(dir, 'content/campaigns', `${id}.json`);
const readCampaign = (id: string) => JSON.parse(readFileSync(campaignFile(id), 'utf8')) as Record<string, unknown>;
const writeCampaign = (id: string, fields: Record<string, unknown>) => writeFileSync(campaignFile(id), JSON.stringify(fields));

function problemsOf(): string[] {
  try {
    loadContent(places());
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('the content was accepted');
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  cpSync(path.join(ROOT, 'public/banners'), path.join(dir, 'banners'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadContent', () => {
  test('when the content is the project\'s, then every campaign loads with its id from the file name and without $schema', () => {
    const { campaigns, lovecategory } = loadContent(places());
    expect(campaigns.map((c) => c.id)).toEqual(CAMPAIGNS.map((c) => c.id));
    expect(campaigns.length).toBeGreaterThanOrEqual(6);
    expect(campaigns.every((c) => !('$schema' in c))).toBe(true);
    expect(lovecategory.starts).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('when ends is before starts, then one line names the file and the field', () => {
    const first = CAMPAIGNS[0]!;
    writeCampaign(first.id, { ...readCampaign(first.id), starts: '2025-05-01', ends: '2025-04-30' });
    expect(problemsOf()).toEqual([`${campaignFile(first.id)}: ends: must not be before starts`]);
  });

  test('when announce is after starts, then one line names the file and announce', () => {
    const first = CAMPAIGNS[0]!;
    writeCampaign(first.id, { ...readCampaign(first.id), announce: '2030-01-01' });
    expect(problemsOf()).toEqual([`${campaignFile(first.id)}: announce: must not be after starts`]);
  });

  test('when the theme is unknown, the apiSlug is malformed and a date is not a day, then each is one line, all reported at once', () => {
    const first = CAMPAIGNS[0]!;
    writeCampaign(first.id, { ...readCampaign(first.id), theme: 'acme', apiSlug: 'Bad Slug', starts: '2025-02-30' });
    const problems = problemsOf();
    expect(problems).toHaveLength(3);
    for (const field of ['theme', 'apiSlug', 'starts']) expect(problems.some((line) => line.startsWith(`${campaignFile(first.id)}: ${field}: `)), field).toBe(true);
  });

  test('when a field is missing, unknown, or the file is not JSON, then each file says so', () => {
    const [a, b, c] = CAMPAIGNS;
    const withoutBrand = readCampaign(a!.id);
    delete withoutBrand.brand;
    writeCampaign(a!.id, withoutBrand);
    writeCampaign(b!.id, { ...readCampaign(b!.id), colour: 'red' });
    writeFileSync(campaignFile(c!.id), '{ "apiSlug": ');
    const problems = problemsOf();
    expect(problems.find((line) => line.startsWith(`${campaignFile(a!.id)}: brand: `))).toBeDefined();
    expect(problems.find((line) => line.startsWith(`${campaignFile(b!.id)}: (file): `) && line.includes('colour'))).toBeDefined();
    expect(problems.find((line) => line.startsWith(`${campaignFile(c!.id)}: not readable JSON`))).toBeDefined();
  });

  test('when the file name is not a valid id or is a fixed page\'s, then the file name is the problem', () => {
    const fields = readCampaign(CAMPAIGNS[0]!.id);
    writeCampaign('Knauf_2026', { ...fields, apiSlug: 'knauf2026' });
    writeCampaign('lovecategory', { ...fields, apiSlug: 'love2026' });
    const problems = problemsOf();
    expect(problems).toContain(`${campaignFile('Knauf_2026')}: (file name): the id must be 1–40 characters of a-z, 0-9 and -`);
    expect(problems).toContain(`${campaignFile('lovecategory')}: (file name): "lovecategory" is taken by another page or path of the site`);
  });

  test('when two files have one apiSlug, then the second names the first', () => {
    const [a, b] = CAMPAIGNS;
    writeCampaign(b!.id, { ...readCampaign(b!.id), apiSlug: a!.apiSlug });
    const [first, second] = [a!.id, b!.id].sort();
    expect(problemsOf()).toEqual([`${campaignFile(second!)}: apiSlug: "${a!.apiSlug}" is already the apiSlug of ${first}.json`]);
  });

  test('when a banner is missing, then the campaign\'s file names the missing banner', () => {
    const first = CAMPAIGNS[0]!;
    unlinkSync(path.join(dir, 'banners', `${first.id}-medium.svg`));
    expect(problemsOf()).toEqual([`${campaignFile(first.id)}: (banner): ${path.join(dir, 'banners', `${first.id}-medium.svg`)} is missing`]);
  });

  test('when lovecategory.json ends before it starts, then its line names it', () => {
    writeFileSync(path.join(dir, 'content/lovecategory.json'), JSON.stringify({ starts: '2024-11-01', ends: '2024-10-01' }));
    expect(problemsOf()).toEqual([`${path.join(dir, 'content/lovecategory.json')}: ends: must not be before starts`]);
  });
});

describe('the JSON Schemas of the content', () => {
  test('when generated from the zod schema, then the committed files are current (npm run content:schema)', async () => {
    for (const [file, text] of Object.entries(await contentSchemaFiles())) {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), `${file} is stale: run npm run content:schema`).toBe(text);
    }
  });

  test('when a campaign file names its schema, then it is the generated one beside it', () => {
    for (const campaign of CAMPAIGNS) {
      expect(JSON.parse(readFileSync(path.join(ROOT, 'content/campaigns', `${campaign.id}.json`), 'utf8')).$schema, campaign.id).toBe('./schema.json');
    }
  });
});
