// The card field's texts of the site's own content file (content/site.json, pages/site-texts.ts),
// as every page's state carries them (`page.siteTexts.cardForm`: the field is in islands);
// outside the server's render (the studio's preview) the field says nothing.
import { selectSiteTexts } from './site-texts.js';

export const selectCardFormTexts = selectSiteTexts('cardForm');
