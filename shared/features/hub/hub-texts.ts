// The hub's texts as its page's state carries them: `page.content`, the value of its kind's
// own content file (content/hub.json, pages/hub/content.ts). The studio's «Состояние сайта»
// names a card's section by them too (server/studio/site-state.ts).
import type { HubEntry } from './hub-entry.js';
import { selectPage } from '../../store/slices/page.js';

export interface HubTexts {
  title: string;
  description: string;
  heading: string;
  lead: { withUpcoming: string; withoutUpcoming: string };
  sections: Record<HubEntry['phase'], string>;
  finishedMore: string;
  /** A card's dates but a period: an upcoming one's first day, a lasting page's start (DATE in each). */
  cardDates: { upcoming: string; since: string };
}

/** Where a card's dates name a day («1 марта 2025»). */
export const DATE = '{дата}';

export const selectHubTexts = (state: Parameters<typeof selectPage>[0]): HubTexts => selectPage(state).content as HubTexts;
