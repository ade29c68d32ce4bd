// lovecategory's confirmed choice sent twice (a double click, a second tab, a re-sent
// form), through the real app and the demo upstream, which counts what reaches it and
// holds the first categories/add until the second has come: the upstream gets it once,
// and both visitors see their choice saved, never «Не удалось…»; through the /api proxy,
// through the form posted without JavaScript, and sent again after it was saved.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, RUNNING_MONTH, type TestApp } from '../support/start-app.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';
import { ISLAND_HEADER } from '#shared/api/island-header.js';
import { makeStore } from '#shared/store/make-store.js';
import { cardSubmitted, categoriesConfirmed, categoriesLoaded, categoryToggled } from '#shared/store/slices/card-categories.js';
import { joinedPosts } from '#server/proxy/shared-post.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { CONTENT } from '../support/content.js';
import { beforeState } from '../support/page-state.js';
import type { LovecategoryContent } from '#pages/lovecategory/ui/lovecategory-schema.js';

/** The modals' words the tests' content gives (tests/fixtures/content/lovecategory.json's `modals`). */
const MODALS = (CONTENT.kindFiles.lovecategory as LovecategoryContent).modals;
const { chosen: CHOSEN_TEXT, failureTitle: ERROR_TITLE } = MODALS;

const PAGE = '/promo/lovecategory';
const CHOOSE = '/api/v2/promo_categories/categories/add/';
const CARD = DEMO_CARDS.registeredEligibleSecond;
const choices = (t: TestApp) => t.demo.requests.filter((r) => r.path === CHOOSE).length;
/** The category codes the chooser offers, as the server wrote them. */
const offered = (html: string) => [...html.matchAll(/name="category" value="(\d+)"/g)].map((m) => m[1]!);

/** The islands' posts as client/api.ts sends them, to the app at `url` (fetch in Node wants a whole URL). */
function apiOf(url: string): BrowserApi {
  return {
    get: () => Promise.reject(new Error('unexpected GET')),
    postJson: () => Promise.reject(new Error('unexpected POST JSON')),
    async postForm<T>(path: string, form: FormData) {
      const res = await fetch(`${url}${path}`, { method: 'POST', body: form, headers: { [ISLAND_HEADER]: '1' } });
      const body = (await res.json()) as { data?: T; message?: string };
      if (!res.ok || body.data === undefined) throw new ApiError(res.status, body.message ?? '');
      return body.data;
    },
  };
}

