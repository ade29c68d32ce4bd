// The visit pass's address (docs/decisions/121-visit-pass.md): the islands ask for it once
// a page, when the visitor first focuses a form field or before their first call, and the
// server answers with the pass as a cookie that every later call of the page carries by
// itself.
export const VISIT_PASS_PATH = '/api/pass';
