// «История» as a page of the studio's listener (docs/content.md, docs/decisions/117-studio-history.md):
// the published branch's latest commits, newest first, each with when, who, which files and
// its message, and «Вернуть как было до этой правки». The button posts JSON to the studio's
// endpoint (posts there take JSON only, so a cross-site form cannot make one), hence the
// page's one small script; every value is escaped.
import { escapeHtml } from '../answers/escape-html.js';
import type { HistoryEntry } from './content-history.js';

const e = (text: string) => escapeHtml(text);
/** An instant as Moscow time, day and minute, as «Состояние сайта» shows them. */
const moment = (iso: string) => new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit',
}).format(new Date(iso));

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1a1a1a}' +
  'table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}' +
  '.ok{color:#0b6b2b}.bad{color:#a3120b;font-weight:600}code{font-size:.95em}pre{margin:0;white-space:pre-wrap;font:inherit}' +
  'button{font:inherit;padding:.25rem .75rem;cursor:pointer}';

const SCRIPT = `document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-commit]');
  if (!button) return;
  const question = 'Вернуть как было до правки «' + button.dataset.subject + '»? Это новая правка: прежние останутся в истории.';
  if (!confirm(question)) return;
  const status = document.getElementById('status');
  button.disabled = true;
  status.className = '';
  status.textContent = 'Возвращаю…';
  try {
    const answer = await fetch('/site-api/history/' + button.dataset.commit + '/restore', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'same-origin',
    });
    const body = await answer.json();
    status.className = answer.ok ? 'ok' : 'bad';
    status.textContent = answer.ok ? 'Готово: сайт покажет прежнюю версию через несколько секунд. Обновляю историю…' : body.message;
    if (answer.ok) setTimeout(() => location.reload(), 1500);
  } catch {
    status.className = 'bad';
    status.textContent = 'Сервер не ответил: проверьте, что он запущен, и попробуйте ещё раз';
  }
  button.disabled = false;
});`;

function row(entry: HistoryEntry): string {
  const subject = entry.message.split('\n')[0] ?? '';
  const shown = entry.files.slice(0, 20).map((file) => `<li><code>${e(file)}</code></li>`).join('');
  const more = entry.files.length > 20 ? `<li>и ещё ${entry.files.length - 20}</li>` : '';
  const button = `<button type="button" data-commit="${e(entry.commit)}" data-subject="${e(subject)}">`;
  const action = entry.restorable
    ? `${button}Вернуть как было до этой правки</button>`
    : 'начало истории';
  return `<tr><td>${e(moment(entry.at))}</td><td>${e(entry.author)}</td><td><ul>${shown}${more}</ul></td>` +
    `<td><pre>${e(entry.message)}</pre><small><code>${e(entry.commit.slice(0, 7))}</code></small></td><td>${action}</td></tr>`;
}

/** The page; without entries, only `message` (a refusal: no sign-in, or no history here). */
export function historyPage(entries: HistoryEntry[] | undefined, message?: string): string {
  const head = '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>История</title><style>${STYLE}</style></head>` +
    '<body><h1>История опубликованного контента</h1>';
  if (!entries) return `${head}<p class="bad">${e(message ?? '')}</p></body></html>`;
  return `${head}<p>Последние ${entries.length} правок, опубликованных на сайт, сначала новые. «Вернуть как было до этой правки» ` +
    'делает новую правку, обратную выбранной: прежние правки остаются в истории, и её тоже можно вернуть.</p>' +
    '<p id="status" role="status"></p>' +
    '<table><thead><tr><th>Когда</th><th>Кто</th><th>Файлы</th><th>Что</th><th></th></tr></thead>' +
    `<tbody>${entries.map(row).join('')}</tbody></table><script>${SCRIPT}</script></body></html>`;
}
