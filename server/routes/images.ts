// GET <promo base>img/<width>/<source in base64url>: a product photo at one of the fixed
// widths (shared/images/image-url.ts), in the best format the browser names (Vary:
// Accept), cached for a year as immutable. Whatever goes wrong with the source (a host
// not listed, a redirect off the list, a non-public address, too many bytes or pixels,
// not an image, too slow, a full queue) answers the «нет фото» picture, never an error
// page: an <img> shows it in the product's box. Its reason goes to image_failures_total.
import { Router, type Request, type Response } from 'express';
import { SITE_BASES } from '#shared/pages/sites.js';
import { IMAGE_PATH } from '#shared/images/image-url.js';
import type { ImageMetrics } from '../observability/metrics/image-metrics.js';
import type { ImageService, ImageFailure } from '../images/image-service.js';
import { CONTENT_TYPES } from '../images/encode.js';
import { negotiateFormat } from '../images/negotiate-format.js';
import { PLACEHOLDER_SVG } from '../images/placeholder.js';
import { IMAGE_CACHE_CONTROL, sourceOf, widthOf } from '../images/image-request.js';

/** A failed source may come back: the placeholder is kept minutes, not a year. */
const PLACEHOLDER_SECONDS = 5 * 60;

function sendPlaceholder(res: Response, reason: ImageFailure | 'request', metrics: ImageMetrics): void {
  metrics.failures.inc({ reason });
  if (reason === 'shed') metrics.shed.inc();
  res.set({
    'content-type': 'image/svg+xml',
    'cache-control': reason === 'shed' ? 'no-store' : `public, max-age=${PLACEHOLDER_SECONDS}`,
    vary: 'Accept',
  });
  res.status(200).send(PLACEHOLDER_SVG);
}

/**
 * The client asked more transforms than its budget (docs/product.md §8): 429 with Retry-After, the «нет фото» picture
 * in the product's box (an <img> draws the body of any status), never stored; a photo made already is never refused.
 */
function sendLimited(res: Response, retryAfter: string, metrics: ImageMetrics): void {
  metrics.failures.inc({ reason: 'limited' });
  res.set({ 'content-type': 'image/svg+xml', 'cache-control': 'no-store', 'retry-after': retryAfter, vary: 'Accept' });
  res.status(429).send(PLACEHOLDER_SVG);
}

export function imageRoute(images: ImageService, metrics: ImageMetrics): Router {
  const router = Router();
  router.get(`${SITE_BASES.promo}${IMAGE_PATH}:width/:source`, async (req: Request<{ width: string; source: string }>, res) => {
    const width = widthOf(req.params.width);
    const source = sourceOf(req.params.source);
    if (width === undefined || !source) return sendPlaceholder(res, 'request', metrics);
    const format = negotiateFormat(req.headers);
    const result = await images.variant(source, width, format, res.locals.visitorIp);
    if (!result.ok && result.reason === 'limited') return sendLimited(res, result.retryAfter, metrics);
    if (!result.ok) return sendPlaceholder(res, result.reason, metrics);
    if (result.hit) metrics.hits.inc();
    const { body, etag } = result.variant;
    res.set({
      'content-type': CONTENT_TYPES[format],
      'cache-control': IMAGE_CACHE_CONTROL,
      vary: 'Accept',
      etag,
    });
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();
    res.status(200).send(body);
  });
  return router;
}
