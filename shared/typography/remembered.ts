// A text step run once per distinct text in a process (Typograf, the hyphenation patterns, a
// text's shown form): pages, contents and upstream answers bring the same texts again and again,
// and a Map lookup costs a small part of the step (an LRU's bookkeeping on every hit cost a render
// more than the lookups it saved: docs/decisions/470-render-below-the-release.md). Bounded by the
// characters of the texts held: past MEMO_CHARS it starts again empty; a text past
// MEMO_TEXT_CHARS is run each time instead of held.
const MEMO_CHARS = 1_000_000;
const MEMO_TEXT_CHARS = 4_000;

/** `run`, remembered per text. */
export function remembered<R>(run: (text: string) => R): (text: string) => R {
  const done = new Map<string, R>();
  let chars = 0;
  return (text) => {
    let result = done.get(text);
    if (result !== undefined) return result;
    result = run(text);
    if (text.length > MEMO_TEXT_CHARS) return result;
    if ((chars += text.length) > MEMO_CHARS) {
      done.clear();
      chars = text.length;
    }
    done.set(text, result);
    return result;
  };
}
