// One esbuild entry per page kind: the page component and its CSS.
import '#shared/features/business/business.css';
export { LawPage as Page } from '#shared/features/business/law-page.js';
