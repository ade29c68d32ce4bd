// «Состояние сайта» as data (docs/product.md §11): every campaign of the content served now
// with its status, phase at this instant, dates, place on the hub and the operator's preview
// link (a short grant: the operator never sees PREVIEW_TOKEN), the content's
// warnings, and what the last reload of the content folder did (server/content/reload-log.ts).
// The studio reads it as JSON; site-state-page.ts renders it as a page.
import { PREVIEW_PARAM } from '#shared/pages/preview-links.js';
import { SITE_BASES } from '#shared/pages/sites.js';
import { HUB_TEXTS } from '#shared/content/hub-texts.js';
import { hubCards } from '#server/pages/hub-cards.js';
import { servedFile } from '#server/pages/page-kind.js';
import type { SiteContent } from '../content/site-content.js';
import type { ReloadLog } from '../content/reload-log.js';
import type { ContentWarning } from '../content/content-warnings.js';
import { campaignOf } from '../pages/campaign-pages.js';
import { moscowMinuteInWords } from '../../studio/moscow-time.js';
import { withScheduled } from '../../studio/site-json.js';
import { SCHEDULED_FIELDS, type ScheduledChange } from '#shared/content/scheduled-change-schema.js';
import { contentEntry } from './content-entry.js';

/** «Состояние сайта» as the studio reads it (as JSON: studio/site-state-path.ts). */
export type SiteState = ReturnType<typeof siteState>;
export type CampaignState = SiteState['campaigns'][number];

export interface SiteStateSources {
  site: SiteContent;
  /** The content's warnings (server/content/art-warnings.ts's allContentWarnings). */
  warnings: ContentWarning[];
  reloads: ReloadLog;
  /** The origin page addresses are on (PUBLIC_ORIGIN, else the local server's). */
  origin: string;
  /** A grant for the operator's own look at a campaign; undefined with preview off. */
  operatorGrant: ((campaignId: string) => string) | undefined;
  /** The studio form's words for fields and problems (server/studio-listener/field-labels.ts); unset: paths and the check's words. */
  formWords?: FormWords;
}

/** How the studio's form names a content file's field (a dotted path) and says a problem's message. */
export interface FormWords {
  label(file: string, field: string): string;
  title(file: string): string;
  message(file: string, message: string): string;
}

/** A problem line `field: message` of `file` with the field named as the studio's form names it. */
function labelled(file: string, line: string, formWords: FormWords | undefined): string {
  const match = /^([\w.()а-яё-]+): (.*)$/su.exec(line);
  return match && formWords ? `«${formWords.label(file, match[1]!)}»: ${formWords.message(file, match[2]!)}` : line;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The fields a change sets, by their labels in the studio's form (their keys without them). */
export const labelsOf = (change: ScheduledChange, formWords: FormWords | undefined) => SCHEDULED_FIELDS
  .filter((field) => change[field] !== undefined).map((field) => formWords?.label(`campaigns/${change.campaign}.json`, field) ?? field);

/** What the changes live on a campaign set, in the order they applied, and the studio's note of it; undefined: none. */
function liveOn(live: readonly ScheduledChange[], formWords: FormWords | undefined) {
  if (live.length === 0) return undefined;
  const values: Record<string, unknown> = live.reduce((data, change) => withScheduled(data, change), {});
  const said = live.map((change) =>
    `«${change.name ?? change.id}» с ${moscowMinuteInWords(change.instant)} (${labelsOf(change, formWords).join(', ')})`);
  const changes = said.join('; ');
  const note = `На сайте действует запланированное изменение: ${changes}. Страница ниже — с ним; `
    + 'в форме — значения самой акции, их сохранение изменение не тронет.';
  return { values, changes, note };
}

export function siteState({ site, warnings, reloads, origin, operatorGrant, formWords }: SiteStateSources) {
  const instant = site.clock.now();
  const cards = hubCards({ site, instant, base: SITE_BASES.promo, phase: 'running' });
  // A card's section as the hub heads it (the hub's own content file, content/hub.json).
  const { sections } = servedFile(site.content.kindFiles, HUB_TEXTS)!;
  const places = new Map(cards.map((card) => {
    const place = cards.filter((other) => other.phase === card.phase).indexOf(card) + 1;
    return [card.id, { section: sections[card.phase], place }];
  }));
  const campaigns = site.routes.pages.flatMap((page) => {
    const campaign = campaignOf(page);
    if (!campaign) return [];
    const address = `${origin}${page.paths.promo!}`;
    const grant = operatorGrant?.(campaign.id);
    const scheduledLive = liveOn((site.content.schedule ?? []).filter((change) =>
      change.campaign === campaign.id && !change.cancelled && change.instant <= instant), formWords);
    return [{
      id: campaign.id,
      // Its code in the retailer's system: one campaign's own, by which the studio knows its file's data.
      apiSlug: campaign.apiSlug,
      title: campaign.title,
      brand: campaign.brand.name,
      status: campaign.status ?? 'published',
      phase: site.calendar.phaseOf(page, instant),
      ...(campaign.announce ? { announce: campaign.announce } : {}),
      starts: campaign.starts,
      ends: campaign.ends,
      // Its card's section on the hub and its place there (1 = first); null: not on the hub now.
      hub: places.get(campaign.id) ?? null,
      page: address,
      // The operator's preview (an 8-hour link; its bar switches between the phases); null with preview off (no PREVIEW_TOKEN).
      preview: grant === undefined ? null : `${address}?${PREVIEW_PARAM}=${grant}`,
      // The scheduled changes live on it now, which its file does not hold (liveOn).
      ...(scheduledLive ? { scheduledLive } : {}),
    }];
  });
  const last = reloads.last;
  // What a file is to the operator (its entry's title on the site now), never its path; the studio's form's name of it, else the path.
  const entry = (file: string) => contentEntry(file, site.content, formWords?.title ?? String);
  const inFolder = (line: string) => line.replaceAll(`${site.contentDir}/`, '').replaceAll(site.contentDir, 'папка контента');
  const titles = new Map(campaigns.map((campaign) => [campaign.id, campaign.title]));
  // The scheduled changes (docs/decisions/251-scheduled-changes.md) in the order they apply, named as the operator named them,
  // their campaign by its title on the site now, and the fields they set by their labels in the studio's form.
  const scheduled = (site.content.schedule ?? []).map((change) => ({
    id: change.id, ...(change.name ? { name: change.name } : {}),
    campaign: change.campaign, campaignTitle: titles.get(change.campaign) ?? change.campaign, at: iso(change.instant),
    state: change.cancelled ? 'cancelled' as const : change.instant <= instant ? 'live' as const : 'pending' as const,
    fields: labelsOf(change, formWords),
  }));
  return {
    // The instant the phases are of (the site's clock: PROMO_NOW when set).
    at: iso(instant),
    scheduled,
    campaigns,
    warnings: warnings.map((warning) => ({
      ...warning, ...entry(warning.file), message: labelled(warning.file, warning.message, formWords),
    })),
    // When the content served now was first read (start-up).
    servedSince: iso(reloads.startedAt),
    lastReload: last ? {
      ...last,
      at: iso(last.at),
      problems: last.problems.map(inFolder),
      heldBack: last.heldBack.map((held) => ({
        ...held, since: iso(held.since), ...entry(held.file),
        problems: held.problems.map((problem) => labelled(held.file, problem, formWords)),
      })),
    } : null,
  };
}
