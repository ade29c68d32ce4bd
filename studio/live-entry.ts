// A scheduled change live on a campaign (docs/decisions/492-studio-writes-what-was-touched.md): shown, never written. The
// campaign's form holds its file's own values, so a save writes only what the operator touched; the preview draws the page
// as the site serves it, the live changes' values over the form's (campaign-preview.tsx), and a notice over the form names
// the changes. At each look at «Состояние сайта» (site-state-path.ts) the studio keeps what the changes live on each
// campaign set: a change that goes live (or is cancelled) while the form is open is drawn in its preview at once, and the
// notice says so; the form, and whatever the operator typed in it, stays as it is.
import { useSyncExternalStore } from 'react';
import { entryRoute } from './entry-address.js';
import { element, showNotice } from './studio-notice.js';
import type { LiveChanges } from './site-json.js';
import type { SiteStateJson } from './site-state-path.js';

const NOTICE_ID = 'live-entry-notice';

/** What the changes live on each campaign set, by its apiSlug (the one field of its file that names it). */
const live = new Map<string, LiveChanges>();
const drawers = new Set<() => void>();

function subscribe(draw: () => void): () => void {
  drawers.add(draw);
  return () => drawers.delete(draw);
}

/** The changes live on the campaign with `apiSlug` now, followed as they go live or are cancelled; undefined: none. */
export function useLiveChanges(apiSlug: string | undefined): LiveChanges | undefined {
  return useSyncExternalStore(subscribe, () => (apiSlug ? live.get(apiSlug) : undefined));
}

/** The campaign whose form is open: its id (the file's name), or undefined. */
function editedCampaign(): string | undefined {
  const route = entryRoute(window.location.hash);
  return route?.collection === 'campaigns' && route.entry.startsWith('entries/') ? route.entry.slice('entries/'.length) : undefined;
}

/** The notice over the campaign's form: which change the site shows, where it is drawn, what a save does, where to cancel it. */
function nameLive(changes: string, wentLive: boolean): void {
  const told = element('p', {
    textContent: `${wentLive ? 'На сайте вступило в силу' : 'На сайте действует'} запланированное изменение этой акции: ${changes}. `
      + 'Предпросмотр показывает страницу с ним. В форме — значения самой акции: «Сохранить» запишет только то, что вы поменяли, '
      + 'а изменение останется отдельной записью.',
  });
  told.style.margin = '0 0 4px';
  const calendar = element('a', { href: '/calendar', target: '_blank', textContent: 'Отменить его — в «Календаре»' });
  showNotice(NOTICE_ID, 'news', told, calendar, '.');
}

/**
 * The watcher of «Состояние сайта», made before Decap starts, `initial`: the changes live when the studio opened
 * (site-facts.ts). The notice is shown once per campaign opened and change live, not again after «Закрыть».
 */
export function liveEntries(initial: ReadonlyMap<string, LiveChanges>): (state: SiteStateJson) => void {
  for (const [apiSlug, changes] of initial) live.set(apiSlug, changes);
  let told = '';
  let seen = '';
  return ({ campaigns }) => {
    // Not read this time (the server did not answer): nothing known has changed.
    if (!campaigns) return;
    const moved = campaigns.filter(({ apiSlug, scheduledLive }) => live.get(apiSlug)?.note !== scheduledLive?.note);
    for (const { apiSlug, scheduledLive } of moved) {
      if (scheduledLive) live.set(apiSlug, scheduledLive);
      else live.delete(apiSlug);
    }
    if (moved.length) drawers.forEach((draw) => draw());
    const open = campaigns.find(({ id }) => id === editedCampaign());
    const now = open?.scheduledLive ? `${open.id} ${open.scheduledLive.note}` : '';
    // Opened on it, or gone live while the form was open.
    if (open?.scheduledLive && now !== told) nameLive(open.scheduledLive.changes, seen === (open?.id ?? ''));
    if (!now) document.getElementById(NOTICE_ID)?.remove();
    told = now;
    seen = open?.id ?? '';
  };
}
