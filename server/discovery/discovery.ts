// What the discovery parts (head tags, robots.txt, sitemaps) know, assembled once at
// start-up: the configured public origins, the build's link-preview pictures, and the
// route table they describe.
import path from 'node:path';
import { PAGES, type PageEntry } from '#shared/pages/registry.js';
import type { Config } from '../config.js';
import type { PublicOrigins } from './public-location.js';
import { readPreviewImages, type PreviewImages } from './preview-images.js';

export interface Discovery {
  origins: PublicOrigins;
  previewImages: PreviewImages;
  /** Every page of the route table. */
  pages: readonly PageEntry[];
  pageById(id: string): PageEntry | undefined;
}

export function createDiscovery(config: Config, distDir: string): Discovery {
  return {
    origins: config.publicOrigins,
    previewImages: readPreviewImages(path.join(distDir, 'preview-images.json')),
    pages: PAGES,
    pageById: (id) => PAGES.find((page) => page.id === id),
  };
}
