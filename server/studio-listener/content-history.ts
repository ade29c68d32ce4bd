// The embedded studio's history and restore (docs/decisions/117-studio-history.md,
// docs/decisions/117-studio-history.md): the published branch's commits, who made them and what they changed field
// by field (commit-changes.ts); a restore puts chosen fields' old values into the files as they are now, a new commit
// made as every studio commit is (published-edit.ts), refused only when a later commit changed one of those fields.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { versionWords, type ChangedField, type ContentHistory, type HistoryEntry } from '../studio/content-history.js';
import { refusal, type EditOutcome } from '../studio/calendar-edits.js';
import { sameJson, valueAt, withValueAt, type Json } from '#shared/content/field-changes.js';
import { git, jsonObjectAt, publishedCommit, type ContentRepoPaths } from './content-repo.js';
import { overrunAnswer, type RepoLock } from './repo-lock.js';
import { editPublished, writeJsonFile } from './published-edit.js';
import { changedFiles, jsonBlobs, parseRawLines, type RawChange } from './commit-changes.js';
import { readBlobs } from './git-blobs.js';
import { AUTHOR_NOTES } from './studio-authors.js';
import { usersOf } from './file-users.js';
import { appliedScheduledChanges } from './scheduled-history.js';

/** How many commits the history page lists, and how far back a restore may reach. */
const LISTED = 50;
/** git's answer for the listing is bounded: 50 commits with their messages and raw diffs fit well under it. */
const LISTING_BYTES = 4 * 1024 * 1024;
const RECORD = '\x1e';
const FIELD = '\x1f';

const FULL_COMMIT = /^[0-9a-f]{40}$/;

interface Listed extends Omit<HistoryEntry, 'changes'> {
  raw: RawChange[];
}

function parseEntry(record: string): Listed | undefined {
  const [commit, parents, at, author, note, message, rest] = record.split(FIELD);
  if (!commit || rest === undefined) return undefined;
  // The repository's first commit holds the content as the studio found it: no edit, nothing to list file by file.
  const restorable = (parents ?? '').trim() !== '';
  const raw = restorable ? parseRawLines(rest) : [];
  return { commit, at: at ?? '', author: note?.trim() || (author ?? ''), message: (message ?? '').trim(), files: [], raw, restorable };
}

/** A field's key (`file#/json/pointer`, or the file alone) as its file and whether one field covers the other's place. */
function overlaps(a: string, b: string): boolean {
  const [fileA, pointerA = ''] = a.split('#');
  const [fileB, pointerB = ''] = b.split('#');
  if (fileA !== fileB) return false;
  if (!a.includes('#') || !b.includes('#')) return true;
  return pointerA === pointerB || pointerA.startsWith(`${pointerB}/`) || pointerB.startsWith(`${pointerA}/`);
}

const pointerPath = (key: string) => (key.split('#')[1] ?? '').split('/').slice(1)
  .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));

const shortLine = (entry: Pick<HistoryEntry, 'message'>) => entry.message.split('\n')[0] ?? '';

