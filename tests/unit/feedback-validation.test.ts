// The feedback rules shared by the browser form and the server's proxy.
import { describe, expect, test } from 'vitest';
import {
  characters, checkFeedback, feedbackErrors, maskPhone, phoneDigits, refusedFieldText, ILLEGAL_INPUT,
} from '#shared/validation/feedback.js';
import { BUILT_IN_PROXY_TEXTS } from '#server/proxy/proxy-texts.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { makeStore } from '#shared/store/make-store.js';
import * as slice from '#shared/store/slices/feedback.js';
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';

const CATEGORIES = ['delivery', 'certificates', 'contract', 'other'];
const GOOD = { name: 'Иван Петров', email: 'ivan@example.ru', phone: '+7 (921) 000-00-00', value: 'delivery', msg: 'Когда привезут?' };
const errorsOf = (input: unknown, categories?: string[]) => {
  const result = checkFeedback(input, categories);
  return result.ok ? {} : result.problems;
};

describe('checkFeedback', () => {
  test('when every field is right, then the trimmed form comes back without unknown keys', () => {
    const result = checkFeedback({ ...GOOD, name: '  Иван Петров ', extra: 'x' }, CATEGORIES);
    expect(result).toEqual({ ok: true, form: GOOD });
  });

  test('when only the required fields are given, then email and msg are empty and fine', () => {
    expect(checkFeedback({ name: 'Ия', phone: '89210000000', value: 'other' })).toEqual({
      ok: true, form: { name: 'Ия', email: '', phone: '89210000000', value: 'other', msg: '' },
    });
  });

  test('when the body is empty, then name, phone and value are reported as required', () => {
    expect(errorsOf({})).toEqual({ name: 'nameEmpty', phone: 'phoneEmpty', value: 'valueEmpty' });
    expect(errorsOf(null)).toEqual({ name: 'nameEmpty', phone: 'phoneEmpty', value: 'valueEmpty' });
    expect(errorsOf([GOOD])).toEqual({ name: 'nameEmpty', phone: 'phoneEmpty', value: 'valueEmpty' });
  });

  test('when the name is 1 or 101 characters, then it is refused; 2 and 100 pass', () => {
    expect(errorsOf({ ...GOOD, name: 'И' }).name).toBe('nameShort');
    expect(errorsOf({ ...GOOD, name: '   ' }).name).toBe('nameEmpty');
    expect(errorsOf({ ...GOOD, name: 'Я'.repeat(101) }).name).toBe('nameLong');
    expect(errorsOf({ ...GOOD, name: 'Ян' })).toEqual({});
    expect(errorsOf({ ...GOOD, name: 'Я'.repeat(100) })).toEqual({});
  });

  test.each(['+7 (921) 000-00-0', '+1 (921) 000-00-00', '9210000000', '+7 921 000 00 00 0', '8921000000a', 'телефон',
    `8${' '.repeat(21)}921 000-00-00`])(
    'when the phone is %s, then it is refused',
    (phone) => expect(errorsOf({ ...GOOD, phone }).phone).toBe('phoneInvalid'),
  );

  test.each(['+7 (921) 000-00-00', '8 921 000 00 00', '79210000000', '8-921-000-00-00'])('when the phone is %s, then it passes', (phone) => {
    expect(errorsOf({ ...GOOD, phone })).toEqual({});
  });

  test.each(['ivan', 'ivan@', 'ivan@example', 'iv an@example.ru', '@example.ru', `${'a'.repeat(250)}@x.ru`])(
    'when the email is %s, then it is refused',
    (email) => expect(errorsOf({ ...GOOD, email }).email).toBe('emailInvalid'),
  );

  test('when the category is not in the list, then it is unknown; without a list any slug-like value passes', () => {
    expect(errorsOf({ ...GOOD, value: 'pizza' }, CATEGORIES).value).toBe('valueUnknown');
    expect(errorsOf({ ...GOOD, value: 'pizza' })).toEqual({});
    expect(errorsOf({ ...GOOD, value: 'Pizza Time!' }).value).toBe('valueUnknown');
    expect(errorsOf({ ...GOOD, value: '' }).value).toBe('valueEmpty');
  });

  test('when the message is over 2000 characters, then it is refused; 2000 pass', () => {
    expect(errorsOf({ ...GOOD, msg: 'а'.repeat(2001) }).msg).toBe('msgLong');
    expect(errorsOf({ ...GOOD, msg: 'а'.repeat(2000) })).toEqual({});
  });

  test('when a field is not a string, then it is illegal, worded as the default "Illegal input"', () => {
    expect(errorsOf({ ...GOOD, name: 42, msg: ['x'], email: { a: 1 } })).toEqual({ name: 'illegal', msg: 'illegal', email: 'illegal' });
    expect(feedbackErrors({ name: 'illegal' }, BUILT_IN_PROXY_TEXTS.feedback)).toEqual({ name: ILLEGAL_INPUT });
  });
});

