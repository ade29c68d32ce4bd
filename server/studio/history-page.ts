// «История» as a page of the studio's listener (docs/decisions/117-studio-history.md): the published branch's latest
// commits, each with when, who and each field it changed by its label, before and after, with a button to put back a
// field or the whole edit. The buttons post JSON (the endpoints take JSON only), hence one small script; values escaped.
import { moscowMinuteInWords } from '../../studio/moscow-time.js';
import { escapeHtml as e } from '../answers/escape-html.js';
import { POST_SCRIPT, studioDocument } from './studio-document.js';
import { versionWords, type ChangedField, type ChangedFile, type HistoryEntry } from './content-history.js';
import { formatDay } from '#shared/ui/format-dates.js';
import type { Json } from '#shared/content/field-changes.js';
import type { Content } from '../content/load-content.js';
import { contentEntry } from './content-entry.js';

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:80rem;padding:0 1rem;color:#1a1a1a}' +
  'table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}' +
  'button{font:inherit;padding:.15rem .6rem;cursor:pointer}ul{margin:0;padding-left:1.1rem}li{margin:.25rem 0}' +
  'del{background:#fde7e6;text-decoration:line-through;color:#7a1b14}ins{background:#e3f6e8;text-decoration:none;color:#0b5122}' +
  '.field{display:block}.what{margin:0 0 .25rem}';

const SCRIPT = `${POST_SCRIPT}
document.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-commit]');
  if (!button || !confirm(button.dataset.question)) return;
  post(button, '/site-api/history/' + button.dataset.commit + '/restore', button.dataset.body, 'Возвращаю…',
    'Готово: сайт покажет прежнее значение через несколько секунд. Обновляю историю…', 1500);
});`;

const VALUE_SHOWN = 300;

/** A day (`2025-03-01`) or a Moscow minute (`2025-10-15T11:00`, a scheduled change's) as the page says it: in words. */
function dayInWords(text: string): string | undefined {
  const [, day, time] = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(text) ?? [];
  if (day === undefined) return undefined;
  return time === undefined ? formatDay(day) : `${formatDay(day)}, ${time}`;
}

const cut = (text: string) => (text.length > VALUE_SHOWN ? `${text.slice(0, VALUE_SHOWN)}…` : text);

/** One value in words: a choice by the form's word for it, a text in quotes, a day in words, yes or no; a group by its values. */
function said(value: Json, choices: Record<string, string> = {}): string {
  if (value === null) return 'пусто';
  if (typeof value === 'string') return (Object.hasOwn(choices, value) ? choices[value] : undefined) ?? dayInWords(value) ?? `«${value}»`;
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (Array.isArray(value)) return value.map((item) => said(item)).join('; ');
  return Object.values(value).map((item) => said(item)).join(', ');
}

/** A field's value as the operator reads it: a list as its items (its values, one after another), nothing as «пусто». */
function shown(value: Json | undefined, choices?: Record<string, string>): string {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return 'пусто';
  return cut(said(value, choices));
}

/** A file changed as a whole (a picture, an entry added or removed): what happened to it, and what its restore does. */
const WHOLE: Record<NonNullable<ChangedField['whole']>, { line: string; undo: string }> = {
  added: { line: 'Файл добавлен', undo: 'до неё этого файла не было — он будет удалён' },
  removed: { line: 'Файл удалён', undo: 'файл будет возвращён' },
  changed: { line: 'Файл заменён', undo: 'будет возвращён прежний файл' },
};

const AFTERWORD = 'Это новая правка: прежние останутся в истории.';

function restoreButton(entry: HistoryEntry, label: string, keys: string[], question: string): string {
  if (!entry.restorable) return '';
  return ` <button type="button" data-commit="${e(entry.commit)}" data-body="${e(JSON.stringify(keys.length ? { fields: keys } : {}))}" ` +
    `data-question="${e(question)}">${e(label)}</button>`;
}

function fieldLine(entry: HistoryEntry, file: ChangedFile, field: ChangedField): string {
  const line = field.whole
    ? e(WHOLE[field.whole].line) + restoreButton(entry, 'Вернуть как было', [field.key],
      `${file.title}: вернуть как было до этой правки (${WHOLE[field.whole].undo})? ${AFTERWORD}`)
    : `${e(field.label)}: <del>${e(shown(field.before, field.choices))}</del> → <ins>${e(shown(field.after, field.choices))}</ins>` +
      restoreButton(entry, 'Вернуть это поле', [field.key],
        `Вернуть поле «${field.label}» (${file.title}) как было до этой правки: ${shown(field.before, field.choices)}? ${AFTERWORD}`);
  return `<li data-field="${e(field.key)}"><span class="field">${line}</span></li>`;
}

