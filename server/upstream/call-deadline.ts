// One upstream call's signal: aborted when its deadline passes or when the caller's signal
// (the visitor leaving) aborts, whichever comes first; cleared as soon as the call ends.
// AbortSignal.timeout joined by AbortSignal.any did the same, but each call then left a timer
// armed for the whole timeout and two signals tied together by weak references and a
// finalizer: on Node 20 the garbage collector's work per personal call (docs/performance.md).
export function callDeadline(timeoutMs: number, caller: AbortSignal | undefined) {
  const controller = new AbortController();
  let passed = false;
  const timer = setTimeout(() => {
    passed = true;
    controller.abort(new DOMException('The upstream call timed out', 'TimeoutError'));
  }, timeoutMs);
  const follow = () => controller.abort(caller!.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    /** The deadline passed (the call was aborted for it, not for the caller). */
    passed: () => passed,
    /** The call ended: its timer and its listener on the caller's signal go. */
    clear() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}
