// The landings' folder, content/landings/ (docs/product.md §13), as the loader reads it (server/content/page-folders.ts):
// a refusal's line names the block by its number and its name («блок 3 (Шаги), steps.1.title»), and a file is made a
// landing with the brands it names (its theme's and its brands blocks'), or refused for what no single file can say: a
// brand not in content/brands, an id or an apiSlug a campaign has, an apiSlug a landing before it has.
import type { Brand } from '#shared/content/campaign-schema.js';
import type { FolderKnown, PageFolder } from '#server/pages/page-kind.js';
import { blockTypeOf } from './ui/blocks.js';
import { RETAILER_THEME, landingFileSchema, landingVariantSchema } from './ui/landing-schema.js';
import { typesetAll } from '#shared/typography/typeset.js';
import type { Landing } from './ui/landing-on-page.js';

/** `blocks.2.steps.0.title` → «блок 3 (Шаги), steps.1.title»: the block as the studio numbers and names it. */
function fieldName(path: readonly PropertyKey[], json: unknown): string {
  const [group, index, ...rest] = path;
  if (group !== 'blocks' || typeof index !== 'number') return path.join('.') || '(файл)';
  const type = (json as { blocks?: { type?: unknown }[] }).blocks?.[index]?.type;
  const named = blockTypeOf(type)?.title;
  const field = rest.map((part) => (typeof part === 'number' ? part + 1 : String(part))).join('.');
  return `блок ${index + 1}${named ? ` (${named})` : ''}${field ? `, ${field}` : ''}`;
}

type File = Omit<Landing, 'id' | 'brands'>;

/** The brands a landing names: its theme's (unless the retailer's) and each brands block's, by where they are named. */
function namedBrands(file: File): { id: string; field: string }[] {
  const theme = file.theme === RETAILER_THEME ? [] : [{ id: file.theme, field: 'theme' }];
  return [...theme, ...file.blocks.flatMap((block, index) => (block.type === 'brands'
    ? block.brands.map(({ brand }, at) => ({ id: brand, field: fieldName(['blocks', index, 'brands', at, 'brand'], file) }))
    : []))];
}

function entry(value: unknown, id: string, known: FolderKnown, earlier: readonly Landing[]): Landing | { problems: string[] } {
  const { brands, campaigns } = known;
  const file = value as File;
  const byId = new Map(brands.map((brand) => [brand.id, brand]));
  const problems = namedBrands(file).flatMap(({ id: brand, field }) => (byId.has(brand)
    ? [] : [`${field}: нет бренда «${brand}» — нужен файл content/brands/${brand}.json (или он с ошибками)`]));
  if (campaigns.some((campaign) => campaign.id === id)) {
    problems.push(`(имя файла): адрес /promo/${id} уже занят акцией content/campaigns/${id}.json — у лендинга нужен свой`);
  }
  const sharing = campaigns.find((campaign) => campaign.apiSlug === file.apiSlug);
  if (sharing) problems.push(`apiSlug: «${file.apiSlug}» — код акции ${sharing.id}; у лендинга свой код, иначе их календари спорят`);
  const twin = file.apiSlug && earlier.find((other) => other.apiSlug === file.apiSlug);
  if (twin) problems.push(`apiSlug: «${file.apiSlug}» — код лендинга ${twin.id}; у каждого лендинга свой, иначе их календари спорят`);
  if (problems.length > 0) return { problems };
  const named: Record<string, Brand> = Object.fromEntries(namedBrands(file).map(({ id: brand }) => [brand, byId.get(brand)!]));
  return { ...file, id, brands: named };
}

/** A landing's blocks as Б may not change them: their types, order, counts, lists' lengths and brands (texts and pictures blanked). */
const frame = (value: unknown, key = ''): unknown => {
  if (Array.isArray(value)) return value.map((item) => frame(item));
  if (value !== null && typeof value === 'object') {
    const kept = Object.entries(value).filter(([field]) => field !== 'focus' && field !== 'bannerFile');
    return kept.map(([field, inner]) => [field, frame(inner, field)]).sort(([a], [b]) => String(a).localeCompare(String(b)));
  }
  return typeof value === 'string' && key !== 'type' && key !== 'brand' ? '' : value;
};

/** A landing (its file as written, or its entry) with Б over it: Б's texts, and each of Б's blocks' fields over its place's block. */
function withB<L>(landing: L, variant: unknown): L {
  const { blocks: changes, ...texts } = variant as { blocks?: object[] };
  const blocks = changes && (landing as { blocks: object[] }).blocks.map((block, at) => ({ ...block, ...changes[at] }));
  return { ...landing, ...texts, ...(blocks ? { blocks } : {}) };
}

export const landingFolder: PageFolder<Landing> = {
  folder: 'landings',
  schema: landingFileSchema,
  title: 'Лендинг: акция из блоков (docs/content.md «Лендинги»)',
  form: { label: 'Лендинги', singular: 'Лендинг', fresh: 'Новый лендинг' },
  fieldName,
  entry,
  experiment: {
    variant: landingVariantSchema,
    // Its goal is the savings check's answer, when it has one (docs/product.md §13).
    goals: (landing) => (landing.blocks.some((block) => block.type === 'savings-check') ? ['check-bonus'] : []),
    over: withB,
    fixed: (file, variant) => {
      const [blocks, changed] = [(file as { blocks: unknown[] }).blocks, (variant as { blocks?: unknown[] }).blocks ?? []];
      const over = withB(file as { blocks: unknown[] }, variant).blocks;
      const same = changed.length <= blocks.length && JSON.stringify(frame(over)) === JSON.stringify(frame(blocks));
      return same ? undefined : 'вариант Б меняет только тексты и картинки блоков — не их типы, порядок, число, товары и бренды';
    },
    withVersion: (landing, variant) => withB(landing, typesetAll(landingVariantSchema.parse(variant))),
  },
  art: (landing) => {
    const hero = landing.blocks[0];
    if (hero?.type !== 'hero' || !hero.bannerFile) return undefined;
    return { id: landing.id, bannerFile: hero.bannerFile, focus: hero.focus, path: ['blocks', 0, 'bannerFile'] };
  },
};
