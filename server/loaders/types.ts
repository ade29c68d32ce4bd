import type { AppStore } from '#shared/store/make-store.js';
import type { PageEntry } from '#shared/pages/registry.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { Config } from '../config.js';
import type { City } from '#shared/api/schemas.js';
import type { CampaignPhase } from '#shared/content/calendar.js';

/** The facts that tell one business page from another (loaders/business.ts). */
export interface BusinessVariant {
  cities: City[];
  region: City | null;
  code: string;
  cookiesAccepted: boolean;
}

/** What a page loader may know about the request: facts, not req/res, so a loader runs without Express. */
export interface LoaderContext {
  upstream: UpstreamClient;
  config: Config;
  page: PageEntry;
  /** The request's instant (epoch ms, the calendar's clock) and the page's phase at it. */
  instant: number;
  phase: CampaignPhase;
  visitorIp: string | undefined;
  query: Record<string, unknown>;
  cookies: Record<string, string | undefined>;
  /** Resolved before the render-cache lookup, so the page renders exactly the variant of its key. */
  businessVariant?: BusinessVariant;
}

/** Loads a page's data into its store by dispatching events; upstream failures are recorded, never thrown. */
export type PageLoader = (store: AppStore, ctx: LoaderContext) => Promise<void>;
