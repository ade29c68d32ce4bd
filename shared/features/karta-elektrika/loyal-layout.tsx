// The loyal-customer layout: the retailer's logo linking to the main site, the page,
// and the site footer, whose public policy link this layout must have.
import type { ReactNode } from 'react';
import { RetailerLogo } from '../../ui/retailer-logo.js';
import { SiteFooter } from '../../ui/site-footer.js';

export function LoyalLayout({ currentYear, children }: { currentYear: number; children: ReactNode }) {
  return (
    <div className="page loyal theme-loyal">
      <header className="loyal-header">
        <div className="container site-bar loyal-header__bar">
          <RetailerLogo />
          <span className="loyal-header__programme">Программа лояльности</span>
        </div>
      </header>
      <main>{children}</main>
      <SiteFooter currentYear={currentYear} />
    </div>
  );
}
