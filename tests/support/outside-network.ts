// The test machine has no outside network, and our pages need none: every request
// leaving loopback is refused and recorded, so a test can prove the page loads nothing
// from outside (the demo's product pictures are served by the app itself).
import type { BrowserContext } from 'playwright-core';

const OUTSIDE_LOOPBACK = /^(?!http:\/\/127\.0\.0\.1[:/])/;

/** Returns every outside URL the context asked for, in order; each was refused. */
export async function stubOutsideNetwork(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(OUTSIDE_LOOPBACK, (route) => {
    outside.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  return outside;
}
