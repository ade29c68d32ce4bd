// A publish the site still refused (two operators' changes racing, a commit from outside the studio) shown in red
// within seconds, whatever the operator is on (docs/decisions/240-studio-media-never-overwrite.md), until closed or a later
// reload takes everything.
import { element, showNotice } from './studio-notice.js';
import type { SiteStateJson } from './site-state-path.js';

type LastReload = NonNullable<SiteStateJson['lastReload']>;

const NOTICE_ID = 'site-refused-notice';

function show(reload: LastReload): void {
  const when = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .format(new Date(reload.at));
  const said = `Сайт не принял опубликованную правку (${when} по Москве) и показывает прежнюю версию.`;
  const heading = element('strong', { textContent: said });
  const lines = [...reload.problems, ...reload.heldBack.map((held) => `${held.title}: ${held.problems.join('; ')}`)];
  const list = element('ul', {}, ...lines.map((line) => element('li', { textContent: line })));
  list.style.margin = '6px 0 0';
  const more = element('a', { href: '/site-state', target: '_blank', textContent: 'Подробнее — «Состояние сайта»' });
  more.style.color = '#fff';
  showNotice(NOTICE_ID, heading, list, more);
}

/** The watcher of «Состояние сайта» (site-state-path.ts); reloads before `since` (the studio's opening) are not the operator's news. */
export function refusedPublishes(since = Date.now()): (state: SiteStateJson) => void {
  let seen = since;
  return ({ lastReload }) => {
    if (!lastReload || Date.parse(lastReload.at) <= seen) return;
    seen = Date.parse(lastReload.at);
    if (lastReload.outcome === 'accepted') document.getElementById(NOTICE_ID)?.remove();
    else show(lastReload);
  };
}
