// An upstream call's signal (server/upstream/call-deadline.ts): aborted by its deadline or by
// the visitor leaving, whichever comes first, and tied to neither once the call has ended.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { callDeadline } from '../../server/upstream/call-deadline.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('an upstream call\'s deadline', () => {
  test('when the deadline passes first, then the call\'s signal aborts as a timeout and says the deadline passed', () => {
    vi.useFakeTimers();
    const deadline = callDeadline(500, new AbortController().signal);
    vi.advanceTimersByTime(499);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.signal.reason).toBeInstanceOf(DOMException);
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
    expect(deadline.passed()).toBe(true);
  });

  test('when the visitor leaves first, then the call\'s signal aborts with the caller\'s reason and the deadline has not passed', () => {
    const caller = new AbortController();
    const deadline = callDeadline(60_000, caller.signal);
    caller.abort(new Error('left'));
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as Error).message).toBe('left');
    expect(deadline.passed()).toBe(false);
    deadline.clear();
  });

  test('when the caller has already left, then the call\'s signal starts aborted', () => {
    const caller = new AbortController();
    caller.abort();
    expect(callDeadline(60_000, caller.signal).signal.aborted).toBe(true);
  });

  test('when the call has ended, then neither its deadline nor the caller\'s leaving aborts it, and no timer is left armed', () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const deadline = callDeadline(500, caller.signal);
    deadline.clear();
    expect(vi.getTimerCount()).toBe(0);
    caller.abort();
    vi.advanceTimersByTime(1_000);
    expect(deadline.signal.aborted).toBe(false);
    expect(deadline.passed()).toBe(false);
  });

  test('without a caller\'s signal (a shared read), then only the deadline aborts it', () => {
    vi.useFakeTimers();
    const deadline = callDeadline(100, undefined);
    vi.advanceTimersByTime(100);
    expect(deadline.signal.aborted).toBe(true);
  });
});
