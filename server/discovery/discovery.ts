// What the discovery parts (head tags, robots.txt, sitemaps) know, assembled with the app
// (at start-up and for each new content): the configured public origins, the build's link-preview pictures, and the
// content they describe (the route table, the calendar and its clock).
import path from 'node:path';
import type { PageEntry } from '#server/pages/page-kind.js';
import type { Config } from '../config.js';
import type { SiteContent } from '../content/site-content.js';
import { readPreviewImages } from './preview-images.js';
import { contentChangeTimes } from './content-change-times.js';

export type Discovery = ReturnType<typeof createDiscovery>;

export function createDiscovery(config: Config, distDir: string, site: SiteContent) {
  return {
    origins: config.publicOrigins,
    previewImages: readPreviewImages(path.join(distDir, 'preview-images.json')),
    site,
    /** When each page's content file last changed (the sitemap's lastmod). */
    contentChanged: contentChangeTimes(
      site.contentDir, site.routes.pages, site.registry.contentFiles.filter((file) => file.everyPage).map((file) => file.file),
    ),
    pageById: (id: string): PageEntry | undefined => site.routes.pages.find((page) => page.id === id),
  };
}
