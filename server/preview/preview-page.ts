// A campaign page for the one visitor holding its preview (docs/product.md §4): in the phase
// the preview bar asked for (by default as it will be when running, a finished one as it
// is); its change under review when the studio has one open (changes-under-review.ts,
// docs/decisions/242-supplier-link-shows-change-under-review.md), else as published; the bar says
// which. Rendered apart, never kept, never indexed.
import type { Request, RequestHandler, Response } from 'express';
import type { CampaignPhase } from '#shared/content/calendar.js';
import {
  PREVIEW_EXPERIMENT_PARAM, PREVIEW_PHASES, PREVIEW_PHASE_PARAM, PREVIEW_VERSION_PARAM,
} from '#shared/pages/preview-links.js';
import { isVersion } from '#shared/experiments/versions.js';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';
import type { PreviewState } from '#shared/store/slices/page.js';
import type { LoaderContext, PageEntry } from '#server/pages/page-kind.js';
import type { SiteContent } from '../content/site-content.js';
import type { PageRenderer } from '../render/page-renderer.js';
import { uncachedPage } from '../render/encoded-page.js';
import { sendPage } from '../render/send-page.js';
import { versionB } from '../experiments/version-b.js';
import type { ChangesUnderReview } from './changes-under-review.js';
import { campaignIdAt, type Preview } from './preview.js';

/** `variant`: the context of the page's own variant (the visitor's city), when its kind has one. */
export type SendPreview = (
  req: Request, res: Response, page: PageEntry, phase: CampaignPhase, instant: number, variant?: LoaderContext,
) => Promise<void>;

/** The studio's open changes, and the renderer of the content one makes (its banner and texts). */
export interface UnderReview {
  changes: ChangesUnderReview;
  rendererOf(site: SiteContent): PageRenderer;
}

/**
 * The page a preview shows, the renderer that draws it and what the bar says of it: an experiment's change under review
 * first when the link names one (`experimentId`), else the campaign's.
 */
async function shownVersion(
  content: SiteContent, renderer: PageRenderer, page: PageEntry, review: UnderReview | undefined, experimentId?: string,
) {
  const change = (experimentId && await review?.changes(page.id, experimentId)) || await review?.changes(page.id);
  if (change) {
    const state = { shows: 'review' } satisfies PreviewState;
    return { page: change.page, renderer: review!.rendererOf(change.site), site: change.site, state };
  }
  return { page, renderer, state: { shows: 'published' } satisfies PreviewState };
}

/**
 * `page` as an experiment's version asked for (`?version=a|b`) shows it, from the content the preview shows (a change
 * under review's, else the site's), and the bar's words of it: the experiment the link names, else the page's latest
 * undecided one, running or not yet; without one, `page` itself.
 */
function asVersion(req: Request, page: PageEntry, site: SiteContent, experimentId: string | undefined) {
  const version = req.query[PREVIEW_VERSION_PARAM];
  const experiment = isVersion(version) ? site.content.experiments?.findLast((entry) => entry.page === page.id && !entry.decision
    && (experimentId === undefined || entry.id === experimentId)) : undefined;
  if (!experiment || !isVersion(version)) return { page };
  const shown = version === 'b' ? versionB(page, experiment.variant, site.content.kindFiles[page.kind]) : page;
  return { page: shown, experiment: { version, name: experiment.name } };
}

export function previewPage(content: SiteContent, renderer: PageRenderer, review?: UnderReview): SendPreview {
  return async (req, res, page, phase, instant, variant) => {
    const { site, base } = res.locals.host;
    const asked = req.query[PREVIEW_PHASE_PARAM];
    const shown = PREVIEW_PHASES.find((p) => p === asked) ?? (phase === 'finished' ? phase : 'running');
    const named = req.query[PREVIEW_EXPERIMENT_PARAM];
    const experimentId = typeof named === 'string' && SLUG_PATTERN.test(named) ? named : undefined;
    const published = await shownVersion(content, renderer, page, review, experimentId);
    const { page: drawn, experiment } = asVersion(req, published.page, published.site ?? content, experimentId);
    // No cookie of the visitor's reaches a campaign's loader.
    const ctx = { ...(variant ? { ...variant, page: drawn } : published.renderer.context(req, res, drawn, instant, shown)), cookies: {} };
    const state = experiment ? { ...published.state, experiment } : published.state;
    const { html } = await published.renderer.render(drawn, site, base, ctx, { preview: state });
    if (res.destroyed) return;
    res.setHeader('x-robots-tag', 'noindex');
    sendPage(req, res, uncachedPage(html), 'private, no-store');
  };
}

/**
 * A new campaign not yet published has no route of the site: its preview holder is shown its
 * change under review at its page's address; anyone else, and a change that is gone, meets the 404.
 */
export function unpublishedPreview(content: SiteContent, preview: Preview, review: UnderReview, send: SendPreview): RequestHandler {
  return async (req, res, next) => {
    const id = req.method === 'GET' || req.method === 'HEAD' ? campaignIdAt(res, req.path) : undefined;
    if (!id || !preview.holds(req, id)) return next();
    const change = await review.changes(id);
    if (!change) return next();
    const instant = content.clock.now();
    await send(req, res, change.page, change.site.calendar.phaseOf(change.page, instant), instant);
  };
}
