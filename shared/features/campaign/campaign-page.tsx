// Every supplier campaign is this one page fed by its entry of shared/campaigns.ts.
import { CAMPAIGNS, type CampaignId } from '../../campaigns.js';
import { useAppSelector } from '../../store/hooks.js';
import { selectPage } from '../../store/slices/page.js';
import { selectProducts } from '../../store/slices/campaign.js';
import { CampaignHeader } from './campaign-header.js';
import { ProductsList } from './products-list.js';
import { SavingsCheck } from './savings-check.js';
import { LeaderboardFooter } from './leaderboard-footer.js';

export function CampaignPage() {
  const page = useAppSelector(selectPage);
  const products = useAppSelector(selectProducts);
  const campaign = CAMPAIGNS[page.id as CampaignId];
  return (
    <div className={`campaign theme-${campaign.theme}`}>
      <CampaignHeader campaign={campaign} staticBase={`${page.base}static/`} />
      <main>
        <ProductsList products={products} brand={campaign.brand} />
        <SavingsCheck apiSlug={campaign.apiSlug} />
      </main>
      <LeaderboardFooter campaign={campaign} />
    </div>
  );
}
