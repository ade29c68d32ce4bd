// Decap CMS 3.16 shows times in the browser's zone: the workflow's cards their last change (as
// an English month name and day), the date picker's «Сейчас» the browser's now. The studio's
// days and minutes are Moscow's (docs/content.md), so the studio's build routes both to
// studio/moscow-time.ts: the cards say `15.11.2025, 12:00 по Москве`, «Сейчас» fills in Moscow's
// now. Text replacements (decap-patch.mjs).
import path from 'node:path';
import { decapCore, decapPatches } from './decap-patch.mjs';

const MOSCOW = JSON.stringify(path.join(import.meta.dirname, '..', '..', 'studio', 'moscow-time.ts'));
const WORKFLOW_LIST = decapCore('components/Workflow/WorkflowList.js');
const DATE_PICKER = /decap-cms-widget-datetime[\\/]dist[\\/]esm[\\/]DateTimeControl\.js$/;

const PATCHES = [
  { module: WORKFLOW_LIST, from: "import dayjs from 'dayjs';", to: `import { moscowMinute } from ${MOSCOW};` },
  {
    module: WORKFLOW_LIST,
    from: "const timestamp = dayjs(entry.get('updatedOn')).format(t('workflow.workflow.dateFormat'));",
    to: "const timestamp = moscowMinute(entry.get('updatedOn'));",
  },
  { module: DATE_PICKER, from: "import dayjs from 'dayjs';", to: `import dayjs from 'dayjs';\nimport { moscowWallNow } from ${MOSCOW};` },
  { module: DATE_PICKER, from: 'dayjs().format(inputFormat)', to: 'dayjs(moscowWallNow()).format(inputFormat)' },
];

export const decapMoscowTime = decapPatches('decap-moscow-time', PATCHES);
