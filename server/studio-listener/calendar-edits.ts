// The calendar's buttons in the embedded studio (docs/decisions/251-scheduled-changes.md): each a
// commit on the published branch made by the studio (published-edit.ts), signed by who clicked,
// under the repository's lock; the site takes it by its live reload like any publish.
import path from 'node:path';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';
import { refusal, type CalendarEdits } from '../studio/calendar-edits.js';
import { jsonObjectAt, type ContentRepoPaths } from './content-repo.js';
import { editPublished, writeJsonFile } from './published-edit.js';
import { overrunAnswer, type RepoLock } from './repo-lock.js';
import { fileTitle } from './field-labels.js';
import { formatDay } from '#shared/ui/format-dates.js';

export function createCalendarEdits(options: { paths: ContentRepoPaths; branch: string; lock: RepoLock; workDir: string }): CalendarEdits {
  const { paths, branch, lock, workDir } = options;

  /**
   * A commit, signed by `who`, changing the published `file` by `change` (its new object, or a refusal); `words`: the
   * commit's message (in the studio's words, from the file as it was read), and the refusals when the file is not there or is
   * already so.
   */
  const editFile = (file: string, words: { message: (data: Record<string, unknown>) => string[]; missing: string; unchanged: string },
    who: string | undefined, change: (data: Record<string, unknown>) => Record<string, unknown> | string) => {
    let read: Record<string, unknown> = {};
    return lock.run(() => editPublished({
      paths, branch, workDir, message: () => words.message(read), unchanged: words.unchanged,
      edit: async (dir, head) => {
        const data = await jsonObjectAt(paths.repo, head, file);
        read = data ?? {};
        const changed = data ? change(data) : words.missing;
        if (typeof changed === 'string') return changed;
        await writeJsonFile(path.join(dir, file), changed);
        return undefined;
      },
    }), { who }).catch(overrunAnswer((told) => refusal(503, told)));
  };

  return {
    endNow(campaignId, lastDay, reason, who) {
      if (!SLUG_PATTERN.test(campaignId)) return Promise.resolve(refusal(404, 'Нет такой акции'));
      return editFile(`campaigns/${campaignId}.json`, {
        message: () => [`Досрочное завершение: ${fileTitle(`campaigns/${campaignId}.json`)} — последний день ${formatDay(lastDay)}`,
          `Причина: ${reason}`],
        missing: `Нет акции «${campaignId}» в опубликованном контенте`, unchanged: 'Акция уже завершена этим днём: ничего не изменено.',
      }, who, (campaign) => (typeof campaign.starts === 'string' && campaign.starts > lastDay
        ? 'Акция началась сегодня: последним днём может быть только сегодняшний. Поставьте «Последний день» — сегодня, ' +
          'и она завершится в полночь, или статус «черновик», чтобы скрыть её сразу.'
        : { ...campaign, ends: lastDay, endedEarly: reason }));
    },
    cancel(changeId, who) {
      if (!SLUG_PATTERN.test(changeId)) return Promise.resolve(refusal(404, 'Нет такого изменения'));
      return editFile(`schedule/${changeId}.json`, {
        // Named as the operator named it (its `name`), the file's name where it has none.
        message: (change) => [`Отмена: Запланированное изменение «${typeof change.name === 'string' ? change.name : changeId}»`],
        missing: `Нет запланированного изменения «${changeId}» в опубликованном контенте`, unchanged: 'Это изменение уже отменено.',
      }, who, (change) => ({ ...change, cancelled: true }));
    },
  };
}
