// Decap CMS 3.16 writes a save's commit message from its template alone («Правка: Акция
// «knauf2025»»); on a git host that is the commit's message, since Decap commits from the browser.
// The studio's build routes the message through studio/commit-fields.ts, which adds the fields the
// save changed by their form labels, and notes each saved file's text, which the next save is
// compared with (docs/decisions/117-studio-history.md). Text replacements (decap-patch.mjs).
import path from 'node:path';
import { decapCore, decapPatches } from './decap-patch.mjs';

const FIELDS = JSON.stringify(path.join(import.meta.dirname, '..', '..', 'studio', 'commit-fields.ts'));
const BACKEND = decapCore('backend.js');
/** The lines of Decap's save after its message, where the studio's message goes. */
const AFTER_MESSAGE = "    const collectionName = collection.get('name');\n"
  + "    const hasSubfolders = collection.get('nested')?.get('subfolders') !== false;\n";

const PATCHES = [
  {
    module: BACKEND,
    from: "import { commitMessageFormatter, slugFormatter, previewUrlFormatter } from './lib/formatters';\n",
    to: "import { commitMessageFormatter, slugFormatter, previewUrlFormatter } from './lib/formatters';\n"
      + `import { changedFieldsMessage, noteSaved } from ${FIELDS};\n`,
  },
  {
    module: BACKEND,
    from: "    const commitMessage = commitMessageFormatter(newEntry ? 'create' : 'update', config, {\n",
    to: "    const templateMessage = commitMessageFormatter(newEntry ? 'create' : 'update', config, {\n",
  },
  {
    module: BACKEND,
    from: AFTER_MESSAGE,
    to: "    const commitMessage = changedFieldsMessage(templateMessage, collection, entryDraft.get('entry'), dataFiles);\n"
      + AFTER_MESSAGE,
  },
  {
    module: BACKEND,
    from: '    await this.implementation.persistEntry({\n      dataFiles,\n      assets: assetProxies\n    }, opts);\n',
    to: '    await this.implementation.persistEntry({\n      dataFiles,\n      assets: assetProxies\n    }, opts);\n'
      + '    noteSaved(dataFiles);\n',
  },
];

export const decapCommitFields = decapPatches('decap-commit-fields', PATCHES);
