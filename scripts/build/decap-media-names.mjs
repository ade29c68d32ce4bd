// Decap CMS 3.16's media library names an upload by the picture's own file name, and when a file
// of that name is already published it asks in English «… already exists. Do you want to
// replace it?» and on OK deletes the published file at once, outside the editorial workflow:
// a new campaign's upload named like a running campaign's banner replaced that banner on the
// site. The studio's build changes three places (docs/decisions/240-studio-media-never-overwrite.md):
// every upload is named by its content (studio/media-names.ts), so no upload meets another
// picture's name and the question and its deletion go; and deleting a published picture in the
// library is refused with a notice, since the site may show it; the listener refuses such a
// call from any client too (server/studio-listener/backend-guard.ts). Text replacements
// (decap-patch.mjs).
import path from 'node:path';
import { decapCore, decapPatches } from './decap-patch.mjs';

const MEDIA = decapCore('actions/mediaLibrary.js');
const NAMES = path.join(import.meta.dirname, '..', '..', 'studio', 'media-names.ts');

const PATCHES = [
  {
    module: MEDIA,
    from: "import { Map } from 'immutable';",
    to: `import { Map } from 'immutable';\nimport { contentAddressedName, PUBLISHED_PICTURE_STAYS } from ${JSON.stringify(NAMES)};`,
  },
  {
    module: MEDIA,
    from: 'const fileName = sanitizeSlug(file.name.toLowerCase(), state.config.slug);',
    to: 'const fileName = await contentAddressedName(sanitizeSlug(file.name.toLowerCase(), state.config.slug), file);',
  },
  {
    module: MEDIA,
    from: 'if (!integration && existingFile) {\n'
      + '      if (!window.confirm(`${existingFile.name} already exists. Do you want to replace it?`)) {\n'
      + '        return;\n      } else {\n        await dispatch(deleteMedia(existingFile, {\n          privateUpload\n        }));\n'
      + '      }\n    }\n',
    // A file of the same content-addressed name holds the same bytes: nothing to replace.
    to: '',
  },
  {
    module: MEDIA,
    from: '      } else {\n        const editingDraft = selectEditingDraft(state.entryDraft);\n        dispatch(mediaDeleting());\n',
    to: '      } else {\n'
      + "        dispatch(addNotification({ message: PUBLISHED_PICTURE_STAYS, type: 'error', dismissAfter: 10000 }));\n"
      + '        return;\n      }\n      {\n'
      + '        const editingDraft = selectEditingDraft(state.entryDraft);\n        dispatch(mediaDeleting());\n',
  },
];

export const decapMediaNames = decapPatches('decap-media-names', PATCHES);
