// The studio's forms come from the content schemas (server/studio-listener/studio-fields.ts):
// every property of every schema has a studio field with a Russian label, its widget fits
// its type, and a schema property without a label stops the generation.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { brandFileSchema, campaignFileSchema } from '#shared/content/campaign-schema.js';
import { KIND_CONTENT_FILES } from '#pages/content-files.js';
import { BRAND_LABELS, CAMPAIGN_LABELS, decapConfig, EXPERIMENT_LABELS, KIND_LAYOUT } from '#server/studio-listener/decap-config.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { STUDIO_BACKENDS } from '#server/config.js';
import { decapFields, jsonSchemaOf, labelProblems, type DecapField } from '#server/studio-listener/studio-fields.js';
import { experimentJson } from '../../studio/site-json.js';
import { landingFileSchema } from '#pages/landing/ui/landing-schema.js';
import { BLOCK_NAMES, BLOCK_TYPES } from '#pages/landing/ui/blocks.js';

const STUDIO = {
  port: 3001, host: '127.0.0.1', backend: { kind: 'local', dir: '/tmp/studio', branch: 'main', gitDeadlineMs: 30_000 },
} as const;

/** Every property path of an object JSON Schema (a.b for nested objects), the editor's $schema link left out. */
function propertyPaths(schema: ReturnType<typeof jsonSchemaOf>, at = ''): string[] {
  return Object.entries(schema.properties ?? {}).filter(([name]) => name !== '$schema').flatMap(([name, property]) => [
    `${at}${name}`, ...(property.type === 'object' ? propertyPaths(property, `${at}${name}.`) : []),
  ]);
}
function fieldPaths(fields: DecapField[], at = ''): string[] {
  return fields.flatMap((field) => [
    `${at}${field.name}`, ...fieldPaths((field.fields as DecapField[] | undefined) ?? [], `${at}${field.name}.`),
  ]);
}
/** Every field of a form, nested ones and a typed list's types' included. */
const everyField = (list: DecapField[]): DecapField[] => list.flatMap((field) => [
  field, ...everyField([...(field.fields as DecapField[] | undefined) ?? [], ...(field.types as DecapField[] | undefined) ?? []]),
]);
type Collection = {
  name: string; summary?: string; fields?: DecapField[]; files?: { name: string; label: string; fields: DecapField[] }[];
};
const collections = decapConfig(STUDIO).collections as Collection[];
const fieldsOf = (name: string) =>
  collections.find((c) => c.name === name)?.fields ?? collections.flatMap((c) => c.files ?? []).find((f) => f.name === name)!.fields;

