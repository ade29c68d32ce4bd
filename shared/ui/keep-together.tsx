// Text whose line must not break inside a sum ("100 000 ₽", "50 000 рублей": the ₽ alone
// on the next line). The characters stay as written: each sum is wrapped in a nowrap span. A
// hyphenated name of the page («Петрович-Торговый») is kept whole by its box
// (shared/typography/hyphen-marks.ts). A phone number breaks, if it must, only between its code
// and its number (`phoneKept`).
import type { ReactNode } from 'react';

const SUMS = new RegExp(String.raw`(\d{1,3}(?:[ \u00a0]\d{3})+[ \u00a0](?:₽|руб(?:лей|ля|ль)?\.?))`);

export function keepTogether(text: string): ReactNode[] {
  return text
    .split(SUMS)
    .map((part, i) => (i % 2 === 1 ? <span key={i} className="nowrap">{part}</span> : part))
    .filter((part) => part !== '');
}

/** «+7 (812) 334-88-88» as shown: the code held by no-break spaces, the number by a span that never wraps (not even at the hyphens). */
export function phoneKept(phone: string): ReactNode[] {
  const [, code = '', number = phone] = /^(.*?)\s*([\d-]+)$/.exec(phone) ?? [];
  const held = <span key="number" className="keep-figure">{number}</span>;
  return code ? [code.replaceAll(' ', '\u00a0'), ' ', held] : [held];
}
