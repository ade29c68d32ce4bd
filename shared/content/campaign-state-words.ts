// How the studio names a campaign's status and its phase on a Moscow day, in the operator's
// Russian: one place for «Календарь» and the status field's options (server/studio/,
// server/studio-listener/decap-config.ts).
import type { CAMPAIGN_STATUSES } from './campaign-schema.js';

export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The status field's values as the operator reads them; `published` is the default. */
export const CAMPAIGN_STATUS_WORDS: Readonly<Record<CampaignStatus, string>> = {
  draft: 'черновик', published: 'опубликована', archived: 'в архиве',
};

/** A campaign's days (ISO, Moscow) and whether it was ended early. */
export interface CampaignDays {
  starts: string;
  ends: string;
  announce?: string;
  endedEarly?: string;
}

export type DayPhase = 'none' | 'announce' | 'running' | 'finished' | 'ended-early';

export const PHASE_WORDS: Readonly<Record<DayPhase, string>> = {
  none: 'ещё не видна', announce: 'анонс', running: 'идёт', finished: 'завершена', 'ended-early': 'завершена досрочно',
};

/** The campaign's phase on `day` (ISO, Moscow). */
export function phaseOn(campaign: CampaignDays, day: string): DayPhase {
  if (day < (campaign.announce ?? campaign.starts)) return 'none';
  if (day < campaign.starts) return 'announce';
  if (day <= campaign.ends) return 'running';
  return campaign.endedEarly ? 'ended-early' : 'finished';
}