describe('the studio\'s forms', () => {
  // The campaigns' folders and every page kind's own file (pages/content-files.ts).
  const FORMS: [string, z.ZodType][] = [
    ['campaigns', campaignFileSchema], ['brands', brandFileSchema], ['landings', landingFileSchema],
    ...KIND_CONTENT_FILES.map((file) => [file.kind, file.schema] as [string, z.ZodType]),
  ];
  test.each(FORMS)('when the %s form is generated, then every property of its schema, nested ones too, has a Russian-labelled field', (name, schema) => {
    const fields = fieldsOf(name);
    const paths = propertyPaths(jsonSchemaOf(schema));

    expect(paths.length).toBeGreaterThan(1);
    expect(fieldPaths(fields)).toEqual(expect.arrayContaining(paths));
    for (const { label } of everyField(fields)) expect(label).toMatch(/[А-Яа-яЁё]/);
  });

  test('when a schema gains a property the label map does not name, then generation stops naming it, and a label of a gone property is named too', () => {
    const grown = campaignFileSchema.safeExtend({ coupon: z.string().describe('Промокод') });

    expect(() => decapFields(jsonSchemaOf(grown), CAMPAIGN_LABELS)).toThrow(/coupon: нет поля в студии/);
    expect(labelProblems(jsonSchemaOf(brandFileSchema), { ...BRAND_LABELS, slogan: { label: 'Слоган' } }))
      .toEqual(['slogan: такого поля нет в схеме']);
    for (const file of KIND_CONTENT_FILES) {
      expect(labelProblems(jsonSchemaOf(file.schema), KIND_LAYOUT[file.kind] ?? {})).toEqual([]);
    }
    expect(KIND_CONTENT_FILES.map((file) => file.kind)).toContain('lovecategory');
  });

  test('when a schema names its field (.meta title), then the studio labels it so with no label map, its description the hint', () => {
    const schema = z.strictObject({ heading: z.string().describe('Заголовок блока на странице').meta({ title: 'Заголовок' }) });

    expect(decapFields(jsonSchemaOf(schema), {})).toEqual([
      { name: 'heading', label: 'Заголовок', widget: 'string', required: true, hint: 'Заголовок блока на странице' },
    ]);
  });

  test('when the fields are read, then each widget fits its field: days, numbers, a status list, colours with the contrast rule, the brand as a relation, the logo as a picture, per-phase texts by phase, lists of texts', () => {
    const campaign = Object.fromEntries(fieldsOf('campaigns').map((f) => [f.name, f]));
    const brand = Object.fromEntries(fieldsOf('brands').map((f) => [f.name, f]));

    expect(campaign.starts).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, required: true });
    expect(campaign.announce).toMatchObject({ widget: 'datetime', required: false });
    expect(campaign.places).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 1000 });
    expect(campaign.status).toMatchObject({
      widget: 'select', required: false,
      options: [
        { value: 'draft', label: 'Черновик' }, { value: 'published', label: 'Опубликована' }, { value: 'archived', label: 'В архиве' },
      ],
    });
    expect(campaign.starts).not.toHaveProperty('picker_utc');
    expect(campaign.brand).toMatchObject({ widget: 'relation', collection: 'brands', value_field: '{{slug}}' });
    expect(campaign.title!.hint).toBe('Заголовок страницы и вкладки браузера (простой текст)');
    expect((campaign.texts!.fields as DecapField[]).map((f) => f.label)).toEqual(['До старта', 'Идёт', 'Завершена']);
    expect(brand.accent).toMatchObject({ widget: 'color' });
    expect(brand.accentText).toMatchObject({ widget: 'color', hint: expect.stringContaining('4,5:1') });
    expect(brand.logo).toMatchObject({ widget: 'image', required: false });
    // A page kind's list of texts: a list whose items are one text field each, as the file holds strings.
    const karta = Object.fromEntries(fieldsOf('karta-elektrika').map((f) => [f.name, f]));
    const steps = Object.fromEntries((karta.steps!.fields as DecapField[]).map((f) => [f.name, f]));
    expect(steps.items).toMatchObject({
      widget: 'list', min: 1, max: 6, field: { name: 'item', label: 'Шаг', widget: 'text', hint: 'Один шаг' },
    });
  });

  test('when the config is made, then it keeps the editorial workflow, in Russian, on the local backend or the configured git host', () => {
    expect(decapConfig(STUDIO)).toMatchObject({
      publish_mode: 'editorial_workflow', locale: 'ru', backend: { name: 'proxy', proxy_url: '/api/v1', branch: 'main' },
    });
    const github = { ...STUDIO, backend: {
      kind: 'github', repo: 'shop/content', branch: 'main', baseUrl: 'https://auth.example.ru', apiRoot: undefined, authEndpoint: 'auth', appId: undefined,
    } } as const;
    expect(decapConfig(github)).toMatchObject({
      publish_mode: 'editorial_workflow', backend: { name: 'github', repo: 'shop/content', base_url: 'https://auth.example.ru', auth_endpoint: 'auth' },
    });
  });
});

