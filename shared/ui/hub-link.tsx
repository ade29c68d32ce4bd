// The header's way to the hub, on every promo page but the hub itself, under the words of the
// footer's link to every promotion (content/site.json's `shopLinks.promotions`).
import { useAppSelector } from '../store/hooks.js';
import { selectShopLinkTexts } from './site-texts.js';

export function HubLink({ href }: { href: string }) {
  const { promotions } = useAppSelector(selectShopLinkTexts);
  return <a className="site-bar__hub" href={href}>{promotions}</a>;
}
