// lovecategory's own content file, content/lovecategory.json, declared as its kind's
// (pages/content-files.ts lists it); its shape is the schema's
// (pages/lovecategory/ui/lovecategory-schema.ts), its pages are dated by it, and its
// page's state carries it (`page.content`).
import { kindContent } from '#server/pages/page-kind.js';
import {
  LOVECATEGORY_FILE, lovecategorySchema, type LovecategoryContent, type LovecategoryOnPage,
} from './ui/lovecategory-schema.js';

export const lovecategoryContent = kindContent({
  file: LOVECATEGORY_FILE,
  title: 'Программа «Любимые категории»: даты и тексты страницы (docs/content.md)',
  form: '«Любимые категории»',
  schema: lovecategorySchema,
});

/** The programme's dates, as its pages get them. */
export type LovecategoryDates = Pick<LovecategoryContent, 'starts' | 'ends'>;

/**
 * What its page is made from: the dates, its card's texts for the hub (which reads no kind's
 * file), and what its state carries for its islands (`onPage`: the modals read no props).
 */
export type LovecategoryData = LovecategoryDates & Pick<LovecategoryContent, 'hubCard'> & { onPage: LovecategoryOnPage };
