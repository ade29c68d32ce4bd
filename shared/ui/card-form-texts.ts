// The card field's texts of the site's own content file (content/site.json, pages/site-texts.ts),
// as every page's state carries them (`page.siteTexts.cardForm`: the field is in islands).
import { selectPage } from '../store/slices/page.js';
import type { CardFormTexts } from '../content/site-texts.js';

/** Outside the server's render (the studio's preview before it has the served texts) the card field says nothing. */
const NO_CARD_FORM_TEXTS: CardFormTexts = {
  label: '', placeholder: '', clear: '', submit: '', busy: '', empty: '', incomplete: '', required: '',
};

export const selectCardFormTexts = (state: Parameters<typeof selectPage>[0]): CardFormTexts =>
  selectPage(state).siteTexts?.cardForm ?? NO_CARD_FORM_TEXTS;
