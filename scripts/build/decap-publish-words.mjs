// Decap CMS 3.16 publishes on a git host by merging the change's pull request through the host's
// API with a fixed English message («Automatically generated. Merged on Decap CMS.»; GitHub's
// forced merge «…Force merge of:»). The studio's build has Decap's publish note the entry and the
// fields it changes (studio/publish-words.ts) and each backend's merge (GitHub, GitLab, Forgejo;
// Gitea has no editorial workflow in Decap) send «Публикация: Акция «rockwool25» — Заголовок
// страницы» instead (docs/decisions/117-studio-history.md). Text replacements (decap-patch.mjs).
import path from 'node:path';
import { decapCore, decapPatches } from './decap-patch.mjs';

const WORDS = JSON.stringify(path.join(import.meta.dirname, '..', '..', 'studio', 'publish-words.ts'));
const backendApi = (name) => new RegExp(String.raw`decap-cms-backend-${name}[\\/]dist[\\/]esm[\\/]API\.js$`);
const GITHUB = backendApi('github');
const GITLAB = backendApi('gitlab');
const FORGEJO = backendApi('forgejo');
const BACKEND = decapCore('backend.js');
const WORKFLOW = decapCore('actions/editorialWorkflow.js');

/** The start of Decap's publish, up to its call of the backend's implementation. */
const PUBLISH_START = "  async publishUnpublishedEntry(entry, collectionConfig) {\n    const collection = entry.get('collection');\n"
  + "    const slug = entry.get('slug');\n    await this.invokePrePublishEvent(entry);\n";

/** The import of the words, put before a backend's first line (`first`). */
const importWords = (module, first) => ({ module, from: first, to: `import { mergeMessage } from ${WORDS};\n${first}` });

const PATCHES = [
  // The publish action hands Decap's backend the entry's collection (its labels and fields).
  {
    module: WORKFLOW,
    from: '      await backend.publishUnpublishedEntry(entry);\n',
    to: '      await backend.publishUnpublishedEntry(entry, collections.get(collectionName));\n',
  },
  {
    module: BACKEND,
    from: "import { commitMessageFormatter, slugFormatter, previewUrlFormatter } from './lib/formatters';\n",
    to: "import { commitMessageFormatter, slugFormatter, previewUrlFormatter } from './lib/formatters';\n"
      + `import { notePublish } from ${WORDS};\n`,
  },
  {
    module: BACKEND,
    from: PUBLISH_START.replace(', collectionConfig', ''),
    to: PUBLISH_START
      // The published file as it is now (none: a new entry), which the change's fields are told against.
      + '    const published = collectionConfig && await this.implementation.getEntry(selectEntryPath(collectionConfig, slug))\n'
      + '      .then(({ data }) => data, () => undefined);\n'
      + '    if (collectionConfig) notePublish(collectionConfig, entry, published);\n',
  },
  importWords(GITHUB, "import { Base64 } from 'js-base64';\n"),
  {
    module: GITHUB,
    from: '          commit_message: MERGE_COMMIT_MESSAGE,\n',
    to: '          commit_message: mergeMessage(pullrequest.head.ref),\n',
  },
  {
    module: GITHUB,
    from: "    let commitMessage = 'Automatically generated. Merged on Decap CMS\\n\\nForce merge of:';\n",
    to: "    let commitMessage = mergeMessage(pullRequest.head.ref) + '\\n\\nФайлы, перенесённые без слияния:';\n",
  },
  importWords(GITLAB, "import { ApolloClient } from 'apollo-client';\n"),
  {
    module: GITLAB,
    from: '        merge_commit_message: MERGE_COMMIT_MESSAGE,\n        squash_commit_message: MERGE_COMMIT_MESSAGE,\n',
    to: '        merge_commit_message: mergeMessage(mergeRequest.source_branch),\n'
      + '        squash_commit_message: mergeMessage(mergeRequest.source_branch),\n',
  },
  importWords(FORGEJO, "import { Base64 } from 'js-base64';\n"),
  // Forgejo's merge commit is its title, then the message: without a title it is the host's own «Merge pull request …».
  {
    module: FORGEJO,
    from: "        Do: 'merge',\n        MergeMessageField: MERGE_COMMIT_MESSAGE\n",
    to: "        Do: 'merge',\n        MergeTitleField: mergeMessage(pullRequest.head.ref),\n        MergeMessageField: ''\n",
  },
];

export const decapPublishWords = decapPatches('decap-publish-words', PATCHES);
