// A scheduled change that goes live while its campaign's form is open (docs/decisions/335-studio-speaks-the-operators-words.md):
// the form then shows what was live when it opened, not what is live now. At each look at «Состояние сайта»
// (site-state-path.ts) the studio keeps what the changes live on each campaign set (the map the campaigns' format reads
// its files with, site-json.ts), and when it changed for the campaign being edited: a form with nothing unsaved is loaded
// again at once and says why; a form with the operator's unsaved edits is never overwritten: a notice says which change
// went live and offers to load the live version (those edits are then dropped, Decap's local copy of them too).
import { entryRoute } from './entry-address.js';
import { element, showNotice } from './studio-notice.js';
import type { LiveChanges } from './site-json.js';
import type { SiteStateJson } from './site-state-path.js';

const NOTICE_ID = 'live-entry-notice';
/** What the reloaded form says, for the campaign it was reloaded for (kept across the reload in the tab's session). */
const RELOADED_KEY = 'studio-live-entry-reloaded';
/** Where Decap keeps its local copy of a form's unsaved edits: localforage's IndexedDB store, `backup.<collection>.<slug>`. */
const BACKUPS = { database: 'localforage', store: 'keyvaluepairs' };

/** Decap marks a form with unsaved edits in its top bar («Несохраненные изменения»). */
const hasUnsavedEdits = () => document.querySelector('[class*="BackStatusChanged"]') !== null;

/** The campaign whose form is open: its id (the file's name), or undefined. */
function editedCampaign(): string | undefined {
  const route = entryRoute(window.location.hash);
  return route?.collection === 'campaigns' && route.entry.startsWith('entries/') ? route.entry.slice('entries/'.length) : undefined;
}

/** Decap's local copy of the campaign's unsaved edits forgotten, so the page loaded again does not offer them back. */
function forgetBackup(id: string): Promise<void> {
  return new Promise((resolve) => {
    const opened = indexedDB.open(BACKUPS.database);
    opened.onerror = () => resolve();
    opened.onsuccess = () => {
      const database = opened.result;
      if (!database.objectStoreNames.contains(BACKUPS.store)) return resolve(database.close());
      const removal = database.transaction(BACKUPS.store, 'readwrite');
      removal.objectStore(BACKUPS.store).delete(`backup.campaigns.${id}`);
      removal.oncomplete = removal.onerror = () => resolve(database.close());
    };
  });
}

/** Set when the operator has chosen to drop the form's unsaved edits for the live version. */
let dropping = false;

/**
 * Decap asks before a page with unsaved edits is left (its editor's `beforeunload` listener); the operator who chose the
 * live version over them has answered already. Registered before Decap's: a window's listeners run in the order added.
 */
function answeredLeaving(event: Event): void {
  if (dropping) event.stopImmediatePropagation();
}

/** The form loaded again; without its unsaved edits when the operator asked for the live version over them. */
function loadLive(id: string, changes: string, drop: boolean): void {
  sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ id, changes }));
  dropping = drop;
  void (drop ? forgetBackup(id) : Promise.resolve()).then(() => window.location.reload());
}

function offerLive(id: string, changes: string): void {
  const told = element('p', {
    textContent: `Пока форма была открыта, на сайте вступило в силу запланированное изменение этой акции: ${changes}. `
      + 'В форме — прежние значения и ваши несохранённые правки.',
  });
  told.style.margin = '0 0 8px';
  const load = element('button', { type: 'button', textContent: 'Загрузить версию с сайта', onclick: () => loadLive(id, changes, true) });
  showNotice(NOTICE_ID, 'news', told, load, element('span', { textContent: ' — несохранённые правки пропадут.' }));
}

/** The watcher of «Состояние сайта», made before Decap starts; `live` is the map the campaigns' format reads with (site-facts.ts). */
export function liveEntries(live: Map<string, LiveChanges>): (state: SiteStateJson) => void {
  window.addEventListener('beforeunload', answeredLeaving);
  const reloaded = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as { id: string; changes: string } | null;
  sessionStorage.removeItem(RELOADED_KEY);
  if (reloaded && reloaded.id === editedCampaign()) {
    showNotice(NOTICE_ID, 'news', `Форма загружена заново: на сайте вступило в силу запланированное изменение ${reloaded.changes}. `
      + 'Форма показывает значения, которые сейчас на сайте.');
  }
  return ({ campaigns = [] }) => {
    const moved = campaigns.filter(({ apiSlug, scheduledLive }) => live.get(apiSlug)?.note !== scheduledLive?.note);
    for (const { apiSlug, scheduledLive } of moved) {
      if (scheduledLive) live.set(apiSlug, scheduledLive);
      else live.delete(apiSlug);
    }
    const open = editedCampaign();
    const edited = moved.find(({ id }) => id === open);
    if (!edited?.scheduledLive) return;
    if (hasUnsavedEdits()) offerLive(edited.id, edited.scheduledLive.changes);
    else loadLive(edited.id, edited.scheduledLive.changes, false);
  };
}
