// One promotion's card on the hub (/promo/). Beside the page slice, not in the hub's folder: server/ names it too, and
// never imports pages/ (docs/decisions/092-layers.md).
import type { ShownPhase } from '../../content/calendar.js';
import { ownState } from '../../content/own-file.js';
import { kindPart, type PageState } from './page.js';

/** One promotion on the hub (/promo/): a card linking to its page. */
export interface HubEntry {
  id: string;
  href: string;
  /** The card's name: a campaign's hubTitle ('Акция Knauf 2025'), 'Карта электрика'. */
  name: string;
  lead: string;
  phase: ShownPhase;
  /** ISO days; karta-elektrika has none. */
  starts?: string;
  ends?: string;
  /** The card's picture (a campaign's large banner), 1200×630 or 600×440. */
  image: { src: string; width: number; height: number };
  /** A campaign pinned first in its section (its file's `order`). */
  order?: number;
  /** The card links to the promotion's results (a finished campaign's leaderboard): it says «Итоги акции →». */
  results?: true;
}

/** Every public promotion's card at the time of the render, in the order shown: the hub's state. */
export const HUB_ENTRIES = ownState<readonly HubEntry[]>('hub');
export const hubEntriesOf = (page: PageState): readonly HubEntry[] => kindPart(page, HUB_ENTRIES);
