// A campaign page for the one visitor holding its preview (docs/product.md §4): in the phase
// the preview bar asked for (by default as it will be when running, a finished one as it
// is), from its draft when there is one; rendered apart, never kept, never indexed.
import type { Request, Response } from 'express';
import type { CampaignPhase } from '#shared/content/calendar.js';
import { PREVIEW_PHASES, PREVIEW_PHASE_PARAM } from '#shared/pages/preview-links.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import type { SiteContent } from '../content/site-content.js';
import type { PageRenderer } from '../render/page-renderer.js';
import { uncachedPage } from '../render/encoded-page.js';
import { sendPage } from '../render/send-page.js';
import { withCampaign } from '../pages/campaign-pages.js';

export type SendPreview = (req: Request, res: Response, page: PageEntry, phase: CampaignPhase, instant: number) => Promise<void>;

export function previewPage(content: SiteContent, renderer: PageRenderer): SendPreview {
  return async (req, res, page, phase, instant) => {
    const { site, base } = res.locals.host;
    const asked = req.query[PREVIEW_PHASE_PARAM];
    const shown = PREVIEW_PHASES.find((p) => p === asked) ?? (phase === 'finished' ? phase : 'running');
    const draft = content.draftOf(page.id);
    const previewed = draft ? withCampaign(page, draft) : page;
    // No cookie of the visitor's reaches a campaign's loader.
    const ctx = { ...renderer.context(req, res, previewed, instant, shown), cookies: {} };
    const { html } = await renderer.render(previewed, site, base, ctx, { preview: { draft: draft !== undefined } });
    if (res.destroyed) return;
    res.setHeader('x-robots-tag', 'noindex');
    sendPage(req, res, uncachedPage(html), 'private, no-store');
  };
}
