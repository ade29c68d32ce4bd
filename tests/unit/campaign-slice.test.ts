// The savings check on the real store with a fake BrowserApi: loading around the call,
// a nonzero count is positive, errors answer negative without throwing but are marked
// as failed, and no second call while one is pending.
import { describe, expect, test } from 'vitest';
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';
import { makeStore, type AppStore } from '#shared/store/make-store.js';
import { productsLoaded, savingsChecked, savingsReset } from '#shared/store/slices/campaign.js';

/** Records each call's path and the loading flag at the moment the call is made. */
function fakeApi(answer: () => Promise<unknown>) {
  const calls: { path: string; loadingDuringCall: boolean }[] = [];
  const api: BrowserApi = {
    get: <T>(path: string) => {
      calls.push({ path, loadingDuringCall: store.getState().campaign.loading });
      return answer() as Promise<T>;
    },
    postForm: () => Promise.reject(new Error('unused')),
    postJson: () => Promise.reject(new Error('unused')),
  };
  const store: AppStore = makeStore(undefined, api);
  return { store, calls };
}

const check = { apiSlug: 'vetonit25', cardNumber: '7000002' };

describe('savingsChecked', () => {
  test('when the count is nonzero, then loading is true during the call, false after, and the answer is positive', async () => {
    const { store, calls } = fakeApi(async () => ({ count: 3 }));

    const result = await store.dispatch(savingsChecked(check));

    expect(calls).toEqual([{ path: '/api/v2/promo/check/vetonit25/7000002/', loadingDuringCall: true }]);
    expect(result.payload).toBe(true);
    expect(store.getState().campaign).toMatchObject({ loading: false, checkedSavings: true });
  });

  test('when the count is 0, then the answer is negative', async () => {
    const { store } = fakeApi(async () => ({ count: 0 }));

    await store.dispatch(savingsChecked(check));

    expect(store.getState().campaign).toMatchObject({ loading: false, checkedSavings: false, checkFailed: false });
  });

  const failedCalls: [name: string, answer: () => Promise<never>][] = [
    ['an HTTP failure', () => Promise.reject(new ApiError(502, 'Сервис временно недоступен'))],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ];
  test.each(failedCalls)('when the call ends in %s, then loading ends and the answer is negative, marked as a failure, without throwing', async (_name, answer) => {
    const { store, calls } = fakeApi(answer);

    const result = await store.dispatch(savingsChecked(check));

    expect(calls[0]?.loadingDuringCall).toBe(true);
    expect(result.meta.requestStatus).toBe('fulfilled');
    expect(store.getState().campaign).toMatchObject({ loading: false, checkedSavings: false, checkFailed: true });
  });

  test('when a check fails and the next one answers, then the failure mark is gone', async () => {
    let calls = 0;
    const { store } = fakeApi(() => (
      ++calls === 1 ? Promise.reject(new ApiError(502, 'Сервис временно недоступен')) : Promise.resolve({ count: 0 })
    ));

    await store.dispatch(savingsChecked(check));
    await store.dispatch(savingsChecked(check));

    expect(store.getState().campaign).toMatchObject({ loading: false, checkedSavings: false, checkFailed: false });
  });

  test('when a second check is dispatched while one is pending, then the upstream is called once', async () => {
    let release: (value: { count: number }) => void = () => {};
    const { store, calls } = fakeApi(() => new Promise((resolve) => (release = resolve)));

    const first = store.dispatch(savingsChecked(check));
    await store.dispatch(savingsChecked(check));
    release({ count: 3 });
    await first;

    expect(calls).toHaveLength(1);
    expect(store.getState().campaign.checkedSavings).toBe(true);
  });

  test('when a new check starts, then the previous answer is cleared until it answers', async () => {
    let release: (value: { count: number }) => void = () => {};
    const { store } = fakeApi(() => new Promise((resolve) => (release = resolve)));
    const first = store.dispatch(savingsChecked(check));
    release({ count: 3 });
    await first;

    const second = store.dispatch(savingsChecked(check));
    expect(store.getState().campaign).toMatchObject({ loading: true, checkedSavings: null });
    release({ count: 0 });
    await second;

    expect(store.getState().campaign.checkedSavings).toBe(false);
  });
});

describe('campaign slice events', () => {
  test('when the visitor edits the card, then savingsReset forgets the answer; productsLoaded stores the list', async () => {
    const { store } = fakeApi(async () => ({ count: 3 }));
    await store.dispatch(savingsChecked(check));

    store.dispatch(savingsReset());
    store.dispatch(productsLoaded([{ id: 1, name: 'Смесь', url: 'https://petrovich.ru/catalog/1/' }]));

    expect(store.getState().campaign).toEqual({
      products: [{ id: 1, name: 'Смесь', url: 'https://petrovich.ru/catalog/1/' }],
      checkedSavings: null,
      checkFailed: false,
      failureText: null,
      loading: false,
    });
  });
});
