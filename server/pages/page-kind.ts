// What a page kind is: all the server knows of one kind of page, one descriptor in its folder (pages/<kind>/kind.ts,
// registered in pages/kinds.ts; docs/decisions/090-page-kinds.md), declared with `defineKind`, which infers its types
// from what it declares (docs/decisions/371-kinds-by-define-kind.md).
import type { ComponentType } from 'react';
import type { Organization, Thing, WebPage } from 'schema-dts';
import type { z } from 'zod';
import type { CallName } from '#shared/api/calls.js';
import type { ExperimentGoal } from '#shared/analytics/goal-words.js';
import { emptyOf } from '#shared/content/empty-value.js';
import type { Brand, Campaign, FileValue } from '#shared/content/campaign-schema.js';
import type { CalendarDates, CampaignPhase, ShownPhase } from '#shared/content/calendar.js';
import type { Site } from '#shared/pages/sites.js';
import type { AppStore } from '#shared/store/make-store.js';
import type { OwnFile, OwnState } from '#shared/content/own-file.js';
import type { PageState } from '#shared/store/slices/page.js';
import type { HubEntry } from '#shared/store/slices/hub-entry.js';
import type { Config } from '../config.js';
import type { ReadRecord, RequestScope, UpstreamClient } from '../upstream/client.js';
import type { RegionLookup } from '../upstream/region-lookup.js';
import type { RasterBanner } from '#shared/ui/banner.js';
import type { PublicLocation, PublicOrigins } from './public-location.js';

/** A page as its kind lists it; `data`: what the kind made it from (a campaign), on every page of a kind with data (registry-checked). */
export interface PageRoute<D = unknown> {
  /** A fixed page's id is its kind's name; a campaign's is its content file's name. */
  id: string;
  /** Canonical path per site; a site without a path does not serve the page. */
  paths: Partial<Record<Site, string>>;
  /** Its own name, the headline without the site's (pageHead; the 404 page's list); `title`, the browser tab's (withSiteName). */
  name: string;
  title: string; description: string;
  /** The page's calendar (docs/product.md §4): its phase follows these dates; none, always shown. */
  dates?: CalendarDates;
  data?: D;
}

/** One page of the route table: its kind's route, with the kind and its descriptor. */
export interface PageEntry<D = unknown> extends PageRoute<D> {
  data: D; kind: string; descriptor: AnyPageKind;
  /** Its kind's own file as this page shows it, when not as served: a version Б's (server/experiments/version-b.ts). */
  own?: unknown;
}

/** A kind's own content file (docs/content.md, docs/decisions/090-page-kinds.md): its pages' `page.content`. */
export interface KindContent<C> {
  /** Its path in the content folder, its kind's name ('lovecategory.json'); its JSON Schema is written beside it. */
  file: string;
  /** Checks the file (its `$schema` link allowed; what passes, less the link, is the value). */
  schema: z.ZodType<C & { $schema?: string }>;
  /** The JSON Schema's title and the studio's name of its form (Russian); its fields' labels are the schema's titles. */
  title: string; form: string;
  /** Its pages' value before any content is read (the schema's); its kind's name and value's type, as its selectors read it. */
  empty: C; key: OwnFile<C>;
}

/** Declares a kind's content file: its value is what `schema` checks (less the link), its `key`'s type; its empty value the schema's. */
export const kindContent = <S extends z.ZodType<{ $schema?: string }>>(
  own: Omit<KindContent<S>, 'empty' | 'schema' | 'key' | 'file'> & { schema: S; key: OwnFile<NoInfer<FileValue<S>>> },
) => ({ ...own, file: `${own.key.kind}.json`, empty: emptyOf(own.schema) }) as unknown as KindContent<FileValue<S>>;

/**
 * What the route table is built from: the campaigns, the kind's own file's value (C), the entries of its folder of page
 * files (E: PageFolder's), the configuration pages read.
 */
export type KindSources<C = unknown, E = unknown> = {
  campaigns: readonly Campaign[]; content: C; entries: readonly E[]; config: Pick<Config, 'lovecategoryFinished'>;
};

/** What a page folder's file is checked against besides its own schema: the brands and campaigns read, the banners' folder. */
export type FolderKnown = { brands: readonly Brand[]; campaigns: readonly Campaign[]; bannersDir: string };

/**
 * A kind whose pages are the files of a content folder of their own, one page each (a landing's): each file read,
 * checked, typeset and kept as a campaign's is (server/content/page-folders.ts). `E`: a file's entry, its pages' source.
 */
