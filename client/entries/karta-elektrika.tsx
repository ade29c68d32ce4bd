// One esbuild entry per page kind: the page component and its CSS; build.mjs wraps it
// with hydratePage into the page's one chunk, which client/boot.ts imports.
import '#shared/features/karta-elektrika/karta-elektrika.css';
export { KartaElektrikaPage as Page } from '#shared/features/karta-elektrika/karta-elektrika-page.js';
