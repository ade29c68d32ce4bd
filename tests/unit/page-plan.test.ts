// The one plan of a page request (server/forms/page-plan.ts): a card form is a card in
// the query of a running page whose kind has one; the plan says whether its answer is the
// stored page of every malformed card or this visitor's own. Days are stated in Moscow time.
import { describe, expect, test } from 'vitest';
import { createPageCalendar } from '#server/calendar/page-calendar.js';
import { planPage } from '#server/forms/page-plan.js';
import { PAGES } from '../support/content.js';

const msk = (text: string) => Date.parse(`${text}+03:00`);
const calendar = createPageCalendar(PAGES);
/** knauf2025 runs 1 March to 31 October 2025 (tests/fixtures/content). */
const knauf = PAGES.find((page) => page.id === 'knauf2025')!;
const RUNNING = msk('2025-10-15T12:00:00');
const FINISHED = msk('2025-11-02T12:00:00');
const withoutCardForm = PAGES.find((page) => !page.descriptor.forms?.card && !page.descriptor.variant)!;

describe('planPage', () => {
  test('when a running card-form page carries a card number, then the plan is this visitor\'s personal answer', () => {
    expect(planPage(knauf, '/promo/knauf2025?utm_source=x&card=70%2012-345', calendar, RUNNING))
      .toEqual({ form: 'personal', card: '7012345' });
  });

  test('when the digits are not a card number, then the plan is the malformed card\'s stored page, with the digits as typed', () => {
    expect(planPage(knauf, '/promo/knauf2025?card=12a3', calendar, RUNNING))
      .toEqual({ form: 'malformed', card: '123', variantKey: 'card-malformed', renderedWith: '1'.repeat(21) });
    expect(planPage(knauf, '/promo/knauf2025?card=', calendar, RUNNING))
      .toEqual({ form: 'malformed', card: '', variantKey: 'card-empty', renderedWith: '' });
  });

  test('when there is no card, the card is repeated, or the page is not running, then the plan is the plain page, one shared object', () => {
    const plain = planPage(knauf, '/promo/knauf2025', calendar, RUNNING);
    expect(plain).toEqual({ form: 'none' });
    // Repeated, Express's parser gives an array: not a card form.
    expect(planPage(knauf, '/promo/knauf2025?card=1&card=2', calendar, RUNNING)).toBe(plain);
    expect(planPage(knauf, '/promo/knauf2025?utm_source=x', calendar, RUNNING)).toBe(plain);
    expect(planPage(knauf, '/promo/knauf2025?card=7012345', calendar, FINISHED)).toBe(plain);
    expect(planPage(withoutCardForm, `${withoutCardForm.paths.promo ?? '/'}?card=7012345`, calendar, RUNNING)).toBe(plain);
  });

  test('when the page\'s kind has no card form, then neither the query nor the calendar is read', () => {
    const untouchable = { phaseOf: () => { throw new Error('the calendar was read'); } };
    expect(planPage(withoutCardForm, '/x?card=7012345', untouchable, RUNNING)).toEqual({ form: 'none' });
    expect(planPage(knauf, '/promo/knauf2025', untouchable, RUNNING)).toEqual({ form: 'none' });
  });
});
