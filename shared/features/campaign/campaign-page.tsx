// Every supplier campaign is this one page fed by its content file (content/campaigns/),
// which the server puts in the page's state.
import { useAppSelector } from '../../store/hooks.js';
import { selectPage } from '../../store/slices/page.js';
import { selectProducts } from '../../store/slices/campaign.js';
import { SiteFooter } from '../../ui/site-footer.js';
import { CampaignHeader } from './campaign-header.js';
import { ProductsList } from './products-list.js';
import { SavingsCheck } from './savings-check.js';
import { Leaderboard } from './leaderboard.js';

export function CampaignPage() {
  const page = useAppSelector(selectPage);
  const products = useAppSelector(selectProducts);
  const campaign = page.campaign!;
  return (
    <div className={`page campaign theme-${campaign.theme}`}>
      <CampaignHeader campaign={campaign} staticBase={`${page.base}static/`} hasProducts={products.length > 0} />
      <main>
        <ProductsList products={products} brand={campaign.brand} />
        <SavingsCheck apiSlug={campaign.apiSlug} />
        <Leaderboard campaign={campaign} />
      </main>
      <SiteFooter currentYear={page.currentYear} />
    </div>
  );
}
