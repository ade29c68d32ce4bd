// Types of build-inputs.mjs for the tests that copy the project.
export const BUILD_INPUTS: readonly string[];
