// lovecategory's dates and texts as its page's state carries them: `page.content`, the value of
// its kind's own content file (content/lovecategory.json), and `kindState`, what its islands
// read of it; typed by its schema (lovecategory-schema.ts).
import { ownFile } from '#shared/content/own-file.js';
import { contentSelector, kindStateSelector } from '#shared/store/slices/page.js';
import { fillTemplate } from '#shared/content/text-template.js';
import type { lovecategorySchema, LovecategoryOnPage } from './lovecategory-schema.js';
import { PERIOD } from './placeholders.js';

export const selectLovecategoryOnPage = kindStateSelector<LovecategoryOnPage>();
export const LOVECATEGORY_TEXTS = ownFile<typeof lovecategorySchema>('lovecategory');
export const selectLovecategoryTexts = contentSelector(LOVECATEGORY_TEXTS);

/** `text` with the programme's days in place of its placeholder. */
export const withPeriod = (text: string, period: string): string => fillTemplate(text, { [PERIOD]: period });
