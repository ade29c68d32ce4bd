// One esbuild entry per page kind: the page component and its CSS; build.mjs wraps it
// with hydratePage into the page's one chunk, which client/boot.ts imports.
import '#shared/features/business/business.css';
export { SertPage as Page } from '#shared/features/business/sert-page.js';
