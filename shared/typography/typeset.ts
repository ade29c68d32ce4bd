// The one typography step of every visitor-facing text (docs/decisions/140-typography.md): Typograf with its Russian
// rules, run once per text (the content as it loads, the code's texts at build), never per request.
import Typograf from 'typograf';
import { remembered } from '#shared/remembered.js';
import { UNIT } from './hyphen-marks.js';

const NBSP = '\u00a0';

// A figure holds together: a number's groups of digits («30 000»), a sum's ₽ and a measure's
// unit after it («12,5 мм»). Typograf groups the digits it writes itself, not the groups a
// text already has, and binds no unit after a fraction.
/** What follows a number as part of it (a regular expression's source): three digits (not a phone's «334-88-88»), ₽, a unit. */
export const FIGURE_PART = `(?:\\d{3}(?![\\d-])|${UNIT})`;
/** A space inside a figure, not in a phone number («+7 812 334-88-88» stays as printed). */
const SPACE_IN_FIGURE = new RegExp(`(?<!\\+\\d*)(\\d) (?=${FIGURE_PART})`, 'gu');
Typograf.addRule({ name: 'common/nbsp/figures', handler: (text) => text.replace(SPACE_IN_FIGURE, `$1${NBSP}`) });

/** The rules that keep a number with its groups, its unit and the word it counts («30 кг», «12,5 мм», «1 500 баллов»). */
const NUMBER_RULES = ['common/nbsp/afterNumber', 'common/nbsp/figures'];

const typograf = new Typograf({
  locale: ['ru', 'en-US'],
  disableRule: [
    // A text may be a fragment next to a value or an element («Акция проходила с » {date}):
    // its edge spaces stay (a short word at its end gets its non-breaking one).
    'common/space/trimLeft',
    'common/space/trimRight',
    // Phone numbers are written as the retailer prints them (shared/support-phones.ts).
    'ru/other/phone-number',
    // A format to type is written as it must be typed: the feedback form's «+7 (XXX) XXX-XX-XX»
    // (content/site.json) is no span of Roman centuries («XIX–XX»), which no page names.
    'ru/dash/centuries',
  ],
  enableRule: NUMBER_RULES,
});

/** Only the number rules: for the catalogue's product names, which stay as written but for where they break. */
const numbersOnly = new Typograf({ locale: ['ru', 'en-US'], disableRule: '*', enableRule: NUMBER_RULES });

/** Cyrillic: the texts Typograf's Russian rules have anything to do with (ids, URLs and colours have none). */
export const RUSSIAN = /[а-яё]/i;

/**
 * Texts already typeset, so the same text costs Typograf once per process: a content reload
 * typesets again only what changed, and the upstream's prose and product names (the same
 * blocks for many cities, the same catalogue, asked again after each time to live) are
 * looked up. Typograf hides its safe tags with a handful of regular expressions over the
 * whole text on every run, whatever rules are on: the product names of one products answer
 * cost 17 ms of a refresh on a loaded machine (docs/performance.md). Bounded (remembered.ts).
 */
const typesetRussian = remembered((text) => typograf.execute(text));
const numbersBound = remembered((name) => numbersOnly.execute(name));

/** Letters in the longest word a text may have (Russian's longest have some 35); a longer run is an upstream text's string of letters. */
export const LONGEST_WORD = 40;
/**
 * A run of letters and digits longer than any word. Typograf's rules cost more than such a run's
 * length (a 10,000-letter word 0.37 s, 100,000 letters 35 s: docs/decisions/489-hyphens-as-a-typesetter-would.md),
 * so the texts around it are typeset apart and it stays as written: a text's cost is linear in its length.
 */
const OVERLONG_RUN = new RegExp(`([A-Za-zА-ЯЁа-яё\\d]{${LONGEST_WORD + 1},})`);

/** `run` over `text`, or over each part between its overlong runs, which stay as they are. */
function apartFromOverlongRuns(text: string, run: (text: string) => string): string {
  if (!OVERLONG_RUN.test(text)) return run(text);
  return text.split(OVERLONG_RUN).map((part, index) => (index % 2 === 1 ? part : run(part))).join('');
}

/** `text` typeset for Russian; a text without Cyrillic comes back as it is. */
export function typeset(text: string): string {
  return RUSSIAN.test(text) ? apartFromOverlongRuns(text, typesetRussian) : text;
}

/** `name` with each number bound to its groups and its unit («Ротбанд 30 кг» never breaks between 30 and кг); no digit, nothing to bind. */
export function numbersKept(name: string): string {
  return /\d/.test(name) ? apartFromOverlongRuns(name, numbersBound) : name;
}

/** Every string in `value` (objects and arrays walked) typeset: a content file's texts at load. */
export function typesetAll<T>(value: T): T {
  if (typeof value === 'string') return typeset(value) as T;
  if (Array.isArray(value)) return value.map(typesetAll) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, typesetAll(field)])) as T;
  }
  return value;
}
