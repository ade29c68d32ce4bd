// What the discovery parts (head tags, robots.txt, sitemaps) know, assembled with the app
// (at start-up and for each new content): the configured public origins, the build's link-preview pictures, and the
// content they describe (the route table, the calendar and its clock).
import path from 'node:path';
import type { PageEntry } from '#server/pages/page-kind.js';
import type { Config } from '../config.js';
import type { SiteContent } from '../content/site-content.js';
import type { PublicOrigins } from '../pages/public-location.js';
import { readPreviewImages, type PreviewImages } from './preview-images.js';
import { contentChangeTimes, type ContentChangeTimes } from './content-change-times.js';

export interface Discovery {
  origins: PublicOrigins;
  previewImages: PreviewImages;
  site: SiteContent;
  /** When each page's content file last changed (the sitemap's lastmod). */
  contentChanged: ContentChangeTimes;
  pageById(id: string): PageEntry | undefined;
}

export function createDiscovery(config: Config, distDir: string, site: SiteContent): Discovery {
  return {
    origins: config.publicOrigins,
    previewImages: readPreviewImages(path.join(distDir, 'preview-images.json')),
    site,
    contentChanged: contentChangeTimes(
      site.contentDir, site.routes.pages, site.registry.contentFiles.filter((file) => file.everyPage).map((file) => file.file),
    ),
    pageById: (id) => site.routes.pages.find((page) => page.id === id),
  };
}
