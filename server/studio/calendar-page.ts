// «Календарь» as a page of the studio's listener (docs/decisions/251-scheduled-changes.md): one month, a row per campaign
// on the site in it or with a change in it, a cell per Moscow day coloured by its phase, the scheduled changes on their
// day with «Отменить», «Завершить сейчас» on a running campaign; days and minutes said in words. The buttons post JSON
// (the studio's endpoints take JSON only), hence the page's one small script; every value is escaped.
import { addMonths, moscowDay } from '#shared/content/calendar.js';
import { formatDay } from '#shared/ui/format-dates.js';
import { moscowMinuteInWords } from '../../studio/moscow-time.js';
import { PHASE_WORDS, phaseOn } from '#shared/content/campaign-state-words.js';
import { inMonth, type CalendarCampaign, type CalendarView } from './calendar-view.js';
import { escapeHtml as e } from '../answers/escape-html.js';
import { POST_SCRIPT, studioDocument } from './studio-document.js';

/** The days of `month` (`2025-10`), ISO. */
function daysOf(month: string): string[] {
  const first = `${month}-01`;
  const next = addMonths(first, 1);
  const days: string[] = [];
  for (let day = first; day < next; day = moscowDay(Date.parse(`${day}T12:00:00+03:00`) + 24 * 60 * 60 * 1000)) days.push(day);
  return days;
}

const MONTH = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', month: 'long', year: 'numeric' });

function changeLine(change: CalendarView['schedule'][number], now: number, editable: boolean): string {
  const name = change.name ?? change.id;
  const isLive = !change.cancelled && change.instant <= now;
  const state = change.cancelled ? 'отменено' : isLive ? 'на сайте' : 'запланировано';
  // A live change is cancelled too: the site then shows the campaign's own values again.
  const question = isLive
    ? `Отменить изменение «${name}»? Оно уже на сайте: страница акции вернётся к её собственным значениям.`
    : `Отменить изменение «${name}»? Оно не выйдет на сайт.`;
  const cancel = editable && !change.cancelled
    ? ` <button type="button" data-action="cancel" data-id="${e(change.id)}" data-question="${e(question)}">Отменить</button>`
    : '';
  return `<li class="change ${change.cancelled ? 'cancelled' : ''}" data-change="${e(change.id)}">` +
    `${e(moscowMinuteInWords(change.instant))} по Москве — ` +
    `<a href="/#/collections/schedule/entries/${e(change.id)}">«${e(name)}»</a>: ${e(change.what.join(', '))}; ${state}${cancel}</li>`;
}

function row(view: CalendarView, campaign: CalendarCampaign, days: string[]): string {
  const changes = view.schedule.filter((change) => change.campaign === campaign.id);
  const cells = days.map((day) => {
    const phase = phaseOn(campaign, day);
    const words = phase === 'none' ? '' : PHASE_WORDS[phase];
    // A change that goes live (or went) on the day is marked on it, by its name and minute.
    const due = changes.filter((change) => !change.cancelled && moscowDay(change.instant) === day)
      .map((change) => `изменение «${change.name ?? change.id}» в ${moscowMinuteInWords(change.instant).split(', ')[1]}`);
    const title = [`${formatDay(day)}: ${words || 'не на сайте'}`, ...due].join('; ');
    const mark = due.length ? '<b class="due">●</b>' : '';
    return `<td class="day ${phase}${day === view.today ? ' today' : ''}" title="${e(title)}">${mark}</td>`;
  }).join('');
  const draft = campaign.status === 'draft' ? ' <span class="draft">черновик</span>' : '';
  const phaseNow = phaseOn(campaign, view.today);
  const now = campaign.status === 'draft' ? 'скрыта' : phaseNow === 'none' ? 'ещё не на сайте' : PHASE_WORDS[phaseNow];
  const end = view.editable && campaign.running && campaign.status !== 'draft'
    ? ` <button type="button" data-action="end-now" data-id="${e(campaign.id)}">Завершить сейчас</button>`
    : '';
  const list = changes.length ? `<ul>${changes.map((change) => changeLine(change, view.now, view.editable)).join('')}</ul>` : '';
  return `<tr data-campaign="${e(campaign.id)}"><th scope="row"><a href="/#/collections/campaigns/entries/${e(campaign.id)}">` +
    `${e(campaign.title)}</a>${draft}<br><small class="phase-now">${e(now)}</small>${end}${list}</th>${cells}</tr>`;
}

