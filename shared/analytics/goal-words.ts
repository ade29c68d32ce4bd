// The campaign page's goals in the operator's words: the experiment form's select and the result page name a goal so
// (server/studio-listener/decap-config.ts, server/studio/experiment-page.ts), never by its analytics code.
import type { CAMPAIGN_PAGE_GOALS } from './goals.js';

export const GOAL_WORDS: Readonly<Record<(typeof CAMPAIGN_PAGE_GOALS)[number], string>> = {
  'check-bonus': 'Проверка баллов по карте',
};
