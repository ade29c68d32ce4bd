// The types of targets.mjs, for the test that holds the targets to their one statement (tests/unit/stated-targets.test.ts).
/** The leading number of docs/configuration.md's «Targets» row named `name` (or of `text`'s). */
export function statedTarget(name: string, text?: string): number;
/** The lines of the product's tracked .ts and .tsx files. */
export function productLines(cwd?: URL | string): number;
