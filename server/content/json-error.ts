// A content file that is not JSON, said so an editor can go to the place: the line and
// column of the first character the parser could not take (docs/content.md). V8 gives the
// position for most faults but not for an unexpected token; then the place is found as the
// shortest start of the text that already fails for a reason other than ending too soon.
const ENDS_TOO_SOON = /end of JSON input|Unterminated/;

function parseError(text: string): Error | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

/** Where in `text` its parse fails: an offset, or the text's length when it only ends too soon. */
function failingOffset(text: string, error: Error): number {
  const at = /at position (\d+)/.exec(error.message);
  if (at && !ENDS_TOO_SOON.test(error.message)) return Number(at[1]);
  if (ENDS_TOO_SOON.test(error.message)) return text.length;
  let low = 1;
  let high = text.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const failure = parseError(text.slice(0, middle));
    if (failure && !ENDS_TOO_SOON.test(failure.message)) high = middle;
    else low = middle + 1;
  }
  return high - 1;
}

/** The message of a JSON syntax error in Russian, with its line and column (1-based). */
export function jsonErrorMessage(text: string, error: Error): string {
  const offset = failingOffset(text, error);
  const lines = text.slice(0, offset).split('\n');
  const where = `строка ${lines.length}, столбец ${lines.at(-1)!.length + 1}`;
  return offset >= text.trimEnd().length
    ? `не читается как JSON: файл обрывается (${where}) — не хватает закрывающей скобки или кавычки`
    : `не читается как JSON: ошибка, ${where} (лишняя или пропущенная запятая, кавычка или скобка)`;
}
