// The site's own content file, content/site.json: the texts of no one page kind (its shape:
// shared/content/site-texts-schema.ts). Declared like a kind's file (kindContent) and given to
// the page registry (pages/route-table.ts), so loading, content:check, the JSON Schema, the
// studio's form and holding back a broken file are the kinds' own; a change of it drops every
// page from the render cache.
import { kindContent } from '#server/pages/page-kind.js';
import { SITE_FILE, siteTextsSchema } from '#shared/content/site-texts-schema.js';

export const siteTextsContent = kindContent({
  file: SITE_FILE,
  title: 'Тексты всего сайта: подвал, формы, страница «не найдено» и страницы ошибок (docs/content.md)',
  form: 'Весь сайт: подвал, «страница не найдена», ошибки',
  schema: siteTextsSchema,
});
