// Decap CMS 3.16 says why «Сохранить» did nothing only when a required field is empty: a field whose value breaks
// another of Decap's rules (a pattern: the page's address) kept the save back without a word, its reason under a field
// the operator may have scrolled past (docs/decisions/240-studio-media-never-overwrite.md). The studio's build makes
// every save kept back say so, with the reasons the fields show (studio/ru-phrases.ts's `ui.toast.notSaved`). Text
// replacements (decap-patch.mjs), in the save of an entry with the editorial workflow (the studio's) and without.
// A save or a publish the studio's backend refuses (the site's own check: server/studio-listener/backend-guard.ts) is
// told by its Russian reason alone: Decap would say the error as `API_ERROR: <reason>`.
import { decapCore, decapPatches } from './decap-patch.mjs';

const FROM = [
  '      if (hasPresenceErrors) {',
  '        dispatch(addNotification({',
  '          message: {',
  "            key: 'ui.toast.missingRequiredField'",
  '          },',
  "          type: 'error',",
  '          dismissAfter: 8000',
  '        }));',
  '      }',
].join('\n');

const TO = [
  '      const reasons = [...new globalThis.Set(Array.from(fieldsErrors.values()).flatMap(errors => Array.from(errors))',
  "        .filter(error => error && error.type !== ValidationErrorTypes.PRESENCE && typeof error.message === 'string')",
  "        .map(error => error.message))].join('; ');",
  '      dispatch(addNotification({',
  "        message: hasPresenceErrors ? { key: 'ui.toast.missingRequiredField' } : { key: 'ui.toast.notSaved', reasons },",
  "        type: 'error',",
  '        dismissAfter: 12000',
  '      }));',
].join('\n');

export const decapRefusedSave = decapPatches('decap-refused-save', [
  { module: decapCore('actions/entries.js'), from: FROM, to: TO },
  { module: decapCore('actions/editorialWorkflow.js'), from: FROM, to: TO },
  ...['onFailToPersist', 'onFailToPublishEntry'].map((key) => ({
    module: decapCore('actions/editorialWorkflow.js'),
    from: `key: 'ui.toast.${key}',\n          details: error\n`,
    to: `key: 'ui.toast.${key}',\n          details: error.message ?? error\n`,
  })),
]);
