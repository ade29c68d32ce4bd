// The retailer's logo, linking to its main site. One component, one address and one
// look (`site-logo` in layout.css) for every layout.
import { RETAILER_SITE_URL } from './site-links.js';

export { RETAILER_SITE_URL };

export function RetailerLogo({ onDark = false }: { onDark?: boolean }) {
  return (
    <a className={`site-logo${onDark ? ' site-logo--on-dark' : ''}`} href={RETAILER_SITE_URL}>
      <span className="site-logo__mark" aria-hidden="true">П</span>
      <span>Петрович<span className="visually-hidden"> — на главную страницу магазина</span></span>
    </a>
  );
}
