// The visit pass's address (docs/decisions/121-visit-pass.md): the islands ask for it once
// a page, before their first personal call, and the server answers with the pass as a
// cookie that every later call of the page carries by itself.
import { CALLS, type CallEntry } from './calls.js';

export const VISIT_PASS_PATH = '/api/pass';

/**
 * The paths of the public reads the browser makes (a city's business info): they need no
 * pass, so a page that only reads public data never asks for one.
 */
export const PUBLIC_BROWSER_READS: readonly string[] = (Object.values(CALLS) as CallEntry[])
  .filter((entry) => entry.browser === true && entry.publicData === true)
  .map((entry) => entry.template.slice(0, entry.template.indexOf(':')));
