// A page's discovery tags in its head (docs/product.md §9): the canonical link and og:url on
// the configured origin (absent without one: never relative, never from the request),
// the Open Graph and Twitter card of its link preview with its raster picture, and its
// JSON-LD. The same for every visitor, so they go into the cached page as they are.
import type { PageEntry } from '#server/pages/page-kind.js';
import { RETAILER_NAME } from '#shared/ui/site-links.js';
import type { PageState } from '#shared/store/slices/page.js';
import { escapeHtml } from '../answers/escape-html.js';
import type { Discovery } from './discovery.js';
import { canonicalLocation } from '../pages/public-location.js';
import { previewImageOf, type PreviewImage } from './preview-images.js';
import { BANNER_SIZES } from '#shared/ui/banner.js';
import { structuredData } from './structured-data.js';
import { campaignOf } from '../pages/campaign-pages.js';

const meta = (property: string, content: string | number) => `<meta property="${property}" content="${escapeHtml(String(content))}">`;
const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;

/** The link-preview picture: a campaign's or a landing hero's raster banner's large JPEG (1200×630 already), else the build's PNG. */
function linkPreviewImage(page: PageEntry, { previewImages, site }: Discovery): PreviewImage & { type: string } {
  const campaign = campaignOf(page);
  const art = campaign ?? page.descriptor.content?.folder?.art?.(page.data as { id: string });
  const raster = art && site.bannerOf(art);
  if (raster) return { file: `banners/${raster.large.jpeg}`, ...BANNER_SIZES.large, alt: campaign?.title ?? page.name, type: 'image/jpeg' };
  return { ...previewImageOf(previewImages, page), type: 'image/png' };
}

/** `state`: the page's state as rendered (its JSON-LD shows what the page shows). */
export function discoveryTags(page: PageEntry, state: PageState, discovery: Discovery): string {
  const { site } = state;
  const { origins, pageById } = discovery;
  const location = canonicalLocation(page, site, origins);
  const image = linkPreviewImage(page, discovery);
  const imageUrl = location?.fileUrl(`assets/${image.file}`);
  const card =
    meta('og:type', 'website') + meta('og:site_name', RETAILER_NAME) + meta('og:locale', 'ru_RU') +
    meta('og:title', page.title) + meta('og:description', page.description) + named('twitter:card', 'summary_large_image');
  const address = location ? `<link rel="canonical" href="${escapeHtml(location.url)}">${meta('og:url', location.url)}` : '';
  const picture = imageUrl
    ? meta('og:image', imageUrl) + meta('og:image:type', image.type) + meta('og:image:width', image.width) +
      meta('og:image:height', image.height) + meta('og:image:alt', image.alt) +
      named('twitter:image', imageUrl) + named('twitter:image:alt', image.alt)
    : '';
  const jsonLd = `<script type="application/ld+json">${structuredData({ page, site, origins, imageUrl, state }, pageById)}</script>`;
  return card + address + picture + jsonLd;
}
