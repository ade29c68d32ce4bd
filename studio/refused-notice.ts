// A publish the site still refused (two operators' changes racing, a commit from outside the
// studio): within seconds the studio's screen shows it in red, whatever the operator is on
// (docs/decisions/241-studio-one-validation.md). «Состояние сайта» is asked every two seconds;
// a reload of the content after the studio was opened that did not take everything puts up the
// notice with each held-back file and its reasons (in the form's words, as the server gives
// them), until the operator closes it or a later reload takes everything.
import { STATE_PATH } from './site-state-path.js';

interface LastReload {
  at: string;
  outcome: 'accepted' | 'refused' | 'partial';
  problems: string[];
  heldBack: Array<{ title: string; problems: string[] }>;
}

const POLL_MS = 2000;
const NOTICE_ID = 'site-refused-notice';

function show(reload: LastReload): void {
  document.getElementById(NOTICE_ID)?.remove();
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  // Above the corner links, clear of Decap's top bar (its «Сохранить» and «Опубликовать» stay reachable).
  notice.style.cssText = 'position:fixed;left:12px;bottom:56px;max-width:min(720px,calc(100vw - 24px));z-index:2000;'
    + 'padding:12px 44px 12px 16px;'
    + 'background:#a3120b;color:#fff;font:15px/1.4 system-ui,sans-serif;border-radius:6px;box-shadow:0 2px 8px rgb(0 0 0 / 40%)';
  const when = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .format(new Date(reload.at));
  const heading = document.createElement('strong');
  heading.textContent = `Сайт не принял опубликованную правку (${when} по Москве) и показывает прежнюю версию.`;
  const list = document.createElement('ul');
  list.style.margin = '6px 0 0';
  const lines = [...reload.problems, ...reload.heldBack.map((held) => `${held.title}: ${held.problems.join('; ')}`)];
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  const more = document.createElement('a');
  more.href = '/site-state';
  more.target = '_blank';
  more.textContent = 'Подробнее — «Состояние сайта»';
  more.style.color = '#fff';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Закрыть');
  close.style.cssText = 'position:absolute;right:8px;top:6px;background:none;border:0;color:#fff;font-size:24px;cursor:pointer';
  close.onclick = () => notice.remove();
  notice.append(heading, list, more, close);
  document.body.append(notice);
}

/** Starts watching; reloads before `since` (the studio's opening) are not the operator's news. */
export function watchRefusedPublishes(since = Date.now()): void {
  let seen = since;
  const look = async () => {
    const answer = await fetch(STATE_PATH, { cache: 'no-store' }).catch(() => undefined);
    if (!answer?.ok) return;
    const { lastReload } = (await answer.json()) as { lastReload: LastReload | null };
    if (!lastReload || Date.parse(lastReload.at) <= seen) return;
    seen = Date.parse(lastReload.at);
    if (lastReload.outcome === 'accepted') document.getElementById(NOTICE_ID)?.remove();
    else show(lastReload);
  };
  setInterval(() => void look(), POLL_MS);
}
