// What a page kind is: everything the server knows about one kind of page, in one
// descriptor in the kind's own folder (pages/<kind>/kind.ts, registered in pages/kinds.ts),
// so that no other module asks which kind a page is (docs/decisions/090-page-kinds.md).
// The folder also holds the kind's client entry (pages/<kind>/client.tsx: its CSS and
// islands, built by build.mjs under the folder's name) and what only the kind uses.
import type { ComponentType } from 'react';
import type { Organization, Thing, WebPage } from 'schema-dts';
import type { z } from 'zod';
import type { CallName } from '#shared/api/calls.js';
import { emptyOf } from '#shared/content/empty-value.js';
import type { Campaign, FileValue } from '#shared/content/campaign-schema.js';
import type { CalendarDates, CampaignPhase, ShownPhase } from '#shared/content/calendar.js';
import type { Site } from '#shared/pages/sites.js';
import type { AppStore } from '#shared/store/make-store.js';
import type { PageState } from '#shared/store/slices/page.js';
import type { HubEntry } from '#shared/store/slices/hub-entry.js';
import type { Config } from '../config.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { RegionLookup } from '../upstream/region-lookup.js';
import type { RasterBanner } from '#shared/ui/banner.js';
import type { PublicLocation, PublicOrigins } from './public-location.js';

/** What every page is, whatever its kind. */
interface PageFacts {
  /** A fixed page's id is its kind's name; a campaign's is its content file's name. */
  id: string;
  /** Canonical path per site; a site without a path does not serve the page. */
  paths: Partial<Record<Site, string>>;
  /** Its own name, the headline without the site's (pageHead): what the 404 page lists it by where the site's file does not name it. */
  name: string;
  /** The browser tab's: its name and the site's (withSiteName). */
  title: string;
  description: string;
  /** The page's calendar (docs/product.md §4): its phase follows these dates; none, always shown. */
  dates?: CalendarDates;
}

/**
 * Picks a part of a kind's type by one of its type parameters `T`: `Some` when the kind
 * declares `T` (it has the thing), `None` when it leaves `T` undefined (it has none), `Any`
 * when `T` is left open, as the registry holds every kind (AnyPageKind). This is what types a
 * pair together: a kind with data gives it to every page; a kind with a variant resolves it
 * and its loader gets it; a kind with a content file declares it and its pages get its value.
 */
type Paired<T, Some, None, Any> = unknown extends T ? Any : [T] extends [undefined] ? None : Some;

/**
 * A page as its kind lists it, with `data`: what the kind made it from (a campaign's file),
 * typed by the kind (PageKindDescriptor's `D`): required on every page of a kind with data,
 * absent on those of a kind without.
 */
export type PageRoute<D = undefined> = PageFacts & Paired<D, { data: D }, { data?: undefined }, { data?: unknown }>;

/** One page of the route table: its kind's route, with the kind and its descriptor. */
export interface PageEntry<D = unknown> extends PageFacts {
  /** What its kind made it from (PageRoute); undefined for a kind without data. */
  data: D;
  kind: string;
  /** The kind's descriptor: what the server does with pages of this kind. */
  descriptor: AnyPageKind;
}

/**
 * A kind's own content file (docs/content.md), declared once in its folder
 * (pages/<kind>/kind.ts): the loader reads and checks it, the watcher sees it change, its
 * JSON Schema is written from `schema`, the render cache drops the kind's pages when its
 * value changes, the sitemap dates them by it, and a page's state carries it as
 * `page.content`. pages/content-files.ts lists every kind's.
 */
export interface KindContent<T> {
  /** Its path in the content folder ('lovecategory.json'); the JSON Schema is written beside it as `<name>.schema.json`. */
  file: string;
  /** Checks the file's JSON (its `$schema` link allowed: kindFileSchema); what passes, less the link, is the value. */
  schema: z.ZodType<{ $schema?: string }>;
  /** The JSON Schema's title, for the editors (Russian). */
  title: string;
  /** The studio's name of its form (Russian); its fields' labels are the schema's titles. */
  form: string;
  /** What the kind's pages are made from before any content is read (their ids and paths never depend on it): derived from `schema`. */
  empty: T;
}

/** Declares a kind's content file: the value its pages and state get is what `schema` checks; its empty value is the schema's. */
export const kindContent = <S extends z.ZodType<{ $schema?: string }>>(
  declared: { file: string; schema: S; title: string; form: string },
): KindContent<FileValue<S>> => ({ ...declared, empty: emptyOf(declared.schema) });

