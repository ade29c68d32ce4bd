// The first script of every page, before the page's own module scripts (all named in
// the HTML, server/render/document.ts). It only guards them: when one fails to load (a
// deploy replaced the hashed files), its script element fires 'error', and the page
// reloads, at most once per 60 s, so a real outage cannot loop. Kept tiny and free of
// React, so it always loads.
import { chunkFailed } from './chunk-reload.js';

document.addEventListener(
  'error',
  (event) => {
    const script = event.target;
    // A module script whose file, or any file it imports, failed: nothing of it ran.
    if (!(script instanceof HTMLScriptElement) || script.type !== 'module') return;
    chunkFailed(script.src);
  },
  // 'error' does not bubble: caught on its way down.
  true,
);
