// THE page registry, made once from the kinds' descriptors (pages/kinds.ts, via pages/route-table.ts) and passed into
// createServer, the content loader and the scripts; no server module imports pages/ (docs/decisions/092-layers.md).
// It holds the fixed pages, the segments a campaign id may not take, the old addresses, the kinds' own files, the
// calls closed when finished, and a content's route table (docs/decisions/090-page-kinds.md). The browser never reads it.
import type { CallName } from '#shared/api/calls.js';
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { CspAdditions, KindContent, KindFiles, KindSources, PageEntry, PageFolder, AnyPageKind } from './page-kind.js';
import { pageRoutes, type PageRedirect, type PageRoutes } from './page-routes.js';
import { SITE_TEXTS_FILE } from '#shared/content/site-texts.js';

/** What a route table is made from: the campaigns, the kinds' folders' entries and own files (each kind's `empty` value when absent). */
export interface TableContent {
  campaigns?: readonly Campaign[];
  /** By kind (server/content/load-content.ts's Content.folders). */
  folders?: Readonly<Record<string, readonly unknown[]>>;
  /** By kind (server/content/load-content.ts's Content.kindFiles). */
  kindFiles?: KindFiles;
}

type TableConfig = KindSources['config'];

/** Before any content is read: the fixed pages are the same whatever it says. */
const NO_CONFIG: TableConfig = { lovecategoryFinished: false };

/** A kind's own content file, with the kind's name; or the site's own (SITE_TEXTS), which every page shows. */
export interface KindContentFile extends KindContent<unknown> {
  kind: string;
  /** The site's own file: every page shows it (a change of it changes them all). */
  everyPage?: true;
  /** Its kind's experiments (PageKindDescriptor.experiment): none, its pages run none. */
  experiment?: AnyPageKind['experiment'];
}

/**
 * The name the site's own texts file goes by among the kinds' files (Content.kindFiles, the
 * studio's forms): the footer's and the 404 page's texts, which belong to no one kind
 * (docs/decisions/108-page-texts-as-content.md). No kind may take it.
 */
export const SITE_TEXTS = SITE_TEXTS_FILE.kind;

/**
 * What the names of the tests' own kinds start with, and no kind of the site's may: a real kind
 * added later never takes a name a test already uses (createPageRegistry's `testKinds`).
 */
const TEST_KIND_PREFIX = 'test-';

/** Refuses a real kind named as a test's and a test's kind named as a real one could be. */
function checkTestKindNames(real: readonly AnyPageKind[], test: readonly AnyPageKind[]): void {
  const taken = real.find(({ kind }) => kind.startsWith(TEST_KIND_PREFIX));
  if (taken) throw new Error(`no page kind may be named "${taken.kind}": "${TEST_KIND_PREFIX}" starts the tests' own kinds`);
  const loose = test.find(({ kind }) => !kind.startsWith(TEST_KIND_PREFIX));
  if (loose) throw new Error(`a test's kind "${loose.kind}" must be named "${TEST_KIND_PREFIX}…"`);
}

/** The pages of a content, their route objects per site and the one matcher over them (page-routes.ts). */
export interface RouteTable extends PageRoutes {
  /** In the order of the kinds: the campaigns (in content order), then the fixed pages. */
  pages: readonly PageEntry[];
  byId(id: string): PageEntry | undefined;
}

export interface PageRegistry {
  /** Every kind, by name (a table lists their pages in that order: the campaigns first). */
  kinds: readonly AnyPageKind[];
  /** The pages that are code, not content (their paths and names hold whatever the content says). */
  fixedPages: readonly PageEntry[];
  /**
   * Segments under /promo/ a campaign id may not take: the fixed pages' ids and the static
   * files' folders (server/routes/static.ts), which are matched before any page.
   */
  reservedSegments: readonly string[];
  redirects: readonly PageRedirect[];
  /** The kinds' own content files, one per kind that declares one (PageKindDescriptor.content.own). */
  contentFiles: readonly KindContentFile[];
  /** The kinds' folders of page files (PageKindDescriptor.content.folder), each with its kind's name. */
  pageFolders: readonly (PageFolder & { kind: string })[];
  /** The /api calls that close (410) once their page's calendar says finished. */
  closedWhenFinished: ReadonlySet<CallName>;
  /** Every kind's CspAdditions, merged: what the site's one policy allows beyond its own. */
  csp: CspAdditions;
  /** The table of the kinds' pages for this content. */
  routeTable(content: TableContent, config?: TableConfig): RouteTable;
}

