// A scheduled change live on a campaign (docs/decisions/492-studio-writes-what-was-touched.md): shown, never written. The
// campaign's form holds its file's own values, so a save writes only what the operator touched; the preview draws the page
// as the site serves it, the live changes' values over the form's, and says which changes they are (campaign-preview.tsx).
// At each look at «Состояние сайта» (site-state-path.ts) the studio keeps what the changes live on each campaign set: a
// change that goes live (or is cancelled) while the form is open is drawn in its preview at once; the form, and whatever
// the operator typed in it, stays as it is.
import { useSyncExternalStore } from 'react';
import type { LiveChanges } from './site-json.js';
import type { SiteStateJson } from './site-state-path.js';

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

/** The watcher of «Состояние сайта», made before Decap starts, `initial`: the changes live when the studio opened (site-facts.ts). */
export function liveEntries(initial: ReadonlyMap<string, LiveChanges>): (state: SiteStateJson) => void {
  for (const [apiSlug, changes] of initial) live.set(apiSlug, changes);
  return ({ campaigns }) => {
    // Not read this time (the server did not answer): nothing known has changed.
    if (!campaigns) return;
    const moved = campaigns.filter(({ apiSlug, scheduledLive }) => live.get(apiSlug)?.note !== scheduledLive?.note);
    for (const { apiSlug, scheduledLive } of moved) {
      if (scheduledLive) live.set(apiSlug, scheduledLive);
      else live.delete(apiSlug);
    }
    if (moved.length) drawers.forEach((draw) => draw());
  };
}
