// The campaign calls of the call table (shared/api/calls.ts): products, savings check,
// leaderboard, landing card check.
import { isCampaignSlug, leaderboardOf, productsOf, type LeaderboardRow } from './data-campaigns';
import { CARD_PATTERN, landingCardCount, savingsCount, type DemoCount } from './demo-cards';
import { fail, ok, type DemoHandlers, type DemoReply } from './reply';

const LANDING_PATTERN = /^[a-z0-9-]{1,64}$/;

function countReply(card: string, count: (card: string) => DemoCount): DemoReply {
  if (!CARD_PATTERN.test(card)) return fail(400, 'Некорректный номер карты');
  const value = count(card);
  return value === null ? fail(500, 'Internal error') : ok({ count: value });
}

/** A positive integer limit slices each region; a missing or invalid one returns every row. */
function parseLimit(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined;
  const limit = Number(raw);
  return limit > 0 ? limit : undefined;
}

function sliceRows(rows: LeaderboardRow[] | undefined, limit: number | undefined): LeaderboardRow[] | undefined {
  return rows && rows.slice(0, limit);
}

function landingCheck(landingCategory: string | undefined, landing: string, card: string): DemoReply {
  const names = landingCategory === undefined ? [landing] : [landingCategory, landing];
  if (!names.every((name) => LANDING_PATTERN.test(name))) return fail(404, 'Not found');
  return countReply(card, landingCardCount);
}

/** `photosOrigin`: the demo's own URL, where product photos are served (photos.ts). */
export function campaignHandlers(photosOrigin: () => string) {
  return {
    products: ({ params: { slug = '' } }) => (isCampaignSlug(slug) ? ok(productsOf(slug, photosOrigin())) : fail(404, 'Акция не найдена')),
    checkSavings: ({ params: { slug = '', value = '' } }) =>
      (isCampaignSlug(slug) ? countReply(value, savingsCount) : fail(404, 'Акция не найдена')),
    rating: ({ params: { slug = '' }, query }) => {
      if (!isCampaignSlug(slug)) return fail(404, 'Акция не найдена');
      const limit = parseLimit(query.get('limit'));
      const { spb, msk } = leaderboardOf(slug);
      // JSON.stringify drops an undefined region, keeping rockwool25's msk absent.
      return ok({ spb: sliceRows(spb, limit), msk: sliceRows(msk, limit) });
    },
    cardCheckInCategory: ({ params: { landingCategory = '', landing = '', card = '' } }) => landingCheck(landingCategory, landing, card),
    cardCheck: ({ params: { landing = '', card = '' } }) => landingCheck(undefined, landing, card),
  } satisfies Partial<DemoHandlers>;
}
