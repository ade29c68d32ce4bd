// The feedback form's rules, checked in the browser and again by the server's proxy
// before the upstream call. Plain TypeScript (no zod): it ships in the law/sert chunks,
// and the page's JS budget is small.
export const FEEDBACK_FIELDS = ['name', 'email', 'phone', 'value', 'msg'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];
export type FeedbackForm = Record<FeedbackField, string>;
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export const EMPTY_FEEDBACK: FeedbackForm = { name: '', email: '', phone: '', value: '', msg: '' };
export const FEEDBACK_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, msgMax: 2000 } as const;

/** The original form widget's default error text, used only where nothing better fits (a non-string field). */
export const ILLEGAL_INPUT = 'Illegal input';

/** The message of a refused form as a whole; the fields carry the details. */
export const FEEDBACK_REFUSED = 'Проверьте поля формы';

export const FEEDBACK_MESSAGES = {
  nameEmpty: 'Укажите имя',
  nameShort: `Имя — не короче ${FEEDBACK_LIMITS.nameMin} символов`,
  nameLong: `Имя — не длиннее ${FEEDBACK_LIMITS.nameMax} символов`,
  phoneEmpty: 'Укажите телефон',
  phoneInvalid: 'Введите номер в формате +7 (XXX) XXX-XX-XX',
  emailInvalid: 'Проверьте адрес почты, например ivan@example.ru',
  valueEmpty: 'Выберите тему обращения',
  valueUnknown: 'Неизвестная тема обращения',
  msgLong: `Сообщение — не длиннее ${FEEDBACK_LIMITS.msgMax} символов`,
} as const;

/**
 * A field the upstream refused for reasons of its own. The visitor reads our words, never
 * the upstream's, so each field has one text that fits whatever the reason was.
 */
export const FEEDBACK_REFUSED_FIELDS: Record<FeedbackField, string> = {
  name: 'Проверьте имя',
  email: FEEDBACK_MESSAGES.emailInvalid,
  phone: 'Проверьте номер телефона',
  value: FEEDBACK_MESSAGES.valueUnknown,
  msg: 'Проверьте текст сообщения',
};

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

function nameError(name: string): string | undefined {
  if (name === '') return FEEDBACK_MESSAGES.nameEmpty;
  if (length(name) < FEEDBACK_LIMITS.nameMin) return FEEDBACK_MESSAGES.nameShort;
  if (length(name) > FEEDBACK_LIMITS.nameMax) return FEEDBACK_MESSAGES.nameLong;
  return undefined;
}

function fieldError(field: FeedbackField, text: string, categories?: readonly string[]): string | undefined {
  switch (field) {
    case 'name':
      return nameError(text);
    case 'phone':
      if (text === '') return FEEDBACK_MESSAGES.phoneEmpty;
      return phoneDigits(text) ? undefined : FEEDBACK_MESSAGES.phoneInvalid;
    case 'email':
      return text === '' || (length(text) <= FEEDBACK_LIMITS.emailMax && EMAIL.test(text)) ? undefined : FEEDBACK_MESSAGES.emailInvalid;
    case 'value':
      if (text === '') return FEEDBACK_MESSAGES.valueEmpty;
      return (categories ? categories.includes(text) : CATEGORY_VALUE.test(text)) ? undefined : FEEDBACK_MESSAGES.valueUnknown;
    case 'msg':
      return length(text) > FEEDBACK_LIMITS.msgMax ? FEEDBACK_MESSAGES.msgLong : undefined;
  }
}

export type FeedbackCheck = { ok: true; form: FeedbackForm } | { ok: false; errors: FeedbackErrors };

/**
 * Checks any input (a parsed JSON body or the browser's form): missing fields are empty,
 * a field that is not a string is 'Illegal input', text is trimmed, unknown keys dropped.
 * `categories`: the allowed `value`s when known (the browser has them in the store).
 */
export function checkFeedback(input: unknown, categories?: readonly string[]): FeedbackCheck {
  const source = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const form = { ...EMPTY_FEEDBACK };
  const errors: FeedbackErrors = {};
  for (const field of FEEDBACK_FIELDS) {
    const raw = source[field] ?? '';
    if (typeof raw !== 'string') {
      errors[field] = ILLEGAL_INPUT;
      continue;
    }
    form[field] = raw.trim();
    const error = fieldError(field, form[field], categories);
    if (error) errors[field] = error;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, form };
}
