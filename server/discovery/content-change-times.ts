// When each page's content last changed, for the sitemap's lastmod: the modification time
// of its content file in the content folder, read with each content the server takes.
// A kind names its pages' file (its `content.pageFile`: a campaign's campaigns/<id>.json), or
// has its own (PageKindDescriptor.content.own: lovecategory's lovecategory.json); the other pages
// are code and have none.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { PageEntry } from '#server/pages/page-kind.js';

export type ContentChangeTimes = ReadonlyMap<string, number>;

function contentFileOf(contentDir: string, page: PageEntry): string | undefined {
  const file = page.descriptor.content?.pageFile?.path(page) ?? page.descriptor.content?.own?.file;
  return file === undefined ? undefined : path.join(contentDir, file);
}

export function contentChangeTimes(contentDir: string, pages: readonly PageEntry[]): ContentChangeTimes {
  const times = new Map<string, number>();
  for (const page of pages) {
    const file = contentFileOf(contentDir, page);
    // Content given by a test rather than the build has no file: its phase changes alone count.
    const changed = file && statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (changed) times.set(page.id, changed);
  }
  return times;
}
