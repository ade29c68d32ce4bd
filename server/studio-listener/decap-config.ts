// The studio's Decap config (served as /config.json): the backend from STUDIO
// (docs/operations.md, *Content studio*), always the editorial workflow, Russian, and the
// collections generated from the content schemas (studio-fields.ts) with the labels below.
import type { StudioConfig } from '../config.js';
import { CAMPAIGN_STATUSES, SLUG_PATTERN, brandFileSchema, campaignFileSchema } from '#shared/content/campaign-schema.js';
import { CAMPAIGN_STATUS_WORDS } from '#shared/content/campaign-state-words.js';
import { BANNER_ART_MIN } from '#shared/ui/banner.js';
import { SCHEDULED_FIELDS, scheduledChangeSchema } from '#shared/content/scheduled-change-schema.js';
import { DEFAULT_SHARE, EXPERIMENT_FIELDS, experimentSchema } from '#shared/content/experiment-schema.js';
import { EXPERIMENT_GOALS, EXPERIMENT_GOAL_NAMES } from '#shared/analytics/goal-words.js';
import { KIND_CONTENT_FILES } from '#pages/content-files.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { RETAILER_THEME } from '#pages/landing/ui/landing-schema.js';
import { SITE_JSON } from '../../studio/site-json.js';
import { untestedGroups } from '../content/experiments.js';
import { decapFields, jsonSchemaOf, type DecapField, type JsonSchemaProperty, type LabelMap } from './studio-fields.js';

/** The path the studio app talks to Decap's local backend on (studio-app.ts forwards it). */
export const LOCAL_BACKEND_PATH = '/api/v1';

const capitalised = (word: string) => `${word.charAt(0).toLocaleUpperCase('ru')}${word.slice(1)}`;
/** The groups of a form shown folded. */
const folded = (...groups: string[]): LabelMap => Object.fromEntries(groups.map((group) => [group, { collapsed: true }]));

/** A brand of the «Бренды» section picked by its name. */
const BRAND_CHOICE = {
  widget: 'relation', collection: 'brands', value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'],
};

/**
 * What the campaign's schema cannot say of its fields (shared/content/campaign-schema.ts names
 * each with `.meta({ title })`): the groups shown folded, the brand as a relation to the brands
 * collection, the banner as a file of banners/ and its focal point on it; the status's options in
 * Russian; and the operator's hint where the schema's description, written for whoever edits the
 * JSON, names files and keys (docs/decisions/101-studio-forms.md).
 */
export const CAMPAIGN_LABELS: LabelMap = {
  brand: {
    widget: BRAND_CHOICE,
    hint: 'Бренд поставщика из раздела «Бренды»: его название, цвета и логотип на странице',
  },
  status: {
    widget: { widget: 'select', options: CAMPAIGN_STATUSES.map((value) => ({ value, label: capitalised(CAMPAIGN_STATUS_WORDS[value]) })) },
    hint: 'Черновик — скрыта при любых датах; опубликована (если не выбрано) — на сайте по своим датам; '
      + 'в архиве — страница открывается по ссылке, но её нет на главной и в поиске',
  },
  hubTitle: { hint: 'Заголовок карточки акции на главной; если пусто — «Акция», бренд и год начала' },
  texts: {
    hint: 'Свои тексты для анонса, хода и завершения акции; незаданные — как в «Описании» и текстах по умолчанию',
    collapsed: true,
    fields: folded('upcoming', 'running', 'finished'),
  },
  starts: { hint: 'Первый день акции (по Москве)' },
  ends: { hint: 'Последний день акции (по Москве), не раньше первого; закончить раньше — «Завершить сейчас» в «Календаре»' },
  announce: { hint: 'С этого дня (по Москве) страница открыта как анонс; не позже первого дня; если пусто — с первого дня' },
  bannerFile: {
    // The file goes to banners/ and the field holds its name alone, as the schema wants.
    widget: { widget: 'image', choose_url: false, media_folder: '/banners', public_folder: '' },
    hint: `Картинка jpg, png или webp не меньше ${BANNER_ART_MIN.width}×${BANNER_ART_MIN.height} px (меньшую сайт растянет, `
      + 'и баннер будет размыт); из неё сайт режет кадры для телефона, планшета и компьютера',
  },
  focus: { widget: { widget: 'focus' } },
};

