// Likely mistakes the content check accepts (docs/content.md «Предупреждения»): shown in the
// studio's «Состояние сайта» and printed by `npm run content:check`, never refusing a file.
// A campaign whose every date is in the past (it goes live already finished: a wrong year?),
// two campaigns pinned to one `order`. Pure: the content and an instant in, the warnings out.
import type { Campaign } from '#shared/content/campaign-schema.js';
import { moscowDay } from '#shared/content/calendar.js';
import type { Content } from './load-content.js';

export interface ContentWarning {
  /** Relative to the content folder (`campaigns/knauf2025.json`). */
  file: string;
  /** `field: message`, in Russian. */
  message: string;
}

const campaignFile = (campaign: Campaign) => `campaigns/${campaign.id}.json`;

function datesInThePast(campaigns: readonly Campaign[], today: string): ContentWarning[] {
  return campaigns.filter((campaign) => campaign.status !== 'archived' && campaign.ends < today).map((campaign) => ({
    file: campaignFile(campaign),
    message: `ends: все даты акции в прошлом (последний день ${campaign.ends}): на сайте она сразу завершённая — ` +
      'если это новая акция, проверьте год',
  }));
}

function sharedOrders(campaigns: readonly Campaign[]): ContentWarning[] {
  const onHub = (campaign: Campaign) => campaign.status !== 'draft' && campaign.status !== 'archived';
  const pinned = campaigns.filter((campaign) => campaign.order !== undefined && onHub(campaign));
  return pinned.flatMap((campaign) => {
    const others = pinned.filter((other) => other !== campaign && other.order === campaign.order).map((other) => other.id);
    if (others.length === 0) return [];
    return [{
      file: campaignFile(campaign),
      message: `order: ${campaign.order} указан и у ${others.join(', ')} — которая из них первая, решат даты; поставьте разные числа`,
    }];
  });
}

/** Every warning of the content at `instant` (the site's clock), in file order. */
export function contentWarnings(content: Pick<Content, 'campaigns'>, instant: number): ContentWarning[] {
  const today = moscowDay(instant);
  return [...datesInThePast(content.campaigns, today), ...sharedOrders(content.campaigns)]
    .sort((a, b) => a.file.localeCompare(b.file));
}
