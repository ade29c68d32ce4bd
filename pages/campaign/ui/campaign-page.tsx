// Every supplier campaign is this one page fed by its content file, in its phase (docs/product.md §4). The brand's
// colours are the root's accent tokens.
import { useAppSelector } from '#shared/store/hooks.js';
import { selectPage } from '#shared/store/slices/page.js';
import { selectProducts } from '#shared/store/slices/campaign.js';
import { selectCampaignOnPage } from './campaign-on-page.js';
import { selectLeaderboard } from '#shared/store/slices/leaderboard.js';
import { SiteFooter } from '#shared/ui/site-footer.js';
import { CampaignHeader } from './campaign-header.js';
import { ProductsList } from '#shared/features/promotion/products-list.js';
import { SavingsCheck } from '#shared/features/promotion/savings-check.js';
import { CampaignRules, Leaderboard } from './leaderboard.js';
import { PreviewBar } from '#shared/ui/preview-bar.js';
import { brandColours } from '#shared/features/promotion/brand-colours.js';
import { phaseTexts } from '#shared/content/phase-texts.js';
import { selectCampaignTexts } from '#shared/content/campaign-texts.js';

export function CampaignPage() {
  const page = useAppSelector(selectPage);
  const products = useAppSelector(selectProducts);
  const board = useAppSelector(selectLeaderboard);
  const campaign = useAppSelector(selectCampaignOnPage)!;
  const texts = useAppSelector(selectCampaignTexts);
  const hasLeaderboard = campaign.phase !== 'upcoming' && (board.spb.length > 0 || board.msk.length > 0);
  const shown = phaseTexts(campaign, campaign.phase, texts.phaseDefaults);
  return (
    <div className={`page campaign brand-${campaign.brand.id}`} style={brandColours(campaign.brand)}>
      {page.preview && <PreviewBar preview={page.preview} phase={campaign.phase} path={page.canonicalPath} />}
      <CampaignHeader
        campaign={campaign} hubHref={page.base} staticBase={`${page.base}static/`}
        hasProducts={products.length > 0} hasLeaderboard={hasLeaderboard} texts={texts.hero} phase={shown}
      />
      <main>
        <ProductsList products={products} heading={shown.productsHeading} texts={texts.products} />
        {campaign.phase === 'running' && <SavingsCheck apiSlug={campaign.apiSlug} texts={texts.savings} />}
        {campaign.phase !== 'upcoming' && <Leaderboard campaign={campaign} texts={texts.leaderboard} />}
        <CampaignRules campaign={campaign} label={texts.rulesLabel} legal={texts.leaderboard.legal} />
      </main>
      <SiteFooter currentYear={page.currentYear} hubHref={page.base} />
    </div>
  );
}
