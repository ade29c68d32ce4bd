// Decap CMS 3.16's labels name nothing for three kinds of field: the picture field's label points
// at an id no element has (its image widget gives its buttons none), a group's (object, list) at a
// div, which no label can name. The studio's build routes them to studio/field-labelling.ts
// (docs/decisions/101-studio-forms.md): every label gets an id and a group's
// label no `for`; a group is role="group" named by its label, its fold button says whether it is
// open; the picture's choose button is the label's control, named by the label and its own text.
// An optional field's label may say when it is needed after all, instead of «необязательный». A collection's
// new-entry button says its own words when the config gives them (`label_new`: «Новый эксперимент»), Russian
// nouns having genders one phrase cannot follow.
// Text replacements (decap-patch.mjs).
import path from 'node:path';
import { decapCore, decapPatches } from './decap-patch.mjs';

const LABELLING = JSON.stringify(path.join(import.meta.dirname, '..', '..', 'studio', 'field-labelling.ts'));
const MOVES = JSON.stringify(path.join(import.meta.dirname, '..', '..', 'studio', 'list-moves.ts'));
const CONTROL = decapCore('components/Editor/EditorControlPane/EditorControl.js');
const FILE = /decap-cms-widget-file[\\/]dist[\\/]esm[\\/]withFileControl\.js$/;
const OBJECT = /decap-cms-widget-object[\\/]dist[\\/]esm[\\/]ObjectControl\.js$/;
const LIST = /decap-cms-widget-list[\\/]dist[\\/]esm[\\/]ListControl\.js$/;
const TOP_BAR = /decap-cms-ui-default[\\/]dist[\\/]esm[\\/]ObjectWidgetTopBar\.js$/;
const ITEM_TOP_BAR = /decap-cms-ui-default[\\/]dist[\\/]esm[\\/]ListItemTopBar\.js$/;
const COLLECTION_TOP = decapCore('components/Collection/CollectionTop.js');

/** The module's first line after which the studio's import goes. */
const importAfter = (module, line, names) => ({ module, from: line, to: `${line}\nimport { ${names} } from ${LABELLING};` });

