// One esbuild entry = one chunk per page kind; hydrate.tsx imports it on demand.
import '#shared/features/lovecategory/lovecategory.css';
export { LoveCategoryPage as Page } from '#shared/features/lovecategory/lovecategory-page.js';
