// Which calls of the table a path has the shape of: as many segments as the template,
// every literal segment equal. The values in parameter positions are returned unchecked
// (the proxy checks them by their rules; the demo upstream's handlers judge them as the
// real upstream would). The caller splits the path and decides whether to decode it.
import { CALLS, type CallName } from './calls.js';

const TEMPLATES = (Object.keys(CALLS) as CallName[]).map((name) => ({ name, parts: CALLS[name].template.split('/') }));

/** In table order. `segments` is the path split on `/` (so a leading and trailing ''). */
export function callsShapedLike(segments: readonly string[]) {
  /** Each call with its parameters: name → the segment in its position, in template order. */
  const shaped: { name: CallName; params: Record<string, string> }[] = [];
  for (const { name, parts } of TEMPLATES) {
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = parts.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i];
      params[part.slice(1)] = segments[i]!;
      return true;
    });
    if (fits) shaped.push({ name, params });
  }
  return shaped;
}
