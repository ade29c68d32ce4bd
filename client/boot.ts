// The first script of every page: when one of the page's module scripts fails to load (a deploy replaced the hashed
// files), the page reloads, at most once per 60 s so a real outage cannot loop. Tiny and free of React, so it loads.
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
