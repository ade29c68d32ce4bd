// Matches a browser path under /api against the shared call table. Segments are decoded
// one by one; a segment that fails to decode or decodes to a slash, a backslash, `.` or
// `..` matches nothing, so `%2F` and dot-segments can never steer the upstream path.
import { callEntry, type CallName } from '#shared/api/calls.js';
import { callsShapedLike } from '#shared/api/call-shape.js';
import { PARAM_RULES, PARAMS_TOGETHER_RULES } from './param-rules.js';

export type CallMatch =
  | { outcome: 'match'; name: CallName; params: Record<string, string> }
  | { outcome: 'bad-param'; name: CallName; param: string }
  | { outcome: 'none' };

function decodeSegments(path: string): string[] | undefined {
  const decoded: string[] = [];
  for (const segment of path.split('/')) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (/[/\\]/.test(value) || value === '.' || value === '..') return undefined;
    decoded.push(value);
  }
  return decoded;
}

export function matchCall(method: string, path: string): CallMatch {
  const segments = decodeSegments(path);
  if (!segments) return { outcome: 'none' };
  let badParam: CallMatch | undefined;
  for (const { name, params } of callsShapedLike(segments)) {
    const entry = callEntry(name);
    if (entry.method !== method) continue;
    const failed = Object.keys(params).find((param) => !PARAM_RULES[entry.params[param]!](params[param]!));
    if (failed === undefined) {
      // Parameters that are each known but do not belong together name no call at all.
      if (entry.paramsTogether && !PARAMS_TOGETHER_RULES[entry.paramsTogether](params)) continue;
      return { outcome: 'match', name, params };
    }
    badParam ??= { outcome: 'bad-param', name, param: failed };
  }
  return badParam ?? { outcome: 'none' };
}
