// A step run once per distinct string in a process (Typograf, the hyphenation patterns, a text's shown form, a
// photo's base64url, an accent's shades): pages, contents and upstream answers bring the same strings again and
// again, and a Map lookup costs a small part of the step (docs/decisions/930-render-past-the-release.md). Bounded
// by the characters of the texts held (past MEMO_CHARS it starts again empty); a text past MEMO_TEXT_CHARS is run
// each time instead of held.
const MEMO_CHARS = 1_000_000;
const MEMO_TEXT_CHARS = 4_000;

/** `run`, remembered per text. */
export function remembered<R>(run: (text: string) => R): (text: string) => R {
  let done = new Map<string, R>();
  let chars = 0;
  return (text) => {
    const known = done.get(text);
    if (known !== undefined) return known;
    const result = run(text);
    if (text.length > MEMO_TEXT_CHARS) return result;
    if ((chars += text.length) > MEMO_CHARS) [done, chars] = [new Map(), text.length];
    done.set(text, result);
    return result;
  };
}
