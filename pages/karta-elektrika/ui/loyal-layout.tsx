// The loyal-customer layout: the retailer's logo linking to the main site, the way to the
// hub, the page, and the site footer, whose public policy link this layout must have.
import type { ReactNode } from 'react';
import { SiteFooter } from '#shared/ui/site-footer.js';
import { SiteBar } from '#shared/ui/site-bar.js';

/** `programme`: the header's words beside the logo, the page's content (content/karta-elektrika.json). */
export function LoyalLayout(
  { currentYear, hubHref, programme, children }: { currentYear: number; hubHref: string; programme: string; children: ReactNode },
) {
  return (
    <div className="page loyal theme-loyal">
      <header className="loyal-header">
        <SiteBar hubHref={hubHref} className="loyal-header__bar">
          <span className="loyal-header__programme">{programme}</span>
        </SiteBar>
      </header>
      <main>{children}</main>
      <SiteFooter currentYear={currentYear} hubHref={hubHref} />
    </div>
  );
}
