// The analytics tag loaders, only when configured. Their inline snippets depend on the
// configured IDs alone (validated by server/config.ts: digits, GTM-XXXX), so the CSP
// allows each by its sha256 hash, computed once at start-up: a page needs no per-request
// nonce, and so is the same bytes for every visitor.
import { createHash } from 'node:crypto';
import type { PageState } from '#shared/store/slices/page.js';

export interface AnalyticsTags {
  /** Goes into <head> as it is. */
  html: string;
  /** `'sha256-…'` sources for script-src, one per inline snippet. */
  scriptHashes: string[];
}

const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

const built = new Map<string, AnalyticsTags>();

/** Built once per configuration: the page render asks for them on every miss. */
export function analyticsTags(analytics: PageState['analytics']): AnalyticsTags {
  const key = `${analytics.gtmId ?? ''}|${analytics.yandexMetrikaId ?? ''}`;
  let tags = built.get(key);
  if (!tags) built.set(key, (tags = buildTags(analytics)));
  return tags;
}

function buildTags(analytics: PageState['analytics']): AnalyticsTags {
  const inline: string[] = [];
  let html = '';
  if (analytics.gtmId) {
    const snippet = "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});";
    inline.push(snippet);
    html += `<script>${snippet}</script><script async src="https://www.googletagmanager.com/gtm.js?id=${analytics.gtmId}"></script>`;
  }
  if (analytics.yandexMetrikaId) {
    const snippet =
      'window.ym=window.ym||function(){(window.ym.a=window.ym.a||[]).push(arguments)};window.ym.l=Date.now();' +
      `window.ym(${analytics.yandexMetrikaId},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true});`;
    inline.push(snippet);
    html += `<script>${snippet}</script><script async src="https://mc.yandex.ru/metrika/tag.js"></script>`;
  }
  return { html, scriptHashes: inline.map(cspHash) };
}
