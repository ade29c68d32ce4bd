// The hub's texts as its page's state carries them: `page.content`, the value of its kind's
// own content file (content/hub.json), typed by its schema (shared/content/hub-schema.ts).
import type { hubSchema } from '#shared/content/hub-schema.js';
import { ownFile } from '#shared/content/own-file.js';
import { contentSelector } from '#shared/store/slices/page.js';

export const HUB_TEXTS = ownFile<typeof hubSchema>('hub');
export const selectHubTexts = contentSelector(HUB_TEXTS);