function entriesOf(kinds: readonly AnyPageKind[], { campaigns = [], kindFiles = {}, folders = {} }: TableContent, config: TableConfig) {
  return kinds.flatMap((descriptor) => {
    const own = descriptor.content?.own;
    const content = own && (descriptor.kind in kindFiles ? kindFiles[descriptor.kind] : own.empty);
    const routes = descriptor.pages({ campaigns, content, entries: folders[descriptor.kind] ?? [], config });
    const withData = routes.some((route) => route.data !== undefined);
    return routes.map((route): PageEntry => {
      // What closes when finished follows the page's dates: a kind with a calendar dates every page.
      if (descriptor.calendar && !route.dates) throw new Error(`the ${descriptor.kind} kind has a calendar, its page ${route.id} no dates`);
      // A kind with data gives it to every page (its parts read it as given: PageEntry.data).
      if (withData && route.data === undefined) {
        throw new Error(`the ${descriptor.kind} kind gives data to some of its pages, not to ${route.id}`);
      }
      return { ...route, data: route.data, kind: descriptor.kind, descriptor };
    });
  });
}

/** The table of `kinds`' pages for this content, with the old addresses `moved` (docs/decisions/270-route-backbone.md). */
function createRouteTable(
  kinds: readonly AnyPageKind[], moved: readonly PageRedirect[], content: TableContent, config: TableConfig,
): RouteTable {
  const pages = entriesOf(kinds, content, config);
  const byId = new Map(pages.map((page) => [page.id, page]));
  return { pages, ...pageRoutes(pages, moved), byId: (id) => byId.get(id) };
}

function mergedCsp(kinds: readonly AnyPageKind[]): CspAdditions {
  const merged = (directive: keyof CspAdditions) => kinds.flatMap((kind) => kind.csp?.[directive] ?? []);
  return { frameSrc: merged('frameSrc'), mediaSrc: merged('mediaSrc'), connectSrc: merged('connectSrc') };
}

/**
 * `siteTexts`: the site's own texts file (the footer's, the 404 page's), declared like a kind's.
 * `testKinds`: a test's own kinds beside the site's, each named `test-…` (TEST_KIND_PREFIX).
 */
export function createPageRegistry(
  descriptors: readonly AnyPageKind[], siteTexts?: KindContent<unknown>, testKinds: readonly AnyPageKind[] = [],
): PageRegistry {
  checkTestKindNames(descriptors, testKinds);
  const kinds = [...descriptors, ...testKinds].toSorted((a, b) => a.kind.localeCompare(b.kind));
  if (kinds.some((descriptor) => descriptor.kind === SITE_TEXTS)) throw new Error(`no page kind may be named "${SITE_TEXTS}"`);
  // A kind's selectors read its file and its state on its pages: their keys name the kind that declares them.
  const keys = [...kinds.flatMap(({ kind, content }) => [content?.own?.key, content?.state?.key].map((key) => ({ kind, key }))),
    { kind: SITE_TEXTS, key: siteTexts?.key }];
  for (const { kind, key } of keys) {
    const part = key?.part === 'content' ? 'content file' : 'state';
    if (key && key.kind !== kind) throw new Error(`the ${kind} kind's ${part} is keyed for the ${key.kind} kind`);
  }
  // Made from no campaign: the pages a kind makes of campaigns are not among them.
  const fixedPages = entriesOf(kinds, {}, NO_CONFIG);
  const redirects = fixedPages.flatMap((page) => (page.descriptor.redirects ?? []).map((redirect) => ({ ...redirect, page })));
  return {
    kinds,
    fixedPages,
    reservedSegments: [...fixedPages.map((page) => page.id), 'static', 'assets', 'download'],
    redirects,
    contentFiles: [
      ...kinds.flatMap(({ kind, content, experiment }) =>
        (content?.own ? [{ kind, ...content.own, ...experiment ? { experiment } : {} }] : [])),
      ...(siteTexts ? [{ kind: SITE_TEXTS, ...siteTexts, everyPage: true as const }] : []),
    ],
    pageFolders: kinds.flatMap(({ kind, content }) => (content?.folder ? [{ kind, ...content.folder }] : [])),
    closedWhenFinished: new Set(kinds.flatMap((kind) => kind.calendar?.closedWhenFinished ?? [])),
    csp: mergedCsp(kinds),
    routeTable: (content, config = NO_CONFIG) => createRouteTable(kinds, redirects, content, config),
  };
}
