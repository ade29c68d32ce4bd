// A field of a urlencoded body as Express parses it (extended: false): absent, one value,
// or an array when the field was repeated.
type PostedField = string | string[] | undefined;

/** The field's one value; '' when absent or repeated (a form never repeats it). */
export const one = (value: PostedField) => (typeof value === 'string' ? value : '');

/** Every value of a field a form may repeat (ticked boxes). */
export const many = (value: PostedField) => (value === undefined ? [] : [value].flat());
