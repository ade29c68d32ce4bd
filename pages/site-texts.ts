// The site's own content file, content/site.json, declared like a kind's file, so loading, content:check, the JSON
// Schema, the studio's form and holding back a broken file are the kinds' own; a change drops every page from the cache.
import { kindContent } from '#server/pages/page-kind.js';
import { siteTextsSchema } from '#shared/content/site-texts-schema.js';
import { SITE_TEXTS_FILE } from '#shared/content/site-texts.js';

export const siteTextsContent = kindContent({
  title: 'Тексты всего сайта: подвал, формы, страница «не найдено» и страницы ошибок (docs/content.md)',
  form: 'Весь сайт: подвал, «страница не найдена», ошибки',
  schema: siteTextsSchema,
  // Its islands read it as PageState.siteTexts (shared/content/site-texts.ts), not as a kind's content.
  key: SITE_TEXTS_FILE,
});
