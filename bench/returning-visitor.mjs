// A browser's visit to a page under test, as the bench times it.

/** The User-Agent the timed requests send: a browser's, so a visitor is drawn and counted (isbot says no crawler). */
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/**
 * The headers of a returning visitor of `url` (a page under test): its cookies as its first view set them. Every timed
 * request is this one visitor's return, never a first view: its answer sets no cookie and is the version's shared page.
 */
export async function returningVisitor(url) {
  const first = await fetch(url, { headers: { 'user-agent': BROWSER } });
  await first.arrayBuffer();
  const cookie = first.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (!cookie.includes('promo_v=')) throw new Error(`${url}: no version given (is the experiment running on the server's day?)`);
  const visitor = { 'user-agent': BROWSER, cookie };
  await checkReturn(url, visitor);
  return visitor;
}

/** Throws unless `visitor`'s request to `url` is a return: its answer sets no cookie and is the version's shared page. */
export async function checkReturn(url, visitor) {
  const back = await fetch(url, { headers: visitor });
  await back.arrayBuffer();
  if (back.headers.getSetCookie().length > 0 || !back.headers.get('cache-control')?.startsWith('public')) {
    throw new Error(`${url}: a returning visitor's answer sets a cookie or is not shared (${back.headers.get('cache-control')})`);
  }
}
