// A visitor's page view and visit pass as a browser takes them (docs/decisions/223-a-pass-after-a-page-view.md):
// the page's answer stamps the client block in a cookie sent back only to /api, and GET /api/pass, sent with
// it, gives the pass. For tests that speak HTTP themselves, with RATE_LIMITS on.
const VISITED_PAGE = '/promo/knauf2025';

const cookieNamed = (res: Response, name: string) =>
  res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];

/** The page-view stamp a page answer gives a client at `ip`, as its Cookie header sends it back ('' when none). */
export async function viewStamp(url: string, ip: string): Promise<string> {
  const res = await fetch(`${url}${VISITED_PAGE}`, { headers: { 'x-forwarded-for': ip } });
  await res.arrayBuffer();
  return cookieNamed(res, 'promo_view') ?? '';
}

/** The visit pass a client at `ip` is given after a page view, as its Cookie header sends it ('' when refused). */
export async function passAfterView(url: string, ip: string): Promise<string> {
  const res = await fetch(`${url}/api/pass`, { headers: { 'x-forwarded-for': ip, cookie: await viewStamp(url, ip) } });
  await res.arrayBuffer();
  return cookieNamed(res, 'promo_pass') ?? '';
}
