// When each page's content last changed, for the sitemap's lastmod: the modification time
// of its content file in the content folder, read with each content the server takes.
// A kind names its pages' file (its `content.pageFile`: a campaign's campaigns/<id>.json), or
// has its own (PageKindDescriptor.content.own: lovecategory's lovecategory.json). The site's own
// file (content/site.json: the footer) is every page's, so every page, a page of a kind that is
// code too, changed when it did (its render shows the new footer).
import { statSync } from 'node:fs';
import path from 'node:path';
import type { PageEntry } from '#server/pages/page-kind.js';

export type ContentChangeTimes = ReadonlyMap<string, number>;

function contentFileOf(contentDir: string, page: PageEntry): string | undefined {
  const { pageFile, own } = page.descriptor.content ?? {};
  const file = pageFile ? `${pageFile.folder}/${page.id}.json` : own?.file;
  return file === undefined ? undefined : path.join(contentDir, file);
}

/** The file's modification time; none when it is not there. */
const changedAt = (file: string | undefined) => (file === undefined ? undefined : statSync(file, { throwIfNoEntry: false })?.mtimeMs);

/** `everyPage`: the files every page shows (the registry's everyPage files), relative to `contentDir`. */
export function contentChangeTimes(contentDir: string, pages: readonly PageEntry[], everyPage: readonly string[] = []): ContentChangeTimes {
  const shared = everyPage.map((file) => changedAt(path.join(contentDir, file)));
  const times = new Map<string, number>();
  for (const page of pages) {
    // Content given by a test rather than the build has no file: its phase changes alone count.
    const changes = [changedAt(contentFileOf(contentDir, page)), ...shared].filter((at): at is number => at !== undefined && at > 0);
    if (changes.length > 0) times.set(page.id, Math.max(...changes));
  }
  return times;
}
