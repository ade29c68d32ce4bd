// The card-categories slice and the lovecategory card flow on the real store, with a
// fake BrowserApi that records what would go to the /api proxy.
import { describe, expect, test } from 'vitest';
import { makeStore, type RootState } from '#shared/store/make-store.js';
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';
import type { Participant, PromoCategory } from '#shared/api/schemas.js';
import {
  ADD_CATEGORIES_PATH, PARTICIPANT_PATH, cardSubmitted, categoriesConfirmed, categoriesLoaded, categoryToggled,
  initialCardCategoriesState, modalClosed, modalOpened, promoConfigured, selectCanScrollToStatus, selectCurrentScores,
  type CardCategoriesState,
} from '#shared/store/slices/card-categories.js';
import { isEligibleStatus, monthName, nextMonth, nextMonthName } from '#shared/store/slices/card-categories-rules.js';
import { failureOf } from '#shared/store/slices/card-categories-failure.js';
import { statusMessage } from '#pages/lovecategory/ui/card-status-texts.js';
import type { LovecategoryContent } from '#pages/lovecategory/ui/lovecategory-schema.js';
import { formatPoints } from '#pages/lovecategory/ui/format-points.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { CONTENT } from '../support/content.js';

/** What the tests' content says of a card (tests/fixtures/content/lovecategory.json's `card`). */
const CARD_TEXTS = (CONTENT.kindFiles.lovecategory as LovecategoryContent).card;
const NOT_TAKEN = 'не участвовала';

const PLUMBING: PromoCategory = { code: 12, name: 'Сантехника' };
const PAINT: PromoCategory = { code: 31, name: 'Краски' };
const ELECTRICS: PromoCategory = { code: 44, name: 'Электрика' };
const TOOLS: PromoCategory = { code: 5, name: 'Инструмент' };

function participant(overrides: Partial<Participant['card']> = {}, available: Participant['available_categories'] = {
  10: [PLUMBING, PAINT, ELECTRICS], 11: [ELECTRICS, TOOLS],
}): Participant {
  return {
    card: {
      status: 'эксперт', available_categories_count: 2, is_registered: true, categories_score: { 9: [{ ...PAINT, score: 340 }] },
      ...overrides,
    },
    available_categories: available,
  };
}

interface Sent { path: string; fields: [string, string][] }

/** Answers postForm calls in order: a value is returned, an Error is thrown. */
function fakeApi(...answers: unknown[]): BrowserApi & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    get: () => Promise.reject(new Error('unexpected GET')),
    postJson: () => Promise.reject(new Error('unexpected POST JSON')),
    postForm: async <T>(path: string, form: FormData) => {
      sent.push({ path, fields: [...form.entries()].map(([k, v]) => [k, String(v)]) });
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer as T;
    },
  };
}

function storeWith(api: BrowserApi, state: Partial<CardCategoriesState> = {}) {
  const store = makeStore({ cardCategories: { ...initialCardCategoriesState, currentMonth: 10, ...state } } as Partial<RootState>, api);
  return { store, slice: () => store.getState().cardCategories };
}

