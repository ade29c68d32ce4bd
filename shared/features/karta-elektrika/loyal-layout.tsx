// The loyal-customer layout (SPEC.md §1, PRODUCT.md §4): the retailer's logo linking to
// the main site, the page, and a footer with the public policy link.
import type { ReactNode } from 'react';
import { RETAILER_SITE_URL, PUBLIC_POLICY_URL } from './links.js';

export function LoyalLayout({ currentYear, children }: { currentYear: number; children: ReactNode }) {
  return (
    <div className="loyal">
      <header className="loyal-header">
        <div className="container loyal-header__bar">
          <a className="loyal-header__logo" href={RETAILER_SITE_URL}>
            <span className="loyal-header__logo-mark" aria-hidden="true">П</span>
            <span>Петрович<span className="visually-hidden"> — на главную страницу магазина</span></span>
          </a>
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
