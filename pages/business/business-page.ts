// The business pages (law, sert: their kinds spread pages/business/business-kind.ts): the
// city state is resolved here, before rendering, so the HTML already has the visitor's
// city. Calls run in parallel where they can; each failure only hides its part of the page.
import type { City } from '#shared/api/schemas.js';
import type { Site } from '#shared/pages/sites.js';
import { CITY_COOKIE, activeCityResolved, citiesLoaded, infoFailed, infoLoaded, regionDetermined } from '#shared/store/slices/city.js';
import { reviewsFailed, reviewsLoaded } from '#shared/store/slices/reviews.js';
import { feedbackCategoriesLoaded } from '#shared/store/slices/feedback.js';
import { COOKIE_ACCEPTED, businessPageLoaded } from '#shared/store/slices/business-page.js';
import type { AppStore } from '#shared/store/make-store.js';
import { getCall } from '#server/upstream/get-call.js';
import type { LoaderContext, PageLoader, PageVariant } from '#server/pages/page-kind.js';
import { chooseCityCode, readCityCode } from './city-choice.js';

/** The facts that tell one variant of a business page from another. */
export interface BusinessVariant {
  cities: City[];
  region: City | null;
  code: string;
  cookiesAccepted: boolean;
}

type Ctx = LoaderContext<BusinessVariant>;

/** Only a valid IP goes upstream (visitor-ip.ts checked it); without one there is no region. */
const determineRegion = (ctx: LoaderContext): Promise<City | null> =>
  (ctx.visitorIp ? ctx.regions.regionOf(ctx.visitorIp, ctx.scope) : Promise.resolve(null));

/** What tells business pages apart, from validated values only, so the render-cache key has only real variants. */
export async function resolveBusinessVariant(ctx: LoaderContext): Promise<BusinessVariant> {
  const [cities, region] = await Promise.all([getCall(ctx, 'cities'), determineRegion(ctx)]);
  const list = cities.ok ? cities.data : [];
  const code = chooseCityCode({
    cityCodes: list.map((c) => c.code),
    hasQuery: ctx.query.city_code !== undefined,
    queryCode: readCityCode(ctx.query.city_code),
    storedCode: readCityCode(ctx.cookies[CITY_COOKIE]),
    regionCode: region?.code,
  });
  return { cities: list, region, code, cookiesAccepted: ctx.cookies[COOKIE_ACCEPTED] !== undefined };
}

const businessVariantKey = (v: BusinessVariant) => `city=${v.code};region=${v.region?.code ?? ''};cookies=${v.cookiesAccepted ? 1 : 0}`;

/** A business page's variant, resolved before the render-cache lookup: city shown × region (or none) × notice shown. */
export const businessVariant: PageVariant<BusinessVariant> = {
  async resolve(ctx) {
    const variant = await resolveBusinessVariant(ctx);
    return { key: businessVariantKey(variant), ctx: { ...ctx, variant }, cityCount: variant.cities.length };
  },
  count: (cityCount) => cityCount * (cityCount + 1) * 2,
  // The variant carries the visitor's consent (cookiesAccepted), so the notice is shown per variant.
  cookieNotice: true,
};

async function loadCityState(store: AppStore, ctx: Ctx, variant: BusinessVariant): Promise<void> {
  store.dispatch(citiesLoaded(variant.cities));
  store.dispatch(regionDetermined(variant.region));
  store.dispatch(activeCityResolved(variant.code));
  const info = await getCall(ctx, 'businessInfo', { cityCode: variant.code });
  store.dispatch(info.ok ? infoLoaded(info.data) : infoFailed());
}

async function loadReviews(store: AppStore, ctx: Ctx): Promise<void> {
  const reviews = await getCall(ctx, 'reviews');
  store.dispatch(reviews.ok ? reviewsLoaded(reviews.data) : reviewsFailed());
}

async function loadFeedbackCategories(store: AppStore, ctx: Ctx): Promise<void> {
  const categories = await getCall(ctx, 'feedbackCategories');
  if (categories.ok) {
    store.dispatch(feedbackCategoriesLoaded({ categories: categories.data, callbackTopic: ctx.config.feedbackCallbackTopic }));
  }
}

/** A page's link on the site shown; a page the site does not serve has none (the state's empty link). */
const linkTo = (ctx: Ctx, pageId: string, site: Site) => ctx.pathOf(pageId, site) ?? '';

export const loadBusinessPage: PageLoader<BusinessVariant> = async (store, ctx) => {
  const { site } = store.getState().page;
  const { variant } = ctx;
  store.dispatch(businessPageLoaded({
    cookiesAccepted: variant.cookiesAccepted,
    links: { law: linkTo(ctx, 'law', site), sert: linkTo(ctx, 'sert', site) },
  }));
  await Promise.all([loadCityState(store, ctx, variant), loadReviews(store, ctx), loadFeedbackCategories(store, ctx)]);
};
