// The layout shared by law and sert (SPEC.md §2.4): header, banner, the page's blocks,
// footer and the feedback modal; the cookie notice only where the page asks for it
// (the law layout, SPEC.md §2.4 / §4.2).
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
    <div className="biz">
      <BusinessHeader />
      <main>
        {top}
        <BusinessBanner title={title} action={action} />
        {children}
      </main>
      <BusinessFooter />
      <FeedbackModal />
      {withCookieBanner && <CookieBanner />}
    </div>
  );
}
