// The HTML shell around the React markup. Written as a template rather than a React
// tree: the state block and the tags need exact control. Nothing here depends on the
// request (no nonce, no request id, no origin from headers): the same content is the same bytes.
import { escapeHtml } from './escape-html.js';
import type { PageAssets } from './assets.js';
import { iconLinks } from './icon-links.js';

export interface DocumentParts {
  title: string;
  description: string;
  canonicalPath: string;
  /** Open Graph wants absolute URLs: og:url and og:image are written only with an origin. */
  origin?: string;
  ogImagePath?: string;
  assets: PageAssets;
  /** Already escaped by serializeState. */
  stateJson: string;
  bodyHtml: string;
  headExtra?: string;
  /** `/promo/static/` or `/static/`: where the icons and the manifest are. */
  staticBase: string;
}

export function renderDocument(p: DocumentParts): string {
  const styles = p.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const preloads = p.assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`).join('');
  const scripts = p.assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('');
  const origin = p.origin ?? '';
  const canonicalUrl = escapeHtml(origin + p.canonicalPath);
  const canonical = `<link rel="canonical" href="${canonicalUrl}">` + (p.origin ? `<meta property="og:url" content="${canonicalUrl}">` : '');
  const ogImage = p.origin && p.ogImagePath ? `<meta property="og:image" content="${escapeHtml(origin + p.ogImagePath)}">` : '';
  return (
    '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(p.title)}</title><meta name="description" content="${escapeHtml(p.description)}">` +
    `<meta property="og:type" content="website"><meta property="og:title" content="${escapeHtml(p.title)}">` +
    `<meta property="og:description" content="${escapeHtml(p.description)}">${canonical}${ogImage}` +
    `${iconLinks(p.staticBase)}${styles}${preloads}${p.headExtra ?? ''}</head>` +
    `<body><div id="root"${p.assets.chunkUrl ? ` data-chunk="${escapeHtml(p.assets.chunkUrl)}"` : ''}>${p.bodyHtml}</div>` +
    `<script id="__state" type="application/json">${p.stateJson}</script>${scripts}</body></html>`
  );
}
