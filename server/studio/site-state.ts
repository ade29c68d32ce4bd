// «Состояние сайта» as data (docs/product.md §11): the site's clock, the content's warnings, and what the last reload of
// the content folder did (server/content/reload-log.ts). The campaigns' phases, days and drafts and the scheduled changes
// are «Календарь»'s (calendar-view.ts). The studio reads it as JSON; site-state-page.ts renders it as a page.
import type { SiteContent } from '../content/site-content.js';
import type { ReloadLog } from '../content/reload-log.js';
import type { ContentWarning } from '../content/content-warnings.js';
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

export function siteState({ site, warnings, reloads, formWords }: SiteStateSources) {
  const instant = site.clock.now();
  const last = reloads.last;
  // What a file is to the operator (its entry's title on the site now), never its path; the studio's form's name of it, else the path.
  const entry = (file: string) => contentEntry(file, site.content, formWords?.title ?? String);
  const inFolder = (line: string) => line.replaceAll(`${site.contentDir}/`, '').replaceAll(site.contentDir, 'папка контента');
  return {
    // The site's clock (PROMO_NOW when set): the day the studio's previews open on.
    at: iso(instant),
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
