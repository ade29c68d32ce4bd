// Types of preview-images.mjs for its test (the build scripts run as plain Node ESM).

export interface PreviewImageEntry { file: string; width: number; height: number; alt: string }

/** `contentDir`: where the campaigns' banners are (default `<root>/content`). */
export function buildPreviewImages(places: { root: string; out: string; contentDir?: string }): Record<string, PreviewImageEntry>;
