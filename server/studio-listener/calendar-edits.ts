// The calendar's buttons in the embedded studio (docs/decisions/252-studio-calendar.md): each a
// commit on the published branch made by the studio (published-edit.ts), signed by who clicked,
// under the repository's lock; the site takes it by its live reload like any publish.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CalendarEditOutcome, CalendarEdits } from '../studio/calendar-edits.js';
import type { ContentRepoPaths } from './content-repo.js';
import { editPublished } from './published-edit.js';
import type { RepoLock } from './repo-lock.js';

const SLUG = /^[a-z0-9-]{1,40}$/;

/** A content file's JSON object; undefined when it is missing or not an object. */
async function readObject(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    const data: unknown = JSON.parse(await readFile(file, 'utf8'));
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...data } : undefined;
  } catch {
    return undefined;
  }
}

// As the studio writes its files (studio/site-json.ts).
const writeObject = (file: string, data: Record<string, unknown>) => writeFile(file, `${JSON.stringify(data, null, 2)}\n`);

export function createCalendarEdits(options: { paths: ContentRepoPaths; branch: string; lock: RepoLock; workDir: string }): CalendarEdits {
  const { paths, branch, lock, workDir } = options;
  const outcome = (made: { made: string } | { refused: string }): CalendarEditOutcome =>
    'made' in made ? { done: true, commit: made.made } : { done: false, status: 409, message: made.refused };

  return {
    endNow(campaignId, lastDay, reason, who) {
      if (!SLUG.test(campaignId)) return Promise.resolve({ done: false, status: 404, message: 'Нет такой акции' });
      return lock.run(async () => outcome(await editPublished({
        paths, branch, workDir, unchanged: 'Акция уже завершена этим днём: ничего не изменено.',
        message: [`Завершить акцию ${campaignId} досрочно: последний день ${lastDay}`, `Причина: ${reason}`],
        edit: async (dir) => {
          const file = path.join(dir, 'campaigns', `${campaignId}.json`);
          const campaign = await readObject(file);
          if (!campaign) return `Нет акции «${campaignId}» в опубликованном контенте`;
          if (typeof campaign.starts === 'string' && campaign.starts > lastDay) {
            return 'Акция началась сегодня: последним днём может быть только сегодняшний. Поставьте «Последний день» — сегодня, ' +
              'и она завершится в полночь, или статус «черновик», чтобы скрыть её сразу.';
          }
          await writeObject(file, { ...campaign, ends: lastDay, endedEarly: reason });
          return undefined;
        },
      })), who);
    },
    cancel(changeId, who) {
      if (!SLUG.test(changeId)) return Promise.resolve({ done: false, status: 404, message: 'Нет такого изменения' });
      return lock.run(async () => outcome(await editPublished({
        paths, branch, workDir, unchanged: 'Это изменение уже отменено.',
        message: [`Отменить запланированное изменение ${changeId}`],
        edit: async (dir) => {
          const file = path.join(dir, 'schedule', `${changeId}.json`);
          const change = await readObject(file);
          if (!change) return `Нет запланированного изменения «${changeId}» в опубликованном контенте`;
          await writeObject(file, { ...change, cancelled: true });
          return undefined;
        },
      })), who);
    },
  };
}
