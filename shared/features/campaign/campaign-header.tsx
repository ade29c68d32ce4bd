// SPEC.md §2.2: the retailer's logo linking to its main site, locked up with the supplier
// brand of the campaign, then the banner in three sizes.
import { Banner } from '../../ui/banner.js';
import type { Campaign } from '../../campaigns.js';
import { BrandLockup } from './brand-lockup.js';

export const RETAILER_SITE_URL = 'https://petrovich.ru/';

export function CampaignHeader({ campaign, staticBase }: { campaign: Campaign; staticBase: string }) {
  return (
    <header className="campaign-header">
      <div className="container campaign-header__bar">
        <a className="campaign-header__logo" href={RETAILER_SITE_URL}>
          <span className="campaign-header__logo-mark" aria-hidden="true">П</span>
          <span>Петрович<span className="visually-hidden"> — на главную страницу магазина</span></span>
        </a>
        <BrandLockup campaign={campaign} />
      </div>
      <div className="container">
        <h1 className="campaign-header__title">{campaign.title}</h1>
        <Banner src={`${staticBase}banners/${campaign.id}`} alt={`Акция ${campaign.brand}: ${campaign.period}`} />
      </div>
    </header>
  );
}