describe('card-categories reducers', () => {
  test('when nothing has happened, then no modal is shown, no card is known and the month is unknown', () => {
    const store = makeStore();
    expect(store.getState().cardCategories).toMatchObject({
      modal: '', cardStatus: '', cardNumber: '', availableCategoriesCount: 0, currentCategoryList: [], categoriesSelected: false,
      currentMonth: -1, isPromoFinished: false,
    });
  });

  test('when the server loads the categories and the configuration, then they are kept', () => {
    const store = makeStore();
    store.dispatch(categoriesLoaded({ categories: [PLUMBING, PAINT], currentMonth: 4 }));
    store.dispatch(promoConfigured({ isPromoFinished: true }));
    expect(store.getState().cardCategories).toMatchObject({ actionCategories: [PLUMBING, PAINT], currentMonth: 4, isPromoFinished: true });
  });

  test('when a modal closes after its fade-out, then it empties only if it is still the one shown', () => {
    const { store, slice } = storeWith(fakeApi());
    store.dispatch(modalOpened('input-number'));
    expect(slice().modal).toBe('input-number');
    store.dispatch(modalOpened('check-savings'));
    store.dispatch(modalClosed('input-number'));
    expect(slice().modal).toBe('check-savings');
    store.dispatch(modalClosed('check-savings'));
    expect(slice().modal).toBe('');
  });

  test('when categories are ticked, then only this month’s are taken, at most the available count, and a second tick unticks', () => {
    const { store, slice } = storeWith(fakeApi(), { currCategoriesList: [PLUMBING, PAINT, ELECTRICS], availableCategoriesCount: 2 });
    store.dispatch(categoryToggled(TOOLS.code));
    expect(slice().currentCategoryList).toEqual([]);
    store.dispatch(categoryToggled(PAINT.code));
    store.dispatch(categoryToggled(PLUMBING.code));
    store.dispatch(categoryToggled(ELECTRICS.code));
    expect(slice().currentCategoryList).toEqual([PAINT, PLUMBING]);
    store.dispatch(categoryToggled(PAINT.code));
    expect(slice().currentCategoryList).toEqual([PLUMBING]);
  });

  test('when the status and this month’s list are known, then the choose button may scroll instead', () => {
    const { store } = storeWith(fakeApi());
    expect(selectCanScrollToStatus(store.getState())).toBe(false);
    const known = storeWith(fakeApi(), { cardStatus: 'профи', currCategoriesList: [PLUMBING] });
    expect(selectCanScrollToStatus(known.store.getState())).toBe(true);
  });

  test('when scores exist for the current month, then they are this month’s accruals; otherwise the same empty list', () => {
    const { store } = storeWith(fakeApi(), { categoriesScore: { 10: [{ ...PLUMBING, score: 5 }] } });
    expect(selectCurrentScores(store.getState())).toEqual([{ ...PLUMBING, score: 5 }]);
    const none = storeWith(fakeApi()).store.getState();
    expect(selectCurrentScores(none)).toBe(selectCurrentScores(none));
    expect(selectCurrentScores(none)).toEqual([]);
  });
});

describe('cardSubmitted (participants/add)', () => {
  test('when the number is not 7 digits, then nothing is sent and nothing changes', async () => {
    const api = fakeApi();
    const { store, slice } = storeWith(api, { modal: 'input-number' });
    for (const card of ['', '701', '70123456', '70a2345']) await store.dispatch(cardSubmitted(card));
    expect(api.sent).toEqual([]);
    expect(slice().modal).toBe('input-number');
  });

  test('when a registered card is submitted, then the modal is cleared at once and the card, lists and scores are stored', async () => {
    const api = fakeApi(participant());
    const { store, slice } = storeWith(api, { modal: 'input-number', currentCategoryList: [TOOLS] });
    const pending = store.dispatch(cardSubmitted('7012345'));
    expect(slice()).toMatchObject({ modal: '', request: 'loading' });
    await pending;

    expect(api.sent).toEqual([{ path: PARTICIPANT_PATH, fields: [['cardNumber', '7012345']] }]);
    expect(slice()).toMatchObject({
      modal: '', request: 'idle', cardNumber: '7012345', cardStatus: 'эксперт', availableCategoriesCount: 2,
      currCategoriesList: [PLUMBING, PAINT, ELECTRICS], nextCategoriesList: [ELECTRICS, TOOLS],
      categoriesScore: { 9: [{ ...PAINT, score: 340 }] }, categoriesSelected: false, currentCategoryList: [],
    });
  });

  test('when the current month already has a score, then the categories count as selected', async () => {
    const { store, slice } = storeWith(fakeApi(participant({ categories_score: { 10: [{ ...PLUMBING, score: 215 }] } })));
    await store.dispatch(cardSubmitted('7033333'));
    expect(slice().categoriesSelected).toBe(true);
  });

  test('when the current month is December, then next month’s list is January’s (11 → 0)', async () => {
    const { store, slice } = storeWith(fakeApi(participant({}, { 11: [PLUMBING], 0: [TOOLS] })), { currentMonth: 11 });
    await store.dispatch(cardSubmitted('7012345'));
    expect(slice().currCategoriesList).toEqual([PLUMBING]);
    expect(slice().nextCategoriesList).toEqual([TOOLS]);
  });

  test('when the card is not registered, then card-info opens', async () => {
    const { store, slice } = storeWith(fakeApi(participant({ is_registered: false })), { modal: 'input-number' });
    await store.dispatch(cardSubmitted('7011111'));
    expect(slice().modal).toBe('card-info');
  });

  test.each([
    ['the proxy answers an error', new ApiError(404, 'Карта не найдена'), 'cardUnknown'],
    ['something else fails', new TypeError('boom'), 'unavailable'],
  ])('when %s, then the error modal opens with its reason and the old card stays', async (_name, error, reason) => {
    const { store, slice } = storeWith(fakeApi(error), { modal: 'check-savings', cardNumber: '7012345', cardStatus: 'эксперт' });
    await store.dispatch(cardSubmitted('7000404'));
    expect(slice()).toMatchObject({
      modal: 'error-modal', request: 'failed', failure: { reason }, cardNumber: '7012345', cardStatus: 'эксперт',
    });
  });

  test('when a lookup is in flight, then a second submit sends nothing', async () => {
    const api = fakeApi(participant(), participant());
    const { store } = storeWith(api);
    await Promise.all([store.dispatch(cardSubmitted('7012345')), store.dispatch(cardSubmitted('7054321'))]);
    expect(api.sent).toHaveLength(1);
  });
});

