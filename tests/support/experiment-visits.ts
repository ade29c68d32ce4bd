// Visitors of a page under test and their conversions, as the server counts them (docs/product.md §12): each
// visitor its own address behind the proxy (X-Forwarded-For, which the server trusts from loopback) and its own
// browser, so the limits per address and network (docs/product.md §8) see many visitors, as in the field. A visitor
// opens the page (the server draws its version, sets its cookie and counts it), and a converting visitor checks a card
// of its own by the /api as the page's island does (the campaign's goal: a savings check answered; law's and sert's: a
// feedback form accepted, `goal` 'feedback-sent'). Fresh visitors
// come until each version has the visitors asked: each drawn into a version that still wants them (countVisits). Every
// visitor of a run of the tests has an address of its own, whatever call brought it; the conversions are spread over the
// visitors and kept under the call's ceiling per second, so the walks run with the limits on.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { DEFAULT_LIMITS } from '#server/rate-limit/limits.js';
import { drawnVersion, VISITOR_COOKIE } from '#server/experiments/assignment.js';
import { visitorIds } from '#server/experiments/visitor-ids.js';
import type { VersionCounts } from '#shared/experiments/statistics.js';

/** The visitors brought so far by this process: each one's address, 10.x.y.7, a network (/24) of its own. */
let addresses = 0;
/** When each of the last goal calls was sent: at most one fewer than the ceiling within any second and a tenth. */
const sent: number[] = [];
async function underCeiling(goal: 'check-bonus' | 'feedback-sent') {
  const { points } = DEFAULT_LIMITS[goal === 'feedback-sent' ? 'sendFeedback' : 'cardCheck'].global;
  while (sent.length >= points - 1) {
    const wait = sent[0]! + 1100 - Date.now();
    if (wait <= 0) sent.shift();
    else await delay(wait);
  }
  sent.push(Date.now());
}

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

/**
 * Counts exactly `wanted` for the experiment of the page at `url`, whose server signs with `secret` (EXPERIMENT_SECRET): the
 * first visitor is fresh (its cookie names the experiment's key and share); each next one brings an id signed for no draw yet,
 * picked so the server's draw (the hash of key and id) lands in a version that still wants visitors. Returns the visitors.
 */
export async function countVisits(
  base: string, url: string, wanted: Record<'a' | 'b', VersionCounts>, secret: string,
  goal: 'check-bonus' | 'feedback-sent' = 'check-bonus',
): Promise<number> {
  const slug = /\/promo\/([^/?]+)/.exec(url)![1]!;
  const ids = visitorIds(secret);
  const counted = { a: { visitors: 0, conversions: 0 }, b: { visitors: 0, conversions: 0 } };
  let drawn: { key: string; share: number } | undefined;
  let came = 0;
  while (counted.a.visitors < wanted.a.visitors || counted.b.visitors < wanted.b.visitors) {
    came += 1;
    addresses += 1;
    const address = `10.${(addresses >> 8) & 255}.${addresses & 255}.7`;
    const visitor: Record<string, string> = { 'user-agent': BROWSER, 'x-forwarded-for': address };
    let expected: 'a' | 'b' | undefined;
    if (drawn) {
      let id: string;
      do {
        id = randomBytes(12).toString('base64url');
        expected = drawnVersion(drawn.key, id, drawn.share);
      } while (counted[expected].visitors >= wanted[expected].visitors);
      visitor.cookie = `${VISITOR_COOKIE}=${id}.${ids.sign(id)}`;
    }
    const page = await ask(`${base}${url}`, visitor);
    const cookie = [page.headers['set-cookie'] ?? []].flat().map((line) => line.split(';')[0]!).join('; ');
    const entry = /promo_ab=[^;]*\.([\w-]+)~([ab])~(\d+)~/.exec(cookie);
    const wrong = page.status !== 200 || !entry || (expected && entry[2] !== expected);
    if (wrong) throw new Error(`${url} answered ${page.status}, drawn ${entry?.[2]}`);
    const version = entry[2] as 'a' | 'b';
    drawn ??= { key: entry[1]!, share: Number(entry[3]) };
    counted[version].visitors += 1;
    // Spread over the version's visitors: converting while behind the share of its conversions its visitors so far call for.
    const due = Math.ceil((wanted[version].conversions * counted[version].visitors) / wanted[version].visitors);
    if (counted[version].conversions >= Math.min(due, wanted[version].conversions)) continue;
    // A card of its own (even: the demo upstream's savings found), checked as the page's island asks.
    const headers = { ...visitor, cookie, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'content-type': 'application/json' };
    const feedback = JSON.stringify({ name: 'Иван', phone: `7911${String(addresses).padStart(7, '0')}`, value: 'delivery' });
    await underCeiling(goal);
    const checked = goal === 'feedback-sent' ? await ask(`${base}/api/v1/business/feedback/`, headers, feedback)
      : await ask(`${base}/api/v2/promo/check/${slug}/${7_100_000 + 2 * addresses}/`, headers);
    if (checked.status >= 300) throw new Error(`the ${goal} call answered ${checked.status}: ${checked.text}`);
    counted[version].conversions += 1;
  }
  return came;
}
