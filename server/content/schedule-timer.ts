// The content read again when a scheduled change is due (docs/decisions/251-scheduled-changes.md):
// one timer per instance, set for the next pending change's minute by the calendar's clock
// (PROMO_NOW or real time), so each instance applies it on its own within moments of the minute.
// A wait longer than an hour is cut into hours (a clock jump or a long sleep is caught up then).
import type { Clock } from '../calendar/clock.js';

const LONGEST_WAIT_MS = 60 * 60 * 1000;
/** A timer may fire a moment before the clock reads its instant: a little after it, then. */
const AFTER_MS = 20;

/** `due` is called with the instant waited for. */
export function createScheduleTimer(clock: Clock, due: (at: number) => void) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Waits for `at` (epoch ms by the clock), replacing any earlier wait; undefined: nothing to wait for. */
  const arm = (at: number | undefined): void => {
    clearTimeout(timer);
    timer = undefined;
    if (at === undefined || stopped) return;
    const wait = at - clock.now() + AFTER_MS;
    if (wait > LONGEST_WAIT_MS) {
      timer = setTimeout(() => arm(at), LONGEST_WAIT_MS).unref();
      return;
    }
    timer = setTimeout(() => due(at), Math.max(0, wait)).unref();
  };
  return {
    arm,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
