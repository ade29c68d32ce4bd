// The types of check-manifests.mjs, for the test that runs it (tests/deploy/kubernetes-manifests.test.ts).
/** What is wrong with the API objects of one YAML file's text, each line naming `name`. */
export function manifestProblems(name: string, text: string): Promise<string[]>;
/** Every manifest file of deploy/kubernetes (or `dir`), checked. */
export function deployProblems(dir?: string): Promise<string[]>;
