// One esbuild entry per page kind: the page component and its CSS; build.mjs wraps it
// with hydratePage into the page's one chunk, which client/boot.ts imports.
import '#shared/features/lovecategory/lovecategory.css';
export { LoveCategoryPage as Page } from '#shared/features/lovecategory/lovecategory-page.js';