describe('a choice confirmed twice', () => {
  let t: TestApp;
  let codes: string[];
  beforeAll(async () => {
    t = await startApp();
    const lookup = await request(t.listener).post(PAGE).type('form').send(`step=lookup&card=${CARD}`);
    codes = offered(lookup.text).slice(0, 2);
    expect(codes).toHaveLength(2);
  });
  afterAll(() => t.close());
  beforeEach(() => t.demo.reset());

  /** Holds the first categories/add at the upstream until `second` has joined it, then lets it go. */
  async function oneFlight<T>(first: () => PromiseLike<T>, second: () => PromiseLike<T>): Promise<[T, T]> {
    const hold = t.demo.hold('POST', /categories\/add/);
    const joinedBefore = joinedPosts(t.server.upstream);
    const one = Promise.resolve(first());
    await hold.arrived;
    const two = Promise.resolve(second());
    await expect.poll(() => joinedPosts(t.server.upstream), { timeout: 20_000 }).toBe(joinedBefore + 1);
    hold.release();
    return Promise.all([one, two]);
  }

  test('when the islands post the same choice twice at once to /api, then the upstream gets it once and both are told it is saved', async () => {
    const send = () => request(t.listener).post(CHOOSE).field('cardNumber', CARD)
      .field('categories[0]', codes[0]!).field('categories[1]', codes[1]!);

    const answers = await oneFlight(send, send);

    expect(answers.map((res) => [res.status, res.body])).toEqual([[200, { data: { success: true } }], [200, { data: { success: true } }]]);
    expect(choices(t)).toBe(1);
  });

  test('when the form without JavaScript is confirmed twice at once, then the upstream gets it once and both pages show the choice', async () => {
    const send = () => request(t.listener).post(PAGE).type('form')
      .send(`step=confirm&card=${CARD}&category=${codes[0]}&category=${codes[1]}`);

    const pages = await oneFlight(send, send);

    for (const page of pages) {
      expect(page.status).toBe(200);
      // What the page shows: the state block carries the modals' words whatever happened.
      expect(plainSpaces(beforeState(page.text))).toContain(plainSpaces(CHOSEN_TEXT));
      expect(beforeState(page.text)).not.toContain(ERROR_TITLE.split('что-то')[0]!.trim());
    }
    expect(choices(t)).toBe(1);
  });

  test('when the form without JavaScript is sent again after the choice was saved (a reload), then the page shows the saved choice', async () => {
    const confirm = `step=confirm&card=${CARD}&category=${codes[0]}&category=${codes[1]}`;
    await request(t.listener).post(PAGE).type('form').send(confirm);

    const again = await request(t.listener).post(PAGE).type('form').send(confirm);

    expect(again.status).toBe(200);
    expect(again.text).not.toContain('class="lc-status__failure"');
    const scored = [...again.text.matchAll(/<li class="lc-status__score"/g)];
    expect(scored).toHaveLength(2);
    expect(choices(t)).toBe(1);
  });

  test('when the codes come in another order, then it is still the same choice: one flight', async () => {
    const send = (a: string, b: string) => () => request(t.listener).post(CHOOSE).field('cardNumber', CARD)
      .field('categories[0]', a).field('categories[1]', b);

    const answers = await oneFlight(send(codes[0]!, codes[1]!), send(codes[1]!, codes[0]!));

    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(choices(t)).toBe(1);
  });

  test('when a second tab confirms the same choice after the first saved it, then it shows the saved choice, not an error', async () => {
    // Two tabs of the page's own flow (the islands' thunks) over the real /api.
    const api = apiOf(t.url);
    const tab = async () => {
      const store = makeStore(undefined, api);
      store.dispatch(categoriesLoaded({ categories: [], currentMonth: RUNNING_MONTH }));
      await store.dispatch(cardSubmitted(CARD));
      for (const code of codes) store.dispatch(categoryToggled(Number(code)));
      return store;
    };
    const [first, second] = [await tab(), await tab()];

    await first.dispatch(categoriesConfirmed());
    const again = await second.dispatch(categoriesConfirmed());

    expect(categoriesConfirmed.fulfilled.match(again)).toBe(true);
    const state = second.getState().cardCategories;
    expect([state.modal, state.categoriesSelected, state.failure]).toEqual(['choosen-categories', true, null]);
    expect(state.categoriesScore[String(RUNNING_MONTH)]!.map((c) => String(c.code)).toSorted()).toEqual(codes.toSorted());
    // The second was sent, refused as already chosen, and the participant asked again.
    expect(choices(t)).toBe(2);
  });

  test('when a different choice comes after one was saved, then it is still refused', async () => {
    const first = await request(t.listener).post(CHOOSE).field('cardNumber', CARD).field('categories[0]', codes[0]!);
    expect(first.status).toBe(200);
    const api = apiOf(t.url);
    const store = makeStore(undefined, api);
    store.dispatch(categoriesLoaded({ categories: [], currentMonth: RUNNING_MONTH }));
    await store.dispatch(cardSubmitted(CARD));
    // The first lookup already shows the month chosen; a stale tab still holds the chooser.
    for (const code of codes) store.dispatch(categoryToggled(Number(code)));

    const result = await store.dispatch(categoriesConfirmed());

    expect(categoriesConfirmed.rejected.match(result)).toBe(true);
    expect(store.getState().cardCategories.failure).toEqual({ reason: 'choiceRefused' });
  });
});
