// Visitors of a page under test and their conversions, as their browsers report them (docs/product.md §12): each
// visitor its own address behind the proxy (X-Forwarded-For, which the server trusts from loopback) and its own
// browser, so the beacons' limits per address and network (docs/product.md §8) see many visitors, as in the field. A
// visitor opens the page (the server draws its version and sets its cookie), its browser sends the view beacon, and
// a converting visitor's browser the goal's, through the site's own endpoint (shared/experiments/beacon.ts). Fresh
// visitors come until each version has the visitors asked; one whose version has them already leaves without a
// beacon (a browser that ran no script): nothing counts it.
import http from 'node:http';
import { EXPERIMENT_BEACON_PATH } from '#shared/experiments/beacon.js';
import type { VersionCounts } from '#shared/experiments/statistics.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** A request as a visitor's browser makes it: the answer's status, headers and text. */
function ask(url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = http.request(url, { method: body === undefined ? 'GET' : 'POST', agent: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The visitors that came (both versions, those who left unseen too) to make `wanted`. */
export async function countVisits(base: string, url: string, wanted: Record<'a' | 'b', VersionCounts>): Promise<number> {
  const counted = { a: { visitors: 0, conversions: 0 }, b: { visitors: 0, conversions: 0 } };
  let came = 0;
  while (counted.a.visitors < wanted.a.visitors || counted.b.visitors < wanted.b.visitors) {
    came += 1;
    const visitor = { 'user-agent': BROWSER, 'x-forwarded-for': `10.${(came >> 8) & 255}.${came & 255}.7` };
    const page = await ask(`${base}${url}`, visitor);
    const cookie = [page.headers['set-cookie'] ?? []].flat().map((line) => line.split(';')[0]!).join('; ');
    const version = /promo_ab=[^;]*~([ab])/.exec(cookie)?.[1] as 'a' | 'b' | undefined;
    const id = /"page":\{"id":"([^"]+)"/.exec(page.text)?.[1];
    if (page.status !== 200 || !version || !id) throw new Error(`${url} answered ${page.status} with no version drawn`);
    if (counted[version].visitors >= wanted[version].visitors) continue;
    // As Chromium's sendBeacon sends it from the page (client/experiment-beacons.ts): its fetch metadata too.
    const beacon = (event: object) => ask(`${base}${EXPERIMENT_BEACON_PATH}`, {
      ...visitor, cookie, origin: base, 'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors',
    }, JSON.stringify({ page: id, ...event }));
    const viewed = await beacon({ event: 'view' });
    if (viewed.status !== 204) throw new Error(`the view beacon answered ${viewed.status}: ${viewed.text}`);
    counted[version].visitors += 1;
    if (counted[version].conversions >= wanted[version].conversions) continue;
    const reached = await beacon({ event: 'goal', goal: 'check-bonus' });
    if (reached.status !== 204) throw new Error(`the goal beacon answered ${reached.status}: ${reached.text}`);
    counted[version].conversions += 1;
  }
  return came;
}