export interface PageFolder<E extends { id: string } = { id: string }> {
  /** The folder's name in the content folder ('landings'); its files' JSON Schema is written in it (schema.json). */
  folder: string;
  /** One file's schema, its value typeset before `entry` reads it; the JSON Schema's title. */
  schema: z.ZodType; title: string;
  /** The studio's words for the folder, one of its files and its new-entry button («Лендинги», «Лендинг», «Новый лендинг»). */
  form: { label: string; singular: string; fresh: string };
  /** A problem's field as the operator reads it, from the path and the file's JSON. */
  fieldName(path: readonly PropertyKey[], json: unknown): string;
  /** The file's checked value made its entry, or what no single file can say (`field: message` lines), `earlier` the files before it. */
  entry(value: unknown, id: string, known: FolderKnown, earlier: readonly E[]): E | { problems: string[] };
  /** Its raster art (a hero's banner), cut and encoded as a campaign's (server/content/raster-banners.ts), and its field's path. */
  art?(entry: E): (Pick<Campaign, 'id' | 'bannerFile' | 'focus'> & { path: readonly PropertyKey[] }) | undefined;
  /**
   * Its pages' experiments (docs/product.md §12): what version Б may set (`variant`), the goals a page has, a file (its JSON
   * as written) with Б over it, why Б over a file changes what Б never does, and the entry Б shows (checked and typeset).
   */
  experiment?: {
    variant: z.ZodType; goals(entry: E): readonly ExperimentGoal[]; over(file: unknown, variant: unknown): unknown;
    fixed(file: unknown, variant: unknown): string | undefined; withVersion(entry: E, variant: unknown): E;
  };
}
/** The operator's settings a loader shows, and nothing else of the configuration (server/render/page-renderer.ts picks them). */
export type LoaderConfig = Pick<Config, 'supportPhones' | 'feedbackCallbackTopic'>;

/** What a page loader may know about the request: facts, not req/res. `V`: its variant (PageVariant); `D`: the page's data. */
export interface LoaderContext<V = unknown, D = unknown> {
  upstream: UpstreamClient; regions: RegionLookup; config: LoaderConfig; page: PageEntry<D>;
  /** The request's instant (the calendar's clock) and the page's phase at it. */
  instant: number; phase: CampaignPhase;
  visitorIp: string | undefined; query: Record<string, unknown>; cookies: Record<string, string | undefined>;
  /** Aborted when the visitor leaves (server/request/visitor-left.ts): for this visitor's own calls only, never a shared read. */
  signal: AbortSignal;
  /** The request the calls are made for (its id goes upstream); in a render, the record of the cache entries it read. */
  scope?: RequestScope; record?: ReadRecord;
  /** The variant resolved before the render-cache lookup, so the page renders its key's variant; undefined for a kind without. */
  variant: V;
  /** Another page's path on `site` (the route table's), for the links a page renders. */
  pathOf(pageId: string, site: Site): string | undefined;
}

/** Loads a page's data into its store by dispatching events; upstream failures are recorded, never thrown. */
export type PageLoader<V = unknown, D = unknown> = (store: AppStore, ctx: LoaderContext<V, D>) => Promise<void>;
/** A page that differs per visitor resolves its variant (`V`) from the request's facts and cookies (server/request/with-cookies.ts). */
export interface PageVariant<V = unknown> {
  /** Its render-cache key, the context the loader renders from, and the cities list's length it was chosen from. */
  resolve(ctx: LoaderContext): Promise<{ key: string; ctx: LoaderContext<V>; cityCount: number }>;
  /** How many variants a page has for a cities list of `cityCount` (the render cache's size). */
  count(cityCount: number): number;
  /** Shows the cookie notice until the variant says the visitor consented, and takes its POST (server/forms/cookie-consent.ts). */
  cookieNotice?: true;
}

/** The kinds' own content files' values, by kind (server/content/load-content.ts's Content.kindFiles). */
export type KindFiles = Readonly<Record<string, unknown>>;
/** What a kind reads of the content served (server/content/site-content.ts's SiteContent is one). */
export interface SiteView {
  routes: { pages: readonly PageEntry[] }; calendar: { phaseOf(page: PageEntry, instant: number): CampaignPhase };
  /** A campaign's raster banner as it shows it: its own, or a version Б's of its own (server/content/experiments.ts). */
  bannerOf(campaign: Pick<Campaign, 'id' | 'bannerFile' | 'focus'>): RasterBanner | undefined;
  /** The kinds' own content files served, by kind; the kinds whose file never passed. */
  content: { kindFiles: KindFiles; neverGood?: readonly string[] };
}

/** The kind's own file never passed in this process: 503, on no hub or sitemap (docs/decisions/105-broken-file-holds-back-itself.md). */
export const kindNeverGood = (site: Pick<SiteView, 'content'>, page: Pick<PageEntry, 'kind'>): boolean =>
  site.content.neverGood?.includes(page.kind) ?? false;
