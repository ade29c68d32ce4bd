// karta-elektrika's texts as its page's state carries them: `page.content`, the value of its
// kind's own content file (content/karta-elektrika.json, pages/karta-elektrika/content.ts).
import { selectPage } from '../../store/slices/page.js';
import type { HubCardTexts } from '../../content/campaign-schema.js';

/** Where the check's answers name the card checked. */
export const CARD_NUMBER = '{номер}';

/** The card check's answers (the island's props): failed, no bonus information, the count's lead (CARD_NUMBER in the last two). */
export interface KartaCheckAnswers {
  failed: string;
  empty: string;
  count: string;
}

export interface KartaElektrikaTexts {
  title: string;
  description: string;
  /** The header bar's words beside the logo. */
  programme: string;
  hero: { chip: string; heading: string; lead: string; action: string; bannerAlt: string };
  steps: { heading: string; items: string[] };
  check: { heading: string; text: string; answers: KartaCheckAnswers };
  offer: { heading: string; text: string; link: string };
  hubCard: HubCardTexts;
}

export const selectKartaTexts = (state: Parameters<typeof selectPage>[0]): KartaElektrikaTexts =>
  selectPage(state).content as KartaElektrikaTexts;
