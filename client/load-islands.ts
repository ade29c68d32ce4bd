// The islands chunk of a page kind, asked for only when the page holds an island
// (docs/decisions/064-pages-without-islands.md) and the visitor reaches for one
// (docs/decisions/003-islands.md): the islands only enhance HTML that works without them.
import type { HydrateIslands } from './page-start.js';
import { chunkFailed } from './chunk-reload.js';
import { isNear, watchNearing, whenIdle } from './when-near-viewport.js';

type IslandsChunk = { hydrate: HydrateIslands };

/** What shows a visitor reaching for an island: a pointer over it or pressed on it, a finger on it, the focus in it. */
const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Every island is a `data-island` element of #root (shared/ui/island.tsx); none: no chunk. A click on an island before
 * it is live does not do what the HTML alone would (a feedback button's GET): it is held and given again once live.
 */
export function loadIslandsForVisitor(load: () => Promise<IslandsChunk>): HydrateIslands | undefined {
  const islands = [...document.getElementById('root')?.querySelectorAll<HTMLElement>('[data-island]') ?? []];
  if (islands.length === 0) return undefined;
  // Says so on the page until then (tests reach for an island: tests/support/browser.ts).
  document.getElementById('root')!.dataset.islandsWait = 'visitor';
  let ask!: () => void;
  const asked = new Promise<void>((resolve) => (ask = resolve));
  const chunk = asked.then(load);
  // A deploy that replaced the chunk reloads the page (client/chunk-reload.ts), as for the entry.
  const loaded = chunk.catch((error: unknown) => chunkFailed(error));
  const inIsland = (target: EventTarget | null) => target instanceof Element && target.closest('[data-island]') !== null;
  const onReach = (event: Event) => {
    if (inIsland(event.target)) start();
  };
  let held: HTMLElement | undefined;
  const holdClick = (event: MouseEvent) => {
    if (!inIsland(event.target) || !(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event.target;
    start();
  };
  // Measured once at start: only an island out of view then can later near the viewport.
  const outOfView = islands.flatMap((island) => [...island.children]).filter((box) => !isNear(box));
  const observer = watchNearing(outOfView, (near) => {
    if (near) start();
  });
  for (const type of REACHING) document.addEventListener(type, onReach, { capture: true, passive: true });
  document.addEventListener('click', holdClick, { capture: true });
  let started = false;
  // The visitor already in an island before this script ran (typing a card number) has reached for it.
  if (inIsland(document.activeElement)) start();
  function start() {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of REACHING) document.removeEventListener(type, onReach, { capture: true });
    delete document.getElementById('root')!.dataset.islandsWait;
    ask();
  }
  /** Clicks go through again, and the held one is given when `give` says: to the live islands, or to the HTML alone. */
  const release = (give: (click: () => void) => void) => {
    document.removeEventListener('click', holdClick, { capture: true });
    const target = held;
    held = undefined;
    if (target) give(() => target.click());
  };
  // A chunk that cannot load leaves the page as its HTML works (a card form asks the
  // server): no click on an island is held any longer.
  chunk.catch(() => release((click) => click()));
  // Given once the browser is idle after the islands came alive: their first effects (a
  // card field taking over what was typed before) and the renders those ask for have run,
  // so the click acts on what the page shows.
  const hydrate: HydrateIslands = (root, serverState, live) => void loaded.then((c) => c?.hydrate(root, serverState, () => {
    live();
    release(whenIdle);
  }));
  return Object.assign(hydrate, { ready: loaded.then(() => undefined) });
}