/**
 * What a landing's schema cannot say of its fields (pages/landing/ui/landing-schema.ts and its blocks' files): the theme
 * a brand or the retailer's own colours (a choice offered beside the brands: studio/fixed-page-choices.ts), the dates'
 * and status's words as a campaign's, the hero's picture and its focal point on it (the first block's), a brands block's
 * brand from the «Бренды» section.
 */
const LANDING_LABELS: LabelMap = {
  theme: {
    widget: {
      ...BRAND_CHOICE, display_fields: ['{{name}}{{title}}'], default: RETAILER_THEME,
      fixed_pages: [{ slug: RETAILER_THEME, title: 'Цвета «Петровича»' }],
    },
    hint: 'Цвета «Петровича» или фирменные цвета бренда из раздела «Бренды»',
  },
  status: CAMPAIGN_LABELS.status!,
  announce: CAMPAIGN_LABELS.announce!,
  starts: CAMPAIGN_LABELS.starts!,
  ends: { hint: 'Последний день акции (по Москве), не раньше первого' },
  blocks: {
    hint: 'Блоки страницы по порядку, от 1 до 20: первым — «Первый экран». «Добавить» — новый блок; блок переносят за его ручку',
    fields: {
      bannerFile: CAMPAIGN_LABELS.bannerFile!,
      focus: { widget: { widget: 'focus', picture: ['blocks', 0, 'bannerFile'] } },
      brands: { fields: { brand: { widget: BRAND_CHOICE, hint: 'Бренд из раздела «Бренды»: его знак на странице' } } },
    },
  },
};

/**
 * A landing's version Б in the experiment form: its blocks by their places, each with only what Б sets (its texts are the
 * campaigns' group's title and description).
 */
const LANDING_VARIANT_LABELS: LabelMap = {
  blocks: {
    label: 'Блоки лендинга',
    hint: 'Только у лендинга: блоки по порядку, как на странице, в каждом — только то, что в варианте Б иначе '
      + '(поменять третий блок — добавить перед ним первые два пустыми)',
    fields: { ...LANDING_LABELS.blocks!.fields, focus: { widget: { widget: 'focus', picture: ['variant', 'blocks', 0, 'bannerFile'] } } },
  },
};

/** Each page folder's labels, by its kind (its descriptor's `content.folder`: pages/landing/kind.ts): its form's, its Б's. */
const FOLDER_LABELS: Readonly<Record<string, { form: LabelMap; variant?: LabelMap }>> = {
  landing: { form: LANDING_LABELS, variant: LANDING_VARIANT_LABELS },
};

/**
 * The campaign's picture: optional in the schema, because a campaign may have a banner of its own made for it (its
 * banners by its id: shared/content/banner-files.ts), but a campaign without one cannot be saved without a picture
 * (server/content/load-content.ts; the message: field-labels.ts). A scheduled change's picture is optional indeed.
 */
const CAMPAIGN_BANNER = { ...CAMPAIGN_LABELS.bannerFile, optionalWords: 'нужна, если у акции нет своего баннера' };

const colour = { widget: 'color', allowInput: true };

/** An «Акция» choice: Decap's search by the campaign's title or address, shown by both, which tell apart two of one title. */
const CAMPAIGN_CHOICE = {
  widget: 'relation', collection: 'campaigns', value_field: '{{slug}}', search_fields: ['title', 'slug'],
  display_fields: ['{{title}} (/promo/{{slug}})'],
};

/** A scheduled change's form (docs/decisions/251-scheduled-changes.md): the campaign, the Moscow minute, what it then takes. */
export const SCHEDULE_LABELS: LabelMap = {
  // Any words: the file's name is made of them when it is first saved (studio/schedule-names.ts).
  name: { required: true, hint: 'Как изменение называть в списке, календаре и «Состоянии сайта»: например «Баннер к выходным»' },
  campaign: { label: 'Акция', widget: CAMPAIGN_CHOICE },
  at: {
    label: 'Когда выйдет на сайт (по Москве)',
    widget: { widget: 'datetime', format: 'YYYY-MM-DDTHH:mm', date_format: 'DD.MM.YYYY', time_format: 'HH:mm' },
  },
  cancelled: { label: 'Отменено' },
  // The campaign's fields it sets, as the campaign's form has them.
  ...Object.fromEntries(Object.entries(CAMPAIGN_LABELS).filter(([field]) => new Set<string>(SCHEDULED_FIELDS).has(field))),
};

