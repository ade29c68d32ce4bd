// The sert page: breadcrumbs back to law on this host, the banner, and the get-certificate block.
import { useAppSelector } from '../../store/hooks.js';
import { selectBusinessLinks } from '../../store/slices/business-page.js';
import { Island } from '../../ui/island.js';
import { BusinessLayout } from './business-layout.js';
import { feedbackButtonIsland } from './feedback-button.js';
import { selectSertTexts } from './business-texts.js';
import type { SertTexts } from './sert-schema.js';
import { keepTogether } from '../../ui/keep-together.js';

export const GET_CERTIFICATE_ID = 'get-certificate';
/** The feedback category preselected by the certificate request (demo: 'certificates'). */
const CERTIFICATE_CATEGORY = 'certificates';

/** The trail as shown and as the page's structured data lists it (pages/sert/kind.ts); the last step is this page. */
export const sertBreadcrumbs = ({ law, sert }: SertTexts['breadcrumbs']) => [
  { name: law, page: 'law' },
  { name: sert, page: 'sert' },
] as const;

function Breadcrumbs({ lawHref, texts }: { lawHref: string; texts: SertTexts['breadcrumbs'] }) {
  const [law, sert] = sertBreadcrumbs(texts);
  return (
    <nav className="container biz-crumbs" aria-label={texts.label}>
      <ol className="biz-crumbs__list">
        <li><a href={lawHref}>{law.name}</a></li>
        <li aria-current="page">{sert.name}</li>
      </ol>
    </nav>
  );
}

export function SertPage() {
  const links = useAppSelector(selectBusinessLinks);
  const { breadcrumbs, hero, certificate } = useAppSelector(selectSertTexts);
  return (
    <BusinessLayout
      title={hero.heading}
      action={{ label: hero.action, target: GET_CERTIFICATE_ID }}
      top={<Breadcrumbs lawHref={links.law} texts={breadcrumbs} />}
    >
      <section id={GET_CERTIFICATE_ID} className="biz-section container" aria-labelledby="get-certificate-title" tabIndex={-1}>
        <h2 id="get-certificate-title" className="biz-section__title">{certificate.heading}</h2>
        <p className="biz-lead">{keepTogether(certificate.lead)}</p>
        <ol className="biz-steps">
          {certificate.steps.map((step) => <li key={step} className="biz-step">{keepTogether(step)}</li>)}
        </ol>
        <Island of={feedbackButtonIsland} props={{ label: certificate.button, preset: { value: CERTIFICATE_CATEGORY } }} />
      </section>
    </BusinessLayout>
  );
}
