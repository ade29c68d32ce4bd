// Our own number formatting: Intl output differs between Node's and the browser's ICU
// versions (U+00A0 vs U+202F as the group separator), which would break hydration.
const NBSP = '\u00a0';

export function formatNumber(value: number, fractionDigits = 0): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${value < 0 ? '−' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** Roubles: kopecks only when there are any ("1 843 200,50", "1 520 000"). */
export function formatRoubles(value: number): string {
  return formatNumber(value, Number.isInteger(value) ? 0 : 2);
}

/** `tel:` wants digits only, with the leading plus: "+7 (812) 334-88-88" → "tel:+78123348888". */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D+/g, '')}`;
}
