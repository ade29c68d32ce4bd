// Two slips the typography step (typeset.ts) cannot mend: a capital after a dash inside a sentence («лицам — Удобная»),
// and a number apart from its digit groups or its unit by a space a line may break at. The content check warns of them.
import { FIGURE_PART } from './typeset.js';

/** A lower-case letter, a digit or a closing mark, a dash with spaces, and a Russian word in capitals: «лицам — Удобная». */
const CAPITAL_AFTER_DASH = /[^\s]*[\p{Ll}\d»)][ \u00a0][—–] [А-ЯЁ][а-яё]+/gu;
/** A digit, an ordinary space, and what belongs to the number. */
const NUMBER_APART = new RegExp(`\\d+ ${FIGURE_PART}`, 'gu');

/** The words a slip is in, as an editor reads them (no-break spaces as spaces). */
const quoted = (found: string) => `«${found.replaceAll('\u00a0', ' ')}»`;

/** The slips in `text`, each as what it is and the words it is in. */
export function typographicSlips(text: string): string[] {
  return [
    ...[...text.matchAll(CAPITAL_AFTER_DASH)].map(([found]) => `заглавная после тире внутри предложения: ${quoted(found)}`),
    ...[...text.matchAll(NUMBER_APART)].map(([found]) => `число отдельно от единицы или разрядов: ${quoted(found)}`),
  ];
}
