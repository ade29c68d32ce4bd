// A log line when a site-wide ceiling refuses calls: the first refusal at once,
// then at most one line per group every `everyMs` with how many were refused since, so a
// flood writes a handful of lines, not one per request.
import type { Logger } from '../observability/log.js';

export function ceilingLog(log: Logger | undefined, everyMs = 10_000): (group: string) => void {
  const lastLine = new Map<string, number>();
  const refusedSince = new Map<string, number>();
  return (group) => {
    if (!log) return;
    const refused = (refusedSince.get(group) ?? 0) + 1;
    const now = Date.now();
    if (now - (lastLine.get(group) ?? -Infinity) < everyMs) {
      refusedSince.set(group, refused);
      return;
    }
    lastLine.set(group, now);
    refusedSince.set(group, 0);
    log.warn({ call: group, refused }, 'site-wide rate limit reached: calls refused for every address over it');
  };
}
