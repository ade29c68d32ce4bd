// siphash24 ships no types: the one call visitor-ids.ts makes.
declare module 'siphash24' {
  /** SipHash-2-4 of `input` with a 16-byte `key`, into `out` (8 bytes); `noAssert` skips the length checks. */
  function siphash24(input: Uint8Array, key: Uint8Array, out?: Uint8Array, noAssert?: boolean): Uint8Array;
  export default siphash24;
}
