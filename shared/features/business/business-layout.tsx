// The layout shared by law and sert. The cookie notice comes first in the document, so it is first in the tab order;
// its style shows it at the bottom of the screen, after the footer at the end of the page, so it never covers the footer.
import type { ReactNode } from 'react';
import { useAppSelector } from '../../store/hooks.js';
import { selectCookiesAccepted } from '../../store/slices/business-page.js';
import { ClientOnlyIsland, Island } from '../../ui/island.js';
import { BusinessHeader } from './business-header.js';
import { BusinessBanner, type BannerAction } from './business-banner.js';
import { BusinessFooter } from './business-footer.js';
import { cookieBannerIsland } from './cookie-banner.js';
import { businessFooterIsland, feedbackModalIsland } from './business-islands.js';
import { FeedbackPanel } from './feedback-panel.js';
import { PreviewBar } from '../../ui/preview-bar.js';
import { selectPage } from '../../store/slices/page.js';

export interface BusinessLayoutProps {
  title: string;
  action?: BannerAction;
  /** Above the banner, e.g. breadcrumbs. */
  top?: ReactNode;
  withCookieBanner?: boolean;
  children: ReactNode;
}

export function BusinessLayout({ title, action, top, withCookieBanner = false, children }: BusinessLayoutProps) {
  const cookiesAccepted = useAppSelector(selectCookiesAccepted);
  const { preview, canonicalPath } = useAppSelector(selectPage);
  return (
    <div className="page biz">
      {preview && <PreviewBar preview={preview} path={canonicalPath} />}
      {withCookieBanner && !cookiesAccepted && <Island of={cookieBannerIsland} />}
      <BusinessHeader />
      <main>
        {top}
        <BusinessBanner title={title} action={action} />
        {children}
        <FeedbackPanel />
      </main>
      <Island of={businessFooterIsland} component={BusinessFooter} />
      <ClientOnlyIsland of={feedbackModalIsland} />
    </div>
  );
}