describe('the landings\' form', () => {
  const fields = fieldsOf('landings');
  test('when it is generated, then its blocks are one form per type of the block registry, named as the studio names them, '
    + 'the hero\'s picture and its main place as a campaign\'s, a brand picked from «Бренды», and no hint names a file or a key', () => {
    const blocks = fields.find((field) => field.name === 'blocks')!;
    const types = blocks.types as DecapField[];
    expect(blocks).toMatchObject({ widget: 'list', min: 1, max: 20 });
    expect(types.map((type) => [type.name, type.label])).toEqual(BLOCK_NAMES.map((name) => [name, BLOCK_TYPES[name].title]));
    const hero = Object.fromEntries(types[0]!.fields!.map((field) => [field.name, field]));
    expect(hero.bannerFile).toMatchObject({ widget: 'image', media_folder: '/banners', required: false });
    expect(hero.focus).toMatchObject({ widget: 'focus', picture: ['blocks', 0, 'bannerFile'] });
    expect(everyField(types.find((type) => type.name === 'brands')!.fields!).find((field) => field.name === 'brand'))
      .toMatchObject({ widget: 'relation', collection: 'brands' });
    expect(fields.find((field) => field.name === 'theme')).toMatchObject({ widget: 'relation', default: 'petrovich' });
    const keys = new Set([...everyField(fields).map((field) => field.name), ...BLOCK_NAMES]);
    for (const { name, hint = '' } of everyField(fields)) {
      expect(hint, name).not.toMatch(/content\/|\.json/);
      expect((hint.match(/[a-zA-Z]{2,}/g) ?? []).filter((word) => keys.has(word)), name).toEqual([]);
    }
  });
});

