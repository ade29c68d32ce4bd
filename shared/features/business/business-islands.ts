// The islands of the business layout (business-layout.tsx), which law and sert share.
// The footer (below the fold) and the feedback modal (client-only: it shows only after
// an interaction; with the form's rules) are loaded apart from the page's first script.
import { lazyIsland } from '../../ui/island.js';
import { citySlice } from '../../store/slices/city.js';
import { feedbackSlice } from '../../store/slices/feedback.js';
import { headerControlsIsland } from './business-header.js';
import { bannerActionIsland } from './business-banner.js';

export const businessFooterIsland = lazyIsland('biz-footer', () => import('./business-lazy.js').then((m) => m.BusinessFooter), [citySlice]);
export const feedbackModalIsland = lazyIsland(
  'feedback-modal',
  () => import('./business-lazy.js').then((m) => m.FeedbackModal),
  [feedbackSlice],
);

/** The cookie notice is not here: only law shows it (pages/law/client.tsx). */
export const BUSINESS_LAYOUT_ISLANDS = [headerControlsIsland, bannerActionIsland, businessFooterIsland, feedbackModalIsland];
