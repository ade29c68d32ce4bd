// Demo products and leaderboards per campaign slug: hand-made data for the slugs of the
// first campaigns, and for any other well-formed slug (a campaign added as content, which
// the app's proxy lets through only while it is public) products and two leaderboards
// generated from the slug, the same on every run. The data deliberately covers the
// optional shapes: a product without an image, one without price/unit, a campaign with
// empty regions and one with a region missing.
import { SITE_BASES } from '#shared/pages/sites.js';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';
import { MISSING_PHOTO, PHOTOS_PATH } from './photos';

export const CAMPAIGN_SLUGS = ['knauf2025', 'rockwool2025', 'rockwool25', 'vetonit25', 'tehnonikol2025', 'tehnonikol25'] as const;
export type CampaignSlug = (typeof CAMPAIGN_SLUGS)[number];

export interface DemoProduct { id: number; name: string; url: string; image?: string; price?: number; unit?: string }
export interface LeaderboardRow { cardId: string; sum: number }
export interface Leaderboard { spb?: LeaderboardRow[]; msk?: LeaderboardRow[] }

function isKnownSlug(value: string): value is CampaignSlug {
  return (CAMPAIGN_SLUGS as readonly string[]).includes(value);
}

/** The upstream knows every well-formed slug: a new campaign needs no demo code. */
export const isCampaignSlug = (value: string): boolean => SLUG_PATTERN.test(value);

const SITE = 'https://petrovich.ru';
/** Pictures the app itself serves (scripts/make-demo-products.mjs): the demo works offline. */
const PICTURES = `${SITE_BASES.promo}static/demo/products`;

/** A catalogue photo of the demo upstream's own (photos.ts): made absolute on its origin when served. */
const photo = (name: string): string => `${PHOTOS_PATH}${name}`;

/** `price` undefined leaves out both price and unit; `image` '' is the "no picture" case. */
function product(id: number, name: string, category: number, price?: number, unit = 'шт', image?: string): DemoProduct {
  const base = { id, name, url: `${SITE}/catalog/${category}/${id}/`, image: image ?? `${PICTURES}/${category}.svg` };
  return price === undefined ? base : { ...base, price, unit };
}

export const PRODUCTS: Record<CampaignSlug, DemoProduct[]> = {
  knauf2025: [
    product(101254, 'Штукатурка гипсовая Knauf Ротбанд 30 кг', 1512, 589, 'шт', photo('rotband-square.jpg')),
    product(101262, 'Гипсокартон Knauf ГКЛ 12,5х1200х2500 мм', 1530, 469, 'шт', photo('gkl-landscape.jpg')),
    product(101289, 'Шпаклёвка гипсовая Knauf Фуген 25 кг', 1514, 699, 'шт', photo('fugen-square.jpg')),
    product(101301, 'Штукатурка гипсовая машинная Knauf МП 75 30 кг', 1512, 499, 'шт', photo('mp75-portrait.jpg')),
    product(101317, 'Клей монтажный Knauf Перлфикс 30 кг', 1514, undefined, 'шт', photo('perlfix-cutout.png')),
    product(101325, 'Грунтовка глубокого проникновения Knauf Тифенгрунд 10 кг', 1518, 1190, 'шт', ''),
  ],
  rockwool2025: [
    product(202110, 'Утеплитель Rockwool Лайт Баттс Скандик 50 мм 5,76 м²', 1620, 1149, 'уп', photo('lite-batts-square.jpg')),
    product(202128, 'Утеплитель Rockwool Акустик Баттс 50 мм 6 м²', 1620, 1390, 'уп', photo(MISSING_PHOTO)),
    product(202136, 'Утеплитель Rockwool Фасад Баттс Д Оптима 50 мм 2,4 м²', 1620, 1890.5, 'уп', photo('facade-broken.jpg')),
    product(202144, 'Утеплитель Rockwool Сауна Баттс 50 мм 4,8 м²', 1620, undefined, 'уп', ''),
    product(202152, 'Утеплитель Rockwool Руф Баттс В Оптима 40 мм 2,4 м²', 1620, 2290, 'уп', photo('roof-huge.png')),
  ],
  rockwool25: [
    product(203015, 'Утеплитель Rockwool Лайт Баттс 100 мм 2,88 м²', 1620, 1049, 'уп'),
    product(203023, 'Утеплитель Rockwool Флор Баттс 25 мм 4,8 м²', 1620, 1560, 'уп'),
    product(203031, 'Утеплитель Rockwool Венти Баттс Д Оптима 100 мм 1,2 м²', 1620, 1720, 'уп', ''),
    product(203049, 'Утеплитель Rockwool Кавити Баттс 50 мм 7,2 м²', 1620),
  ],
  vetonit25: [
    product(304211, 'Шпаклёвка финишная полимерная Vetonit LR+ 20 кг', 1514, 1149),
    product(304229, 'Клей для плитки Vetonit Easy Fix 25 кг', 1516, 539),
    product(304237, 'Наливной пол Vetonit 4350 20 кг', 1519, 689),
    product(304245, 'Штукатурка цементная Vetonit TT 25 кг', 1512, undefined, 'шт', ''),
    product(304253, 'Шпаклёвка финишная Vetonit KR 20 кг', 1514, 829),
  ],
  tehnonikol2025: [
    product(405310, 'Гидроизоляция наплавляемая Технониколь Техноэласт ЭПП 10 м²', 1640, 3290, 'рул'),
    product(405328, 'Мастика битумная Технониколь №21 Техномаст 20 кг', 1641, 2150),
    product(405336, 'Праймер битумный Технониколь №01 20 л', 1641, 2790),
    product(405344, 'Утеплитель Технониколь XPS Carbon Eco 50 мм 2,91 м²', 1621, 1899.9, 'уп'),
    product(405352, 'Черепица гибкая Shinglas Финская коричневая 3 м²', 1650, undefined, 'уп', ''),
    product(405360, 'Мембрана супердиффузионная Технониколь Альфа Протект 75 м²', 1645, 4390, 'рул'),
  ],
  tehnonikol25: [
    product(406118, 'Утеплитель Технониколь Роклайт 50 мм 5,76 м²', 1620, 899, 'уп'),
    product(406126, 'Пена монтажная профессиональная Технониколь 65 Maximum 1000 мл', 1660, 749),
    product(406134, 'Герметик бутиловый Технониколь №45 280 мл', 1661, 389, 'шт', ''),
    product(406142, 'Плёнка пароизоляционная Технониколь 70 м²', 1645),
  ],
};