describe('the studio\'s widgets', () => {
  // The studio's bundle registers the widgets of its own list (studio/decap.ts, app.tsx), not decap-cms-app's every one:
  // a widget the config names that is not among them would show Decap's «No control for widget» in the form.
  test('when the config is made for each backend, then its backend and every widget its fields name are ones the studio registers or Decap\'s core draws', () => {
    const studio = (file: string) => readFileSync(new URL(`../../studio/${file}`, import.meta.url), 'utf8');
    const backends = [...studio('decap.ts').matchAll(/(\w+): \w+Backend\b/g)].map(([, name]) => name!);
    const registered = new Set([
      'hidden',
      ...[...studio('decap.ts').matchAll(/from 'decap-cms-widget-(\w+)'/g)].map(([, name]) => (name === 'colorstring' ? 'color' : name!)),
      ...[...studio('app.tsx').matchAll(/registerWidget\('([\w-]+)'/g)].map(([, name]) => name!),
    ]);
    const named = (list: DecapField[]) => everyField(list).map((f) => f.widget);
    for (const kind of STUDIO_BACKENDS.filter((backend) => backend !== 'off')) {
      const config = decapConfig({ ...STUDIO, backend: { ...STUDIO.backend, kind, repo: 'shop/content' } } as never);
      const fields = (config.collections as Collection[]).flatMap((c) => [...c.fields ?? [], ...(c.files ?? []).flatMap((f) => f.fields)]);
      expect(named(fields)).toEqual(expect.arrayContaining(['relation', 'image', 'focus', 'page-address', 'color']));
      expect(named(fields).filter((widget) => !registered.has(widget))).toEqual([]);
      expect(backends).toContain((config.backend as { name: string }).name);
    }
  });
});

describe('an experiment\'s version Б in the studio', () => {
  const fields = fieldsOf('experiments');
  // As each kind declares its pages kept (its descriptor's content.pageFile): a folder of files, a page each, or its own file's one page.
  const tested = PAGE_REGISTRY.kinds.filter((kind) => kind.experiment);
  const ofFolders = tested.filter((kind) => kind.content?.pageFile);
  const ofOneFile = KIND_CONTENT_FILES.filter((file) => file.experiment && !ofFolders.some((kind) => kind.kind === file.kind));

  test('when the experiment form is generated, then a kind of a folder of page files offers its entries, a kind of one file its page by name, with a Б group of its own', () => {
    expect(ofFolders.map((kind) => kind.kind)).toEqual(expect.arrayContaining(['campaign', 'landing']));
    expect(ofOneFile.map((file) => file.kind)).toEqual(expect.arrayContaining(['lovecategory', 'law']));
    const page = EXPERIMENT_LABELS.page!.widget as unknown as { collection: string; fixed_pages: { slug: string; title: string }[] };
    expect(page.collection).toBe('campaigns');
    expect(page.fixed_pages).toEqual(ofOneFile.map((file) => ({ slug: file.kind, title: `Страница ${file.form}` })));
    const groups = fields.filter((field) => field.name.startsWith('variant_')).map((field) => field.name);
    expect(groups).toEqual(ofOneFile.map((file) => `variant_${file.kind}`));
    // A goal's pages: a folder's by its name in the studio, a fixed page by its form's.
    const goals = (EXPERIMENT_LABELS.goal!.widget as unknown as { options: { value: string; label: string }[] }).options;
    expect(goals.find((goal) => goal.value === 'check-bonus')!.label).toBe('Проверка баллов по карте (акции, лендинги)');
    for (const file of ofOneFile) {
      for (const goal of file.experiment!.goals) expect(goals.find(({ value }) => value === goal)!.label).toContain(file.form);
    }
  });

  test.each(ofOneFile.map((file) => [file.kind, file] as const))(
    'when the experiment form is generated, then %s\'s Б is a group of that page\'s own fields, none required, shown for it alone',
    (kind, file) => {
      const group = fields.find((field) => field.name === `variant_${kind}`)!;
      expect(group).toMatchObject({ widget: 'object', required: false, for_page: kind });
      // Its groups but its days and what the kind keeps out.
      const own = Object.entries(jsonSchemaOf(file.schema).properties!)
        .filter(([name, property]) => name !== '$schema' && property.format !== 'date' && !file.experiment!.untested?.includes(name))
        .map(([name]) => name);
      expect(group.fields!.map((field) => field.name)).toEqual(own);
      // Nothing required at any depth but a list's items (a list is set whole).
      const required = (list: DecapField[]): string[] => list.flatMap((field) => [...(field.required ? [field.name] : []),
        ...(field.widget === 'object' ? required((field.fields as DecapField[] | undefined) ?? []) : [])]);
      expect(required(group.fields!)).toEqual([]);
    },
  );
  test('when an experiment of law is read and written by the studio, then its Б is law\'s group in the form and `variant` in the file', () => {
    const format = experimentJson(new Set(['law']));
    const file = { page: 'law', name: 'Заголовок', variant: { hero: { heading: 'Б' } } };
    const data = format.fromFile(JSON.stringify(file));
    expect(data).toMatchObject({ variant_law: { hero: { heading: 'Б' } } });
    expect(data.variant).toBeUndefined();
    expect(JSON.parse(format.toFile({ ...data, variant_sert: { hero: { heading: 'нет' } } }))).toEqual(file);
    const campaign = { page: 'knauf2025', name: 'Заголовок', variant: { title: 'Б' } };
    expect(JSON.parse(format.toFile(format.fromFile(JSON.stringify(campaign))))).toEqual(campaign);
  });
});

describe('the review board («Рабочая область») in the operator\'s words', () => {
  // Decap titles a card by its collection's summary, else a field it guesses, else the file's name (its slug).
  test('when a card of any collection is drawn, then its title is made of the entry\'s name or title, never its file\'s name', () => {
    const named = /^«?\{\{(title|name)\}\}/;
    for (const { name, summary, files } of collections) {
      if (files) for (const file of files) expect(file.label, file.name).toMatch(/^«?[А-ЯЁ][^.]*$/);
      else expect(summary, name).toMatch(named);
    }
  });
});
