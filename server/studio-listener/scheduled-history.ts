// The scheduled changes among the versions that were live, for «История»
// (docs/decisions/117-studio-history.md): each not cancelled whose Moscow minute has come is listed at that
// minute, by who published it, with the fields it sets; taken back in «Календарь», not restored here.
import { SCHEDULE_FOLDER, SCHEDULED_FIELDS, MOSCOW_MINUTE } from '#shared/content/scheduled-change-schema.js';
import type { HistoryEntry } from '../studio/content-history.js';
import { git, jsonObjectAt } from './content-repo.js';
import { fileTitle, formFieldLabel } from './field-labels.js';
import { AUTHOR_NOTES } from './studio-authors.js';

/** The scheduled changes of the published commit `head` that went live by `now` (epoch ms), each as a version of the history. */
export async function appliedScheduledChanges(repo: string, head: string, now: number): Promise<HistoryEntry[]> {
  const files = (await git(repo, ['ls-tree', '--name-only', head, `${SCHEDULE_FOLDER}/`]).catch(() => ''))
    .split('\n').filter((file) => file.endsWith('.json'));
  const applied: HistoryEntry[] = [];
  for (const file of files) {
    const change = await jsonObjectAt(repo, head, file);
    if (!change || change.cancelled === true || typeof change.at !== 'string' || !MOSCOW_MINUTE.test(change.at)) continue;
    const instant = Date.parse(`${change.at}:00+03:00`);
    if (!(instant <= now) || typeof change.campaign !== 'string') continue;
    const campaignFile = `campaigns/${change.campaign}.json`;
    const campaign = await jsonObjectAt(repo, head, campaignFile);
    const [commit = '', who = '', author = ''] = (await git(repo, [
      'log', '-1', '--first-parent', `--notes=${AUTHOR_NOTES}`, '--format=%H%x1f%N%x1f%an', head, '--', file,
    ])).split('\x1f');
    const name = typeof change.name === 'string' ? change.name : file.slice(SCHEDULE_FOLDER.length + 1, -'.json'.length);
    applied.push({
      commit, at: new Date(instant).toISOString(), author: who.trim() || author, files: [file], restorable: false, scheduled: true,
      message: `Запланированное изменение «${name}» вышло на сайт`,
      changes: [{
        file: campaignFile, title: fileTitle(campaignFile),
        fields: SCHEDULED_FIELDS.filter((field) => change[field] !== undefined).map((field) => ({
          key: `${campaignFile}#/${field}`, label: formFieldLabel(campaignFile, field), before: campaign?.[field], after: change[field],
        })),
      }],
    });
  }
  return applied;
}
