// The site footer of every page; a page adds its own groups as children. The year is the server's (page slice), so the
// hydrated page always agrees with the HTML.
import type { ReactNode } from 'react';
import { RetailerLogo } from './retailer-logo.js';
import { PUBLIC_POLICY_URL, RETAILER_LINKS, SUPPORT_PHONE, copyrightLine } from './site-links.js';
import { telHref } from './format.js';
import { phoneKept } from './keep-together.js';
import { useAppSelector } from '../store/hooks.js';
import { selectFooterTexts, selectLabelTexts, selectShopLinkTexts } from './site-texts.js';

export interface SiteFooterProps {
  currentYear: number;
  phone?: string;
  phoneNote?: string;
  /** The hub's path, where 'Все акции' leads on the promo pages. */
  hubHref?: string;
  /** Leaves out the © line (a business city with hideFooterInfo, docs/product.md's business area). */
  withoutCopyright?: boolean;
  children?: ReactNode;
}

export function SiteFooter({ currentYear, phone = SUPPORT_PHONE, phoneNote, hubHref, withoutCopyright, children }: SiteFooterProps) {
  const texts = useAppSelector(selectFooterTexts);
  const labels = useAppSelector(selectLabelTexts);
  const shopLinks = useAppSelector(selectShopLinkTexts);
  const links = RETAILER_LINKS.map(([words, url]) => [shopLinks[words], words === 'promotions' && hubHref ? hubHref : url] as const);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <RetailerLogo onDark />
          <p className="site-footer__note">{texts.note}</p>
          <p className="site-footer__phone-line">
            <span className="site-footer__phone-note">{phoneNote ?? texts.phoneNote}</span>
            <a className="site-footer__phone" href={telHref(phone)}>{phoneKept(phone)}</a>
          </p>
        </div>
        <nav className="site-footer__group" aria-label={labels.shopSections}>
          <p className="site-footer__title">{texts.linksTitle}</p>
          <ul className="site-footer__links">
            {links.map(([label, url]) => <li key={url}><a href={url}>{label}</a></li>)}
          </ul>
        </nav>
        {children}
      </div>
      <div className="container">
        <div className="site-footer__bottom">
          {withoutCopyright ? null : <p className="site-footer__copyright">{copyrightLine(currentYear)}</p>}
          <a className="site-footer__policy" href={PUBLIC_POLICY_URL}>{texts.policy}</a>
        </div>
      </div>
    </footer>
  );
}
