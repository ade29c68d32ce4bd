// A hidden campaign's banners are not there (PRODUCT.md §4): its art sits at a predictable
// URL (`<base>static/banners/<id>-large.svg`), so serving it would show a campaign before
// its announce day to anyone who guesses the id. 404 while the campaign is hidden, unless
// the request is a preview's (its page shows them); such an answer is never shared.
import { Router } from 'express';
import { campaignPhase } from '#shared/content/calendar.js';
import { SITE_BASES } from '#shared/pages/sites.js';
import type { SiteContent } from '../content/site-content.js';
import type { Preview } from '../preview/preview.js';
import { notThere } from '../errors/handlers.js';

/** `knauf2025-large.svg`, `knauf2025-small.svg.br` → `knauf2025`. */
const BANNER_FILE = /^\/([a-z0-9-]+?)-(?:large|medium|small)\.svg/;

export function hiddenBanners(site: SiteContent, preview: Preview | undefined): Router {
  const router = Router();
  const campaigns = new Map(site.content.campaigns.map((campaign) => [campaign.id, campaign]));
  for (const base of Object.values(SITE_BASES)) {
    router.use(`${base}static/banners`, (req, res, next) => {
      const campaign = campaigns.get(BANNER_FILE.exec(req.path)?.[1] ?? '');
      if (!campaign || campaignPhase(campaign, site.clock.now()) !== 'hidden') return next();
      if (!preview?.isPreview(req)) return next(notThere());
      res.setHeader('cache-control', 'private, no-store');
      next();
    });
  }
  return router;
}
