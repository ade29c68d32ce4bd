// The law page: banner, the claims (payment deferral, the product count), the city's
// helpful info, reviews, an invitation to write, and the cookie notice. Server HTML with
// islands: the helpful info (it follows the city) and the invitation's button.
import { useAppSelector } from '../../store/hooks.js';
import { selectBusinessLinks } from '../../store/slices/business-page.js';
import { Island } from '../../ui/island.js';
import { BusinessLayout } from './business-layout.js';
import { HELPFUL_INFO_ID, helpfulInfoIsland } from './helpful-info.js';
import { ReviewsBlock } from './reviews-block.js';
import { feedbackButtonIsland } from './feedback-button.js';

/**
 * The specification's words and capital, with the dash its hyphen stands for; typeset at
 * build (shared/typography/typeset-source.ts), a non-breaking space keeps the dash with «лицам».
 */
export const LAW_TITLE = 'Юридическим лицам — Удобная покупка строительных материалов по выгодным ценам';

export function LawPage() {
  const links = useAppSelector(selectBusinessLinks);
  return (
    <BusinessLayout
      title={LAW_TITLE}
      action={{ label: 'Полезная информация', target: HELPFUL_INFO_ID, needsCityInfo: true }}
      withCookieBanner
    >
      <section className="biz-section container" aria-labelledby="law-claims-title">
        <h2 id="law-claims-title" className="biz-section__title">Почему с нами удобно</h2>
        <ul className="biz-claims">
          <li className="biz-claim"><strong>Отсрочка платежа</strong> до <span className="nowrap">50 000 ₽</span> на 15 дней</li>
          <li className="biz-claim"><strong>Более 30 000 товаров</strong> для стройки и ремонта</li>
          <li className="biz-claim">
            <strong>Подарочные сертификаты</strong> за покупки на каждые <span className="nowrap">100 000 ₽</span>.{' '}
            <a href={links.sert}>Подробнее о сертификатах</a>
          </li>
        </ul>
      </section>
      <Island of={helpfulInfoIsland} />
      <ReviewsBlock />
      <section className="biz-section biz-invite container" aria-labelledby="law-invite-title">
        <div className="biz-invite__panel">
          <div>
            <h2 id="law-invite-title" className="biz-section__title">Остались вопросы?</h2>
            <p>Напишите нам — менеджер по работе с юридическими лицами ответит в рабочее время.</p>
          </div>
          <Island of={feedbackButtonIsland} props={{ label: 'Написать нам', large: true }} />
        </div>
      </section>
    </BusinessLayout>
  );
}