export function createContentHistory(options: {
  paths: ContentRepoPaths; branch: string; lock: RepoLock; workDir: string;
}): ContentHistory {
  const { paths, branch, lock } = options;

  /** The published branch's latest commits, newest first: every publish is one (docs/decisions/117-studio-history.md). */
  async function commits(): Promise<HistoryEntry[]> {
    const out = await git(paths.repo, [
      '-c', 'core.quotepath=off', 'log', '--first-parent', '--diff-merges=first-parent', '--raw', '--no-abbrev', '--no-renames',
      `--notes=${AUTHOR_NOTES}`, `-n${LISTED}`,
      `--format=${RECORD}%H${FIELD}%P${FIELD}%aI${FIELD}%an${FIELD}%N${FIELD}%B${FIELD}`, `refs/heads/${branch}`, '--',
    ], LISTING_BYTES);
    const listed = out.split(RECORD).map(parseEntry).filter((entry) => entry !== undefined);
    const blobs = await readBlobs(paths.repo, listed.flatMap((entry) => jsonBlobs(entry.raw)));
    return listed.map(({ raw, ...entry }) => {
      const changes = changedFiles(raw, blobs);
      return { ...entry, files: changes.map(({ file }) => file), changes };
    });
  }

  async function list(now: number): Promise<HistoryEntry[]> {
    const listed = await commits();
    const head = listed[0]?.commit;
    const scheduled = head ? await appliedScheduledChanges(paths.repo, head, now) : [];
    // A commit that changed nothing the site shows (a schema) is no version of it; the first commit is the history's start.
    const versions = listed.filter((entry) => entry.changes.length > 0 || !entry.restorable);
    return [...versions, ...scheduled].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  }

  /**
   * The first of `fields` a later commit (of `newer`, newest first) left with another value than
   * the one the restored edit gave it, with the latest such commit; a field changed and changed
   * back is as the edit left it, and may be restored. A file as a whole: any later change of it.
   */
  async function laterChange(head: string, newer: HistoryEntry[], fields: ChangedField[]) {
    const files = new Map<string, Json | undefined>();
    for (const field of fields) {
      const changedBy = newer.find((later) => later.changes.some((file) => file.fields.some((other) => overlaps(other.key, field.key))));
      if (!changedBy) continue;
      if (field.whole) return { field, later: changedBy };
      const file = field.key.split('#')[0]!;
      if (!files.has(file)) files.set(file, await jsonObjectAt(paths.repo, head, file));
      if (!sameJson(valueAt(files.get(file), pointerPath(field.key)), field.after)) return { field, later: changedBy };
    }
    return undefined;
  }

  /** Puts `fields` back as they were before `commit` in the scratch worktree's files. */
  async function putBack(scratch: string, commit: string, fields: ChangedField[]): Promise<void> {
    const byFile = new Map<string, ChangedField[]>();
    for (const field of fields) {
      const file = field.key.split('#')[0]!;
      byFile.set(file, [...(byFile.get(file) ?? []), field]);
    }
    for (const [file, changed] of byFile) {
      const whole = changed.find((field) => field.whole !== undefined);
      if (whole) {
        if (whole.whole === 'added') await git(scratch, ['rm', '--quiet', '--', file]);
        else await git(scratch, ['checkout', `${commit}^1`, '--', file]);
        continue;
      }
      const at = path.join(scratch, file);
      let data: Json | undefined = JSON.parse(await readFile(at, 'utf8'));
      for (const field of changed) data = withValueAt(data, pointerPath(field.key), field.before);
      await writeJsonFile(at, data ?? {});
    }
  }

  /**
   * The refusal of a restore that would remove a file (a picture the edit added) which an entry still names once the
   * fields are put back: another entry, a scheduled change or an upcoming campaign would lose it. Undefined: none does.
   */
  async function stillShown(dir: string, fields: ChangedField[]): Promise<string | undefined> {
    for (const field of fields.filter((restored) => restored.whole === 'added')) {
      const file = field.key.split('#')[0]!;
      const users = await usersOf(dir, file);
      if (users.length) {
        return `Нельзя вернуть: картинку «${path.posix.basename(file)}» показывает ${users.join(', ')}, она бы пропала. `
          + 'Ничего не изменено. Сначала выберите в тех записях другую картинку, затем верните эту правку.';
      }
    }
    return undefined;
  }

  async function restore(commit: string, keys: string[] = [], who?: string, now?: number): Promise<EditOutcome> {
    if (!FULL_COMMIT.test(commit)) {
      return refusal(400, 'Правка не указана: ничего не изменено. Откройте «Историю» заново и нажмите кнопку у нужной правки.');
    }
    return lock.run(async (): Promise<EditOutcome> => {
      const head = await publishedCommit(paths, branch);
      const entries = await commits();
      const index = entries.findIndex((entry) => entry.commit === commit);
      const entry = entries[index];
      if (!entry || entries[0]?.commit !== head) {
        return refusal(404, 'Такой правки нет среди последних в истории опубликованного контента: ничего не изменено. ' +
          'Откройте «Историю» заново: её могли дополнить.');
      }
      if (!entry.restorable) return refusal(409, 'Это начало истории студии: до него вернуть нечего.');
      const all = entry.changes.flatMap((file) => file.fields);
      const unknown = keys.filter((key) => !all.some((field) => field.key === key));
      if (unknown.length) {
        return refusal(400, 'Эта правка не меняла такого поля: ничего не изменено. Откройте «Историю» заново и выберите поле.');
      }
      const fields = keys.length ? all.filter((field) => keys.includes(field.key)) : all;
      /** «Нельзя вернуть поле «Заголовок» (Акция «knauf2025»)». */
      const cannot = (field: ChangedField) =>
        `Нельзя вернуть поле «${field.label}» (${entry.changes.find((changed) => changed.fields.includes(field))?.title ?? ''})`;
      const changedLater = await laterChange(head, entries.slice(0, index), fields);
      if (changedLater) {
        return refusal(409, `${cannot(changedLater.field)}: позже его изменила правка ${versionWords(changedLater.later)}. ` +
          'Ничего не изменено. Верните сначала ту правку или поправьте поле в студии.');
      }
      // A field a scheduled change sets on the site now: the restore would change the file and nothing the visitors see.
      const scheduled = now === undefined ? [] : await appliedScheduledChanges(paths.repo, head, now);
      for (const field of fields) {
        const over = scheduled.find((change) => change.changes.some((file) => file.fields.some((other) => overlaps(other.key, field.key))));
        if (!over) continue;
        const name = /«.*»/.exec(shortLine(over))?.[0] ?? '';
        return refusal(409, `${cannot(field)}: на сайте его сейчас задаёт ` +
          `запланированное изменение ${name}, возврат ничего бы не изменил. Ничего не изменено. ` +
          'Если нужно прежнее значение, отмените то изменение в «Календаре».');
      }
      // Named for the operator by who and when, and what it puts back; the edit's commit and the fields' keys follow for git.
      const what = entry.changes.flatMap((file) => {
        const restored = file.fields.filter((field) => fields.includes(field));
        return restored.length ? [`${file.title} — ${restored.map((field) => field.label).join(', ')}`] : [];
      });
      return editPublished({
        paths, branch, workDir: options.workDir,
        message: [`Возврат как было до правки ${versionWords(entry)}: ${what.join('; ')}`,
          `Возвращает поля правки ${entry.commit}: ${fields.map((field) => field.key).join(', ')}.`],
        unchanged: 'Эти поля уже такие, как были до правки: ничего не изменено.',
        edit: async (dir) => {
          await putBack(dir, entry.commit, fields);
          return stillShown(dir, fields);
        },
      });
    }, { who }).catch(overrunAnswer((told) => refusal(503, told)));
  }

  return { list, restore };
}
