// Our own number formatting: Intl output differs between Node's and the browser's ICU
// versions (U+00A0 vs U+202F as the group separator), which would break hydration.
const NBSP = '\u00a0';

export function formatNumber(value: number, fractionDigits = 0): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const point = fractionDigits > 0 ? fixed.length - fractionDigits - 1 : fixed.length;
  let whole = fixed.slice(0, point % 3 || 3); // groups by slices: a lookahead regex cost 4× as much
  for (let end = whole.length; end < point; end += 3) whole += NBSP + fixed.slice(end, end + 3);
  return `${value < 0 ? '−' : ''}${whole}${fractionDigits > 0 ? `,${fixed.slice(point + 1)}` : ''}`;
}

/** Roubles: kopecks only when there are any ("1 843 200,50", "1 520 000"). */
export function formatRoubles(value: number): string {
  return formatNumber(value, Number.isInteger(value) ? 0 : 2);
}

/** `tel:` wants digits only, with the leading plus: "+7 (812) 334-88-88" → "tel:+78123348888". */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D+/g, '')}`;
}
