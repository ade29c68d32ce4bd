// The parameters step of the proxy: the query keys a call forwards, each checked by its
// rule; any other key is dropped, so nothing the table does not name reaches the upstream.
import { callEntry, type CallName } from '#shared/api/calls.js';
import { PARAM_RULES } from './param-rules.js';
import { accepted, refused, type Checked } from './refusal.js';

export function forwardedQuery(name: CallName, query: Record<string, unknown>): Checked<Record<string, string>> {
  const forwarded: Record<string, string> = {};
  for (const [key, { rule, required }] of Object.entries(callEntry(name).query ?? {})) {
    const value = query[key];
    if (value === undefined) {
      if (required) return refused('invalid', `Query parameter ${key} is required`);
      continue;
    }
    if (typeof value !== 'string' || !PARAM_RULES[rule](value)) return refused('invalid', `Query parameter ${key} is invalid`);
    forwarded[key] = value;
  }
  return accepted(forwarded);
}
