// A hidden campaign's banners are not there (docs/product.md §4): its art sits at a predictable
// URL (`<base>static/banners/<id>-large.svg`, or the raster art itself, `<id>.png|jpg|jpeg|webp`,
// which the content folder's banners/ holds), so serving it would show a campaign before
// its announce day to anyone who guesses the id. 404 while the campaign is hidden, unless
// the request is that campaign's preview (its page shows them); such an answer is never shared.
// The raster art's encoded sizes (`<base>assets/banners/`) are named by a hash of the picture
// (server/content/raster-banners.ts): they name no campaign, so nobody can guess them.
import { Router } from 'express';
import { campaignPhase } from '#shared/content/calendar.js';
import { SITE_BASES } from '#shared/pages/sites.js';
import type { SiteContent } from '../content/site-content.js';
import type { Preview } from '../preview/preview.js';
import { notThere } from '../errors/handlers.js';

/** `knauf2025-large.svg`, `knauf2025-small.svg.br`, `knauf2025.jpg` → `knauf2025`. */
const BANNER_FILE = /^\/([a-z0-9-]+?)(?:-(?:large|medium|small)\.svg|\.(?:png|jpe?g|webp)$)/;

export function hiddenBanners(site: SiteContent, preview: Preview): Router {
  const router = Router();
  const campaigns = new Map(site.content.campaigns.map((campaign) => [campaign.id, campaign]));
  for (const base of Object.values(SITE_BASES)) {
    router.use(`${base}static/banners`, (req, res, next) => {
      const campaign = campaigns.get(BANNER_FILE.exec(req.path)?.[1] ?? '');
      if (!campaign || campaignPhase(campaign, site.clock.now()) !== 'hidden') return next();
      // Kept per Cookie: the 404 a browser kept must not hide the art from a preview opened later.
      if (preview.enabled) res.vary('Cookie');
      if (!preview.holds(req, campaign.id)) return next(notThere());
      res.setHeader('cache-control', 'private, no-store');
      next();
    });
  }
  return router;
}
