// The call of `hyphen` (its Russian patterns, shared/typography/hyphenate.ts) we make: the
// package ships no types.
declare module 'hyphen/ru' {
  const russian: {
    /** `text` with a soft hyphen (U+00AD) at each place the patterns allow a word to break. */
    hyphenateSync(text: string, options?: { minWordLength?: number }): string;
  };
  export default russian;
}
