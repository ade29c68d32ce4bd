// The CRC-32 of bytes joined after others, from the CRC-32 of each part: zlib's crc32_combine
// (its multiplication modulo the CRC's polynomial, in the reflected bit order CRC-32 uses),
// which node:zlib does not expose. A stored page's pieces are counted once
// (written-in.ts), so a refusal's gzip counts only the visitor's words, not the whole page again.

/** CRC-32's polynomial, reflected. */
const POLYNOMIAL = 0xedb88320;
const TOP_BIT = 0x80000000;

/** a × b modulo the polynomial (both reflected: bit 31 holds x⁰). */
function timesModP(a: number, b: number): number {
  let product = 0;
  for (let bit = TOP_BIT; bit !== 0; bit >>>= 1) {
    if ((a & bit) !== 0) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31 (x¹ is bit 30). */
const X_TO_POWERS_OF_TWO = (() => {
  const table: number[] = [];
  let power = 0x40000000;
  for (let k = 0; k < 32; k++) {
    table.push(power);
    power = timesModP(power, power);
  }
  return table;
})();

/** What moves a CRC past `length` bytes: x^(8·length) modulo the polynomial (zlib's x2nmodp). */
export function shiftPast(length: number): number {
  let shift = TOP_BIT;
  for (let k = 3, n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) shift = timesModP(X_TO_POWERS_OF_TWO[k % 32]!, shift);
  }
  return shift;
}

/** The CRC-32 of A followed by B, from crc32(A), crc32(B) and shiftPast(B's length). */
export const crc32After = (crcBefore: number, crcOfPart: number, shiftOfPart: number): number =>
  (timesModP(shiftOfPart, crcBefore) ^ crcOfPart) >>> 0;
