// The loyal-customer layout: the retailer's logo linking to the main site, the way to the
// hub, the page, and the site footer, whose public policy link this layout must have.
import type { ReactNode } from 'react';
import { RetailerLogo } from '#shared/ui/retailer-logo.js';
import { SiteFooter } from '#shared/ui/site-footer.js';
import { HubLink } from '#shared/ui/hub-link.js';

/** `programme`: the header's words beside the logo, the page's content (content/karta-elektrika.json). */
export function LoyalLayout(
  { currentYear, hubHref, programme, children }: { currentYear: number; hubHref: string; programme: string; children: ReactNode },
) {
  return (
    <div className="page loyal theme-loyal">
      <header className="loyal-header">
        <div className="container site-bar loyal-header__bar">
          <RetailerLogo />
          <span className="loyal-header__programme">{programme}</span>
          <HubLink href={hubHref} />
        </div>
      </header>
      <main>{children}</main>
      <SiteFooter currentYear={currentYear} hubHref={hubHref} />
    </div>
  );
}
