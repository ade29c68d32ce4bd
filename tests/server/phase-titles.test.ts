// A campaign's headline per phase (docs/content.md «Фазы и их тексты»): once finished, the
// page never invites to buy — not in its H1, its <title>, its og:title, its JSON-LD name nor
// its hub card, whether the file gives a finished title or not (then the defaults' «<hub
// title, else title> — итоги»). Through the real app on the tests' content; knauf2025 (title
// «Акция Knauf 2025: покупайте материалы Knauf…») runs on 15 October 2025 and is finished on
// 15 November 2025.
import { afterEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { CONTENT, campaignById } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { beforeState } from '../support/page-state.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';

const HOST = 'promo.example.ru';
const FINISHED_DAY = '2025-11-15T12:00:00+03:00';
const KNAUF = campaignById('knauf2025');

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function pageOn(day: string, campaign: Campaign = KNAUF): Promise<string> {
  const others = CONTENT.campaigns.filter((c) => c.id !== campaign.id);
  const env = { PROMO_NOW: day, PUBLIC_ORIGIN: 'https://www.example.ru' };
  t = await startApp({ content: { ...CONTENT, campaigns: [campaign, ...others] }, env });
  return (await request(t.listener).get(`/promo/${campaign.id}`).set('Host', HOST).expect(200)).text.replaceAll('<!-- -->', '');
}

/** Every place the page names itself. */
function headlines(html: string): string[] {
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!.replaceAll('\\u003c', '<')) as {
    name?: string; '@graph'?: Array<{ name?: string; '@type': string }>;
  };
  const saleEvent = jsonLd['@graph']?.find((thing) => thing['@type'] === 'SaleEvent') ?? jsonLd;
  return [
    // The headline as shown, without the soft hyphens of its rendered words (the head's tags and JSON-LD have none).
    /<h1 class="campaign-header__title">([^<]*)<\/h1>/.exec(asWritten(html))![1]!,
    /<title>([^<]*)<\/title>/.exec(html)![1]!,
    /<meta property="og:title" content="([^"]*)">/.exec(html)![1]!,
    saleEvent.name!,
  ];
}

describe('a campaign\'s headline by phase', () => {
  test('when it runs, then its file\'s title is everywhere', async () => {
    expect(headlines(await pageOn('2025-10-15T12:00:00+03:00'))).toEqual([
      KNAUF.title, `${KNAUF.title} | Петрович`, `${KNAUF.title} | Петрович`, KNAUF.title,
    ]);
  });

  test('when it is finished and its file gives no finished title, then no headline invites to buy', async () => {
    const html = await pageOn(FINISHED_DAY);
    expect(headlines(html).map(plainSpaces)).toEqual([
      'Акция Knauf 2025 — подведены итоги', 'Акция Knauf 2025 — подведены итоги | Петрович',
      'Акция Knauf 2025 — подведены итоги | Петрович', 'Акция Knauf 2025 — подведены итоги',
    ]);
    // What a visitor or a crawler reads (the preloaded state carries the file as it is, shown nowhere).
    expect(beforeState(html)).not.toMatch(/покупайте/i);
  });

  test('when it is finished and its file gives a finished title, then that title is everywhere, the hub card\'s too', async () => {
    const own: Campaign = { ...KNAUF, texts: { finished: { title: 'Knauf 2025: итоги акции' } } };
    expect(headlines(await pageOn(FINISHED_DAY, own))).toEqual([
      'Knauf 2025: итоги акции', 'Knauf 2025: итоги акции | Петрович', 'Knauf 2025: итоги акции | Петрович', 'Knauf 2025: итоги акции',
    ]);
    const hub = (await request(t!.listener).get('/promo/').set('Host', HOST).expect(200)).text;
    expect(asWritten(hub)).toContain('Knauf 2025: итоги акции');
    expect(asWritten(hub)).not.toMatch(/покупайте материалы Knauf/);
  });
});
