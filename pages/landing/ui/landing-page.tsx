// Every landing is this one page fed by its content file, in its phase (docs/product.md §13): the site's bar, the
// blocks in their order (the hero first: the page's one h1), the footer; in its theme's colours.
import { useAppSelector } from '#shared/store/hooks.js';
import { selectPage } from '#shared/store/slices/page.js';
import { SiteBar } from '#shared/ui/site-bar.js';
import { SiteFooter } from '#shared/ui/site-footer.js';
import { PreviewBar } from '#shared/ui/preview-bar.js';
import { brandColours } from '#shared/features/promotion/brand-colours.js';
import { selectLandingOnPage } from './landing-on-page.js';
import { LandingBlocks } from './landing-blocks.js';

export function LandingPage() {
  const page = useAppSelector(selectPage);
  const landing = useAppSelector(selectLandingOnPage)!;
  const brand = landing.brands[landing.theme];
  return (
    <div className="page landing" style={brand && brandColours(brand)}>
      {page.preview && <PreviewBar preview={page.preview} phase={landing.phase} path={page.canonicalPath} />}
      <header><SiteBar hubHref={page.base} /></header>
      <main><LandingBlocks landing={landing} /></main>
      <SiteFooter currentYear={page.currentYear} hubHref={page.base} />
    </div>
  );
}
