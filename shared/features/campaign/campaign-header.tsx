// SPEC.md §2.2: the retailer's logo linking to its main site, locked up with the supplier
// brand of the campaign, then the banner in three sizes.
import { Banner } from '../../ui/banner.js';
import type { Campaign } from '../../campaigns.js';
import { BrandLockup } from './brand-lockup.js';
import { RetailerLogo } from '../../ui/retailer-logo.js';

export function CampaignHeader({ campaign, staticBase }: { campaign: Campaign; staticBase: string }) {
  return (
    <header className="campaign-header">
      <div className="container campaign-header__bar">
        <RetailerLogo className="campaign-header__logo" />
        <BrandLockup campaign={campaign} />
      </div>
      <div className="container">
        <h1 className="campaign-header__title">{campaign.title}</h1>
        <Banner src={`${staticBase}banners/${campaign.id}`} alt={`Акция ${campaign.brand}: ${campaign.period}`} />
      </div>
    </header>
  );
}
