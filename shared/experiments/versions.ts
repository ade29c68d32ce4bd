// An experiment's two versions, said once (docs/product.md §12): А, the page's live content, and Б, the page with the
// tested fields changed. The content shape (a decision), the types, the studio, the statistics and the server read them here.

/** The versions, А first. */
export const VERSIONS = ['a', 'b'] as const;

/** A visitor's version: А (the live content) or Б (the variant). */
export type Version = (typeof VERSIONS)[number];

/** Each version as the operator reads it: «Вариант А». */
export const VERSION_LETTERS: Readonly<Record<Version, string>> = { a: 'А', b: 'Б' };

/** Whether a value read from outside (a cookie, a query, a file) names a version. */
export const isVersion = (value: unknown): value is Version => value === 'a' || value === 'b';
