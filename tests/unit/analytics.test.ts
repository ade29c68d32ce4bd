// Analytics wiring: the goal names and data-layer events, sent only when the server
// configured GTM_ID or YANDEX_METRIKA_ID, and nothing at all (no global touched, no
// counter called) when neither is set.
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { configureAnalytics, DATA_LAYER_EVENTS, trackGoal, type Goal } from '#shared/analytics/goals.js';

const SPEC_GOALS: Goal[] = [
  'check-bonus', 'accept-category', 'go-to-choose-category', 'go-to-category-petrovichru',
  'go-to-category-from-popup', 'banner', 'loalty',
];

type Target = NonNullable<Parameters<typeof trackGoal>[2]>;
type FakeWindow = Target & { ym: ReturnType<typeof vi.fn> };
const fakeWindow = (): FakeWindow => ({ ym: vi.fn() }) as unknown as FakeWindow;

// Unset before and after each test: the settings are module state, and the suite project
// shares its modules between files (isolate: false).
beforeEach(() => {
  configureAnalytics({});
  return () => configureAnalytics({});
});

describe('DATA_LAYER_EVENTS', () => {
  test('when read, then they are the two events the tag manager expects', () => {
    expect(DATA_LAYER_EVENTS).toEqual({
      link: 'Site event / Behaviour / Link Click',
      button: 'Site event / Behaviour / Button click',
    });
  });
});

describe('trackGoal', () => {
  test('when analytics is not configured, then nothing is pushed, created or called', () => {
    const target = fakeWindow();

    for (const goal of SPEC_GOALS) trackGoal(goal, 'link', target);

    expect(target.dataLayer).toBeUndefined();
    expect(target.ym).not.toHaveBeenCalled();
  });

  test.each(SPEC_GOALS)('when GTM is configured and %s is reached by a button, then the data layer gets a Button click with that goal', (goal) => {
    configureAnalytics({ gtmId: 'GTM-TEST42' });
    const target = fakeWindow();

    trackGoal(goal, 'button', target);

    expect(target.dataLayer).toEqual([
      { event: 'Site event / Behaviour / Button click', eventCategory: 'Site event', eventAction: 'Button click', eventLabel: goal },
    ]);
    expect(target.ym).not.toHaveBeenCalled();
  });

  test('when GTM is configured and a link goal is reached, then the event is the Link Click one, appended to the existing layer', () => {
    configureAnalytics({ gtmId: 'GTM-TEST42' });
    const target = fakeWindow();
    target.dataLayer = [{ event: 'gtm.js' }];

    trackGoal('banner', 'link', target);
    trackGoal('loalty', 'link', target);

    expect(target.dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'Site event / Behaviour / Link Click', eventCategory: 'Site event', eventAction: 'Link Click', eventLabel: 'banner' },
      { event: 'Site event / Behaviour / Link Click', eventCategory: 'Site event', eventAction: 'Link Click', eventLabel: 'loalty' },
    ]);
  });

  test('when only Yandex Metrika is configured, then reachGoal is sent with the numeric counter id and no data layer appears', () => {
    configureAnalytics({ yandexMetrikaId: '12345678' });
    const target = fakeWindow();

    trackGoal('check-bonus', 'button', target);

    expect(target.ym).toHaveBeenCalledWith(12345678, 'reachGoal', 'check-bonus');
    expect(target.dataLayer).toBeUndefined();
  });

  test('when Metrika is configured but its tag has not loaded (no ym), then the goal is dropped without an error', () => {
    configureAnalytics({ yandexMetrikaId: '12345678' });
    const target = {} as Target;

    expect(() => trackGoal('banner', 'link', target)).not.toThrow();
  });

  test('when analytics is switched off again, then later goals are not sent', () => {
    configureAnalytics({ gtmId: 'GTM-TEST42', yandexMetrikaId: '12345678' });
    configureAnalytics({});
    const target = fakeWindow();

    trackGoal('check-bonus', 'button', target);

    expect(target.dataLayer).toBeUndefined();
    expect(target.ym).not.toHaveBeenCalled();
  });
});
