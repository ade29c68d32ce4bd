// One esbuild entry = one chunk per page kind; hydrate.tsx imports it on demand.
import '#shared/features/karta-elektrika/karta-elektrika.css';
export { KartaElektrikaPage as Page } from '#shared/features/karta-elektrika/karta-elektrika-page.js';
