// One esbuild entry = one chunk per page kind; hydrate.tsx imports it on demand.
import '#shared/features/business/business.css';
export { SertPage as Page } from '#shared/features/business/sert-page.js';
