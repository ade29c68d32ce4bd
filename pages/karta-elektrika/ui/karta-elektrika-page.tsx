// karta-elektrika, the loyal-customer page (docs/product.md §4). Server HTML but for the card check's form (an island).
// Analytics goals: 'banner' on the banner, 'loalty' on the offer.
import { Banner } from '#shared/ui/banner.js';
import { SiteFooter } from '#shared/ui/site-footer.js';
import { SiteBar } from '#shared/ui/site-bar.js';
import { useAppSelector } from '#shared/store/hooks.js';
import { selectPage } from '#shared/store/slices/page.js';
import { goalAttributes } from '#shared/analytics/goals.js';
import { CARD_CHECK_LANDINGS } from '#shared/api/browser-calls.js';
import { KARTA_CHECK_ID, KartaCardCheck } from './card-check.js';
import { ELECTRICS_CATALOG_URL, KARTA_LANDING, PUBLIC_OFFER_FILE } from './links.js';
import { selectKartaTexts } from './texts.js';

export function KartaElektrikaPage() {
  const page = useAppSelector(selectPage);
  const { programme, hero, steps, check, offer } = useAppSelector(selectKartaTexts);
  return (
    <div className="page loyal theme-loyal">
      <header className="loyal-header">
        <SiteBar hubHref={page.base} className="loyal-header__bar">
          <span className="loyal-header__programme">{programme}</span>
        </SiteBar>
      </header>
      <main>
        <div className="hero hero--light karta-hero">
          <div className="container hero__grid">
            <div className="hero__text">
              <p className="chip">{hero.chip}</p>
              <h1 className="karta-hero__title">{hero.heading}</h1>
              <p className="hero__lead">{hero.lead}</p>
              <div className="hero__actions">
                <a className="button button--lg" href={`#${KARTA_CHECK_ID}`}>{hero.action}</a>
              </div>
            </div>
            <a className="karta-hero__banner" href={ELECTRICS_CATALOG_URL} {...goalAttributes('banner')}>
              <Banner
                src={`${page.base}static/banners/karta-elektrika`}
                alt={hero.bannerAlt}
              />
            </a>
          </div>
        </div>
        <section className="container section karta-steps" aria-labelledby="karta-steps-title">
          <h2 id="karta-steps-title">{steps.heading}</h2>
          <ol className="karta-steps__list">
            {steps.items.map((step) => <li key={step} className="card karta-steps__step">{step}</li>)}
          </ol>
        </section>
        <KartaCardCheck landingCategory={CARD_CHECK_LANDINGS[KARTA_LANDING].landingCategory} texts={check} />
        <section className="container section karta-offer" aria-labelledby="karta-offer-title">
          <h2 id="karta-offer-title">{offer.heading}</h2>
          <p className="small-print">
            {offer.text}{' '}
            <a className="karta-offer__link" href={`${page.base}${PUBLIC_OFFER_FILE}`} type="application/pdf" {...goalAttributes('loalty')}>
              {offer.link}
            </a>
          </p>
        </section>
      </main>
      <SiteFooter currentYear={page.currentYear} hubHref={page.base} />
    </div>
  );
}
