// Every label of the studio's form names its own field for a screen reader
// (docs/decisions/101-studio-forms.md), where the studio's build patches Decap
// (scripts/build/decap-labels.mjs). A group's label has no `for`, which may point only at a form control.
import type { ImmutableLike } from './immutable-like.js';

/** The id of the label of the field whose id is `forID`. */
export const labelId = (forID: string): string => `${forID}-label`;

/** Widgets that are a group of fields, with no control of their own. */
const GROUPS = new Set(['object', 'list']);

/** The label's `for`: the field's control, none for a group (its label names it by aria-labelledby). */
export const labelFor = (widget: unknown, forID: string): string | undefined => (GROUPS.has(String(widget)) ? undefined : forID);

/** The group element's naming by its field's label. */
export const groupNaming = (forID: string) => ({ role: 'group', 'aria-labelledby': labelId(forID) });

/** The id of the picture button's own text. */
const actionId = (forID: string) => `${forID}-action`;

/** The picture's choose button as the label's control, named by the label and its own text (the label alone would replace it). */
export const pictureButtonNaming = (forID: string) => ({ id: forID, 'aria-labelledby': `${labelId(forID)} ${actionId(forID)}` });

/** The button's own text, in the element its naming points at. */
export const pictureButtonText = (forID: string, text: string) => ({ id: actionId(forID), children: text });

/** The words after an optional field's label: its own (`optional_words`: when it is needed after all), else Decap's. */
export const optionalWords = (field: ImmutableLike, optional: string): string => {
  const own = field.get('optional_words');
  return typeof own === 'string' ? own : optional;
};
