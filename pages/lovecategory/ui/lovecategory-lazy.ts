// The lovecategory page's lazy islands (lovecategory-islands.tsx) as one module, so the
// browser loads them as one chunk, and the page's first load stays two files beside the
// boot guard (one dynamic import per island would split the shared code into more files).
export { CardStatus } from './card-status.js';
export { LoveCategoryModals } from './lovecategory-modals.js';