function whatChanged(entry: HistoryEntry): string {
  if (!entry.restorable && !entry.scheduled) return 'Контент сайта, каким студия его получила.';
  return entry.changes.map((file) => `<p class="what"><strong>${e(file.title)}</strong></p>` +
    `<ul>${file.fields.map((field) => fieldLine(entry, file, field)).join('')}</ul>`).join('');
}

/**
 * A commit's subject as the page says it: the studio's own are its words already; one written before them, by Decap's
 * templates or by hand has its days said in words, a quoted path by its file's name, and a restore's commit left out
 * (docs/decisions/117-studio-history.md).
 */
const subjectInWords = (subject: string): string => subject
  .replace(/^Вернуть как было до правки [0-9a-f]{7,40} /, 'Возврат как было до правки ')
  .replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (day) => dayInWords(day) ?? day)
  .replace(/«\/?(?:[^«»/\s]+\/)+([^«»/\s]+)»/g, '«$1»');

function row(entry: HistoryEntry): string {
  const subject = subjectInWords(entry.message.split('\n')[0] ?? '');
  const fields = entry.changes.flatMap((file) => file.fields);
  const all = fields.length > 1
    ? restoreButton(entry, 'Вернуть всю правку', [], `Вернуть как было до правки ${versionWords(entry)} все её поля (${fields.length}): ` +
      `${[...new Set(fields.map((field) => field.whole ? 'файл' : field.label))].join(', ')}? ${AFTERWORD}`)
    : '';
  const action = entry.restorable ? all
    : entry.scheduled ? 'Вышло по расписанию: отменяется в «Календаре».' : 'Начало истории: до него вернуть нечего.';
  // Machines find a row by its commit, or a scheduled change by its file; the operator reads who, when and what.
  const named = entry.scheduled ? `data-scheduled-row="${e(entry.files[0] ?? '')}"` : `data-commit-row="${e(entry.commit)}"`;
  return `<tr ${named}><td>${e(moscowMinuteInWords(entry.at))}</td><td>${e(entry.author)}</td>` +
    `<td>${e(subject)}</td><td>${whatChanged(entry)}</td><td>${action}</td></tr>`;
}

/**
 * Each changed file named as the operator knows its entry: by its title on the site now, as «Состояние сайта» names it
 * (content-entry.ts: «Акция «Акция Knauf 2025…»», «Бренд «Knauf»», a banner in use «Баннер акции «…»»); the history's own
 * name (by the entry's id) only where the served content does not know the file (an entry gone, a picture no longer shown).
 */
const byTitles = (entries: HistoryEntry[], content: Content): HistoryEntry[] => entries.map((entry) => {
  const changes = entry.changes.map((file) => ({ ...file, title: contentEntry(file.file, content, () => file.title).title }));
  // The subject («Публикация: Акция «zima2025» — …», written once with the id) says each entry by its title too.
  const [subject = '', ...body] = entry.message.split('\n');
  const titled = entry.changes.reduce((line, file, n) => line.replaceAll(file.title, changes[n]!.title), subject);
  return { ...entry, changes, message: [titled, ...body].join('\n') };
});

/**
 * The page; without entries, only `message` (a refusal: no sign-in, or no history here). With the served `content`, the
 * entries are named by their titles.
 */
export function historyPage(listed: HistoryEntry[] | undefined, message?: string, content?: Content): string {
  const page = { title: 'История', heading: 'История опубликованного контента', style: STYLE };
  if (!listed) return studioDocument(page, undefined, message);
  const entries = content ? byTitles(listed, content) : listed;
  return studioDocument(page, `<p>Правки, опубликованные на сайт, сначала новые: кто, когда и что изменил — было → стало. ` +
    '«Вернуть это поле» делает новую правку, которая возвращает полю прежнее значение, не трогая другие поля: ' +
    'прежние правки остаются в истории; у картинки — «Вернуть как было». Если поле позже изменила другая правка, ' +
    'студия откажет и назовёт её.</p>' +
    '<p id="status" role="status"></p>' +
    '<table><thead><tr><th>Когда (по Москве)</th><th>Кто</th><th>Что сделано</th><th>Что изменено</th><th></th></tr></thead>' +
    `<tbody>${entries.map(row).join('')}</tbody></table><script>${SCRIPT}</script>`);
}
