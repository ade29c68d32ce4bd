// The studio's Decap config (served as /config.json): the backend from STUDIO
// (docs/operations.md, *Content studio*), always the editorial workflow, Russian, and the
// collections generated from the content schemas (studio-fields.ts) with the labels below.
import type { StudioConfig } from '../config.js';
import { brandFileSchema, campaignFileSchema } from '#shared/content/campaign-schema.js';
import { scheduledChangeSchema } from '#shared/content/scheduled-change-schema.js';
import { KIND_CONTENT_FILES } from '#pages/content-files.js';
import { SITE_JSON } from '../../studio/site-json.js';
import { decapFields, jsonSchemaOf, shownLabels, type LabelMap } from './studio-fields.js';

/** The path the studio app talks to Decap's local backend on (studio-app.ts forwards it). */
export const LOCAL_BACKEND_PATH = '/api/v1';

/**
 * What the campaign's schema cannot say of its fields (shared/content/campaign-schema.ts names
 * each with `.meta({ title })`): the groups shown folded, the brand as a relation to the brands
 * collection, the banner as a file of banners/ and its focal point on it.
 */
export const CAMPAIGN_LABELS: LabelMap = {
  brand: {
    widget: {
      widget: 'relation', collection: 'brands', value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'],
    },
  },
  texts: {
    collapsed: true,
    fields: { upcoming: { collapsed: true }, running: { collapsed: true }, finished: { collapsed: true } },
  },
  bannerFile: {
    // The file goes to banners/ and the field holds its name alone, as the schema wants.
    widget: { widget: 'image', choose_url: false, media_folder: '/banners', public_folder: '' },
    hintAfter: 'Имя файла — латиница в нижнем регистре, цифры и дефис; ширина от 1 600 px',
  },
  focus: { widget: { widget: 'focus' } },
};

const colour = { widget: 'color', allowInput: true };

/** A scheduled change's form (docs/decisions/251-scheduled-changes.md): the campaign, the Moscow minute, what it then takes. */
export const SCHEDULE_LABELS: LabelMap = {
  campaign: {
    label: 'Акция',
    widget: { widget: 'relation', collection: 'campaigns', value_field: '{{slug}}', search_fields: ['title'], display_fields: ['title'] },
  },
  at: {
    label: 'Когда выйдет на сайт (по Москве)',
    widget: { widget: 'datetime', format: 'YYYY-MM-DDTHH:mm', date_format: 'DD.MM.YYYY', time_format: 'HH:mm' },
  },
  cancelled: { label: 'Отменено' },
  texts: CAMPAIGN_LABELS.texts!,
  bannerFile: CAMPAIGN_LABELS.bannerFile!,
  focus: CAMPAIGN_LABELS.focus!,
};

/** What the brand's schema cannot say of its fields: the logo as a picture of the media, the colours' pickers and contrast rule. */
export const BRAND_LABELS: LabelMap = {
  logo: { widget: { widget: 'image', choose_url: false, media_library: { config: { multiple: false } } } },
  accent: { widget: colour },
  accentText: {
    widget: colour,
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
  campaign: { phaseDefaults: { collapsed: true } },
  site: {
    shopLinks: { collapsed: true },
    labels: { collapsed: true },
    cardForm: { collapsed: true },
    feedback: { collapsed: true, fields: { errors: { collapsed: true } } },
    cookieNotice: { collapsed: true },
    businessHeader: { collapsed: true },
    phaseChips: { collapsed: true },
    notFound: { fields: { pages: { collapsed: true } } },
    errors: { collapsed: true },
  },
};

/** Each kind's own file's name (`hub.json`) → its kind: what «История» names a changed file by (field-labels.ts). */
export const KIND_OF_FILE: ReadonlyMap<string, string> = new Map(KIND_CONTENT_FILES.map(({ kind, file }) => [file, kind]));

/** A kind's own file's form: its title, and every field's label as the studio shows it (for «История», field-labels.ts). */
export function kindForm(kind: string): { label: string; fields: LabelMap } | undefined {
  const file = KIND_CONTENT_FILES.find((declared) => declared.kind === kind);
  return file && { label: file.form, fields: shownLabels(jsonSchemaOf(file.schema), KIND_LAYOUT[kind] ?? {}) };
}

/** The form of every kind's own file: a field its schema does not name stops the generation. */
function kindFiles() {
  return KIND_CONTENT_FILES.map(({ kind, file, schema, form }) => ({
    name: kind, label: form, file, format: SITE_JSON.format, fields: decapFields(jsonSchemaOf(schema), KIND_LAYOUT[kind] ?? {}),
  }));
}

/** A field naming a new entry's file (its id, the page's address); the format leaves it out of the file. */
function idField(label: string, hint: string) {
  return { name: 'id', label, widget: 'string', required: false, pattern: ['^[a-z0-9-]{1,40}$', 'латиница, цифры и дефис'], hint };
}

function backendOf(studio: StudioConfig): Record<string, unknown> {
  const { backend } = studio;
  if (backend.kind === 'local') return { name: 'proxy', proxy_url: LOCAL_BACKEND_PATH, branch: backend.branch };
  const optional = {
    ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
    ...(backend.apiRoot ? { api_root: backend.apiRoot } : {}),
    ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
    ...(backend.appId ? { app_id: backend.appId, auth_type: 'pkce' } : {}),
  };
  return { name: backend.kind, repo: backend.repo, branch: backend.branch, ...optional };
}

/** The whole config Decap is started with. */
export function decapConfig(studio: StudioConfig): Record<string, unknown> {
  const folder = (name: string, label: string, singular: string, fields: unknown[]) => ({
    name, label, label_singular: singular, folder: name, extension: 'json', format: SITE_JSON.format,
    create: true, delete: false, identifier_field: 'id', slug: '{{id}}',
    filter: { field: SITE_JSON.entryMarker, value: true }, fields,
  });
  return {
    backend: backendOf(studio),
    publish_mode: 'editorial_workflow',
    locale: 'ru',
    load_config_file: false,
    media_folder: 'banners',
    public_folder: 'banners',
    collections: [
      {
        ...folder('campaigns', 'Акции', 'Акция', [
          idField('Адрес страницы: /promo/…', 'Только для новой акции: латиница, цифры, дефис; потом не меняется'),
          ...decapFields(jsonSchemaOf(campaignFileSchema), CAMPAIGN_LABELS),
        ]),
        summary: '{{title}} ({{starts}} — {{ends}})',
        sortable_fields: ['starts', 'ends', 'title'],
      },
      {
        ...folder('brands', 'Бренды', 'Бренд', [
          idField('Код бренда', 'Только для нового бренда: латиница, цифры, дефис (например ceresit)'),
          ...decapFields(jsonSchemaOf(brandFileSchema), BRAND_LABELS),
        ]),
        // A logo is a file beside the brand files, named by its file name alone.
        media_folder: '',
        public_folder: '',
        summary: '{{name}}',
      },
      {
        ...folder('schedule', 'Запланированные изменения', 'Запланированное изменение', [
          idField('Название изменения', 'Латиница, цифры, дефис (например knauf-weekend-banner)'),
          ...decapFields(jsonSchemaOf(scheduledChangeSchema), SCHEDULE_LABELS),
        ]),
        summary: '{{at}} — {{campaign}}',
        sortable_fields: ['at'],
      },
      {
        name: 'pages',
        label: 'Страницы',
        files: kindFiles(),
      },
    ],
  };
}
