// karta-elektrika (PRODUCT.md §4): a banner leading to the electrical-goods catalog, how
// the programme works, the card check, and the public offer as a PDF under
// /promo/download/loyal/. Goals of SPEC.md §7: 'banner' on the banner, 'loalty' on the offer.
import { Banner } from '../../ui/banner.js';
import { useAppSelector } from '../../store/hooks.js';
import { selectPage } from '../../store/slices/page.js';
import { trackGoal } from '../../analytics/goals.js';
import { LoyalLayout } from './loyal-layout.js';
import { KartaCardCheck } from './card-check.js';
import { ELECTRICS_CATALOG_URL, PUBLIC_OFFER_FILE } from './links.js';

const STEPS = [
  'Покупайте электротовары в «Петровиче» по клубной карте — в магазине или на сайте.',
  'За каждую покупку электротоваров на карту начисляются бонусы программы «Карта электрика».',
  'Проверяйте начисленные бонусы по номеру карты на этой странице.',
];

export function KartaElektrikaPage() {
  const page = useAppSelector(selectPage);
  return (
    <LoyalLayout currentYear={page.currentYear}>
      <div className="container karta-hero">
        <h1 className="karta-hero__title">Карта электрика</h1>
        <p className="karta-hero__lead">Бонусы за покупки электротоваров по клубной карте «Петровича».</p>
        <a className="karta-hero__banner" href={ELECTRICS_CATALOG_URL} onClick={() => trackGoal('banner', 'link')}>
          <Banner src={`${page.base}static/banners/karta-elektrika`} alt="Карта электрика: бонусы за электротовары — перейти в каталог электротоваров" />
        </a>
      </div>
      <section className="container karta-steps" aria-labelledby="karta-steps-title">
        <h2 id="karta-steps-title">Как это работает</h2>
        <ol className="karta-steps__list">
          {STEPS.map((step) => <li key={step}>{step}</li>)}
        </ol>
      </section>
      <KartaCardCheck />
      <section className="container karta-offer" aria-labelledby="karta-offer-title">
        <h2 id="karta-offer-title">Условия программы</h2>
        <p>
          Программа «Карта электрика» действует на условиях публичной оферты.{' '}
          <a className="karta-offer__link" href={`${page.base}${PUBLIC_OFFER_FILE}`} type="application/pdf" onClick={() => trackGoal('loalty', 'link')}>
            Публичная оферта (PDF)
          </a>
        </p>
      </section>
    </LoyalLayout>
  );
}
