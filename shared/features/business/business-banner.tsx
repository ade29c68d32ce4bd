// Each business page's banner: a title and, inside the banner, a button
// that scrolls to the page's main block. An in-page link, so it also works before the
// JS has loaded.
import type { MouseEvent } from 'react';
import { scrollToBlock } from './browser-effects.js';

export interface BannerAction {
  label: string;
  /** The id of the block to scroll to. */
  target: string;
}

export function BusinessBanner({ title, action }: { title: string; action?: BannerAction }) {
  const scroll = (event: MouseEvent) => {
    if (action && scrollToBlock(action.target)) event.preventDefault();
  };
  return (
    <section className="container biz-banner" aria-labelledby="biz-banner-title">
      <div className="biz-banner__panel">
        <h1 id="biz-banner-title" className="biz-banner__title">{title}</h1>
        {action && (
          <a className="button biz-banner__action" href={`#${action.target}`} onClick={scroll}>
            {action.label}
          </a>
        )}
      </div>
    </section>
  );
}
