// The image endpoint's metrics (server/images/): variants answered from the cache,
// transforms done by format and width, sources that failed or were refused by reason,
// requests shed by a full queue, and, read when scraped, the queue's depth, the
// transforms running and the cache's bytes.
import { Counter, type Registry } from 'prom-client';
import { scrapedGauge } from './scraped.js';

export type ImageMetrics = ReturnType<typeof createImageMetrics>;

export function createImageMetrics(registry: Registry) {
  const registers = [registry];
  return {
    hits: new Counter({ name: 'image_cache_hits_total', help: 'Image variants answered from the cache', registers }),
    transforms: new Counter({
      name: 'image_transforms_total', help: 'Image variants encoded, by format and width', labelNames: ['format', 'width'], registers,
    }),
    failures: new Counter({
      name: 'image_failures_total', help: 'Image requests answered with the placeholder, by reason', labelNames: ['reason'], registers,
    }),
    shed: new Counter({ name: 'image_shed_total', help: 'Image transforms refused because the queue was full', registers }),
    /** Exposes the transform queue and the cache (read when scraped). */
    watch(state: { readonly waiting: number; readonly running: number; readonly cacheBytes: number }) {
      scrapedGauge(registry, 'image_queue_depth', 'Image transforms waiting for a turn', () => state.waiting);
      scrapedGauge(registry, 'image_transforms_running', 'Image transforms running now', () => state.running);
      scrapedGauge(registry, 'image_cache_bytes', 'Bytes held by the image variant cache', () => state.cacheBytes);
    },
  };
}
