// The only script tag of a page: imports the page's one chunk, named by the server on
// #root (data-chunk). A failed import means a deploy replaced the hashed file: reload,
// at most once per 60 s. Kept tiny and free of React, so it always loads.
import { reloadAfterChunkFailure } from './chunk-reload.js';

const chunk = document.getElementById('root')?.dataset.chunk;
if (chunk) {
  import(/* @vite-ignore */ chunk).catch((error: unknown) => {
    if (!reloadAfterChunkFailure()) console.warn('page chunk failed to load', error);
  });
}
