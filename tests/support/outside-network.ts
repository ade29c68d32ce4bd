// The test machine has no outside network. The demo's product pictures live on the
// retailer's site, so a page that shows products asks for them; those are answered with
// a 1×1 image, and every other request leaving loopback is refused and recorded, so a
// test can prove the page loads nothing else from outside.
import type { BrowserContext } from 'playwright-core';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** The demo upstream's product images (server/upstream/demo/data-campaigns.ts). */
export const DEMO_PRODUCT_IMAGE = /^https:\/\/petrovich\.ru\/images\/products\/\d+\.jpg$/;
const OUTSIDE_LOOPBACK = /^(?!http:\/\/127\.0\.0\.1[:/])/;

/** Returns every outside URL the context asked for, in order (images included). */
export async function stubOutsideNetwork(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(OUTSIDE_LOOPBACK, (route) => {
    const url = route.request().url();
    outside.push(url);
    return DEMO_PRODUCT_IMAGE.test(url)
      ? route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL })
      : route.abort('blockedbyclient');
  });
  return outside;
}
