// Matches a browser path under /api against the call table. Segments are decoded one by
// one; a segment that fails to decode or decodes to a slash, a backslash, `.` or `..`
// matches nothing, so `%2F` and dot-segments can never steer the upstream path.
import { CALLS, type CallName, type CallSpec } from './calls.js';

export type CallMatch =
  | { kind: 'match'; name: CallName; spec: CallSpec<unknown>; params: Record<string, string> }
  | { kind: 'bad-param'; name: CallName; param: string }
  | { kind: 'none' };

function decodeSegments(path: string): string[] | undefined {
  const raw = path.split('/');
  const decoded: string[] = [];
  for (const segment of raw) {
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
  if (!segments) return { kind: 'none' };
  let badParam: CallMatch | undefined;
  for (const [name, spec] of Object.entries(CALLS) as [CallName, CallSpec<unknown>][]) {
    if (spec.method !== method) continue;
    const template = spec.template.split('/');
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let fits = true;
    let failed: string | undefined;
    template.forEach((part, i) => {
      const value = segments[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = value;
        if (!failed && !spec.params[part.slice(1)]!(value)) failed = part.slice(1);
      } else if (part !== value) fits = false;
    });
    if (!fits) continue;
    // Parameters that are each known but do not belong together name no call at all.
    if (!failed && spec.paramsTogether && !spec.paramsTogether(params)) continue;
    if (!failed) return { kind: 'match', name, spec, params };
    badParam ??= { kind: 'bad-param', name, param: failed };
  }
  return badParam ?? { kind: 'none' };
}