/**
 * What the studio calls each folder collection and one of its entries (its list, «Состояние сайта», «История», commits),
 * and its new-entry button (`fresh`: scripts/build/decap-labels.mjs).
 */
const FOLDER_WORDS = {
  campaigns: { label: 'Акции', singular: 'Акция', fresh: 'Новая акция' },
  brands: { label: 'Бренды', singular: 'Бренд', fresh: 'Новый бренд' },
  schedule: {
    label: 'Запланированные изменения', singular: 'Запланированное изменение', fresh: 'Новое запланированное изменение',
  },
  experiments: { label: 'Эксперименты', singular: 'Эксперимент', fresh: 'Новый эксперимент' },
};

/** The folders of files a page each (the campaigns', the landings': a kind's `content.pageFile`), in the kinds' order. */
const PAGE_FILE_FOLDERS = PAGE_REGISTRY.kinds.flatMap(({ content }) => (content?.pageFile ? [content.pageFile.folder] : []));

/** A folder's name in the studio: a kind's folder of pages by its own words (PageFolder's `form`), another's as above. */
const folderLabel = (folder: string) => PAGE_REGISTRY.pageFolders.find((each) => each.folder === folder)?.form.label
  ?? FOLDER_WORDS[folder as keyof typeof FOLDER_WORDS].label;

/**
 * The kinds whose pages can run an experiment, as each keeps its pages (its descriptor's `content.pageFile`): a folder of
 * files, a page each (the campaigns', the landings'), or one page, its own file's (a fixed page: offered by its kind's
 * name beside the folders' entries, its version Б a group of its own file's fields, PAGE_VARIANTS).
 */
const TESTED_KINDS = PAGE_REGISTRY.kinds.filter((kind) => kind.experiment);
const ONE_FILE_KINDS = KIND_CONTENT_FILES.filter((file) => file.experiment
  && !TESTED_KINDS.find((kind) => kind.kind === file.kind)?.content?.pageFile);
const FIXED_PAGES = ONE_FILE_KINDS.map(({ kind, form }) => ({ slug: kind, title: `Страница ${form}` }));

/** A goal in words, with the pages it is a goal of: «Проверка баллов по карте (акции, лендинги)», a fixed page by its form's name. */
const goalLabel = (goal: (typeof EXPERIMENT_GOAL_NAMES)[number]) => {
  const pages = TESTED_KINDS.filter((kind) => kind.experiment!.goals.includes(goal)).map(({ kind, content }) =>
    (content?.pageFile ? folderLabel(content.pageFile.folder).toLocaleLowerCase('ru') : content?.own?.form ?? kind));
  return `${EXPERIMENT_GOALS[goal]} (${pages.join(', ')})`;
};

/**
 * An experiment's form (docs/content.md «Эксперимент», docs/decisions/486-experiments-in-the-studio.md): what is
 * tested, its page (a campaign, or one of the fixed pages that can run one: studio/fixed-page-choices.ts), Б's share and
 * goal in words, its days, and version Б's fields as the campaign's form has them (А is the page as it is live, shown by
 * the preview; another page's Б is written in its file: docs/content.md). The key is drawn by the studio when the test
 * is created (studio/schedule-names.ts), the decision set by the result page's buttons: neither is typed.
 */
