// The card field's texts of the site's own content file (content/site.json, pages/site-texts.ts),
// as every page's state carries them (`page.siteTexts.cardForm`: the field is in islands);
// outside the server's render (the studio's preview) the field says nothing.
import { selectPage } from '../store/slices/page.js';
import { NO_PAGE_SITE_TEXTS, type CardFormTexts } from '../content/site-texts.js';

export const selectCardFormTexts = (state: Parameters<typeof selectPage>[0]): CardFormTexts =>
  selectPage(state).siteTexts?.cardForm ?? NO_PAGE_SITE_TEXTS.cardForm;
