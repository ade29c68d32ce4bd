// The HTML shell around the React markup. Written as a template rather than a React
// tree: the state block and the tags need exact control. Nothing here depends on the
// request (no nonce, no request id, no origin from headers): the same content is the same bytes.
import { escapeHtml } from '../answers/escape-html.js';
import type { PageAssets } from './assets.js';
import { iconLinks } from '../answers/icon-links.js';

export interface DocumentParts {
  title: string;
  description: string;
  /** The canonical link, link preview and JSON-LD (server/discovery/head-tags.ts), as HTML. */
  discoveryTags: string;
  assets: PageAssets;
  /** The body holds an island: the dialogs' styles are named. */
  holdsIslands: boolean;
  /** Already escaped by serializeState. */
  stateJson: string;
  bodyHtml: string;
  headExtra?: string;
  /** `/promo/static/` or `/static/`: where the icons and the manifest are. */
  staticBase: string;
}

/**
 * The head carries everything the page needs, so the browser asks for it all at once:
 * the CSS inline (nothing blocks the first paint), the module scripts and a preload for
 * each chunk they import (module scripts never block parsing), and, when the page holds
 * an island (docs/decisions/064-pages-without-islands.md), the dialogs' styles as a
 * stylesheet that applies to nothing until the page's script switches it on.
 * The scripts are fetched at low priority: the document and the banner get a slow line
 * first, and the page works before its scripts have run (its forms answer without them).
 */
function assetTags(assets: PageAssets, holdsIslands: boolean): string {
  const deferredStyles = holdsIslands ? assets.deferredStyles : [];
  const deferred = deferredStyles
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" media="print" data-deferred-style="">`)
    .join('');
  const scripts = assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}" fetchpriority="low"></script>`).join('');
  const preloads = assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">`).join('');
  return scripts + preloads + deferred;
}

/** renderDocument's room to encode into (below). */
let room = Buffer.allocUnsafeSlow(0);

/**
 * The document's bytes: the page's style element goes in as encoded at start-up, and each part
 * is encoded straight into one buffer. Joined into one string first, the body and the state would
 * be copied once more (a two-byte string of the page's length, since the texts are Cyrillic)
 * before their encoding. Written into room for the most a part can take (3 bytes a UTF-16 unit)
 * and copied out at its size: each text is read once, not once to measure and again to write. The room
 * is the process's one, kept at the largest document's size: no 150 KB outside V8's heap made and dropped per render.
 */
export function renderDocument(p: DocumentParts): Buffer {
  const beforeStyle =
    '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(p.title)}</title><meta name="description" content="${escapeHtml(p.description)}">` +
    p.discoveryTags +
    iconLinks(p.staticBase);
  const parts = [
    beforeStyle,
    p.assets.inlineStyle,
    `${assetTags(p.assets, p.holdsIslands)}${p.headExtra ?? ''}</head><body><div id="root">`,
    p.bodyHtml,
    `</div><script id="__state" type="application/json">`,
    p.stateJson,
    '</script></body></html>',
  ];
  const most = parts.reduce((sum, part) => sum + (typeof part === 'string' ? 3 * part.length : part.length), 0);
  if (room.length < most) room = Buffer.allocUnsafeSlow(most);
  let at = 0;
  for (const part of parts) at += typeof part === 'string' ? room.write(part, at) : part.copy(room, at);
  const bytes = Buffer.allocUnsafe(at);
  room.copy(bytes, 0, 0, at);
  return bytes;
}
