// lovecategory's dates and texts as its page's state carries them: `page.content`, the value of
// its kind's own content file (content/lovecategory.json), and `kindState`, what its islands
// read of it; typed by its schema (lovecategory-schema.ts).
import { ownFile, ownState } from '#shared/content/own-file.js';
import { kindSelector } from '#shared/store/slices/page.js';
import { fillTemplate } from '#shared/content/text-template.js';
import type { lovecategorySchema, LovecategoryOnPage } from './lovecategory-schema.js';
import { PERIOD } from './placeholders.js';

/** What its descriptor's `content.state` puts in `kindState`: the groups of its file its islands read. */
export const LOVECATEGORY_ON_PAGE = ownState<LovecategoryOnPage>('lovecategory');
export const selectLovecategoryOnPage = kindSelector(LOVECATEGORY_ON_PAGE);
export const LOVECATEGORY_TEXTS = ownFile<typeof lovecategorySchema>('lovecategory');
export const selectLovecategoryTexts = kindSelector(LOVECATEGORY_TEXTS);

/** `text` with the programme's days in place of its placeholder. */
export const withPeriod = (text: string, period: string): string => fillTemplate(text, { [PERIOD]: period });
