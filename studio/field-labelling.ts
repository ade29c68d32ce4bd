// Every label of the studio's form names its own field for a screen reader
// (docs/decisions/311-studio-labels-name-their-fields.md). Decap gives each field's label
// `for="<field id>"` and hands the widget that id (`forID`); three kinds of field had nothing
// labelable under it: the picture field (Decap's image widget gives its buttons no id), a group of
// fields (an object or list widget: a div) and the banner's focal point (studio/focus-widget.tsx).
// The studio's build patches Decap where it draws them (scripts/build/decap-labels.mjs) with these:
// every label gets an id; a group's label names the group (role="group", aria-labelledby) and has
// no `for`, which may point only at a form control; the picture's «Выберите изображение» button
// is the label's control and is named by the label and its own text, so a screen reader says both.
// An optional field needed in some entries says when beside its label, instead of Decap's «необязательный».
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

/**
 * The picture field's choose button as the label's control (`id`), named by the label and then
 * its own text («Баннер-картинка Выберите изображение»): the label alone would replace the button's text.
 */
export const pictureButtonNaming = (forID: string) => ({ id: forID, 'aria-labelledby': `${labelId(forID)} ${actionId(forID)}` });

/** The button's own text, in the element its naming points at. */
export const pictureButtonText = (forID: string, text: string) => ({ id: actionId(forID), children: text });

/**
 * The words in brackets after an optional field's label: the field's own (`optional_words`, server/studio-listener/studio-fields.ts:
 * when it is needed after all), else Decap's `optional` («необязательный»).
 */
export const optionalWords = (field: ImmutableLike, optional: string): string => {
  const own = field.get('optional_words');
  return typeof own === 'string' ? own : optional;
};
