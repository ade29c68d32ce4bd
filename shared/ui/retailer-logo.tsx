// The retailer's logo, linking to its main site. One component, one address and one
// look (`site-logo` in layout.css) for every layout; where the link leads is said to screen
// readers in content/site.json's words (`labels.logoHome`).
import { RETAILER_SITE_URL } from './site-links.js';
import { useAppSelector } from '../store/hooks.js';
import { selectLabelTexts } from './site-texts.js';

export { RETAILER_SITE_URL };

export function RetailerLogo({ onDark = false }: { onDark?: boolean }) {
  const { logoHome } = useAppSelector(selectLabelTexts);
  return (
    <a className={`site-logo${onDark ? ' site-logo--on-dark' : ''}`} href={RETAILER_SITE_URL}>
      <span className="site-logo__mark" aria-hidden="true">П</span>
      <span>Петрович<span className="visually-hidden">{` ${logoHome}`}</span></span>
    </a>
  );
}
