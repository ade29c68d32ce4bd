// The texts every campaign page shows (content/campaign.json), as its page's state carries them. In shared/, not with
// the kind's page, because the server's render reads them and server/ never imports pages/ (docs/decisions/092-layers.md).
import { kindSelector } from '../store/slices/page.js';
import { ownFile } from './own-file.js';
import type { campaignTextsSchema } from './campaign-texts-schema.js';

export const CAMPAIGN_TEXTS = ownFile<typeof campaignTextsSchema>('campaign');
export const selectCampaignTexts = kindSelector(CAMPAIGN_TEXTS);