const ROWS_PER_REGION = 50;

/** mulberry32: a tiny seeded PRNG, so every run (and every test) sees the same tables. */
function seededRandom(seedText: string): () => number {
  let seed = [...seedText].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0, 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows ordered by place: unique 7-digit cards starting with 7, strictly decreasing sums. */
function generateRows(seedText: string): LeaderboardRow[] {
  const random = seededRandom(seedText);
  const seen = new Set<string>();
  const rows: LeaderboardRow[] = [];
  let sum = 1_200_000 + Math.floor(random() * 700_000);
  while (rows.length < ROWS_PER_REGION) {
    const cardId = `7${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
    if (seen.has(cardId)) continue;
    seen.add(cardId);
    // Every third row has kopecks: the retailer's sums may be fractional.
    const kopecks = rows.length % 3 === 1 ? Math.floor(random() * 99 + 1) / 100 : 0;
    rows.push({ cardId, sum: Math.round((sum + kopecks) * 100) / 100 });
    sum -= 500 + Math.floor(random() * sum * 0.06);
  }
  return rows;
}

function bothRegions(slug: string): Leaderboard {
  return { spb: generateRows(`${slug}:spb`), msk: generateRows(`${slug}:msk`) };
}

export const LEADERBOARDS: Record<CampaignSlug, Leaderboard> = {
  knauf2025: bothRegions('knauf2025'),
  rockwool2025: bothRegions('rockwool2025'),
  // Only spb: the retailer's API may leave either region out.
  rockwool25: { spb: generateRows('rockwool25:spb') },
  vetonit25: bothRegions('vetonit25'),
  tehnonikol2025: bothRegions('tehnonikol2025'),
  // Both empty: the page then hides its leaderboard footer.
  tehnonikol25: { spb: [], msk: [] },
};

/** Products of a slug without hand-made data: four, from the demo's pictures. */
function generatedProducts(slug: string): DemoProduct[] {
  const seed = [...slug].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  const id = 900_000 + (seed % 1000) * 10;
  return [
    product(id + 1, 'Штукатурка гипсовая 30 кг', 1512, 549),
    product(id + 2, 'Шпаклёвка финишная 20 кг', 1514, 899),
    product(id + 3, 'Клей для плитки 25 кг', 1516, 479),
    product(id + 4, 'Утеплитель 50 мм 5,76 м²', 1620, 1199, 'уп'),
  ];
}

/** The slug's products, their own photos' paths made absolute on `photosOrigin` (the demo's URL). */
export function productsOf(slug: string, photosOrigin: string): DemoProduct[] {
  const products = isKnownSlug(slug) ? PRODUCTS[slug] : generatedProducts(slug);
  return products.map((p) => (p.image?.startsWith(PHOTOS_PATH) ? { ...p, image: `${photosOrigin}${p.image}` } : p));
}
export const leaderboardOf = (slug: string): Leaderboard => (isKnownSlug(slug) ? LEADERBOARDS[slug] : bothRegions(slug));