const STYLE = 'body{font:15px/1.45 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}table{border-collapse:collapse}' +
  'th{font-weight:400;text-align:left;padding:.35rem .5rem;min-width:18rem;max-width:26rem;vertical-align:top}' +
  'td.day{width:1.6rem;height:1.6rem;border:1px solid #eee;padding:0}thead td{font-size:12px;text-align:center}' +
  '.announce{background:#cfe2ff}.running{background:#3a9d5d}.finished{background:#b9b9b9}' +
  '.ended-early{background:repeating-linear-gradient(45deg,#b9b9b9 0 4px,#e07a5f 4px 8px)}' +
  '.today{outline:3px solid #a3120b;outline-offset:-2px}.draft{color:#7a4b00;font-size:13px;border:1px dashed #7a4b00;padding:0 .3rem}' +
  'ul{margin:.25rem 0 0;padding-left:1rem;font-size:13px}.cancelled{text-decoration:line-through;color:#666}' +
  '.legend span{display:inline-block;padding:0 .5rem;margin-right:.5rem}' +
  'button{font:inherit;font-size:13px;cursor:pointer}.due{display:block;text-align:center;font-size:11px;color:#1d3f8f}';

const SCRIPT = `${POST_SCRIPT}
document.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-action]');
  if (!button) return;
  const status = document.getElementById('status');
  let url, body;
  if (button.dataset.action === 'end-now') {
    const reason = prompt('Завершить акцию сейчас? Посетители увидят её завершённой досрочно. Причина для посетителей:');
    if (reason === null) return;
    if (!reason.trim()) { status.className = 'bad'; status.textContent = 'Нужна причина: её покажут на странице акции'; return; }
    url = '/site-api/campaigns/' + button.dataset.id + '/end-now'; body = { reason: reason.trim() };
  } else {
    if (!confirm(button.dataset.question)) return;
    url = '/site-api/schedule/' + button.dataset.id + '/cancel'; body = {};
  }
  post(button, url, JSON.stringify(body), 'Сохраняю…', 'Готово: сайт покажет это через несколько секунд. Обновляю календарь…', 2500);
});`;

/** The page; without a view, only `message` (the sign-in refusal). */
export function calendarPage(view: CalendarView | undefined, message?: string): string {
  const page = { title: 'Календарь акций', style: STYLE };
  if (!view) return studioDocument(page, undefined, message);
  const days = daysOf(view.month);
  const monthName = MONTH.format(Date.parse(`${view.month}-01T00:00:00Z`));
  const month = (shift: number) => e(addMonths(`${view.month}-01`, shift).slice(0, 7));
  const nav = `<p><a href="/">← В студию</a></p><p><a href="?month=${month(-1)}">← раньше</a> · <strong>${e(monthName)}</strong> · ` +
    `<a href="?month=${month(1)}">позже →</a> · сегодня ${e(formatDay(view.today))} (по часам сайта)</p>`;
  const legend = '<p class="legend"><span class="announce">анонс</span><span class="running" style="color:#fff">идёт</span>' +
    '<span class="finished">завершена</span><span class="ended-early">завершена досрочно</span>' +
    '<span class="today">сегодня</span><span class="draft">черновик</span><span><b class="due">●</b> запланированное изменение</span></p>';
  const dayHead = (day: string) => `<td${day === view.today ? ' class="today"' : ''}>${Number(day.slice(8))}</td>`;
  const header = `<thead><tr><td></td>${days.map(dayHead).join('')}</tr></thead>`;
  const shown = view.campaigns.filter((campaign) => inMonth(campaign, view.month) ||
    view.schedule.some((change) => change.campaign === campaign.id && moscowDay(change.instant).startsWith(view.month)));
  const none = shown.length === 0 ? '<p>В этом месяце акций на сайте нет.</p>' : '';
  return studioDocument(page, `${nav}${legend}<p id="status" role="status"></p>` +
    `${none}<table>${header}<tbody>${shown.map((campaign) => row(view, campaign, days)).join('')}</tbody></table>` +
    `<script>${SCRIPT}</script>`);
}
