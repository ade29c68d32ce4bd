// The content check (docs/content.md): every brand and campaign file against the one
// schema, and what no single file can say; a bad file gives one line per problem, in
// Russian, naming the file and the field, and every fault of a file at once. Run on
// copies of the tests' content (tests/fixtures/content) in a temporary folder.
import type { LovecategoryDates } from '#pages/lovecategory/kind.js';
import { rmSync, writeFileSync, unlinkSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { loadContent } from '#server/content/load-content.js';
import { checkContentFolder } from '#server/content/check-content.js';
import { contrastRatio } from '#shared/content/contrast.js';
import { CAMPAIGNS, copyFixtureContent, loadProblems } from '../support/content.js';
import { ROOT } from '../support/project-root.js';
import { contentSchemaFiles } from '../../scripts/content-schema.mjs';
import { PAGE_REGISTRY } from '#pages/route-table.js';

let dir: string;
const places = () => ({ contentDir: dir, pages: PAGE_REGISTRY });
const campaignFile = (id: string) => path.join(dir, 'campaigns', `${id}.json`);
const brandFile = (id: string) => path.join(dir, 'brands', `${id}.json`);
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const readCampaign = (id: string) => readJson(campaignFile(id));
const writeCampaign = (id: string, fields: Record<string, unknown>) => writeFileSync(campaignFile(id), JSON.stringify(fields));
/** lovecategory.json with `fields` changed, its texts as the copy has them. */
const writeLovecategory = (fields: Record<string, unknown>) => {
  const file = path.join(dir, 'lovecategory.json');
  writeFileSync(file, JSON.stringify({ ...readJson(file), ...fields }));
};

const problemsOf = () => loadProblems(dir);

beforeEach(() => {
  dir = copyFixtureContent('content-');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadContent', () => {
  test('when the content is the tests\' own, then every campaign loads with its id from the file name, its brand\'s file, and without $schema', () => {
    const { campaigns, brands, kindFiles } = loadContent(places());
    expect(campaigns.map((c) => c.id)).toEqual(CAMPAIGNS.map((c) => c.id));
    expect(campaigns.every((c) => !('$schema' in c) && brands.includes(c.brand))).toBe(true);
    expect((kindFiles.lovecategory as LovecategoryDates).starts).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('when ends is before starts, then one line names the file and the field', () => {
    const first = CAMPAIGNS[0]!;
    writeCampaign(first.id, { ...readCampaign(first.id), starts: '2025-05-01', ends: '2025-04-30' });
    expect(problemsOf()).toEqual([`${campaignFile(first.id)}: ends: не может быть раньше starts`]);
  });

  test('when a started campaign is ended early (ends moved to an earlier day, with a note) and another is a draft, then both are accepted', () => {
    const [a, b] = CAMPAIGNS;
    writeCampaign(a!.id, { ...readCampaign(a!.id), ends: a!.starts, endedEarly: 'Товары акции закончились' });
    writeCampaign(b!.id, { ...readCampaign(b!.id), status: 'draft' });
    const { campaigns } = loadContent(places());
    expect(campaigns.find((c) => c.id === a!.id)).toMatchObject({ ends: a!.starts, endedEarly: 'Товары акции закончились' });
    expect(campaigns.find((c) => c.id === b!.id)?.status).toBe('draft');
  });

  test('when announce is after starts, then one line names the file and announce', () => {
    const first = CAMPAIGNS[0]!;
    writeCampaign(first.id, { ...readCampaign(first.id), announce: '2030-01-01' });
    expect(problemsOf()).toEqual([`${campaignFile(first.id)}: announce: не может быть позже starts`]);
  });

  test('when the status is unknown, the apiSlug is malformed and a date is not a day, then each is one line in Russian, all reported at once', () => {
    const first = CAMPAIGNS[0]!;
    writeCampaign(first.id, { ...readCampaign(first.id), status: 'hidden', apiSlug: 'Bad Slug', starts: '2025-02-30' });
    const problems = problemsOf();
    expect(problems).toEqual([
      `${campaignFile(first.id)}: apiSlug: от 1 до 40 символов: латинские строчные буквы, цифры и дефис`,
      `${campaignFile(first.id)}: status: допустимые значения: "draft", "published", "archived"`,
      `${campaignFile(first.id)}: starts: нужна дата в виде 2025-03-01 (год-месяц-день), и такой день должен существовать`,
    ]);
  });

  test('when a file has an unknown field, a wrong type and ends before starts, then every fault is reported, the cross-field rule too', () => {
    const first = CAMPAIGNS[0]!;
    writeCampaign(first.id, { ...readCampaign(first.id), colour: 'red', places: 'fifty', starts: '2025-05-01', ends: '2025-04-30' });
    expect(problemsOf()).toEqual([
      `${campaignFile(first.id)}: places: ожидается число`,
      `${campaignFile(first.id)}: (файл): неизвестные поля: colour (опечатка? список полей — docs/content.md)`,
      `${campaignFile(first.id)}: ends: не может быть раньше starts`,
    ]);
  });

  test('when a field is missing, or the file is not JSON, then each file says so, and no message is zod\'s English', () => {
    const [a, c] = CAMPAIGNS;
    const withoutOrganiser = readCampaign(a!.id);
    delete withoutOrganiser.organiser;
    writeCampaign(a!.id, { ...withoutOrganiser, title: '' });
    writeFileSync(campaignFile(c!.id), '{ "apiSlug": ');
    const problems = problemsOf();
    expect(problems).toContain(`${campaignFile(a!.id)}: organiser: обязательное поле, его нет в файле`);
    expect(problems).toContain(`${campaignFile(a!.id)}: title: не может быть пустым`);
    expect(problems).toContain(
      `${campaignFile(c!.id)}: не читается как JSON: файл обрывается (строка 1, столбец 14) — не хватает закрывающей скобки или кавычки`,
    );
    for (const line of problems.filter((l) => !l.includes('JSON'))) expect(line).not.toMatch(/Invalid|expected|Too small/);
  });

  test('when the file name is not a valid id or is a fixed page\'s, then the file name is the problem', () => {
    const fields = readCampaign(CAMPAIGNS[0]!.id);
    writeCampaign('Knauf_2026', { ...fields, apiSlug: 'knauf2026' });
    writeCampaign('lovecategory', { ...fields, apiSlug: 'love2026' });
    const problems = problemsOf();
    expect(problems).toContain(
      `${campaignFile('Knauf_2026')}: (имя файла): имя файла — это id: от 1 до 40 символов, латинские строчные буквы, цифры и дефис`,
    );
    expect(problems).toContain(`${campaignFile('lovecategory')}: (имя файла): «lovecategory» уже занято другой страницей или путём сайта`);
  });

  test('when two files have one apiSlug, then the second names the first', () => {
    const [a, b] = CAMPAIGNS;
    writeCampaign(b!.id, { ...readCampaign(b!.id), apiSlug: a!.apiSlug });
    const [first, second] = [a!.id, b!.id].sort();
    expect(problemsOf()).toEqual([`${campaignFile(second!)}: apiSlug: «${a!.apiSlug}» уже указан в ${first}.json — у каждой акции свой`]);
  });

  test('when a banner is missing, then the campaign\'s file names the missing banner', () => {
    const first = CAMPAIGNS[0]!;
    const banner = path.join(dir, 'banners', `${first.id}-medium.svg`);
    unlinkSync(banner);
    expect(problemsOf()).toEqual([`${campaignFile(first.id)}: (баннер): нет файла ${banner}`]);
  });

  test('when lovecategory.json ends before it starts, then its line names it', () => {
    writeLovecategory({ starts: '2024-11-01', ends: '2024-10-01' });
    expect(problemsOf()).toEqual([`${path.join(dir, 'lovecategory.json')}: ends: не может быть раньше starts`]);
  });
});

describe('brands', () => {
  const first = CAMPAIGNS[0]!;

  test('when a campaign names a brand without a file, then its line says which file is missing', () => {
    writeCampaign(first.id, { ...readCampaign(first.id), brand: 'ceresit' });
    expect(problemsOf()).toEqual([
      `${campaignFile(first.id)}: brand: нет бренда «ceresit» — нужен файл content/brands/ceresit.json (или он с ошибками, см. выше)`,
    ]);
  });

  test('when a brand\'s text colour on its accent is below 4.5:1 (WCAG AA), then it is refused with the ratio; 4.5:1 and more passes', () => {
    const file = brandFile(first.brand.id);
    // #777777 on white is 4.48:1, just below AA; #767676 is 4.54:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    writeFileSync(file, JSON.stringify({ ...readJson(file), accent: '#777777', accentText: '#ffffff' }));
    expect(problemsOf()).toContainEqual(expect.stringMatching(new RegExp(
      `^${file}: accentText: контраст с accent 4\\.48:1, нужно не меньше 4\\.5:1`,
    )));
    writeFileSync(file, JSON.stringify({ ...readJson(file), accent: '#767676', accentText: '#ffffff' }));
    expect(() => loadContent(places())).not.toThrow();
  });

  test('when a brand has both a wordmark and a logo, or a logo file that is not there, then each is a line', () => {
    const file = brandFile(first.brand.id);
    const missingLogo = `${file}: logo: нет файла ${path.join(dir, 'brands', 'nosuch.svg')}`;
    writeFileSync(file, JSON.stringify({ ...readJson(file), logo: 'nosuch.svg' }));
    expect(problemsOf()).toContain(`${file}: wordmark: нужно что-то одно: wordmark или logo`);
    const withLogo = readJson(file);
    delete withLogo.wordmark;
    writeFileSync(file, JSON.stringify(withLogo));
    expect(problemsOf()).toEqual([missingLogo]);
  });
});

describe('the JSON Schemas of the content', () => {
  test('when generated from the zod schema, then the committed files are current (npm run content:schema), with Russian descriptions', async () => {
    for (const [file, text] of Object.entries(await contentSchemaFiles())) {
      expect(readFileSync(path.join(ROOT, file), 'utf8'), `${file} is stale: run npm run content:schema`).toBe(text);
      const schema = JSON.parse(text) as { properties: Record<string, { description?: string }> };
      for (const [field, { description }] of Object.entries(schema.properties)) expect(description, `${file}: ${field}`).toMatch(/[а-яё]/i);
    }
  });

  test('when a file names another schema than the generated one beside it, then the check says which to name', () => {
    const first = CAMPAIGNS[0]!;
    writeCampaign(first.id, { ...readCampaign(first.id), $schema: '../schema.json' });
    writeLovecategory({ $schema: './schema.json', starts: '2024-11-01' });
    expect(problemsOf()).toEqual([
      `${campaignFile(first.id)}: $schema: здесь может стоять только "./schema.json"`,
      `${path.join(dir, 'lovecategory.json')}: $schema: здесь может стоять только "./lovecategory.schema.json"`,
    ]);
  });
});

describe('every content file is read by a kind', () => {
  test('when the content is the tests\' own, then the check reads every file of it (its README aside)', async () => {
    expect((await checkContentFolder(places())).unread).toEqual([]);
  });

  test('when a file lies where no kind reads it (a misspelt name, a kind\'s file left over), then the check names it', async () => {
    writeFileSync(path.join(dir, 'campaigns', 'knauf2026.jsn'), '{}');
    writeFileSync(path.join(dir, 'lovecategory-old.json'), '{}');
    writeFileSync(path.join(dir, 'banners', 'nobody-small.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

    expect((await checkContentFolder(places())).unread.map((file) => path.relative(dir, file)).sort())
      .toEqual(['banners/nobody-small.svg', 'campaigns/knauf2026.jsn', 'lovecategory-old.json']);
  });
});