/** What the route table is built from: the content, and the configuration a kind's pages read. */
export interface KindSources<C = unknown> {
  /** The campaigns (content/campaigns/), for the kind made of them. */
  campaigns: readonly Campaign[];
  /** The kind's own content file's value (PageKindDescriptor.content.own); undefined for a kind without one. */
  content: C;
  config: Pick<Config, 'lovecategoryFinished'>;
}

/**
 * The operator's settings a page's loaders show, and nothing else of the configuration: no
 * credentials, addresses or limits reach a loader (server/render/page-renderer.ts picks them).
 */
export type LoaderConfig = Pick<Config, 'supportPhones' | 'feedbackCallbackTopic'>;

/**
 * What a page loader may know about the request: facts, not req/res, so a loader runs without
 * Express. `V`: what tells one variant of the kind's page from another (PageVariant), when it
 * has variants; `D`: the page's data.
 */
export interface LoaderContext<V = unknown, D = unknown> {
  upstream: UpstreamClient;
  /** The visitor's region, cached by network apart from the page data. */
  regions: RegionLookup;
  config: LoaderConfig;
  page: PageEntry<D>;
  /** The request's instant (epoch ms, the calendar's clock) and the page's phase at it. */
  instant: number;
  phase: CampaignPhase;
  visitorIp: string | undefined;
  query: Record<string, unknown>;
  cookies: Record<string, string | undefined>;
  /**
   * Aborted when the visitor leaves before their answer (server/request/visitor-left.ts): for
   * this visitor's own calls only (getCall passes it with a personal call; a public read is
   * shared by every visitor and a render by every request waiting on it, and never carries it).
   */
  signal: AbortSignal;
  /**
   * The page's variant, resolved before the render-cache lookup, so the page renders exactly
   * the variant of its key: a kind with a variant always has it here; a kind without, undefined.
   */
  variant: V;
  /** Another page's path on `site` (the route table's), for the links a page renders. */
  pathOf(pageId: string, site: Site): string | undefined;
}

/** Loads a page's data into its store by dispatching events; upstream failures are recorded, never thrown. */
export type PageLoader<V = unknown, D = unknown> = (store: AppStore, ctx: LoaderContext<V, D>) => Promise<void>;

/** A visitor's variant of a page (PageVariant.resolve). */
export interface ResolvedVariant<V> {
  /** Its render-cache key. */
  key: string;
  /** The context the loader then renders from: the request's, with the variant. */
  ctx: LoaderContext<V>;
  /** The length of the cities list it was chosen from (the render cache holds `count` of them). */
  cityCount: number;
}

/**
 * Pages that differ per visitor resolve what makes their variant (`V`) before the render-cache
 * lookup, from the request's facts and cookies: the page's routes parse cookies for a kind with
 * a variant and for no other (server/request/with-cookies.ts).
 */
export interface PageVariant<V = unknown> {
  resolve(ctx: LoaderContext): Promise<ResolvedVariant<V>>;
  /** How many variants a page has for a cities list of `cityCount` (the render cache's size). */
  count(cityCount: number): number;
  /**
   * The page shows the cookie notice until its visitor's variant says they consented, and takes
   * the notice's POST (server/forms/cookie-consent.ts): only a page whose variant carries the
   * consent can show it, or a stored copy would show one visitor's answer to another.
   */
  cookieNotice?: true;
}

/** The kinds' own content files' values, by kind (server/content/load-content.ts's Content.kindFiles). */
export type KindFiles = Readonly<Record<string, unknown>>;

/** What a kind reads of the content served (server/content/site-content.ts's SiteContent is one). */
export interface SiteView {
  routes: { pages: readonly PageEntry[] };
  calendar: { phaseOf(page: PageEntry, instant: number): CampaignPhase };
  /** A campaign's raster banner, encoded; none for SVG banners. */
  bannerOf(campaignId: string): RasterBanner | undefined;
  /** The kinds' own content files served, by kind (a hub card may read its kind's words); the kinds whose file never passed. */
  content: { kindFiles: KindFiles; neverGood?: readonly string[] };
}

/**
 * The page's kind's own file has never passed in this process (server/content/load-content.ts):
 * the page answers 503 and no hub or sitemap lists it (docs/decisions/357-kind-never-good-is-busy.md).
 */
export const kindNeverGood = (site: Pick<SiteView, 'content'>, page: Pick<PageEntry, 'kind'>): boolean =>
  site.content.neverGood?.includes(page.kind) ?? false;

/**
 * A kind's own file's value as served, with the type its schema gives it (the loader checked
 * it against that schema; `kindFiles` holds every kind's): undefined while none is served.
 */
export const servedFile = <T>(kindFiles: KindFiles, kind: string): T | undefined =>
  kindFiles[kind] as T | undefined;

