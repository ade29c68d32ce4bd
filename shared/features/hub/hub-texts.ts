// The hub's texts as its page's state carries them: `page.content`, the value of its kind's
// own content file (content/hub.json), typed by its schema (hub-schema.ts).
import type { HubTexts } from './hub-schema.js';
import { contentSelector } from '../../store/slices/page.js';

export const selectHubTexts = contentSelector<HubTexts>();
