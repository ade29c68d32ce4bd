// law's and sert's texts as their page's state carries them: `page.content`, the value of
// the kind's own content file (content/law.json, content/sert.json; pages/law/content.ts,
// pages/sert/content.ts).
import { selectPage } from '../../store/slices/page.js';

/** A claim: its emphasised start and the rest. */
export interface Claim {
  lead: string;
  text: string;
}

export interface LawTexts {
  title: string;
  description: string;
  hero: { heading: string; action: string };
  claims: { heading: string; items: Claim[]; certificates: Claim & { link: string } };
  invite: { heading: string; text: string; button: string };
  helpfulInfo: { heading: string };
  /** `rating`: a review's stars for screen readers, RATING and RATING_OF in it. */
  reviews: { heading: string; rating: string };
}

/** Where a review's rating names its stars and their most. */
export const RATING = '{оценка}';
export const RATING_OF = '{из}';

export interface SertTexts {
  title: string;
  description: string;
  /** The trail: law's page, then this one (the page's structured data lists the same steps, pages/sert/kind.ts). */
  breadcrumbs: { label: string; law: string; sert: string };
  hero: { heading: string; action: string };
  certificate: { heading: string; lead: string; steps: string[]; button: string };
}

type State = Parameters<typeof selectPage>[0];
export const selectLawTexts = (state: State): LawTexts => selectPage(state).content as LawTexts;
export const selectSertTexts = (state: State): SertTexts => selectPage(state).content as SertTexts;
