// The hub's texts as its page's state carries them: `page.content`, the value of its kind's
// own content file (content/hub.json), typed by its schema (shared/content/hub-schema.ts).
import type { HubTexts } from '#shared/content/hub-schema.js';
import { contentSelector } from '#shared/store/slices/page.js';

export const selectHubTexts = contentSelector<HubTexts>();
