// Likely mistakes the content check accepts (docs/content.md «Предупреждения»): shown in the
// studio's «Состояние сайта» and printed by `npm run content:check`, never refusing a file.
// Two campaigns pinned to one `order`; and a campaign a reload brought, or whose dates it
// changed, with every date in the past (it goes live already finished: a wrong year?). The
// second needs the content served before: a finished campaign of last season is not a mistake,
// and a file alone cannot tell them apart, so `content:check` does not say it. And a text's
// typographic slips (shared/typography/typographic-slips.ts). Pure.
import type { Campaign } from '#shared/content/campaign-schema.js';
import { typographicSlips } from '#shared/typography/typographic-slips.js';
import type { Content } from './load-content.js';

export interface ContentWarning {
  /** Relative to the content folder (`campaigns/knauf2025.json`). */
  file: string;
  /** `field: message`, in Russian. */
  message: string;
}

const campaignFile = (campaign: Campaign) => `campaigns/${campaign.id}.json`;

/** The campaigns `after` brings or re-dates with every date before `today`. */
export function newlyInThePast(
  after: Pick<Content, 'campaigns'>, before: Pick<Content, 'campaigns'>, today: string,
): ContentWarning[] {
  const dates = (campaign: Campaign) => [campaign.announce, campaign.starts, campaign.ends].join(' ');
  const was = new Map(before.campaigns.map((campaign) => [campaign.id, dates(campaign)]));
  const brought = after.campaigns.filter((campaign) => was.get(campaign.id) !== dates(campaign));
  return brought.filter((campaign) => campaign.status !== 'archived' && campaign.ends < today).map((campaign) => ({
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

/** The warnings a file can tell alone, in file order. */
export function contentWarnings(content: Pick<Content, 'campaigns'>): ContentWarning[] {
  return sharedOrders(content.campaigns).sort((a, b) => a.file.localeCompare(b.file));
}

/** Every text of `value` with the path of its field («hero.heading», «rules.running.0»). */
function textsOf(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => textsOf(field, at ? `${at}.${key}` : key));
}

/**
 * The typographic slips of every text, as typeset: the campaigns' files and the kinds' own
 * files (`files`: each kind's file name, relative to the content folder).
 */
export function typographyWarnings(
  content: Pick<Content, 'campaigns' | 'kindFiles'>, files: readonly { kind: string; file: string }[],
): ContentWarning[] {
  const read = (file: string, value: unknown) => textsOf(value).flatMap(([field, text]) =>
    typographicSlips(text).map((slip) => ({ file, message: `${field}: ${slip}` })));
  return [
    ...content.campaigns.flatMap((campaign) => read(campaignFile(campaign), campaign)),
    ...files.flatMap(({ kind, file }) => read(file, content.kindFiles[kind])),
  ];
}