/** A kind's own file's value as served, typed by its key's schema (the loader checked it): undefined while none is served. */
export const servedFile = <C>(kindFiles: KindFiles, file: OwnFile<C>): C | undefined => kindFiles[file.kind] as C | undefined;
/** Where a page's content comes from when it is rendered: the phase shown, the instant, the promo base (static/, assets/), the content. */
export type StateSources = { phase: CampaignPhase; instant: number; base: string; site: SiteView };
/** What a page's JSON-LD is made from (server/discovery/structured-data.ts); `state`: the page as rendered. */
export interface StructuredDataInput<D = unknown> {
  page: PageEntry<D>; site: Site; origins: PublicOrigins; imageUrl?: string; state: PageState;
}

/** What a kind's structured data is made of: the page's location, the retailer, a WebPage, other pages' URLs. */
export interface StructuredDataParts<D = unknown> extends StructuredDataInput<D> {
  location?: PublicLocation; retailer(legalName?: string): Organization; webPage(): WebPage; urlOf(pageId: string): string | undefined;
}

/** A page's card on the hub (/promo/), made at `instant` in `phase` (never hidden); none, not on the hub then. */
export interface HubCard<D = unknown> {
  card(page: PageEntry<D>, phase: ShownPhase, at: StateSources & { path: string }): HubEntry | undefined;
  /** The instant the card leaves the hub for good (the hub's calendar counts it); none, it stays. */
  leaves?(page: PageEntry<D>): number;
}

/** A urlencoded body as Express parses it (extended: false): a repeated field is an array. */
export type PostedBody = Record<string, string | string[] | undefined>;
/** A posted field's one value; '' when absent or repeated (a form never repeats it). */
export const one = (value: PostedBody[string]) => (typeof value === 'string' ? value : '');
/** Every value of a field a form may repeat (ticked boxes). */
export const many = (value: PostedBody[string]) => (value === undefined ? [] : [value].flat());
/**
 * A posted body as its stored refusal is rendered (server/forms/posted-refusal.ts): `body` with a stand-in in place of
 * each text the visitor typed, `key` what else of it the page shows (a choice), `typed` each stand-in with the text the
 * visitor's page shows in its place.
 */
export interface PostedStandIns {
  key: string;
  body: PostedBody;
  typed: ReadonlyMap<string, string>;
}

/**
 * How a stored answer's render (server/forms/posted-refusal.ts), its body the stand-ins, is answered: 'refused', as sent
 * whatever the rules say (every call of it is refused); `{ rules }`, with what the rules find wrong with the body posted.
 */
export type StoredPostAnswer = 'refused' | { rules: PostedBody };

/** A form a page posts to itself (server/forms/posted-form.ts): whether the body is its, and its answer in the store. */
export interface PostedFormAnswer<V = unknown, D = unknown> {
  accepts: (body: PostedBody) => boolean;
  answer(store: AppStore, ctx: LoaderContext<V, D>, body: PostedBody, stored?: StoredPostAnswer): Promise<unknown>;
  /**
   * The first limited call a body that passes the form's rules (`calls`) makes, and the card it asks about (`card`) where
   * the call has one: its rate limit is asked before the action runs, and a refusal is answered from one stored page per
   * wait and `standIns(body, offered).key`, the visitor's texts written in (server/forms/posted-refusal.ts). `offered`:
   * the choices the page offers (a select's values), so that a value posted that is none of them keys no page of its own.
   * `against`: what the form's rules find wrong with a body, as a key (undefined: nothing), so that a body against them
   * is answered from one stored page per key and `standIns` with the fields' errors, as a refusal is.
   */
  limited?: {
    call: CallName; calls(body: PostedBody): boolean; card?(body: PostedBody): string;
    standIns(body: PostedBody, offered?: readonly string[]): PostedStandIns;
    against?(body: PostedBody, offered?: readonly string[]): string | undefined;
    offered?(ctx: LoaderContext<V, D>): Promise<readonly string[]>;
  };
}

