// THE schema of the campaigns' and brands' content files (docs/content.md), and the pieces every content file's schema
// shares. Isomorphic only for its types: the browser never imports the schema, a page's state carries its campaign.
import { z } from 'zod';

/** A page id and route segment, and what the upstream knows a campaign by. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,40}$/;
const SLUG_RULE = 'от 1 до 40 символов: латинские строчные буквы, цифры и дефис';
const slug = z.string().regex(SLUG_PATTERN, SLUG_RULE);
export const isoDay = z.iso.date('нужна дата в виде 2025-03-01 (год-месяц-день), и такой день должен существовать');
/** A visitor-facing text of a content file: trimmed, not empty, bounded, no markup. */
export const plainText = (max = 300) => z.string().trim().min(1).max(max).regex(/^[^<>]*$/, 'простой текст: без знаков < и >');
/** A field of the studio's form: its description (for whoever edits the JSON, and the form's hint) and its label. */
export const titled = <S extends z.ZodType>(schema: S, description: string, title: string) => schema.describe(description).meta({ title });
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'нужен цвет в виде #0071b9 (решётка и шесть шестнадцатеричных цифр)');

/** A rule across fields runs even when another field is wrong, so one check reports every fault; not on its own fields'. */
export const whenValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => (issue.path?.length ? fields.includes(String(issue.path[0])) : issue.code === 'invalid_type')),
});

/** A file's link to its generated JSON Schema (scripts/content-schema.mjs writes it beside the file): that one or none. */
const schemaLink = (file: string) => z.literal(file).optional().describe('Ссылка на JSON Schema этого файла (для редактора)');

/** The texts a campaign may give one phase of its page; each unset one is the default (docs/content.md). */
const phaseTexts = z
  .strictObject({
    title: plainText().optional().describe('Заголовок страницы, вкладки и карточки в этой фазе; для завершённой — без призыва покупать')
      .meta({ title: 'Заголовок' }),
    description: plainText().optional().describe('Текст под заголовком и описание для поисковиков и соцсетей в этой фазе')
      .meta({ title: 'Текст под заголовком' }),
    productsHeading: titled(plainText(120).optional(), 'Заголовок блока товаров в этой фазе', 'Заголовок блока товаров'),
  })
  .describe('Тексты одной фазы; незаданные берутся по умолчанию');

export const CAMPAIGN_STATUSES = ['draft', 'published', 'archived'] as const;

/** A raster banner's file in the content folder's banners/ (server/content/banner-art.ts): a campaign's, a landing hero's. */
export const bannerFileName = z.string()
  .regex(/^[a-z0-9-]{1,60}\.(png|jpg|jpeg|webp)$/, 'имя файла баннера в папке content/banners/: латиница, цифры, дефис и .jpg, .jpeg, .png или .webp');

/** The point of a raster banner its crops for a phone and a desktop keep in the frame (server/content/raster-banners.ts). */
export const focusPoint = z
  .strictObject({
    x: titled(z.number().min(0).max(1), 'Доля ширины от левого края: 0 — левый край, 1 — правый', 'По ширине'),
    y: titled(z.number().min(0).max(1), 'Доля высоты от верхнего края: 0 — верх, 1 — низ', 'По высоте'),
  })
  .optional()
  .describe('Главное на баннере-картинке: точка, которую кадры для телефона и компьютера держат в кадре; по умолчанию — центр')
  .meta({ title: 'Главное место баннера' });

export const campaignFileSchema = z
  .strictObject({
    $schema: schemaLink('./schema.json'),
    apiSlug: titled(slug, 'Как акцию знает учётная система (API ритейлера): код из писем поставщика', 'Код акции в учётной системе'),
    brand: titled(slug, 'Бренд поставщика: имя файла content/brands/<brand>.json без .json', 'Бренд'),
    status: z
      .enum(CAMPAIGN_STATUSES)
      .optional()
      .describe(
        'draft — скрыта при любых датах; published (по умолчанию) — по календарю; ' +
          'archived — страница есть, но не на главной и не в sitemap',
      )
      .meta({ title: 'Статус' }),
    title: titled(plainText(), 'Заголовок страницы и вкладки браузера (простой текст)', 'Заголовок страницы'),
    description: plainText().describe('Текст под заголовком, пока акция анонсирована или идёт; описание для поисковиков и соцсетей')
      .meta({ title: 'Описание' }),
    hubTitle: plainText(80).optional().describe('Заголовок карточки на главной; по умолчанию «Акция <бренд> <год начала>»')
      .meta({ title: 'Заголовок карточки на главной' }),
    texts: z
      .strictObject({
        upcoming: titled(phaseTexts.optional(), 'До начала (анонс)', 'До старта'),
        running: titled(phaseTexts.optional(), 'Пока акция идёт', 'Идёт'),
        finished: titled(phaseTexts.optional(), 'После окончания: в прошедшем времени', 'Завершена'),
      })
      .optional()
      .describe('Свои тексты для фаз акции; по умолчанию — description и «Товары <бренд>, участвующие/участвовавшие в акции»')
      .meta({ title: 'Тексты по фазам' }),
    leaderboardLimit: titled(z.int().min(1).max(100), 'Сколько строк таблицы лидеров показать в каждом регионе', 'Строк в таблице лидеров'),
    places: z.int().min(1).max(1000).describe('Места с 1 по N в каждом регионе получают дополнительные баллы (юридический текст)')
      .meta({ title: 'Призовых мест' }),
    organiser: titled(plainText(), 'Организатор акции (юридический текст на странице)', 'Организатор'),
    starts: titled(isoDay, 'Первый день акции (по Москве), например 2025-03-01', 'Первый день'),
    ends: isoDay.describe('Последний день акции (по Москве), не раньше starts; досрочное окончание — новая дата здесь и endedEarly')
      .meta({ title: 'Последний день' }),
    endedEarly: plainText()
      .optional()
      .describe('Акция закончена досрочно: причина для посетителей, показывается на странице после окончания')
      .meta({ title: 'Закончена досрочно: причина' }),
    announce: titled(isoDay.optional(), 'С этого дня страница открыта как анонс; не позже starts; по умолчанию — starts', 'Анонс с'),
    hubMonths: z.int().min(0).max(120).optional().describe('Сколько месяцев после окончания акция видна на главной; по умолчанию 12')
      .meta({ title: 'Месяцев на главной после окончания' }),
    order: z.int().min(1).max(99).optional().describe('Закрепить акцию первой в её разделе главной: 1 — самая первая')
      .meta({ title: 'Место в разделе главной' }),
    pointsOnlyForClubPrize: z.boolean().optional().describe('Баллы идут только на приз клубной акции (пункт юридического текста)')
      .meta({ title: 'Баллы только на приз клубной акции' }),
    bannerFile: bannerFileName
      .optional()
      .describe('Баннер-картинка: файл в content/banners/ (jpg, png или webp); без него — banners/<id>.jpg (.png, .webp) или три SVG')
      .meta({ title: 'Баннер-картинка' }),
    focus: focusPoint,
  })
  .refine((c) => c.ends >= c.starts, { ...whenValid('starts', 'ends'), path: ['ends'], message: 'не может быть раньше starts' })
  .refine((c) => c.announce === undefined || c.announce <= c.starts, {
    ...whenValid('starts', 'announce'), path: ['announce'], message: 'не может быть позже starts',
  });