export const EXPERIMENT_LABELS: LabelMap = {
  page: {
    required: true,
    // Its own search fields: Decap keeps a relation's hits by collection and fields, and these carry the fixed pages.
    widget: {
      ...CAMPAIGN_CHOICE, search_fields: ['slug', 'title'], fixed_pages: FIXED_PAGES,
      more_collections: PAGE_FILE_FOLDERS.filter((folder) => folder !== CAMPAIGN_CHOICE.collection),
    },
    hint: 'Идущая или объявленная акция или лендинг, или страница «Карта электрика», «Любимые категории», «Юридическим лицам», '
      + '«Подарочные сертификаты»; у страницы один эксперимент за раз',
  },
  campaign: { widget: { widget: 'hidden' } },
  keptOver: { widget: { widget: 'hidden' } },
  name: { hint: 'Что проверяем, своими словами: «Заголовок с выгодой»; так эксперимент назван в списке и на странице результатов' },
  key: { widget: { widget: 'hidden' } },
  share: {
    widget: { widget: 'number', value_type: 'int', min: 1, max: 99, default: DEFAULT_SHARE },
    hint: `Сколько посетителей из ста видят вариант Б; по умолчанию ${DEFAULT_SHARE}. `
      + 'Уменьшение доли не переводит в А тех, кто уже видел Б',
  },
  goal: {
    widget: { widget: 'select', options: EXPERIMENT_GOAL_NAMES.map((value) => ({ value, label: goalLabel(value) })) },
    hint: 'Событие страницы, по которому сравниваем варианты; у каждой страницы свои (в скобках)',
  },
  starts: { hint: 'Первый день эксперимента (по Москве); у акции — не раньше её первого дня' },
  ends: { hint: 'Последний день эксперимента (по Москве); у акции — не позже её последнего дня' },
  // Its choices as «История» names them (server/studio-listener/field-labels.ts's fieldChoices).
  decision: {
    widget: { widget: 'hidden', options: [{ value: 'a', label: 'оставили как было' }, { value: 'b', label: 'оставили вариант Б' }] },
  },
  // A campaign's: another page's Б is its own group (PAGE_VARIANTS); the site's check tells a campaign's Б that sets nothing.
  variant: {
    label: 'Вариант Б',
    required: false,
    widget: { widget: 'object', for_page: '' },
    hint: 'Заполните только то, что в варианте Б иначе; остальное — как на странице сейчас (вариант А)',
    fields: Object.fromEntries(Object.entries(CAMPAIGN_LABELS).filter(([field]) => new Set<string>(EXPERIMENT_FIELDS).has(field))),
  },
};

/** What the brand's schema cannot say of its fields: the logo as a picture of the media, the colours' pickers and contrast rule. */
export const BRAND_LABELS: LabelMap = {
  name: { hint: 'Название бренда, как его пишут на страницах: «Товары Knauf, участвующие в акции»' },
  wordmark: { hint: 'Знак бренда в шапке страницы текстом, если нет логотипа' },
  logo: {
    widget: { widget: 'image', choose_url: false, media_library: { config: { multiple: false } } },
    hint: 'Картинка svg, png или webp высотой от 64 px; показывается вместо знака текстом',
  },
  logoBackground: { hint: 'Цвет под логотипом в шапке: #rrggbb или слово «accent» — фирменный цвет; если пусто — белая шапка' },
  accent: { widget: colour },
  accentText: {
    widget: colour,
    hint: 'Цвет текста на кнопках и в шапке фирменного цвета',
    hintAfter: 'Проверка откажет, если контраст текста с фирменным цветом ниже 4,5:1 (WCAG AA): '
      + 'для светлого фирменного цвета возьмите тёмный текст',
  },
};

/**
 * What the kinds' own files' schemas cannot say of their fields (pages/content-files.ts): the
 * groups shown folded, by kind. Each form's title is its declaration's (`form`), every
 * field's label its schema's own title (`.meta({ title })`).
 */
export const KIND_LAYOUT: Readonly<Record<string, LabelMap>> = {
  campaign: folded('phaseDefaults'),
  site: {
    ...folded('shopLinks', 'labels', 'cardForm', 'cookieNotice', 'businessHeader', 'phaseChips', 'errors'),
    feedback: { collapsed: true, fields: folded('errors') },
    notFound: { fields: folded('pages') },
  },
};

/**
 * Each kind's own file's form in Decap's collection of files, by the file's name (`hub.json`): its title the
 * declaration's `form`, its fields from the schema; «История» names a changed file's fields by it (field-labels.ts).
 */
