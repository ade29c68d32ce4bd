// sert's own content file, content/sert.json, declared as its kind's
// (docs/decisions/091-kind-content-in-its-descriptor.md); its shape is the schema's
// (shared/features/business/sert-schema.ts), and its page's state carries it (`page.content`).
import { kindContent } from '#server/pages/page-kind.js';
import { SERT_FILE, sertSchema } from '#shared/features/business/sert-schema.js';

export const sertContent = kindContent({
  file: SERT_FILE,
  title: 'Тексты страницы «Подарочные сертификаты» (docs/content.md)',
  form: '«Подарочные сертификаты»',
  schema: sertSchema,
});
