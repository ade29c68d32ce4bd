// A text step run once per distinct text in a process (Typograf, the hyphenation patterns):
// pages, contents and upstream answers bring the same texts again and again, and a lookup
// costs a small part of the step. Bounded by characters held; a text past MEMO_TEXT_CHARS
// is run each time instead of held.
import { LRUCache } from 'lru-cache';

const MEMO_CHARS = 1_000_000;
const MEMO_TEXT_CHARS = 4_000;

/** `run`, remembered per text. */
export function remembered(run: (text: string) => string): (text: string) => string {
  const done = new LRUCache<string, string>({ maxSize: MEMO_CHARS, sizeCalculation: (result, text) => text.length + result.length });
  return (text) => {
    const known = done.get(text);
    if (known !== undefined) return known;
    const result = run(text);
    if (text.length <= MEMO_TEXT_CHARS) done.set(text, result);
    return result;
  };
}
