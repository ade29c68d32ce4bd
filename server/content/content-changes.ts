// Which pages new content changes, so the render cache drops those and keeps the rest: a
// page that came or went, one whose content as its kind shows it changed (its kind's own
// content file, PageKindDescriptor.content.own, and its page's own file, content.pageFile: a campaign's file and
// raster banner), every page when the site's own texts changed (the footer), and a page that
// lists the others (the hub) whenever any of them did or their order changed, and a campaign's
// page whose experiments changed (its versions' pages: server/experiments/running.ts). Drafts change
// no public page.
import type { PageEntry } from '../pages/page-kind.js';
import type { PageRegistry } from '../pages/page-registry.js';
import type { Config } from '../config.js';
import type { PreparedContent } from './site-content.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Prepared = Pick<PreparedContent, 'content'> & { banners?: PreparedContent['banners'] };

export function changedPageIds(
  registry: Pick<PageRegistry, 'routeTable' | 'contentFiles'>, before: Prepared, after: Prepared,
  config?: Pick<Config, 'lovecategoryFinished'>,
): Set<string> {
  const pagesBefore = registry.routeTable(before.content, config).pages;
  const pagesAfter = registry.routeTable(after.content, config).pages;
  const shownBefore = new Map(pagesBefore.map((page) => [page.id, page]));
  const everyPage = registry.contentFiles.filter((file) => file.everyPage).map((file) => file.kind);
  const shown = (page: PageEntry, { content, banners }: Prepared) => [
    page.descriptor.content?.own && content.kindFiles[page.kind], page.descriptor.content?.pageFile?.shown(page, banners),
    page.descriptor.content?.shows?.map((file) => content.kindFiles[file.kind]),
    everyPage.map((kind) => content.kindFiles[kind]),
    content.experiments?.filter((experiment) => experiment.page === page.id),
  ];
  const changed = new Set<string>();
  for (const page of pagesAfter) {
    const old = shownBefore.get(page.id);
    if (!old || !same(shown(old, before), shown(page, after))) changed.add(page.id);
  }
  const order = (pages: readonly PageEntry[]) => pages.map((page) => page.id);
  const idsAfter = new Set(order(pagesAfter));
  for (const page of pagesBefore) if (!idsAfter.has(page.id)) changed.add(page.id);
  if (changed.size > 0 || !same(order(pagesBefore), order(pagesAfter))) {
    for (const page of pagesAfter) if (page.descriptor.content?.listsPages) changed.add(page.id);
  }
  return changed;
}
