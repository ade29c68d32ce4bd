// The layout shared by law and sert: header, banner, the page's blocks, footer and the
// feedback modal; the cookie notice only where the page asks for it (the law layout). The notice comes first in the document, so it
// is first in the tab order; its style shows it at the bottom of the screen, after the
// footer at the end of the page, so it never covers the footer.
import type { ReactNode } from 'react';
import { BusinessHeader } from './business-header.js';
import { BusinessBanner, type BannerAction } from './business-banner.js';
import { BusinessFooter } from './business-footer.js';
import { CookieBanner } from './cookie-banner.js';
import { FeedbackModal } from './feedback-modal.js';

export interface BusinessLayoutProps {
  title: string;
  action?: BannerAction;
  /** Above the banner, e.g. breadcrumbs. */
  top?: ReactNode;
  withCookieBanner?: boolean;
  children: ReactNode;
}

export function BusinessLayout({ title, action, top, withCookieBanner = false, children }: BusinessLayoutProps) {
  return (
    <div className="page biz">
      {withCookieBanner && <CookieBanner />}
      <BusinessHeader />
      <main>
        {top}
        <BusinessBanner title={title} action={action} />
        {children}
      </main>
      <BusinessFooter />
      <FeedbackModal />
    </div>
  );
}
