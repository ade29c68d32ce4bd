// The retailer's logo linking to its main site, locked up with the supplier
// brand; then the hero: the campaign's dates, its headline, the main action (to the
// savings check) and the banner in three sizes. The actions are in-page links, so they
// work before the JS has loaded too.
import { Banner } from '../../ui/banner.js';
import { formatDateRange } from '../../ui/format-dates.js';
import type { Campaign } from '../../content/campaign-schema.js';
import { BrandLockup } from './brand-lockup.js';
import { RetailerLogo } from '../../ui/retailer-logo.js';
import { PRODUCTS_ID, SAVINGS_ID } from './anchors.js';

export function CampaignHeader({ campaign, staticBase, hasProducts }: { campaign: Campaign; staticBase: string; hasProducts: boolean }) {
  return (
    <header className="campaign-header">
      <div className="container site-bar">
        <RetailerLogo />
        <BrandLockup campaign={campaign} />
      </div>
      <div className="hero">
        <div className="container hero__grid">
          <div className="hero__text">
            <p className="chip">
              <span className="visually-hidden">Сроки акции: </span>
              <time dateTime={campaign.starts}>{formatDateRange(campaign.starts, campaign.ends)}</time>
            </p>
            <h1 className="campaign-header__title">{campaign.title}</h1>
            <p className="hero__lead">{campaign.description}</p>
            <div className="hero__actions">
              <a className="button button--lg button--on-dark" href={`#${SAVINGS_ID}`}>Проверить покупки</a>
              {hasProducts && <a className="button button--lg button--ghost-on-dark" href={`#${PRODUCTS_ID}`}>Товары акции</a>}
            </div>
          </div>
          {/* The headline and dates above carry the message: the art is decoration. */}
          <Banner src={`${staticBase}banners/${campaign.id}`} alt="" />
        </div>
      </div>
    </header>
  );
}
