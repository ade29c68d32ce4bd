// «Состояние сайта» as a plain page of the studio's listener (docs/content.md): what the last change of the content did
// (each held-back file with its reasons and since when) and the warnings. Server-rendered HTML with no script, every
// value escaped.
import { moscowMinuteInWords } from '../../studio/moscow-time.js';
import { escapeHtml as e } from '../answers/escape-html.js';
import { studioDocument } from './studio-document.js';
import type { SiteState } from './site-state.js';
import type { ContentEntry } from './content-entry.js';

/** An entry by its title, a link to its form in the studio where it has one. */
const entryNamed = ({ title, editor }: ContentEntry) => (editor ? `<a href="${e(editor)}">${e(title)}</a>` : e(title));

function reloadSection(state: SiteState): string {
  const last = state.lastReload;
  const served = `<p>Контент сайта прочитан при запуске ${e(moscowMinuteInWords(state.servedSince))}.</p>`;
  if (!last) return `${served}<p>С тех пор изменений не было.</p>`;
  const when = e(moscowMinuteInWords(last.at));
  if (last.outcome === 'accepted') return `${served}<p class="ok">Последнее изменение принято целиком: ${when}.</p>`;
  const refused = last.outcome === 'refused'
    ? `<p class="bad">Последнее изменение не принято (${when}): ${last.problems.map(e).join('; ')}</p>`
    : `<p class="bad">Последнее изменение (${when}) принято, кроме правок ниже: сайт их не принял.</p>`;
  const files = last.heldBack.map((held) => `<li>${entryNamed(held)} — правка не принята с ${e(moscowMinuteInWords(held.since))}. ` +
    // Kept: the visitors see its last good version.
    `${held.kept ? 'На сайте — последняя исправная версия.' : 'На сайте этого нет, пока правка не исправлена.'}<ul>` +
    `${held.problems.map((problem) => `<li>${e(problem)}</li>`).join('')}</ul></li>`).join('');
  return `${served}${refused}${files ? `<ul class="held">${files}</ul>` : ''}`;
}

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1a1a1a}' +
  'table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}' +
  '.warn{color:#7a4b00}';

/** The page; without a state, only `message` (the sign-in refusal). */
export function siteStatePage(state: SiteState | undefined, message?: string): string {
  const page = { title: 'Состояние сайта', style: STYLE };
  if (!state) return studioDocument(page, undefined, message);
  const warnings = state.warnings.length === 0
    ? '<p>Предупреждений нет.</p>'
    : `<ul>${state.warnings.map((warning) => `<li class="warn">${entryNamed(warning)}: ${e(warning.message)}</li>`).join('')}</ul>`;
  return studioDocument(page, `<p>На ${e(moscowMinuteInWords(state.at))} (по часам сайта).</p>` +
    `<h2>Публикация</h2>${reloadSection(state)}<h2>Предупреждения</h2>${warnings}` +
    '<p>Акции по дням, их фазы и черновики, запланированные изменения — в «<a href="/calendar">Календаре</a>».</p>');
}
