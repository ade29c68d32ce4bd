// karta-elektrika's texts as its page's state carries them: `page.content`, the value of its
// kind's own content file (content/karta-elektrika.json), typed by its schema (karta-schema.ts).
import type { KartaElektrikaTexts } from './karta-schema.js';
import { contentSelector } from '#shared/store/slices/page.js';

export const selectKartaTexts = contentSelector<KartaElektrikaTexts>();