/** Where a page's content comes from when it is rendered: the phase shown, the instant, the promo base, the content served. */
export interface StateSources {
  phase: CampaignPhase;
  instant: number;
  /** The promo site's base (static/ and assets/ are under it). */
  base: string;
  site: SiteView;
}

/** What a page's JSON-LD is made from (server/discovery/structured-data.ts). */
export interface StructuredDataInput<D = unknown> {
  page: PageEntry<D>;
  /** The site the page is served on (the business copies may point elsewhere). */
  site: Site;
  origins: PublicOrigins;
  /** Absolute URL of the page's link-preview picture, when the origin is known. */
  imageUrl: string | undefined;
  /** The page's state as rendered: what the page shows (the hub's JSON-LD lists the cards it holds). */
  state: PageState;
}

/** What a kind's structured data is made of (DiscoveryFacet.structuredData). */
export interface StructuredDataParts<D = unknown> extends StructuredDataInput<D> {
  /** The page's canonical location, when its origin is known. */
  location: PublicLocation | undefined;
  /** The retailer as publisher or organiser, under `legalName` when the page gives one. */
  retailer(legalName?: string): Organization;
  /** The page as a WebPage (the default). */
  webPage(): WebPage;
  /** Another page's canonical URL as seen from this site, when its origin is known. */
  urlOf(pageId: string): string | undefined;
}

/** What a hub card is made from: the render's sources and the page's path on the promo site, the hub's. */
export interface CardSources extends StateSources {
  path: string;
}

/** A page's card on the hub (/promo/): the pages the promo site serves may have one. */
export interface HubCard<D = unknown> {
  /** The card at `instant` in `phase` (never hidden); none when the page is not on the hub then. */
  card(page: PageEntry<D>, phase: ShownPhase, at: CardSources): HubEntry | undefined;
  /** The instant the card leaves the hub for good (the hub's calendar counts it); none, it stays. */
  leaves?(page: PageEntry<D>): number;
}

/** A card number a page's form sent in its query (`?card=…`), answered by the server (server/forms/). */
export interface CardFormAnswer<V = unknown, D = unknown> {
  /** The call the answer makes: its rate limit is spent before any work (docs/decisions/062-rate-limit-tiers.md). */
  call: CallName;
  /** Resolves once the answer (or the failure) is in the store. */
  answer(store: AppStore, ctx: LoaderContext<V, D>, cardNumber: string): Promise<unknown>;
}

/** A urlencoded body as Express parses it (extended: false): a repeated field is an array. */
export type PostedBody = Record<string, string | string[] | undefined>;

/** A form a page posts to itself (server/forms/posted-form.ts). */
export interface PostedFormAnswer<V = unknown, D = unknown> {
  /** The body is this page's form (else the post is not for a page: 404). */
  accepts: (body: PostedBody) => boolean;
  /** Resolves once the answer (or the failure) is in the store. */
  answer(store: AppStore, ctx: LoaderContext<V, D>, body: PostedBody): Promise<unknown>;
}

/**
 * The kind's pages are the campaigns' (content/campaigns/, docs/content.md): the services only
 * a campaign has read its pages through this (server/pages/campaign-pages.ts): its preview
 * and draft (server/preview/), the raster banner of its link preview, the studio's list, the
 * sitemap leaving archived ones out.
 */
export interface CampaignPages<D = unknown> {
  /** The page's campaign. */
  of(page: PageEntry<D>): Campaign;
  /** The page made from `campaign` in place of its own: its draft (a preview), its phase's texts (a render). */
  withCampaign(page: PageEntry<D>, campaign: Campaign): PageEntry<D>;
}

/**
 * The content facet: what a page shows of the content folder besides the common facts; with
 * `own`, its kind's own content file (KindContent, typed by the kind's `C`: ContentOf).
 */
export interface ContentFacet<D> {
  /**
   * What the page's state holds of its kind's own besides its content file (PageState.kindState:
   * a campaign in its phase, the hub's cards), read by the kind's components with its type;
   * undefined, nothing.
   */
  state?(page: PageEntry<D>, at: StateSources): unknown;
  /** Each page is made from a file of its own (a campaign's): where it is and what a render shows of it. */
  pageFile?: PageFile<D>;
  /** The page shows every other page's card (the hub): it changes whenever one of them does. */
  listsPages?: true;
}

/** A page's own file in the content folder (ContentFacet.pageFile): both halves are needed, or an edit of it changes nothing served. */
export interface PageFile<D> {
  /** Its path in the content folder, relative (the sitemap's lastmod reads its time). */
  path(page: PageEntry<D>): string;
  /** What a render shows of it (compared when the content changes: the render cache drops what changed). */
  shown(page: PageEntry<D>, banners: ReadonlyMap<string, unknown> | undefined): unknown;
}

