// The types of pin-images.mjs, for the test that runs it (tests/deploy/image-digests.test.ts).
export interface PinnedImage { name: string; tag: string; digest: string; command: string; output: string }
/** Resolves every image's tag with crane (`crane`: its binary) and writes the kustomization's `images:` and the lock. */
export function pinImages(dir?: string, crane?: string): PinnedImage[];
/** What is wrong with the digests under `deploy` (deploy/ by default): each must be in the lock crane's answers wrote. */
export function digestProblems(deploy?: string): string[];
