// The business layout's lazy islands (business-islands.ts) as one module, so the browser
// loads them as one chunk, and the page's first load stays two files beside the boot
// guard (one dynamic import per island would split the shared code into more files).
export { BusinessFooter } from './business-footer.js';
export { FeedbackModal } from './feedback-modal.js';
