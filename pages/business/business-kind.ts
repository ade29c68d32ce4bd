// The business family: what law and sert, the business area's pages, share in their
// descriptors (pages/law/, pages/sert/): the city, region and cookie notice that make a
// visitor's variant, the data they load, the feedback posted without JavaScript, the
// business link preview. A family folder is no kind (no kind.ts, no client build).
import type { PageKindDescriptor } from '#server/pages/page-kind.js';
import { businessVariant, loadBusinessPage, type BusinessVariant } from './business-page.js';
import { feedbackForm } from './feedback-form.js';

export const BUSINESS_KIND = {
  load: loadBusinessPage,
  variant: businessVariant,
  discovery: { previewArt: 'business' },
  forms: { posted: feedbackForm },
  businessTexts: true,
} as const satisfies Partial<PageKindDescriptor<undefined, BusinessVariant>>;
