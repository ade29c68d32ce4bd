// The analytics goals of the pages. Sent only when the server configured analytics
// (GTM_ID or YANDEX_METRIKA_ID): client/islands.tsx calls configureAnalytics; until
// then, and on the server, trackGoal does nothing. An experiment's goals are counted by the server where it answers them
// (server/experiments/counting.ts), never from here.
export const GOALS = [
  'check-bonus',
  'accept-category',
  'go-to-choose-category',
  'go-to-category-petrovichru',
  'go-to-category-from-popup',
  'banner',
  'loalty',
] as const;
export type Goal = (typeof GOALS)[number];

export const DATA_LAYER_EVENTS = {
  link: 'Site event / Behaviour / Link Click',
  button: 'Site event / Behaviour / Button click',
} as const;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  ym?: (id: number, method: 'reachGoal', goal: string) => void;
}

let settings: { gtmId?: string; yandexMetrikaId?: string } = {};

/** What the analytics call each kind of click. */
const CLICK_ACTIONS: Record<keyof typeof DATA_LAYER_EVENTS, string> = { link: 'Link Click', button: 'Button click' };

/**
 * A goal on a link of a static part of a page (server HTML, no component code in the
 * browser): the attribute one delegated listener (client/link-goals.ts) reads on click.
 */
export const goalAttributes = (goal: Goal): { 'data-goal': Goal } => ({ 'data-goal': goal });

export function configureAnalytics(next: { gtmId?: string; yandexMetrikaId?: string }): void {
  settings = next;
}

export function trackGoal(
  goal: Goal,
  kind: keyof typeof DATA_LAYER_EVENTS = 'button',
  target: Window & AnalyticsWindow = globalThis as unknown as Window & AnalyticsWindow,
): void {
  if (!settings.gtmId && !settings.yandexMetrikaId) return;
  if (settings.gtmId) {
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push({
      event: DATA_LAYER_EVENTS[kind], eventCategory: 'Site event', eventAction: CLICK_ACTIONS[kind], eventLabel: goal,
    });
  }
  if (settings.yandexMetrikaId && typeof target.ym === 'function') {
    target.ym(Number(settings.yandexMetrikaId), 'reachGoal', goal);
  }
}