describe('categoriesConfirmed (categories/add, then participants/add)', () => {
  const chosen = participant({
    categories_score: { 9: [{ ...PAINT, score: 340 }], 10: [{ ...PAINT, score: 0 }, { ...PLUMBING, score: 0 }] },
    available_categories_count: 2,
  }, {
    10: [PAINT, PLUMBING], 11: [TOOLS],
  });
  const ready: Partial<CardCategoriesState> = {
    modal: 'choose-category', cardNumber: '7054321', cardStatus: 'Профи', availableCategoriesCount: 2,
    currCategoriesList: [PLUMBING, PAINT, ELECTRICS], nextCategoriesList: [ELECTRICS], currentCategoryList: [PAINT, PLUMBING],
  };

  test('when nothing is ticked, then nothing is sent', async () => {
    const api = fakeApi();
    const { store } = storeWith(api, { ...ready, currentCategoryList: [] });
    await store.dispatch(categoriesConfirmed());
    expect(api.sent).toEqual([]);
  });

  test('when confirmed, then the codes go as numeric categories[i], the same form re-fetches the card, and choosen-categories opens', async () => {
    const api = fakeApi({ success: true }, chosen);
    const { store, slice } = storeWith(api, ready);
    await store.dispatch(categoriesConfirmed());

    const form: [string, string][] = [['cardNumber', '7054321'], ['categories[0]', '31'], ['categories[1]', '12']];
    expect(api.sent).toEqual([{ path: ADD_CATEGORIES_PATH, fields: form }, { path: PARTICIPANT_PATH, fields: form }]);
    expect(slice()).toMatchObject({
      modal: 'choosen-categories', request: 'idle', categoriesSelected: true, cardStatus: 'эксперт', availableCategoriesCount: 2,
      currCategoriesList: [PAINT, PLUMBING], categoriesScore: chosen.card.categories_score,
      // The re-fetch after a choice updates this month's list only.
      nextCategoriesList: [ELECTRICS],
    });
  });

  const ALREADY = 'Категории на этот месяц уже выбраны';
  const UNAVAILABLE = 'Сервис временно недоступен, попробуйте позже';
  test.each([
    // Refused in words: the participant is asked whether this very choice is saved; it is not (no choice this month).
    ['the choice is refused', [new ApiError(422, ALREADY), participant()], 2, 'choiceRefused'],
    ['the choice is refused and the re-check fails', [new ApiError(422, ALREADY), new ApiError(502, 'x')], 2, 'choiceRefused'],
    ['the upstream cannot be reached', [new ApiError(502, UNAVAILABLE)], 1, 'unavailable'],
    ['the re-fetch fails', [{ success: true }, new ApiError(502, UNAVAILABLE)], 2, 'unavailable'],
  ])('when %s, then the error modal opens with its reason and the card is not marked selected', async (_name, answers, calls, reason) => {
    const api = fakeApi(...answers);
    const { store, slice } = storeWith(api, ready);
    await store.dispatch(categoriesConfirmed());
    expect(api.sent).toHaveLength(calls);
    expect(slice()).toMatchObject({ modal: 'error-modal', request: 'failed', categoriesSelected: false });
    expect(slice().failure).toEqual({ reason });
  });

  test('when the choice is refused because this very choice was saved already (sent twice), then the page shows it as chosen', async () => {
    const saved = participant({ categories_score: { 10: [{ ...PLUMBING, score: 0 }, { ...PAINT, score: 0 }] } });
    const api = fakeApi(new ApiError(422, ALREADY), saved);
    const { store, slice } = storeWith(api, ready);
    await store.dispatch(categoriesConfirmed());
    expect(api.sent.map((sent) => sent.path)).toEqual([ADD_CATEGORIES_PATH, PARTICIPANT_PATH]);
    expect(slice()).toMatchObject({ modal: 'choosen-categories', request: 'idle', categoriesSelected: true, failure: null });
  });
});