describe('feedbackErrors', () => {
  const texts = BUILT_IN_PROXY_TEXTS.feedback;
  const worded = (problems: Parameters<typeof feedbackErrors>[0]) =>
    Object.fromEntries(Object.entries(feedbackErrors(problems, texts)).map(([field, text]) => [field, plainSpaces(text)]));

  test('when a problem names a limit, then its words get the rules\' own limit with its noun in place of {символов}', () => {
    expect(worded({ name: 'nameShort', msg: 'msgLong' }))
      .toEqual({ name: 'Имя — не короче 2 символов', msg: 'Сообщение — не длиннее 2000 символов' });
    expect(worded({ name: 'nameLong' })).toEqual({ name: 'Имя — не длиннее 100 символов' });
  });

  test('when the words are edited, then the edited words are said, the limit still filled in', () => {
    const edited = { ...texts, nameShort: 'Нужно хотя бы {символов} в имени', phoneEmpty: 'Без телефона не перезвоним' };
    expect(feedbackErrors({ name: 'nameShort', phone: 'phoneEmpty' }, edited))
      .toEqual({ name: 'Нужно хотя бы 2 символов в имени', phone: 'Без телефона не перезвоним' });
  });

  test.each([[1, '1 символа'], [2, '2 символов'], [11, '11 символов'], [21, '21 символа'], [100, '100 символов'], [2000, '2000 символов']])(
    'when a limit is %i, then it is said as «%s»', (count, said) => expect(characters(count)).toBe(said),
  );

  test('when the upstream refused a field, then each field has its one text: email and topic as the rules say them', () => {
    expect(refusedFieldText('name', texts)).toBe(texts.nameRefused);
    expect(refusedFieldText('email', texts)).toBe(texts.emailInvalid);
    expect(refusedFieldText('value', texts)).toBe(texts.valueUnknown);
  });
});

describe('maskPhone', () => {
  test.each([
    ['', ''],
    ['9', '+7 (9'],
    ['921', '+7 (921'],
    ['9210', '+7 (921) 0'],
    // A leading 8 or 7 is the country prefix only when ten more digits follow it.
    ['8921000000', '+7 (892) 100-00-00'],
    ['89210000000', '+7 (921) 000-00-00'],
    ['79210000000', '+7 (921) 000-00-00'],
    ['8 (812) 555-55-55', '+7 (812) 555-55-55'],
    ['812555', '+7 (812) 555'],
    ['8162', '+7 (816) 2'],
    ['+78125555555', '+7 (812) 555-55-55'],
    ['+7 (921) 000-00-001234', '+7 (921) 000-00-00'],
    ['+7 (921', '+7 (921'],
    ['+7 (', '+7'],
    ['+', ''],
    ['abc', ''],
  ])('when %j is typed, then the field shows %j', (typed, shown) => expect(maskPhone(typed)).toBe(shown));

  /** Key by key, as the form does it: each keystroke is masked together with what the field shows. */
  const typeKeys = (keys: string) => [...keys].reduce((shown, key) => maskPhone(shown + key), '');

  test.each([
    ['812555', '+7 (812) 555'],
    ['88125555555', '+7 (812) 555-55-55'],
    ['89210000000', '+7 (921) 000-00-00'],
    ['79210000000', '+7 (921) 000-00-00'],
    ['9210000000', '+7 (921) 000-00-00'],
    ['8162688888', '+7 (816) 268-88-88'],
    ['88162688888', '+7 (816) 268-88-88'],
  ])('when %s is typed key by key, then the field shows %j', (keys, shown) => expect(typeKeys(keys)).toBe(shown));

  test('when the mask output is complete, then it is a valid phone', () => {
    expect(phoneDigits(maskPhone('9210000000'))).toBe('79210000000');
  });
});

describe('the feedback slice on the real store', () => {
  const unused = () => Promise.reject(new Error('unused'));
  const setup = (postJson: () => Promise<unknown>) => ({ store: makeStore({}, { get: unused, postForm: unused, postJson } as BrowserApi) });

  test('when the send fails, then the typed values stay and the message is left to the form\'s own failure text', async () => {
    const { store } = setup(() => Promise.reject(new Error('network')));
    store.dispatch(slice.feedbackEdited({ field: 'name', value: 'Иван' }));
    await store.dispatch(slice.feedbackSent(GOOD));
    expect(store.getState().feedback).toMatchObject({ status: 'failed', message: null, draft: { name: 'Иван' } });
  });

  test('when the server answers field errors, then they show until that field is edited', async () => {
    const { store } = setup(() => Promise.reject(new ApiError(400, 'Проверьте поля формы', { phone: 'Плохой телефон' })));
    await store.dispatch(slice.feedbackSent(GOOD));
    expect(store.getState().feedback.serverErrors).toEqual({ phone: 'Плохой телефон' });
    store.dispatch(slice.feedbackEdited({ field: 'phone', value: '+7 (921' }));
    expect(store.getState().feedback.serverErrors).toEqual({});
  });

  test('when the send succeeds, then the state is sent and the draft is emptied', async () => {
    const { store } = setup(() => Promise.resolve({ id: 1 }));
    store.dispatch(slice.feedbackEdited({ field: 'name', value: 'Иван' }));
    await store.dispatch(slice.feedbackSent(GOOD));
    expect(store.getState().feedback).toMatchObject({ status: 'sent', draft: { name: '', phone: '' } });
  });
});
