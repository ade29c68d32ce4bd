// Types of preview-images.mjs for its test (the build scripts run as plain Node ESM).

export interface PreviewImageEntry { file: string; width: number; height: number; alt: string }

export function buildPreviewImages(places: { root: string; out: string }): Record<string, PreviewImageEntry>;
