// Scheduled changes (docs/decisions/251-scheduled-changes.md): the files of the content folder's `schedule/`
// read and checked, and those whose Moscow minute has come applied over their campaigns, by the
// instance's own clock. The content is read again at the next pending minute
// (server/content/schedule-timer.ts), so every instance with the same content and clock shows a
// change from the same instant, with no job outside the app. A file with problems, one naming a
// campaign that is not there or a banner file that is not in banners/, is held back and never
// applied, and told like any held-back file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Content, HeldBackFile } from './load-content.js';
import { FileProblems, bannersDirOf, jsonFilesOf, readChecked } from './load-content.js';
import { moscowMinute } from '#shared/content/calendar.js';
import { SCHEDULE_FOLDER, scheduledChangeSchema, type ScheduledChange } from '#shared/content/scheduled-change-schema.js';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { withCampaignFields } from '#shared/content/campaign-fields.js';

/** A change's file read as every content file is (load-content.ts's readChecked); undefined: it has problems. */
function readOne(
  contentDir: string, name: string, campaigns: readonly Campaign[], problems: FileProblems,
): ScheduledChange | undefined {
  const file = path.join(contentDir, SCHEDULE_FOLDER, name);
  const id = name.replace(/\.json$/, '');
  if (!SLUG_PATTERN.test(id)) return void problems.add(file, '(имя файла): латиница в нижнем регистре, цифры и дефис');
  const change = readChecked(file, scheduledChangeSchema, problems);
  if (!change) return undefined;
  if (!campaigns.some((campaign) => campaign.id === change.campaign)) problems.add(file, `campaign: нет акции «${change.campaign}»`);
  if (change.bannerFile && !existsSync(path.join(bannersDirOf(contentDir), change.bannerFile))) {
    problems.add(file, `bannerFile: нет файла banners/${change.bannerFile}`);
  }
  return problems.has(file) ? undefined : { ...change, id, instant: moscowMinute(change.at) };
}

/** The scheduled changes of the content folder, in the order they apply (their minute, then their file's name). */
export function readSchedule(
  contentDir: string, campaigns: readonly Campaign[],
): { schedule: ScheduledChange[]; heldBack: HeldBackFile[] } {
  const dir = path.join(contentDir, SCHEDULE_FOLDER);
  const problems = new FileProblems();
  const schedule = jsonFilesOf(dir).flatMap((name) => readOne(contentDir, name, campaigns, problems) ?? []);
  schedule.sort((a, b) => a.instant - b.instant || a.id.localeCompare(b.id));
  return { schedule, heldBack: problems.heldBack() };
}

/** A campaign with one change's fields over it; a phase's texts are merged phase by phase. */
const applied = (campaign: Campaign, change: ScheduledChange): Campaign => withCampaignFields(campaign, change);


/** Whether a change applies at `instant`: not cancelled, and its minute has come. */
export const isDue = (change: ScheduledChange, instant: number) => !change.cancelled && change.instant <= instant;

/** The content with every change due at `instant` applied over its campaign, and the schedule kept beside it. */
export function withSchedule(content: Content, schedule: ScheduledChange[], instant: number): Content {
  const due = schedule.filter((change) => isDue(change, instant));
  const campaigns = content.campaigns.map((campaign) =>
    due.filter((change) => change.campaign === campaign.id).reduce(applied, campaign));
  return { ...content, campaigns, schedule };
}

/** The next instant after `instant` at which a change is due; undefined: none pending. */
export function nextScheduled(schedule: readonly ScheduledChange[] | undefined, instant: number): number | undefined {
  return schedule?.find((change) => !change.cancelled && change.instant > instant)?.instant;
}
