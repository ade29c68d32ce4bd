// The visit pass's address (docs/decisions/121-visit-pass.md): the islands ask for it once
// a page, before their first personal call, and the server answers with the pass as a
// cookie that every later call of the page carries by itself.
import { BROWSER_CALL_TEMPLATES } from './browser-calls.js';

export const VISIT_PASS_PATH = '/api/pass';

/** How long a pass holds: a visit's length, short enough that a pass handed on soon goes stale. */
export const VISIT_PASS_LIFETIME_S = 30 * 60;

/**
 * The paths of the public reads the browser makes (a city's business info, the one browser
 * call marked publicData in calls.ts; tests/unit/visit-pass.test.ts holds the two together):
 * they need no pass, so a page that only reads public data never asks for one. A constant,
 * not a filter of the call table, so the islands chunks carry no table.
 */
export const PUBLIC_BROWSER_READS: readonly string[] = [BROWSER_CALL_TEMPLATES.businessInfo.replace(/:.*/, '')];
