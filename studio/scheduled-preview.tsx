// The preview of a scheduled change (docs/content.md «Календарь и запланированные изменения»): its campaign's page as the site
// will show it once the change applies (the relation field's data, which Decap keeps for the picked campaign).
import { CampaignPreview } from './campaign-preview.js';
import type { PreviewProps } from './page-preview.js';
import type { ImmutableLike } from './immutable-like.js';
import { withScheduled } from './site-json.js';

type Data = Record<string, unknown>;

/** An entry of Decap's as the campaign's preview reads it: its data, its name (the campaign's), saved. */
export const entryOf = (id: string, data: Data): ImmutableLike => {
  const values: ImmutableLike = { get: (field) => data[field], getIn: () => undefined, toJS: () => data };
  return { get: (key) => (key === 'data' ? values : key === 'slug' ? id : undefined), getIn: () => undefined };
};

export function ScheduledPreview(props: PreviewProps) {
  const change = ((props.entry.get('data') as ImmutableLike).toJS?.() ?? {}) as Data;
  const id = typeof change.campaign === 'string' ? change.campaign : '';
  const campaign = (props.fieldsMetaData?.getIn(['campaign', 'campaigns', id]) as ImmutableLike | undefined)?.toJS?.() as Data | undefined;
  if (!campaign) {
    return <p style={{ padding: 8, fontFamily: 'system-ui, sans-serif' }}>Выберите акцию: здесь будет её страница с этим изменением.</p>;
  }
  // The page as it will be at the change's minute: its phase on the change's day.
  const day = typeof change.at === 'string' && /^\d{4}-\d{2}-\d{2}/.test(change.at) ? change.at.slice(0, 10) : undefined;
  return <CampaignPreview {...props} {...(day ? { today: day } : {})} entry={entryOf(id, withScheduled(campaign, change))} />;
}
