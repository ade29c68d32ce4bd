// The image endpoint's service from the configuration: sources on IMAGE_HOSTS (unset: the
// upstream's host), whose own addresses are trusted (source-policy.ts), fetched with the
// configured caps into the bounded cache; `spend` counts a client's transforms (docs/product.md §8).
import type { ImageConfig, UpstreamTarget } from '../config.js';
import type { ImageMetrics } from '../observability/metrics/image-metrics.js';
import { createSourceFetcher } from './fetch-source.js';
import { createImageService, type ImageService, type SpendTransform } from './image-service.js';
import { bareHostname, hostEntry } from './source-policy.js';
import { createNamedSources, type NamedSources } from './named-sources.js';

export function createImages(
  config: ImageConfig, upstream: UpstreamTarget, metrics: ImageMetrics, named: NamedSources = createNamedSources(), spend?: SpendTransform,
): ImageService {
  const upstreamUrl = new URL(upstream.url);
  const policy = { hosts: config.hosts ?? [hostEntry(upstreamUrl)], trustedHostname: bareHostname(upstreamUrl) };
  return createImageService(config, createSourceFetcher(policy, config), metrics, named, spend);
}
