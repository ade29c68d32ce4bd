// What every page's script does whatever islands it has, with no React and no Redux
// (docs/decisions/064-pages-without-islands.md): the analytics settings, the link goals, the deferred styles and the
// web-vitals reporter.
import type { RootState } from '#shared/store/make-store.js';
import { configureAnalytics } from '#shared/analytics/goals.js';
import { trackLinkGoals } from './link-goals.js';
import { reportVitalsWhenIdle } from './rum-loader.js';

/** Brings a page's islands to life, then calls `live`; `ready` settles once its code is loaded and evaluated. */
export type HydrateIslands = ((root: HTMLElement, serverState: RootState, live: () => void) => void) & { ready?: Promise<void> };

/**
 * Starts the page. Once every island is live (at once when there is none), #root gets
 * data-hydrated (tests wait for it) and the performance timeline the mark 'islands:live'
 * (after 'islands:start'). The web-vitals reporter loads when the browser is idle after the
 * start, without waiting for the islands.
 */
export function startPage(hydrate?: HydrateIslands): void {
  const stateBlock = document.getElementById('__state');
  const root = document.getElementById('root');
  if (!stateBlock?.textContent || !root) return;
  const serverState = JSON.parse(stateBlock.textContent) as RootState;
  configureAnalytics(serverState.page.analytics);
  trackLinkGoals(document);
  const live = () => {
    performance.mark('islands:live');
    root.setAttribute('data-hydrated', 'true');
  };
  const begin = () => {
    performance.mark('islands:start');
    // The styles of what only a script can show (dialogs) load without blocking the first paint: the server
    // writes them as `media="print"` stylesheets (fetched at low priority, applied to nothing on screen), switched
    // on here. They restyle the whole page when switched on: no dialog can open before the islands start.
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')) link.media = 'all';
    if (hydrate) hydrate(root, serverState, live);
    else live();
  };
  // A callback before the next frame, then a task after it (a page opened in a background
  // tab starts when it is first shown). Hydration begins once the page's modules are
  // evaluated, the islands chunk included, in a task of its own: a module's evaluation is
  // not hydration (the compile hint keeps it short: scripts/build/client-build.mjs).
  requestAnimationFrame(() => setTimeout(() => {
    reportVitalsWhenIdle(serverState.page.id);
    if (hydrate?.ready) void hydrate.ready.then(() => setTimeout(begin, 0));
    else begin();
  }, 0));
}
