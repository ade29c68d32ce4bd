// Types of shared-libraries.mjs for the bundle's budget test (tests/slow/bundle-budget.test.ts).
export const SHARED_LIBRARIES: Readonly<Record<string, '*' | readonly string[]>>;
export const SHARED_LIBRARIES_PREFIX: string;
/** The name the shared chunk exports the `j`th name of the `i`th specifier as. */
export function exportedAs(i: number, j: number): string;
