// The card check of a landing on the real store with a recording BrowserApi: the count
// rule, both call paths, loading, no double submit, and failures that leave the card
// info as it was.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';
import { makeStore } from '#shared/store/make-store.js';
import { cardCheckPath, cardCheckReset, cardChecked, cardInfoFromCount } from '#shared/store/slices/card-check.js';

interface FakeApi extends BrowserApi {
  paths: string[];
}

/** Answers each GET with the next of `answers`: a count, or an Error to reject with. */
function fakeApi(...answers: (number | Error)[]): FakeApi {
  const paths: string[] = [];
  return {
    paths,
    get: <T>(path: string) => {
      paths.push(path);
      const answer = answers.shift();
      if (answer === undefined) return Promise.reject(new Error('unexpected call'));
      return (answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ count: answer })) as Promise<T>;
    },
    postForm: () => Promise.reject(new Error('unused')),
    postJson: () => Promise.reject(new Error('unused')),
  };
}

const KARTA = { landing: 'karta-elektrika', landingCategory: 'loyal' } as const;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.mocked(console.warn).mockRestore());

describe('cardInfoFromCount', () => {
  test.each([
    [12.7, { count: 12 }],
    [5, { count: 5 }],
    [0, { count: 0 }],
    [0.4, { count: 0 }],
    [-1, null],
    [-0.5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('when the count is %s, then the card info is %j', (count, info) => {
    expect(cardInfoFromCount(count)).toEqual(info);
  });
});

describe('cardCheckPath', () => {
  test('when the landing has a category, then the categorised path is used', () => {
    expect(cardCheckPath({ ...KARTA, cardNumber: '7012345' })).toBe('/api/v1/promo/loyal/check/karta-elektrika/7012345/');
  });

  test('when the landing has no category, then the plain path is used', () => {
    expect(cardCheckPath({ landing: 'karta-elektrika', cardNumber: '7012345' })).toBe('/api/v1/promo/check/karta-elektrika/7012345/');
    expect(cardCheckPath({ landing: 'karta-elektrika', landingCategory: '', cardNumber: '7012345' })).toBe(
      '/api/v1/promo/check/karta-elektrika/7012345/',
    );
  });
});

describe('cardChecked', () => {
  test('when a landing without category is checked, then the store calls the plain path and keeps the floor', async () => {
    const api = fakeApi(3.99);
    const store = makeStore(undefined, api);

    await store.dispatch(cardChecked({ landing: 'other-landing', cardNumber: '7000002' }));

    expect(api.paths).toEqual(['/api/v1/promo/check/other-landing/7000002/']);
    expect(store.getState().cardCheck).toEqual({
      cardNumber: '7000002', info: { count: 3 }, status: 'loaded', failureText: null, loading: false,
    });
  });

  test('when the check is pending, then loading is true, and false once it answers', async () => {
    let release: (value: { count: number }) => void = () => {};
    const api: BrowserApi = { ...fakeApi(), get: <T>() => new Promise<T>((resolve) => (release = resolve as typeof release)) };
    const store = makeStore(undefined, api);

    const pending = store.dispatch(cardChecked({ ...KARTA, cardNumber: '7012345' }));
    expect(store.getState().cardCheck.loading).toBe(true);
    release({ count: 12.7 });
    await pending;

    expect(store.getState().cardCheck).toMatchObject({ loading: false, info: { count: 12 } });
  });

  test('when a second check is dispatched while one is pending, then only one call is made', async () => {
    const api = fakeApi(1);
    const store = makeStore(undefined, api);

    await Promise.all([
      store.dispatch(cardChecked({ ...KARTA, cardNumber: '7012345' })),
      store.dispatch(cardChecked({ ...KARTA, cardNumber: '7012345' })),
    ]);

    expect(api.paths).toHaveLength(1);
  });

  test('when the card number is not 7 digits, then nothing is called and the state stays idle', async () => {
    const api = fakeApi(1);
    const store = makeStore(undefined, api);

    for (const cardNumber of ['', '701234', '70123456', '70a2345', '../../x']) {
      await store.dispatch(cardChecked({ ...KARTA, cardNumber }));
    }

    expect(api.paths).toEqual([]);
    expect(store.getState().cardCheck.status).toBe('idle');
  });

  test('when a checked card is followed by a negative count, then the card info is emptied', async () => {
    const store = makeStore(undefined, fakeApi(12.7, -1));

    await store.dispatch(cardChecked({ ...KARTA, cardNumber: '7012345' }));
    await store.dispatch(cardChecked({ ...KARTA, cardNumber: '7000001' }));

    expect(store.getState().cardCheck).toEqual({ cardNumber: '7000001', info: null, status: 'loaded', failureText: null, loading: false });
  });

  test('when the call fails, then a warning is logged, loading ends, status is failed and the last card info is kept', async () => {
    const store = makeStore(undefined, fakeApi(12.7, new ApiError(502, 'Сервис временно недоступен')));
    await store.dispatch(cardChecked({ ...KARTA, cardNumber: '7012345' }));

    await store.dispatch(cardChecked({ ...KARTA, cardNumber: '7000500' }));

    expect(store.getState().cardCheck).toEqual({
      cardNumber: '7012345', info: { count: 12 }, status: 'failed', failureText: null, loading: false,
    });
    expect(console.warn).toHaveBeenCalledWith('card check failed', 'Сервис временно недоступен');
  });

  test('when the visitor edits the number, then cardCheckReset empties the answer', async () => {
    const store = makeStore(undefined, fakeApi(5));
    await store.dispatch(cardChecked({ ...KARTA, cardNumber: '7000008' }));

    store.dispatch(cardCheckReset());

    expect(store.getState().cardCheck).toEqual({ cardNumber: '', info: null, status: 'idle', failureText: null, loading: false });
  });
});
