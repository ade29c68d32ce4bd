// The visitor-facing fields of a campaign that a scheduled change (server/content/schedule.ts) or an
// experiment's version Б (server/experiments/running.ts) sets over it: typeset as the campaign's own
// texts are, a phase's texts merged phase by phase.
import type { Campaign } from './campaign-schema.js';
import type { ScheduledChangeFile, SCHEDULED_FIELDS } from './scheduled-change-schema.js';
import { typesetAll } from '../typography/typeset.js';

/** The fields a change or a version Б may set. */
export type CampaignFields = Pick<ScheduledChangeFile, (typeof SCHEDULED_FIELDS)[number]>;

/** `campaign` with `fields` over it: those set, typeset; a phase's texts merged phase by phase. */
export function withCampaignFields(campaign: Campaign, fields: CampaignFields): Campaign {
  const { title, description, hubTitle, texts, bannerFile, focus } = fields;
  const set = typesetAll({ title, description, hubTitle, texts, bannerFile, focus });
  const given = Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
  return { ...campaign, ...given, ...(set.texts ? { texts: { ...campaign.texts, ...set.texts } } : {}) };
}
