// karta-elektrika's own content file, content/karta-elektrika.json, declared as its kind's
// (docs/decisions/091-kind-content-in-its-descriptor.md); its shape is the schema's
// (pages/karta-elektrika/ui/karta-schema.ts), and its page's state carries it (`page.content`).
import { kindContent } from '#server/pages/page-kind.js';
import { KARTA_FILE, kartaSchema } from './ui/karta-schema.js';

export const kartaElektrikaContent = kindContent({
  file: KARTA_FILE,
  title: 'Тексты страницы «Карта электрика» (docs/content.md)',
  form: '«Карта электрика»',
  schema: kartaSchema,
});