const PATCHES = [
  importAfter(
    CONTROL,
    "import { FieldLabel, colors, transitions, lengths, borders } from 'decap-cms-ui-default';",
    'labelFor, labelId, optionalWords',
  ),
  {
    module: CONTROL,
    from: '    hasErrors: hasErrors,\n    htmlFor: uniqueFieldId,\n',
    to: "    hasErrors: hasErrors,\n    id: labelId(uniqueFieldId),\n    htmlFor: labelFor(field.get('widget'), uniqueFieldId),\n",
  },
  {
    module: CONTROL,
    from: "        children: ` (${t('editor.editorControl.field.optional')})`\n",
    to: "        children: ` (${optionalWords(field, t('editor.editorControl.field.optional'))})`\n",
  },
  importAfter(FILE, "import PropTypes from 'prop-types';", 'pictureButtonNaming, pictureButtonText'),
  {
    module: FILE,
    from: '_jsx(FileWidgetButton, {\n            onClick: this.handleChange,\n'
      + "            children: t(`editor.editorWidgets.${subject}.${this.allowsMultiple() ? 'addMore' : 'chooseDifferent'}`)\n"
      + '          })',
    to: '_jsx(FileWidgetButton, {\n            onClick: this.handleChange,\n            ...pictureButtonNaming(this.props.forID),\n'
      + '            children: _jsx("span", pictureButtonText(this.props.forID, '
      + "t(`editor.editorWidgets.${subject}.${this.allowsMultiple() ? 'addMore' : 'chooseDifferent'}`)))\n"
      + '          })',
  },
  {
    module: FILE,
    from: '_jsx(FileWidgetButton, {\n          onClick: this.handleChange,\n'
      + "          children: t(`editor.editorWidgets.${subject}.choose${this.allowsMultiple() ? 'Multiple' : ''}`)\n"
      + '        })',
    to: '_jsx(FileWidgetButton, {\n          onClick: this.handleChange,\n          ...pictureButtonNaming(this.props.forID),\n'
      + '          children: _jsx("span", pictureButtonText(this.props.forID, '
      + "t(`editor.editorWidgets.${subject}.choose${this.allowsMultiple() ? 'Multiple' : ''}`)))\n"
      + '        })',
  },
  importAfter(OBJECT, "import PropTypes from 'prop-types';", 'groupNaming'),
  // An object inside a list is an item, not a field: it has no label of its own.
  {
    module: OBJECT,
    from: '_jsxs("div", {\n          id: forID,\n',
    to: '_jsxs("div", {\n          id: forID,\n          ...(forList ? {} : groupNaming(forID)),\n',
  },
  importAfter(LIST, "import PropTypes from 'prop-types';", 'groupNaming'),
  {
    module: LIST, from: '_jsxs("div", {\n        id: forID,\n', to: '_jsxs("div", {\n        id: forID,\n        ...groupNaming(forID),\n',
  },
  // A list's items move from the keyboard too, its handle named and its screen reader's words Russian (studio/list-moves.ts).
  {
    module: LIST,
    from: "import { DndContext, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';\n"
      + "import { SortableContext, useSortable } from '@dnd-kit/sortable';",
    to: "import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';\n"
      + "import { SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';\n"
      + `import { listMoves, MOVE_HANDLE } from ${MOVES};`,
  },
  {
    module: LIST,
    from: '  }), useSensor(TouchSensor, {\n    activationConstraint\n  }));',
    to: '  }), useSensor(TouchSensor, {\n    activationConstraint\n  }), useSensor(KeyboardSensor, {\n'
      + '    coordinateGetter: sortableKeyboardCoordinates\n  }));',
  },
  {
    module: LIST,
    from: '      modifiers: [restrictToParentElement],\n',
    to: '      modifiers: [restrictToParentElement],\n      accessibility: listMoves(keys),\n',
  },
  {
    module: LIST,
    from: '  } = useSortable({\n    id\n  });\n  return _jsx("div", {\n    ...attributes,\n',
    to: '  } = useSortable({\n    id,\n    attributes: { roleDescription: MOVE_HANDLE.roleDescription }\n  });\n'
      + '  return _jsx("div", {\n    ...attributes,\n    "aria-label": MOVE_HANDLE.label,\n',
  },
  // A list item's buttons say what they do: fold or unfold it, remove it.
  {
    module: ITEM_TOP_BAR,
    from: '_jsx(TopBarButton, {\n      onClick: onCollapseToggle,\n',
    to: '_jsx(TopBarButton, {\n      onClick: onCollapseToggle,\n      "aria-label": collapsed ? ITEM_BUTTONS.unfold : ITEM_BUTTONS.fold,\n'
      + '      "aria-expanded": !collapsed,\n',
  },
  {
    module: ITEM_TOP_BAR,
    from: '_jsx(TopBarButton, {\n      onClick: onRemove,\n',
    to: '_jsx(TopBarButton, {\n      onClick: onRemove,\n      "aria-label": ITEM_BUTTONS.remove,\n',
  },
  {
    module: ITEM_TOP_BAR,
    from: "import PropTypes from 'prop-types';",
    to: `import PropTypes from 'prop-types';\nimport { ITEM_BUTTONS } from ${MOVES};`,
  },
  // A group's fold button says whether the group is open, as its chevron shows.
  {
    module: TOP_BAR,
    from: '          "data-testid": "expand-button",\n',
    to: '          "data-testid": "expand-button",\n          "aria-expanded": !collapsed,\n',
  },
  {
    module: COLLECTION_TOP,
    from: "        children: t('collection.collectionTop.newButton', {",
    to: "        children: collection.get('label_new') || t('collection.collectionTop.newButton', {",
  },
];

export const decapLabels = decapPatches('decap-labels', PATCHES);
