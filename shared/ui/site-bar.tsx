// The bar atop every promo page: the retailer's logo, what the page puts beside it, and the way
// to the hub (on every promo page but the hub itself) under the words of the footer's link to
// every promotion (content/site.json's `shopLinks.promotions`).
import type { ReactNode } from 'react';
import { useAppSelector } from '../store/hooks.js';
import { RetailerLogo } from './retailer-logo.js';
import { selectShopLinkTexts } from './site-texts.js';

export function SiteBar({ hubHref, className, children }: { hubHref?: string; className?: string; children?: ReactNode }) {
  const { promotions } = useAppSelector(selectShopLinkTexts);
  return (
    <div className={`container site-bar${className ? ` ${className}` : ''}`}>
      <RetailerLogo />
      {children}
      {hubHref !== undefined && <a className="site-bar__hub" href={hubHref}>{promotions}</a>}
    </div>
  );
}
