// Types of studio-build.mjs for the test that bundles Decap's code with the studio's patches.
import type { BuildOptions } from 'esbuild';

export function studioBuildOptions(options: { root: string; out: string; production: boolean }): BuildOptions;