const LOGO_FILE = /^[a-z0-9-]{1,40}\.(svg|png|webp)$/;

export const brandFileSchema = z
  .strictObject({
    $schema: schemaLink('./schema.json'),
    name: titled(plainText(60), 'Название бренда, как его пишут на страницах: «Товары <name>, участвующие в акции»', 'Название'),
    wordmark: titled(plainText(40).optional(), 'Знак бренда в шапке страницы текстом (если нет logo)', 'Знак текстом'),
    wordmarkSub: titled(plainText(40).optional(), 'Вторая строка знака: линейка бренда, например Vetonit', 'Вторая строка знака'),
    logo: z
      .string()
      .regex(LOGO_FILE, 'имя файла логотипа в папке content/brands/: латиница, цифры, дефис и .svg, .png или .webp')
      .optional()
      .describe('Логотип бренда: файл в content/brands/ (svg, png или webp, высотой от 64 px); вместо wordmark')
      .meta({ title: 'Логотип' }),
    logoBackground: z
      .union([colour, z.literal('accent')])
      .optional()
      .describe('Подложка логотипа в шапке: цвет #rrggbb или accent (фирменный цвет); без неё логотип стоит на белой шапке')
      .meta({ title: 'Подложка логотипа' }),
    accent: titled(colour, 'Фирменный цвет: кнопки, шапка, знак бренда', 'Фирменный цвет'),
    accentText: titled(colour, 'Цвет текста на фирменном цвете; контраст с accent не ниже 4,5:1', 'Цвет текста на фирменном'),
  })
  .refine((b) => (b.wordmark === undefined) !== (b.logo === undefined), {
    ...whenValid('wordmark', 'logo'), path: ['wordmark'], message: 'нужно что-то одно: wordmark или logo',
  });

/** A fixed page's <title> and meta description, the first fields of its own content file. */
export const pageHead = {
  title: titled(plainText(120), 'Заголовок вкладки браузера и поисковиков (без « | Петрович»: он добавится сам)', 'Заголовок вкладки'),
  description: titled(plainText(200), 'Описание страницы для поисковиков и соцсетей', 'Описание для поисковиков'),
};

/** A lasting page's card on the hub (/promo/): its name and line, in its own kind's content file. */
export const hubCardTexts = z.strictObject({
  name: titled(plainText(60), 'Название акции на карточке', 'Название'),
  lead: titled(plainText(160), 'Строка под названием', 'Строка под названием'),
}).describe('Карточка на главной акций /promo/');

/**
 * The schema of a kind's own content file `file`: its fields, and its link to the JSON Schema beside it. The one
 * statement of the file's shape: its type, empty value, JSON Schema and studio form are derived from it.
 */
export const kindFileSchema = <Shape extends z.core.$ZodLooseShape>(file: string, shape: Shape) =>
  z.strictObject({ $schema: schemaLink(`./${file.replace(/\.json$/, '.schema.json')}`), ...shape });

/** The value of a kind's content file checked by `S`, without its `$schema` link: the type its components read. */
export type FileValue<S extends z.ZodType> = Omit<z.output<S>, '$schema'>;

type CampaignFile = z.infer<typeof campaignFileSchema>;
type BrandFile = z.infer<typeof brandFileSchema>;

/** A brand as the app knows it: its file's fields and its id (the file name). */
export type Brand = Omit<BrandFile, '$schema'> & { id: string };

/** A campaign as the app knows it: its file's fields, its id (the file name) and its brand's file. */
export type Campaign = Omit<CampaignFile, '$schema' | 'brand'> & { id: string; brand: Brand };
