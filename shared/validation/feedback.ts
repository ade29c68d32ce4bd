// The feedback form's rules, checked in the browser and again by the server's proxy
// before the upstream call. Plain TypeScript (no zod): it ships in the law/sert chunks,
// and the page's JS budget is small. The rules and their limits are code; the words of each
// problem are content (content/site.json's `feedback.errors`), the limits filled into them.
import { fillTemplate } from '../content/text-template.js';
import type { FeedbackErrorTexts } from '../content/site-texts.js';
import { CHARACTERS } from '../content/site-placeholders.js';
import { genitive, pluralForm } from '../ui/plural.js';

export const FEEDBACK_FIELDS = ['name', 'email', 'phone', 'value', 'msg'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];
export type FeedbackForm = Record<FeedbackField, string>;
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export const EMPTY_FEEDBACK: FeedbackForm = { name: '', email: '', phone: '', value: '', msg: '' };
/**
 * The fields' limits in characters. The form's fields take no more (`maxlength`, feedback-form.tsx), so the longest body
 * it can send (every character 9 bytes URL-encoded) stays under a page form's 32 KB (server/forms/posted-form.ts).
 */
export const FEEDBACK_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, phoneMax: 32, msgMax: 2000 } as const;

/** The original form widget's default error text, used only where nothing better fits (a non-string field, which no form sends). */
export const ILLEGAL_INPUT = 'Illegal input';

/** What the rules found wrong with a field; its words are content (FeedbackErrorTexts), 'illegal' ILLEGAL_INPUT. */
export type FeedbackProblem =
  | 'nameEmpty' | 'nameShort' | 'nameLong' | 'phoneEmpty' | 'phoneInvalid' | 'emailInvalid' | 'valueEmpty' | 'valueUnknown' | 'msgLong'
  | 'illegal';
export type FeedbackProblems = Partial<Record<FeedbackField, FeedbackProblem>>;

/** The limit a problem's words name (CHARACTERS): one piece of knowledge, the rules' own. */
const LIMIT_OF: Partial<Record<FeedbackProblem, number>> = {
  nameShort: FEEDBACK_LIMITS.nameMin, nameLong: FEEDBACK_LIMITS.nameMax, msgLong: FEEDBACK_LIMITS.msgMax,
};

const CHARACTERS_GENITIVE = genitive('символа', 'символов');

/** «2 символов», «21 символа»: the count with its noun as «не короче», «не длиннее», «до» ask for it (the genitive). */
export const characters = (count: number): string => `${count} ${pluralForm(count, CHARACTERS_GENITIVE)}`;

/** A problem in the content's words, the limit it names filled in. */
export function feedbackErrorText(problem: FeedbackProblem, texts: FeedbackErrorTexts): string {
  if (problem === 'illegal') return ILLEGAL_INPUT;
  const limit = LIMIT_OF[problem];
  return limit === undefined ? texts[problem] : fillTemplate(texts[problem], { [CHARACTERS]: characters(limit) });
}

/** Each field's problem in the content's words. */
export function feedbackErrors(problems: FeedbackProblems, texts: FeedbackErrorTexts): FeedbackErrors {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, feedbackErrorText(problem, texts)]));
}

/**
 * A field the upstream refused for reasons of its own. The visitor reads our words, never
 * the upstream's, so each field has one text that fits whatever the reason was.
 */
const REFUSED_FIELD: Record<FeedbackField, keyof FeedbackErrorTexts> = {
  name: 'nameRefused', email: 'emailInvalid', phone: 'phoneRefused', value: 'valueUnknown', msg: 'msgRefused',
};

export const refusedFieldText = (field: FeedbackField, texts: FeedbackErrorTexts): string => texts[REFUSED_FIELD[field]];

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Without the categories list (the server's proxy), a value must at least look like one. */
const CATEGORY_VALUE = /^[a-z0-9_-]{1,64}$/;
const length = (text: string) => Array.from(text).length;

/** The phone's digits when it is a Russian number: 11 digits with the leading 7 or 8, typed with the usual separators. */
export function phoneDigits(phone: string): string | null {
  if (!/^[\d\s()+-]*$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  return /^[78]\d{10}$/.test(digits) ? digits : null;
}

/**
 * The input mask: whatever is typed becomes "+7 (XXX) XXX-XX-XX" as far as it goes. The
 * mask's own "+7" is the country code, never part of the number after it. A leading 8
 * or 7 is a country prefix only when ten more digits follow it ("8 921 000-00-00");
 * otherwise it starts the number (the local codes 812, 831, 8162…): "812555" stays 812.
 */
export function maskPhone(raw: string): string {
  const text = raw.trim();
  const masked = text.startsWith('+7');
  let digits = (masked ? text.slice(2) : text).replace(/\D/g, '');
  if (digits === '' && !masked) return '';
  if (digits.length > 10 && /^[78]/.test(digits)) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  let out = '+7';
  // The closing bracket comes with the 4th digit, so backspace is never "stuck" on it.
  if (parts[0]) out += ` (${parts[0]}`;
  if (parts[1]) out += `) ${parts[1]}`;
  if (parts[2]) out += `-${parts[2]}`;
  if (parts[3]) out += `-${parts[3]}`;
  return out;
}

function fieldProblem(field: FeedbackField, text: string, categories?: readonly string[]): FeedbackProblem | undefined {
  switch (field) {
    case 'name':
      if (text === '') return 'nameEmpty';
      if (length(text) < FEEDBACK_LIMITS.nameMin) return 'nameShort';
      return length(text) > FEEDBACK_LIMITS.nameMax ? 'nameLong' : undefined;
    case 'phone':
      if (text === '') return 'phoneEmpty';
      return length(text) <= FEEDBACK_LIMITS.phoneMax && phoneDigits(text) ? undefined : 'phoneInvalid';
    case 'email':
      return text === '' || (length(text) <= FEEDBACK_LIMITS.emailMax && EMAIL.test(text)) ? undefined : 'emailInvalid';
    case 'value':
      if (text === '') return 'valueEmpty';
      return (categories ? categories.includes(text) : CATEGORY_VALUE.test(text)) ? undefined : 'valueUnknown';
    case 'msg':
      return length(text) > FEEDBACK_LIMITS.msgMax ? 'msgLong' : undefined;
  }
}

export type FeedbackCheck = { ok: true; form: FeedbackForm } | { ok: false; problems: FeedbackProblems };

/**
 * Checks any input (a parsed JSON body or the browser's form): missing fields are empty,
 * a field that is not a string is 'illegal', text is trimmed, unknown keys dropped. The
 * problems say what is wrong; feedbackErrors words them.
 * `categories`: the allowed `value`s when known (the browser has them in the store).
 */
export function checkFeedback(input: unknown, categories?: readonly string[]): FeedbackCheck {
  const source = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const form = { ...EMPTY_FEEDBACK };
  const problems: FeedbackProblems = {};
  for (const field of FEEDBACK_FIELDS) {
    const raw = source[field] ?? '';
    if (typeof raw !== 'string') {
      problems[field] = 'illegal';
      continue;
    }
    form[field] = raw.trim();
    const problem = fieldProblem(field, form[field], categories);
    if (problem) problems[field] = problem;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, form };
}
