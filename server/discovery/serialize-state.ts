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

export function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(UNSAFE, (ch) => ESCAPES[ch]!);
}
