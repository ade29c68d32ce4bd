// Each business page's banner: a title and, inside the banner, a button that scrolls to
// the page's main block. The title is server HTML; the button is an island: it scrolls
// smoothly and moves focus once hydrated, and is an in-page link before that. On law
// it leads to the city's helpful info, so it follows the city chosen in the browser.
import type { MouseEvent } from 'react';
import { useAppSelector } from '../../store/hooks.js';
import { citySlice, selectHasCityInfo } from '../../store/slices/city.js';
import { Island, island } from '../../ui/island.js';
import { scrollToBlock } from '../../ui/scroll-to-block.js';
import { keepTogether } from '../../ui/keep-together.js';

export interface BannerAction {
  label: string;
  /** The id of the block to scroll to. */
  target: string;
  /** The block is the city's helpful info, which hides when the city has none. */
  needsCityInfo?: boolean;
}

function BannerActionLink({ label, target, needsCityInfo = false }: BannerAction) {
  const hasCityInfo = useAppSelector(selectHasCityInfo);
  if (needsCityInfo && !hasCityInfo) return null;
  const scroll = (event: MouseEvent) => {
    if (scrollToBlock(target)) event.preventDefault();
  };
  return (
    <a className="button biz-banner__action" href={`#${target}`} onClick={scroll}>
      {label}
    </a>
  );
}

export const bannerActionIsland = island('biz-banner-action', BannerActionLink, [citySlice]);

export function BusinessBanner({ title, action }: { title: string; action?: BannerAction }) {
  return (
    <section className="container biz-banner" aria-labelledby="biz-banner-title">
      <div className="biz-banner__panel">
        <h1 id="biz-banner-title" className="biz-banner__title">{keepTogether(title)}</h1>
        {action && <Island of={bannerActionIsland} props={action} />}
      </div>
    </section>
  );
}
