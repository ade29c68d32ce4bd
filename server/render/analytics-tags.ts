// Issue #3 point 5: the tag loaders, only when configured, each allowed by the request's
// CSP nonce. IDs are validated by server/config.ts (digits, GTM-XXXX), so they are safe here.
export function analyticsHead(analytics: { gtmId?: string; yandexMetrikaId?: string }, nonce: string): string {
  let html = '';
  if (analytics.gtmId) {
    html +=
      `<script nonce="${nonce}">window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});</script>` +
      `<script async src="https://www.googletagmanager.com/gtm.js?id=${analytics.gtmId}" nonce="${nonce}"></script>`;
  }
  if (analytics.yandexMetrikaId) {
    html +=
      `<script nonce="${nonce}">window.ym=window.ym||function(){(window.ym.a=window.ym.a||[]).push(arguments)};window.ym.l=Date.now();` +
      `window.ym(${analytics.yandexMetrikaId},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true});</script>` +
      `<script async src="https://mc.yandex.ru/metrika/tag.js" nonce="${nonce}"></script>`;
  }
  return html;
}
