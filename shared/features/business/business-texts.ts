// law's and sert's texts as their page's state carries them: `page.content`, the value of
// the kind's own content file (content/law.json, content/sert.json), typed by its schema
// (law-schema.ts, sert-schema.ts).
import type { LawTexts } from './law-schema.js';
import type { SertTexts } from './sert-schema.js';
import { contentSelector } from '../../store/slices/page.js';

export const selectLawTexts = contentSelector<LawTexts>();
export const selectSertTexts = contentSelector<SertTexts>();
