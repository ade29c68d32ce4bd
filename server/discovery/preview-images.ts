// The link-preview pictures the build rendered (scripts/build/preview-images.mjs):
// dist/preview-images.json, read once at start-up. A page with a banner of its own
// (`content/banners/<campaign>-large.svg`, `public/banners/<page>-large.svg`) has its
// picture under its id; a page whose kind asks for the business art (law, sert:
// PageKindDescriptor.discovery.previewArt) gets that one, every other page the site-wide one.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { PageEntry } from '#server/pages/page-kind.js';

const SITE_PREVIEW = 'site';
const BUSINESS_PREVIEW = 'business';

const previewImageSchema = z.object({
  /** Relative to dist/client/, served under `<base>assets/`. */
  file: z.string().regex(/^og\/[\w.-]+\.png$/),
  width: z.int().positive(),
  height: z.int().positive(),
  alt: z.string(),
});
const manifestSchema = z
  .record(z.string(), previewImageSchema)
  .refine((images) => SITE_PREVIEW in images && BUSINESS_PREVIEW in images, 'the site-wide or the business picture is missing');

export type PreviewImage = z.infer<typeof previewImageSchema>;
export type PreviewImages = Readonly<Record<string, PreviewImage>>;

export function readPreviewImages(manifestPath: string): PreviewImages {
  return manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
}

export function previewImageOf(images: PreviewImages, page: PageEntry): PreviewImage {
  return images[page.id] ?? images[page.descriptor.discovery?.previewArt === 'business' ? BUSINESS_PREVIEW : SITE_PREVIEW]!;
}