export const KIND_FORMS = new Map(KIND_CONTENT_FILES.map(({ kind, file, schema, form }) => [file, {
  name: kind, label: form, file, format: SITE_JSON.format, fields: decapFields(jsonSchemaOf(schema), KIND_LAYOUT[kind] ?? {}),
}]));

/** A schema with nothing required in its objects: Б sets only what differs (a list stays whole, its items as the page's). */
const unrequired = (schema: JsonSchemaProperty): JsonSchemaProperty => ({
  ...schema, required: [],
  properties: Object.fromEntries(Object.entries(schema.properties ?? {})
    .map(([name, property]) => [name, property.type === 'object' ? unrequired(property) : property])),
});

/**
 * Version Б of each page besides the campaigns, as its own form has its fields (the kind's schema: its groups but those Б never
 * sets, none required), one group of the form per page (`variant_<kind>`); the form shows the one of the page chosen
 * (studio/page-variants.ts) and the file holds it as `variant` (studio/site-json.ts).
 */
const PAGE_VARIANTS = ONE_FILE_KINDS.map((file) => {
  const { properties = {}, ...schema } = jsonSchemaOf(file.schema);
  const untested = new Set(untestedGroups(file));
  const tested = Object.fromEntries(Object.entries(properties).filter(([name]) => !untested.has(name)));
  const layout = Object.fromEntries(Object.entries(KIND_LAYOUT[file.kind] ?? {}).filter(([name]) => name in tested));
  return {
    name: `${SITE_JSON.pageVariant}${file.kind}`, label: 'Вариант Б', widget: 'object', required: false, for_page: file.kind,
    hint: 'Заполните только то, что в варианте Б иначе; остальное — как на странице сейчас (вариант А)',
    fields: decapFields(unrequired({ ...schema, properties: tested }), layout),
  };
});

/** The Б fields of a folder's page the campaigns' Б has not (a landing's blocks), in the one Б group of the folders' pages. */
const FOLDER_VARIANTS = PAGE_REGISTRY.pageFolders.flatMap(({ kind, experiment }) => {
  const { properties = {} } = experiment ? jsonSchemaOf(experiment.variant) : {};
  const own = Object.entries(properties).filter(([name]) => !new Set<string>(EXPERIMENT_FIELDS).has(name));
  return decapFields({ properties: Object.fromEntries(own) }, FOLDER_LABELS[kind]?.variant ?? {});
});

/**
 * A field naming a new entry's file (its id, the page's address; studio/page-address-widget.tsx):
 * required of a new entry, shown read-only once saved; the format leaves it out of the file.
 */
function idField(label: string, hint: string, prefix?: string) {
  return {
    name: 'id', label, widget: 'page-address', required: true, pattern: [SLUG_PATTERN.source, 'латиница, цифры и дефис'], hint,
    ...(prefix ? { prefix } : {}),
  };
}

/** The commits in Russian, naming the entry; on the embedded repository the listener adds the fields (commit-words.ts). */
const COMMIT_MESSAGES = {
  create: 'Новая запись: {{collection}} «{{slug}}»',
  update: 'Правка: {{collection}} «{{slug}}»',
  delete: 'Удаление: {{collection}} «{{slug}}»',
  uploadMedia: 'Картинка «{{path}}»',
  deleteMedia: 'Удаление картинки «{{path}}»',
  openAuthoring: '{{message}}',
};

function backendOf(studio: StudioConfig): Record<string, unknown> {
  const { backend } = studio;
  const commit_messages = COMMIT_MESSAGES;
  if (backend.kind === 'local') return { name: 'proxy', proxy_url: LOCAL_BACKEND_PATH, branch: backend.branch, commit_messages };
  const optional = {
    ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
    ...(backend.apiRoot ? { api_root: backend.apiRoot } : {}),
    ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
    ...(backend.appId ? { app_id: backend.appId, auth_type: 'pkce' } : {}),
  };
  return { name: backend.kind, repo: backend.repo, branch: backend.branch, commit_messages, ...optional };
}

/**
 * The folder collections: their words (FOLDER_WORDS, a kind's folder of pages its own: PageFolder's `form`) and an entry's
 * fields; a field its schema does not name stops the generation.
 */
