// law's and sert's texts as their page's state carries them: `page.content`, the value of
// the kind's own content file (content/law.json, content/sert.json), typed by its schema
// (law-schema.ts, sert-schema.ts), which the kind's descriptor checks the file with.
import type { lawSchema } from './law-schema.js';
import type { sertSchema } from './sert-schema.js';
import { ownFile } from '../../content/own-file.js';
import { kindSelector } from '../../store/slices/page.js';

export const LAW_TEXTS = ownFile<typeof lawSchema>('law');
export const SERT_TEXTS = ownFile<typeof sertSchema>('sert');
export const selectLawTexts = kindSelector(LAW_TEXTS);
export const selectSertTexts = kindSelector(SERT_TEXTS);
