// karta-elektrika's texts as its page's state carries them: `page.content`, the value of its
// kind's own content file (content/karta-elektrika.json), typed by its schema (karta-schema.ts).
import type { kartaSchema } from './karta-schema.js';
import { ownFile } from '#shared/content/own-file.js';
import { kindSelector } from '#shared/store/slices/page.js';

export const KARTA_TEXTS = ownFile<typeof kartaSchema>('karta-elektrika');
export const selectKartaTexts = kindSelector(KARTA_TEXTS);