describe('failureOf: a failure\'s reason, from the status the /api proxy or the form\'s API answered', () => {
  test.each([
    ['no answer at all', new ApiError(0, 'Нет связи с сервером'), 'lookup', { reason: 'offline' }],
    ['a timeout (504)', new ApiError(504, 'x'), 'lookup', { reason: 'timeout' }],
    ['the site shedding load (503)', new ApiError(503, 'x'), 'choice', { reason: 'busy' }],
    ['an upstream fault (502)', new ApiError(502, 'x'), 'choice', { reason: 'unavailable' }],
    ['an unknown card (404)', new ApiError(404, 'x'), 'choice', { reason: 'cardUnknown' }],
    ['a refused lookup (400)', new ApiError(400, 'x'), 'lookup', { reason: 'cardRefused' }],
    ['a refused choice (422)', new ApiError(422, 'x'), 'choice', { reason: 'choiceRefused' }],
    ['a rate limit, 61 s to wait', new ApiError(429, 'x', undefined, 61), 'lookup', { reason: 'tooMany', minutes: 2 }],
    ['a rate limit, 1 s to wait', new ApiError(429, 'x', undefined, 1), 'lookup', { reason: 'tooMany', minutes: 1 }],
    ['no ApiError', new Error('boom'), 'lookup', { reason: 'unavailable' }],
  ] as const)('when %s, then %j', (_name, error, call, failure) => {
    expect(failureOf(error, call)).toEqual(failure);
  });
});

describe('month rules', () => {
  test('when a month index is valid, then its Russian name is shown', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(monthName)).toEqual([
      'январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь',
    ]);
  });

  test.each([[-1], [12], [1.5], [Number.NaN], ['3'], [undefined], [null]])('when the month is %s, then it reads "текущий месяц"', (month) => {
    expect(monthName(month)).toBe('текущий месяц');
  });

  test('when the month is December, then the next is January (11 → 0); an invalid month has no next', () => {
    expect(nextMonth(11)).toBe(0);
    expect(nextMonth(0)).toBe(1);
    expect(nextMonth(10)).toBe(11);
    expect(nextMonth(12)).toBe(-1);
    expect(monthName(nextMonth(-1))).toBe('текущий месяц');
    expect([nextMonthName(11), nextMonthName(-1)]).toEqual(['январь', 'следующий месяц']);
  });
});

describe('card status rules', () => {
  test.each(['профи', 'Профи', 'ЭКСПЕРТ', 'эксперт', 'Супер-Эксперт', ' супер-эксперт '])('when the status is "%s", then the card is eligible', (status) => {
    expect(isEligibleStatus(status)).toBe(true);
    expect(plainSpaces(statusMessage(CARD_TEXTS, status, 10, false, NOT_TAKEN))).toBe(
      'Карта пока не участвует в акции: любимые категории не выбраны. Выберите категории на ноябрь.',
    );
  });

  test.each(['стандарт', 'Стандарт', '', 'супер эксперт', 'профи+'])('when the status is "%s", then the promotion is for Профи, Эксперт, Супер-Эксперт only', (status) => {
    expect(isEligibleStatus(status)).toBe(false);
    expect(plainSpaces(statusMessage(CARD_TEXTS, status, 10, false, NOT_TAKEN)))
      .toBe('Акция доступна для уровней Профи, Эксперт, Супер-Эксперт');
  });

  test('when the month is unknown, then the eligible message asks for "текущий месяц"', () => {
    expect(plainSpaces(statusMessage(CARD_TEXTS, 'профи', 42, false, NOT_TAKEN))).toContain('Выберите категории на текущий месяц.');
  });
});

describe('accrued points', () => {
  test.each([
    [0, '0 баллов'], [1, '1 балл'], [3, '3 балла'], [11, '11 баллов'], [21, '21 балл'], [1270, '1\u00a0270 баллов'], [2.5, '2,5 балла'],
  ])(
    'when %s points accrued, then it reads "%s"',
    (points, text) => {
      expect(formatPoints(points)).toBe(text);
    },
  );
});
