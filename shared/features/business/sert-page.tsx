// The sert page: breadcrumbs back to law on this host, the banner, and the
// get-certificate block with the feedback form (its button is an island).
import { useAppSelector } from '../../store/hooks.js';
import { selectBusinessLinks } from '../../store/slices/business-page.js';
import { Island } from '../../ui/island.js';
import { BusinessLayout } from './business-layout.js';
import { feedbackButtonIsland } from './feedback-button.js';

export const SERT_TITLE = 'Подарочные сертификаты для юрлиц за покупки на каждые 100 000 ₽';
export const GET_CERTIFICATE_ID = 'get-certificate';
/** The feedback category preselected by the certificate request (demo: 'certificates'). */
const CERTIFICATE_CATEGORY = 'certificates';

/**
 * The trail as shown, each step naming the page it links to (the last is this page).
 * The page's structured data lists the same steps (pages/sert/kind.ts).
 */
export const SERT_BREADCRUMBS = [
  { name: 'Юридическим лицам', page: 'law' },
  { name: 'Сертификаты', page: 'sert' },
] as const;

function Breadcrumbs({ lawHref }: { lawHref: string }) {
  const [law, sert] = SERT_BREADCRUMBS;
  return (
    <nav className="container biz-crumbs" aria-label="Навигационная цепочка">
      <ol className="biz-crumbs__list">
        <li><a href={lawHref}>{law.name}</a></li>
        <li aria-current="page">{sert.name}</li>
      </ol>
    </nav>
  );
}

export function SertPage() {
  const links = useAppSelector(selectBusinessLinks);
  return (
    <BusinessLayout
      title={SERT_TITLE}
      action={{ label: 'Получить сертификат', target: GET_CERTIFICATE_ID }}
      top={<Breadcrumbs lawHref={links.law} />}
    >
      <section id={GET_CERTIFICATE_ID} className="biz-section container" aria-labelledby="get-certificate-title" tabIndex={-1}>
        <h2 id="get-certificate-title" className="biz-section__title">Как получить сертификат</h2>
        <p className="biz-lead">
          Один подарочный сертификат — за каждые <span className="nowrap">100 000 ₽</span> покупок вашей организации.
        </p>
        <ol className="biz-steps">
          <li className="biz-step">Оставьте заявку — менеджер свяжется с вами и пришлёт договор.</li>
          <li className="biz-step">Покупайте строительные материалы по договору: суммы покупок складываются.</li>
          <li className="biz-step">За каждые <span className="nowrap">100 000 ₽</span> покупок получите подарочный сертификат.</li>
        </ol>
        <Island of={feedbackButtonIsland} props={{ label: 'Оставить заявку', preset: { value: CERTIFICATE_CATEGORY } }} />
      </section>
    </BusinessLayout>
  );
}
