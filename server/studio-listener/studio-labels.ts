// A content file's field as the studio's form names it (docs/decisions/241-studio-one-validation.md):
// `texts.running.title` of a campaign is «Тексты по фазам › Идёт › Заголовок», `accentText` of a
// brand «Цвет текста на фирменном». The names and the entries' titles are «История»'s and the
// commits' (field-labels.ts: the form's own fields, as decap-config.ts generates them), so the
// studio's refusals and «Состояние сайта» speak to the operator in the same words.
import { fieldLabel } from './field-labels.js';

/** The studio's name of a problem's "field" that is the file as a whole. */
const WHOLE_FILE = new Map([['(баннер)', 'Баннер-картинка'], ['(имя файла)', 'Адрес страницы'], ['(файл)', 'Запись целиком']]);

/** The form's name of `field` (a dotted path) in the content file `file`; the path's names where the form has no such field. */
export const formFieldLabel = (file: string, field: string): string => WHOLE_FILE.get(field) ?? fieldLabel(file, field.split('.'));
