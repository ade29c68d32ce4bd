// The preview of an experiment (docs/decisions/486-experiments-in-the-studio.md): its campaign's page in either version,
// as the site makes version Б (server/experiments/running.ts); another page's is not drawn here, its supplier's links
// show either version.
import { useState } from 'react';
import { CampaignPreview } from './campaign-preview.js';
import { button, choices, type PreviewProps } from './page-preview.js';
import { SupplierLinks } from './supplier-link.js';
import { fieldNamed, type ImmutableLike } from './immutable-like.js';
import { entryOf } from './scheduled-preview.js';
import { SITE_JSON, withScheduled } from './site-json.js';
import type { Version } from '#shared/experiments/versions.js';

type Data = Record<string, unknown>;

const VERSIONS = [['a', 'Вариант А — как на сайте'], ['b', 'Вариант Б']] as const;

export function ExperimentPreview(props: PreviewProps) {
  const [version, setVersion] = useState<Version>('b');
  const test = ((props.entry.get('data') as ImmutableLike).toJS?.() ?? {}) as Data;
  const named = test.page ?? test.campaign;
  const slug = typeof props.entry.get('slug') === 'string' ? props.entry.get('slug') as string : undefined;
  const id = typeof named === 'string' ? named : '';
  const picked = (field: string) => props.fieldsMetaData?.getIn([field, 'campaigns', id]) as ImmutableLike | undefined;
  // Another page than a campaign has a group of the form of its own (server/studio-listener/decap-config.ts's PAGE_VARIANTS).
  const chosen = fieldNamed(props.fields, `${SITE_JSON.pageVariant}${id}`) ? undefined
    : (picked('page') ?? picked('campaign'))?.toJS?.() as Data | undefined;
  // A landing (its blocks) is drawn by the supplier's links, as another page.
  const campaign = chosen && !('blocks' in chosen) ? chosen : undefined;
  const font = { fontFamily: 'system-ui, sans-serif' };
  if (!id) return <p style={{ padding: 8, ...font }}>Выберите страницу: здесь будет её страница в вариантах А и Б.</p>;
  const toolbar = <div role="toolbar" aria-label="Вариант" style={{ padding: '8px 8px 0' }}>{choices(VERSIONS, version, setVersion)}</div>;
  if (!campaign) {
    return (
      <div style={font}>
        {toolbar}
        <p style={{ padding: 8 }}>Эту страницу здесь не нарисовать: выбранный вариант покажет ссылка для поставщика.</p>
        <div style={{ padding: '0 8px' }}><SupplierLinks id={id} button={button(false)} version={version} experiment={slug} /></div>
      </div>
    );
  }
  const variant = (typeof test.variant === 'object' && test.variant !== null ? test.variant : {}) as Data;
  const shown = version === 'b' ? withScheduled(campaign, variant) : campaign;
  // The page as it is while the test runs: its phase on the test's first day.
  const day = typeof test.starts === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(test.starts) ? test.starts : undefined;
  return (
    <div style={font}>
      {toolbar}
      <CampaignPreview
        {...props} version={version} experiment={slug} {...(day ? { today: day } : {})} entry={entryOf(id, shown)}
      />
    </div>
  );
}
