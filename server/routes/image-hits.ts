// A product photo already made, answered before Express as a stored page is (docs/decisions/060-hit-path.md: a
// catalogue page asks for a dozen). It does what server/routes/images.ts would and no more: the request id, the
// security and variant headers, an exact If-None-Match answered 304, its access line (hit-lines.ts) and one duration
// observation. Anything else (a variant not made, a refusal, a path not as the pages write it, a weak or listed
// If-None-Match) goes on to Express.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE_BASES } from '#shared/pages/sites.js';
import { IMAGE_PATH } from '#shared/images/image-url.js';
import type { Logger } from '../observability/log.js';
import { logRequest } from '../observability/access-log.js';
import type { HitLines } from '../observability/hit-lines.js';
import type { ObserveRequest } from '../observability/metrics/http-metrics.js';
import type { ImageMetrics } from '../observability/metrics/image-metrics.js';
import type { ImageService } from '../images/image-service.js';
import { CONTENT_TYPES } from '../images/encode.js';
import { negotiateFormat } from '../images/negotiate-format.js';
import { IMAGE_CACHE_CONTROL, sourceOf, widthOf } from '../images/image-request.js';
import { requestIdOf } from '../request/request-facts.js';
import { arrivedAt } from '../request/arrived-at.js';
import type { TrustPeer } from '../request/visitor-ip.js';
import type { FirstAnswer } from './page-hits.js';

export interface ImageHitDeps {
  images: ImageService;
  metrics: ImageMetrics;
  log: Logger;
  /** Which hits get an access line (server/observability/hit-lines.ts). */
  kept: HitLines;
  observe: ObserveRequest;
  trust: TrustPeer;
  /** The security headers (name, value, …) every answer carries (security-headers.ts). */
  security: readonly string[];
}

const PREFIX = `${SITE_BASES.promo}${IMAGE_PATH}`;

export function imageHitAnswer({ images, metrics, log, kept, observe, trust, security }: ImageHitDeps): FirstAnswer {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const { method, url } = req;
    if ((method !== 'GET' && method !== 'HEAD') || !url!.startsWith(PREFIX)) return false;
    const queryAt = url!.indexOf('?');
    const path = queryAt === -1 ? url! : url!.slice(0, queryAt);
    const [widthSegment, sourceSegment, ...rest] = path.slice(PREFIX.length).split('/');
    const width = widthSegment === undefined ? undefined : widthOf(widthSegment);
    const source = sourceSegment === undefined ? undefined : sourceOf(sourceSegment);
    if (width === undefined || !source || rest.length > 0) return false;
    const format = negotiateFormat(req.headers);
    const variant = images.cached(source, width, format);
    const asked = req.headers['if-none-match'];
    if (!variant || (asked !== undefined && asked !== variant.etag)) return false;

    metrics.hits.inc();
    const requestId = requestIdOf(req, trust);
    const held = asked === variant.etag;
    const headers = [
      'x-request-id', requestId, ...security,
      'content-type', CONTENT_TYPES[format], 'cache-control', IMAGE_CACHE_CONTROL, 'vary', 'Accept', 'etag', variant.etag,
      ...(held ? [] : ['Content-Length', String(variant.body.length)]),
    ];
    const status = held ? 304 : 200;
    res.writeHead(status, headers);
    res.end(held || method === 'HEAD' ? undefined : variant.body);
    const arrived = arrivedAt(req, trust, started);
    observe('image', method, status, arrived);
    logRequest(log, { requestId, method, path, status, started: arrived }, kept);
    return true;
  };
}
