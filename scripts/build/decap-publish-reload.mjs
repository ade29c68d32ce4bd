// After «Опубликовать сейчас», Decap CMS 3.16 reloads the published entry and makes it the
// editor's draft when it arrives, whatever the operator has opened meanwhile: an operator who
// publishes a brand and goes straight on to a new campaign sees the address and every field
// typed so far replaced by the brand's (empty for a campaign) a moment later
// (docs/decisions/101-studio-forms.md). The studio's build changes Decap's code so the
// reloaded entry becomes the draft only while that entry is still the one edited. Each change
// is a text replacement in Decap's module; the build fails when the text is not found exactly
// once (decap-patch.mjs).
import { decapCore as core, decapPatches } from './decap-patch.mjs';

const WORKFLOW = core('actions/editorialWorkflow.js');
const ENTRIES = core('actions/entries.js');
const EDITOR = core('components/Editor/Editor.js');

const PATCHES = [
  {
    module: WORKFLOW,
    from: 'return dispatch(loadEntry(collection, slug));',
    to: 'return dispatch(loadEntry(collection, slug, { onlyWhileEdited: true }));',
  },
  {
    module: ENTRIES,
    from: 'export function loadEntry(collection, slug) {',
    to: 'export function loadEntry(collection, slug, { onlyWhileEdited = false } = {}) {',
  },
  {
    module: ENTRIES,
    from: '      dispatch(createDraftFromEntry(loadedEntry));\n',
    to: "      const edited = getState().entryDraft.get('entry');\n"
      + "      if (onlyWhileEdited && (edited?.get('collection') !== collection.get('name') || edited?.get('slug') !== slug)) return;\n"
      + '      dispatch(createDraftFromEntry(loadedEntry));\n',
  },
  {
    module: EDITOR,
    from: "entryDraft == null || entryDraft.get('entry') === undefined ||",
    // `newEntry` and `collection` are the editor's props there.
    to: "entryDraft == null || entryDraft.get('entry') === undefined || newEntry && (entryDraft.getIn(['entry', 'newRecord']) !== true"
      + " || entryDraft.getIn(['entry', 'collection']) !== collection.get('name')) ||",
  },
];

export const decapPublishReload = decapPatches('decap-publish-reload', PATCHES);
