// «Состояние сайта» as data (docs/product.md §11): the site's clock, the scheduled changes, the content's warnings, and
// what the last reload of the content folder did (server/content/reload-log.ts). The campaigns' phases, days and drafts
// are «Календарь»'s (calendar-view.ts). The studio reads it as JSON; site-state-page.ts renders it as a page.
import type { SiteContent } from '../content/site-content.js';
import type { ReloadLog } from '../content/reload-log.js';
import type { ContentWarning } from '../content/content-warnings.js';
import { SCHEDULED_FIELDS, type ScheduledChange } from '#shared/content/scheduled-change-schema.js';
import { contentEntry } from './content-entry.js';

/** «Состояние сайта» as the studio reads it (as JSON: studio/site-state-path.ts). */
export type SiteState = ReturnType<typeof siteState>;

export interface SiteStateSources {
  site: SiteContent;
  /** The content's warnings (server/content/art-warnings.ts's allContentWarnings). */
  warnings: ContentWarning[];
  reloads: ReloadLog;
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

export function siteState({ site, warnings, reloads, formWords }: SiteStateSources) {
  const instant = site.clock.now();
  const last = reloads.last;
  // What a file is to the operator (its entry's title on the site now), never its path; the studio's form's name of it, else the path.
  const entry = (file: string) => contentEntry(file, site.content, formWords?.title ?? String);
  const inFolder = (line: string) => line.replaceAll(`${site.contentDir}/`, '').replaceAll(site.contentDir, 'папка контента');
  const titles = new Map(site.content.campaigns.map((campaign) => [campaign.id, campaign.title]));
  // The scheduled changes (docs/decisions/251-scheduled-changes.md) in the order they apply, named as the operator named them,
  // their campaign by its title on the site now, and the fields they set by their labels in the studio's form.
  const scheduled = (site.content.schedule ?? []).map((change) => ({
    id: change.id, ...(change.name ? { name: change.name } : {}),
    campaign: change.campaign, campaignTitle: titles.get(change.campaign) ?? change.campaign, at: iso(change.instant),
    state: change.cancelled ? 'cancelled' as const : change.instant <= instant ? 'live' as const : 'pending' as const,
    fields: labelsOf(change, formWords),
  }));
  return {
    // The site's clock (PROMO_NOW when set): the day the studio's previews open on.
    at: iso(instant),
    scheduled,
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
