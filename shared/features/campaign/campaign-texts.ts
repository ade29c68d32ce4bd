// The texts every campaign page shows whatever its campaign (its headings, buttons and
// answers), as its page's state carries them: `page.content`, the value of the campaign
// kind's own content file (content/campaign.json), typed by its schema
// (campaign-texts-schema.ts). The savings answers reach the island as its props: the state
// sent to the browser leaves the file out.
import { contentSelector } from '../../store/slices/page.js';
import { fillTemplate } from '../../content/text-template.js';
import type { CampaignTexts } from './campaign-texts-schema.js';
import { PLACES } from './placeholders.js';

export const selectCampaignTexts = contentSelector<CampaignTexts>();

/** `text` with the number of prize places in place of its placeholder. */
export const withPlaces = (text: string, places: number): string => fillTemplate(text, { [PLACES]: places });
