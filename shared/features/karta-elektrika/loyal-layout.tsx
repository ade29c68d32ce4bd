// The loyal-customer layout (SPEC.md §1, PRODUCT.md §4): the retailer's logo linking to
// the main site, the page, and a footer with the public policy link.
import type { ReactNode } from 'react';
import { PUBLIC_POLICY_URL } from './links.js';
import { RetailerLogo } from '../../ui/retailer-logo.js';

export function LoyalLayout({ currentYear, children }: { currentYear: number; children: ReactNode }) {
  return (
    <div className="loyal">
      <header className="loyal-header">
        <div className="container loyal-header__bar">
          <RetailerLogo className="loyal-header__logo" />
          <span className="loyal-header__programme">Программа лояльности</span>
        </div>
      </header>
      <main>{children}</main>
      <footer className="loyal-footer">
        <div className="container loyal-footer__inner">
          <p className="loyal-footer__copy">{`© 2003–${currentYear} «Петрович»`}</p>
          <a className="loyal-footer__policy" href={PUBLIC_POLICY_URL}>Политика обработки персональных данных</a>
        </div>
      </footer>
    </div>
  );
}
