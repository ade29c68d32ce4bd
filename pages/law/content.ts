// law's own content file, content/law.json, declared as its kind's
// (docs/decisions/091-kind-content-in-its-descriptor.md); its shape is the schema's
// (shared/features/business/law-schema.ts), and its page's state carries it (`page.content`).
import { kindContent } from '#server/pages/page-kind.js';
import { LAW_FILE, lawSchema } from '#shared/features/business/law-schema.js';

export const lawContent = kindContent({
  file: LAW_FILE,
  title: 'Тексты страницы «Юридическим лицам» (docs/content.md)',
  form: '«Юридическим лицам»',
  schema: lawSchema,
});
