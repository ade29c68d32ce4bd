// The campaign kind's own content file, content/campaign.json, declared as its kind's
// (docs/decisions/091-kind-content-in-its-descriptor.md); its shape is the schema's
// (shared/content/campaign-texts-schema.ts), and its pages' state carries it (`page.content`).
import { kindContent } from '#server/pages/page-kind.js';
import { CAMPAIGN_TEXTS_FILE, campaignTextsSchema } from '#shared/content/campaign-texts-schema.js';

export const campaignTextsContent = kindContent({
  file: CAMPAIGN_TEXTS_FILE,
  title: 'Тексты страниц акций, одинаковые для всех акций (docs/content.md)',
  form: 'Страницы акций: общие тексты',
  schema: campaignTextsSchema,
});
