// The preloaded state goes into a <script type="application/json"> block. JSON alone is
// not safe inside HTML: `</script>` would end the block and U+2028/U+2029 break older
// parsers, so & < > and both separators are escaped as \uXXXX (react-router markup.ts).
const UNSAFE = /[&<>\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const UNSAFE_CHARACTERS = Object.keys(ESCAPES);

export function serializeState(state: unknown): string {
  const json = JSON.stringify(state);
  // Nothing to escape (most pages' states): the JSON as it is. A search per character allocates
  // nothing; replace, or a test by the regular expression, made a copy of the whole state.
  return UNSAFE_CHARACTERS.some((ch) => json.includes(ch)) ? json.replace(UNSAFE, (ch) => ESCAPES[ch]!) : json;
}
