// The call of `hyphen` (its Russian patterns, shared/typography/hyphenate.ts) we make: the
// package ships no types. Named by its file: the package has no `exports`, so `hyphen/ru` is a
// directory import, which the built server's ESM cannot load.
declare module 'hyphen/ru/index.js' {
  const russian: {
    /** `text` with a soft hyphen (U+00AD) at each place the patterns allow a word to break. */
    hyphenateSync(text: string, options?: { minWordLength?: number }): string;
  };
  export default russian;
}