/** Origins a kind's pages need beyond the site's Content-Security-Policy, merged once (server/render/security-headers.ts). */
export type CspAdditions = Partial<Record<'frameSrc' | 'mediaSrc' | 'connectSrc', readonly string[]>>;
/** A kind by facet (docs/decisions/090-page-kinds.md): `C` its file's value, `V` its variant, `D` its pages' data, `S` its state. */
export interface PageKindDescriptor<C = undefined, V = undefined, D = undefined, S = undefined> {
  /** Its folder under pages/, and its client build's. */
  kind: string;
  /** Its pages: fixed ones, or made from the content (campaigns, its own file). */
  pages(sources: KindSources<C>): PageRoute<D>[];
  /** On `site`, the page's path of `fromSite` answers 301. */
  redirects?: readonly { site: Site; fromSite: Site }[];
  csp?: CspAdditions;
  Page: ComponentType;
  /** Fills the page's store before a render; none, the page needs no upstream data. */
  load?(store: AppStore, ctx: LoaderContext<V, D>): Promise<void>;
  content?: {
    own?: KindContent<C>;
    /** What the page's state holds of the kind besides its file (PageState.kindState: a campaign in its phase, the hub's cards). */
    state?: { key: OwnState<S>; of(page: PageEntry<D>, at: StateSources): S };
    /**
     * Each page is made from a file of its own, `<folder>/<page id>.json` (a campaign's, a landing's): a folder of files
     * where a kind without it has one page, its own file's (the sitemap's lastmod, the studio's forms); what a render shows of it.
     */
    pageFile?: { folder: string; shown(page: PageEntry<D>, banners: ReadonlyMap<string, unknown> | undefined): unknown };
    /** The page shows every other page's card (the hub): it changes whenever one of them does. */
    listsPages?: true;
    /** Its pages are the files of a folder of their own (PageFolder). */
    folder?: PageFolder;
    /** Other kinds' own files its pages show (a landing's savings check in the campaign pages' words): they change with them. */
    shows?: readonly OwnFile<unknown>[];
  };
  variant?: PageVariant<V>;
  discovery?: {
    hubCard?: HubCard<D>;
    /** The page's JSON-LD (docs/product.md §9); none: a WebPage. */
    structuredData?(parts: StructuredDataParts<D>): Thing;
    /** Its link-preview picture when it has no banner: the business one (law, sert) or the site-wide one. */
    previewArt?: 'business';
  };
  /** What the page answers without JavaScript (docs/decisions/080-forms-without-javascript.md). */
  forms?: {
    /** The card form (`?card=…`) a running page answers: the call its rate limit spends, and the answer in the store. */
    card?: { call: CallName; answer(store: AppStore, ctx: LoaderContext<V, D>, cardNumber: string): Promise<unknown> };
    posted?: PostedFormAnswer<V, D>;
  };
  /**
   * The /api calls of the page that close (410) once its calendar says finished (every page of the kind has dates), the
   * apiSlug they name for the page (its calendar gates them: server/proxy/campaign-gate.ts), and whether the page changes
   * at each Moscow midnight while it runs (a countdown's days).
   */
  calendar?: {
    closedWhenFinished: readonly CallName[]; slugOf?(page: PageEntry<D>): string | undefined; daily?(page: PageEntry<D>): boolean;
  };
  /**
   * Its pages may run an experiment (docs/product.md §12): the goals the server answers on them, and the groups of its own
   * file version Б may not set besides its dates (a date field never is).
   */
  experiment?: { goals: readonly ExperimentGoal[]; untested?: readonly string[] };
  /** Its islands read the business pages' site texts (feedback form, cookie notice, header): its state carries them. */
  businessTexts?: true;
  /** Its pages are the campaigns' (server/pages/campaign-pages.ts): the page's campaign, and the page made of version Б's. */
  campaign?: { of(page: PageEntry<D>): Campaign; withCampaign(page: PageEntry<D>, campaign: Campaign): PageEntry<D> };
}

/** Where `defineKind` reads a kind's types: its file's schema, its state's key, its variant, its pages' data (the rest is checked). */
type Declared<C, V, D, S> = {
  pages(sources: KindSources<C>): PageRoute<D>[]; variant?: PageVariant<V>;
  content?: { own?: KindContent<C>; state?: { key: OwnState<S> } };
};

/** Declares a kind: its types come from what it declares, so no kind names them. */
export const defineKind = <C = undefined, V = undefined, D = undefined, S = undefined>(
  kind: Declared<C, V, D, S> & Omit<PageKindDescriptor<NoInfer<C>, NoInfer<V>, NoInfer<D>, NoInfer<S>>, 'pages' | 'variant'>,
): PageKindDescriptor<C, V, D, S> => kind;

/** Any kind: what the registry holds and a page's entry points to. */
export type AnyPageKind = PageKindDescriptor<unknown, unknown, unknown, unknown>;
/** Whether a kind's pages read the visitor's cookies: the kinds with a variant (PageVariant); none for no page. */
export const readsCookies = (kind: AnyPageKind | undefined): boolean => kind?.variant !== undefined;
/** Whether a kind's pages take posted forms (their route's action): its own form, or the cookie notice's consent. */
export const takesPosts = (kind: AnyPageKind): boolean => kind.forms?.posted !== undefined || kind.variant?.cookieNotice === true;
