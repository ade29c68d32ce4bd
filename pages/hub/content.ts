// The hub's own content file, content/hub.json, declared as its kind's
// (docs/decisions/091-kind-content-in-its-descriptor.md); its shape is the schema's
// (shared/content/hub-schema.ts), and its page's state carries it (`page.content`).
import { kindContent } from '#server/pages/page-kind.js';
import { HUB_FILE, hubSchema } from '#shared/content/hub-schema.js';

export const hubContent = kindContent({
  file: HUB_FILE,
  title: 'Тексты главной страницы акций /promo/ (docs/content.md)',
  form: 'Главная акций /promo/',
  schema: hubSchema,
});
