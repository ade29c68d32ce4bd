// The hub's texts as its page's state carries them: `page.content`, the value of its kind's
// own content file (content/hub.json), typed by its schema (hub-schema.ts). In shared/, not with
// the hub's page (pages/hub/ui/), because the studio's site state reads the served file too
// (server/studio/site-state.ts), and server/ never imports pages/ (docs/decisions/092-layers.md).
import type { hubSchema } from './hub-schema.js';
import { ownFile } from './own-file.js';
import { kindSelector } from '../store/slices/page.js';

export const HUB_TEXTS = ownFile<typeof hubSchema>('hub');
export const selectHubTexts = kindSelector(HUB_TEXTS);