export const FOLDER_FORMS: Readonly<Record<string, { label: string; singular: string; fresh: string; fields: DecapField[] }>> = {
  campaigns: {
    ...FOLDER_WORDS.campaigns,
    fields: decapFields(jsonSchemaOf(campaignFileSchema), { ...CAMPAIGN_LABELS, bannerFile: CAMPAIGN_BANNER }),
  },
  brands: { ...FOLDER_WORDS.brands, fields: decapFields(jsonSchemaOf(brandFileSchema), BRAND_LABELS) },
  schedule: { ...FOLDER_WORDS.schedule, fields: decapFields(jsonSchemaOf(scheduledChangeSchema), SCHEDULE_LABELS) },
  experiments: {
    ...FOLDER_WORDS.experiments,
    fields: [...decapFields(jsonSchemaOf(experimentSchema), EXPERIMENT_LABELS).map((field) => (field.name === 'variant'
      ? { ...field, fields: [...field.fields!, ...FOLDER_VARIANTS] } : field)), ...PAGE_VARIANTS],
  },
  // Each kind whose pages are a folder's files (a landing's), by its folder.
  ...Object.fromEntries(PAGE_REGISTRY.pageFolders.map(({ kind, folder, schema, form }) => [folder, {
    ...form, fields: decapFields(jsonSchemaOf(schema), FOLDER_LABELS[kind]?.form ?? {}),
  }])),
};

/** The whole config Decap is started with. */
export function decapConfig(studio: StudioConfig): Record<string, unknown> {
  const folder = (name: string, id: ReturnType<typeof idField> | undefined) => {
    const { label, singular, fresh, fields } = FOLDER_FORMS[name]!;
    return {
      name, label, label_singular: singular, label_new: fresh, folder: name, extension: 'json', format: SITE_JSON.format,
      create: true, delete: false, identifier_field: 'id', slug: '{{id}}',
      filter: { field: SITE_JSON.entryMarker, value: true }, fields: [...(id ? [id] : []), ...fields],
    };
  };
  return {
    backend: backendOf(studio),
    publish_mode: 'editorial_workflow',
    locale: 'ru',
    load_config_file: false,
    media_folder: 'banners',
    public_folder: 'banners',
    collections: [
      // The campaigns, then each folder of pages (the landings): an entry is a page at /promo/<id>, listed with its days.
      ...PAGE_FILE_FOLDERS.map((name) => ({
        ...folder(name, idField('Адрес страницы', 'Латиница в нижнем регистре, цифры и дефис; после сохранения не меняется', '/promo/')),
        // Its days as the operator writes them.
        summary: `{{title}} ({{starts | date('DD.MM.YYYY')}} — {{ends | date('DD.MM.YYYY')}})`,
        sortable_fields: ['starts', 'ends', 'title'],
      })),
      {
        ...folder('brands', idField(
          'Код бренда', 'Латиница в нижнем регистре, цифры и дефис (например ceresit); после сохранения не меняется',
        )),
        // A logo is a file beside the brand files, named by its file name alone.
        media_folder: '',
        public_folder: '',
        summary: '{{name}}',
      },
      {
        // Named in the operator's words; the file's name is made of them on the first save (studio/schedule-names.ts).
        ...folder('schedule', undefined),
        identifier_field: 'name',
        // Its name, its Moscow minute and its campaign's address.
        summary: `«{{name}}» — {{at | date('DD.MM.YYYY, HH:mm')}}, /promo/{{campaign}}`,
        sortable_fields: ['at'],
      },
      {
        // Named in the operator's words, like a scheduled change; its key drawn on the first save (studio/schedule-names.ts).
        ...folder('experiments', undefined),
        identifier_field: 'name',
        format: SITE_JSON.experimentFormat,
        // Its name, its page (`campaign` in a file written before `page`: one of the two is set) and its days.
        summary: `«{{name}}» — {{page}}{{campaign}}, {{starts | date('DD.MM.YYYY')}} — {{ends | date('DD.MM.YYYY')}}`,
        sortable_fields: ['starts'],
      },
      {
        name: 'pages',
        label: 'Страницы',
        // The form of every kind's own file: a field its schema does not name stops the generation.
        files: [...KIND_FORMS.values()],
      },
    ],
  };
}
