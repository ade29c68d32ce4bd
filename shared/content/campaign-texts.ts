// The texts every campaign page shows whatever its campaign (its headings, buttons and
// answers), as its page's state carries them: `page.content`, the value of the campaign
// kind's own content file (content/campaign.json), typed by its schema
// (campaign-texts-schema.ts). The savings answers reach the island as its props: the state
// sent to the browser leaves the file out. It lives in shared/, not with the kind's page
// (pages/campaign/ui/), because the server's render reads a phase's title and description
// from it (server/render/render-page.tsx) and server/ never imports pages/
// (docs/decisions/092-layers.md).
import { kindSelector } from '../store/slices/page.js';
import { ownFile } from './own-file.js';
import type { campaignTextsSchema } from './campaign-texts-schema.js';

export const CAMPAIGN_TEXTS = ownFile<typeof campaignTextsSchema>('campaign');
export const selectCampaignTexts = kindSelector(CAMPAIGN_TEXTS);