/** The content facet with the kind's own file, typed by `C` (Paired): a kind with a file declares it as `own`, and only such a kind can. */
type ContentOf<C, D> = Paired<C,
  { content: ContentFacet<D> & { own: KindContent<C> } },
  { content?: ContentFacet<D> & { own?: undefined } },
  { content?: ContentFacet<D> & { own?: KindContent<unknown> } }>;

/** The variant facet, typed by `V` (Paired): a kind with a variant resolves it, and its loader and forms get it. */
type VariantOf<V> = Paired<V, { variant: PageVariant<V> }, { variant?: undefined }, { variant?: PageVariant }>;

/** The discovery facet: how visitors and crawlers find the page besides its paths. */
export interface DiscoveryFacet<D> {
  /** The page's card on the hub. */
  hubCard?: HubCard<D>;
  /** The page's JSON-LD (docs/product.md §9); none: a WebPage. */
  structuredData?(parts: StructuredDataParts<D>): Thing;
  /** Its link-preview picture when it has no banner: the business one (law, sert) or the site-wide one. */
  previewArt?: 'business';
}

/** The forms facet: what the page answers without JavaScript (docs/decisions/080-forms-without-javascript.md). */
export interface FormsFacet<V, D> {
  /** The card form (`?card=…`) a running page answers. */
  card?: CardFormAnswer<V, D>;
  /** The form the page posts to itself. */
  posted?: PostedFormAnswer<V, D>;
}

/** The calendar facet: what follows its pages' dates (PageRoute.dates: every page of a kind with this facet has them). */
export interface CalendarFacet {
  /** The /api calls of the page that close (410) once the page's calendar says finished. */
  closedWhenFinished: readonly CallName[];
}

/**
 * Sources a kind's pages need beyond the site's Content-Security-Policy (an embedded video's
 * host in `frameSrc`, say): merged into the one policy once at start-up
 * (server/render/security-headers.ts). Each an origin such as 'https://rutube.ru'.
 */
export interface CspAdditions {
  frameSrc?: readonly string[];
  mediaSrc?: readonly string[];
  connectSrc?: readonly string[];
}

/** What every kind has, and its facets that no type parameter pairs. */
interface KindCore<C, V, D> {
  /** The kind's name: its folder under pages/, and its client build's. */
  kind: string;
  /** Its pages: fixed ones, or made from the content (campaigns, its own file). The route table adds their kind. */
  pages(sources: KindSources<C>): PageRoute<D>[];
  /** On `site`, the page's path of `fromSite` answers 301 with its own path there. */
  redirects?: readonly { site: Site; fromSite: Site }[];
  /** What its pages need beyond the site's Content-Security-Policy. */
  csp?: CspAdditions;
  Page: ComponentType;
  /** Fills the page's store before a render; none, the page needs no upstream data. */
  load?(store: AppStore, ctx: LoaderContext<V, D>): Promise<void>;
  discovery?: DiscoveryFacet<D>;
  forms?: FormsFacet<V, D>;
  calendar?: CalendarFacet;
  /** Its pages are the campaigns': previews, drafts, raster banners and the studio read them through this. */
  campaign?: CampaignPages<D>;
}

/**
 * A kind, generic over what it is made of: `C`, the value of its own content file, when it has
 * one (`content.own`); `V`, what tells one visitor's variant of its page from another's, when it
 * has variants (`variant`, read by `load` and the forms); `D`, the data each of its pages is
 * made from (PageEntry.data: a campaign). Each left undefined, the kind has none. Its fields
 * are grouped by facet: the kind itself (`kind`, `pages`, `redirects`, `Page`, `load`), then
 * `content`, `variant`, `discovery`, `forms`, `calendar` and `campaign`.
 */
export type PageKindDescriptor<C = undefined, V = undefined, D = undefined> = KindCore<C, V, D> & ContentOf<C, D> & VariantOf<V>;

/** Any kind: what the registry holds and a page's entry points to. */
export type AnyPageKind = PageKindDescriptor<unknown, unknown, unknown>;

/** Whether a kind's pages read the visitor's cookies: the kinds with a variant (PageVariant); none for no page. */
export const readsCookies = (kind: AnyPageKind | undefined): boolean => kind?.variant !== undefined;

/** Whether a kind's pages take posted forms (their route's action): its own form, or the cookie notice's consent. */
export const takesPosts = (kind: AnyPageKind): boolean => kind.forms?.posted !== undefined || kind.variant?.cookieNotice === true;
